import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { merchantWallet } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/**
 * The member's wallets: the main wallet first, then one per vendor when the merchant runs a
 * wallet per vendor (a multi-wallet merchant; a single-wallet merchant answers the main one only).
 */
export function useMerchantWallets() {
  const token = useSession()?.token ?? '';
  const { i18n } = useLingui();
  return useQuery(merchantWalletsQuery(token, i18n.locale));
}

/** The wallets' query (their names are in `locale`), for a prefetch to share with useMerchantWallets. */
export function merchantWalletsQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: queryKeys.wallets(token, locale),
    queryFn: () => api.call(merchantWallet, {}),
    enabled: token !== '',
    staleTime: 10_000,
  });
}
