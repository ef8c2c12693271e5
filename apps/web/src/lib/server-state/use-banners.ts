import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { banners } from '@platform/api';
import { api } from '../api';
import { queryKeys } from './query-keys';

/** The query of one banner group in a language: what `useBanners` reads and main.tsx prefetches. */
export function bannersQuery(groupName: string, language: string) {
  return queryOptions({
    queryKey: [...queryKeys.banners(groupName), language],
    queryFn: () => api.call(banners, { groupName, language }),
    staleTime: 10 * 60_000,
  });
}

/** The banners of one group (w_home, w_rng, w_topup_1…) in the page's language; none while `groupName` is null. */
export function useBanners(groupName: string | null) {
  const { i18n } = useLingui();
  return useQuery({ ...bannersQuery(groupName ?? '', i18n.locale), enabled: groupName !== null });
}
