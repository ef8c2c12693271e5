import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfig } from '@platform/api';
import { api } from '../api';
import { queryKeys } from './query-keys';

/** Default currency symbol while the config loads or when it fails (spec section 9). */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** The tenant's config: currency symbol, contract and salary flags, languages. */
export function useSiteConfig() {
  return useQuery(siteConfigQuery());
}

/** The config's query, for a prefetch to share with useSiteConfig. */
export function siteConfigQuery() {
  return queryOptions({ queryKey: queryKeys.siteConfig(), queryFn: () => api.call(siteConfig, {}), staleTime: 30 * 60_000 });
}

/** The currency symbol shown before amounts (P until the config says otherwise). */
export function useCurrencySymbol(): string {
  return useSiteConfig().data?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}
