import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { banners } from '@platform/api';
import { api } from '../api';
import { queryKeys } from './query-keys';

/** The banners of one group (w_home, w_rng, w_topup_1…) in the page's language; none while `groupName` is null. */
export function useBanners(groupName: string | null) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useQuery({
    queryKey: [...queryKeys.banners(groupName ?? ''), language],
    queryFn: () => api.call(banners, { groupName: groupName ?? '', language }),
    enabled: groupName !== null,
    staleTime: 10 * 60_000,
  });
}
