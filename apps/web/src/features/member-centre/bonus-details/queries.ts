import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { promotionalCredits } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Rows a page of the bonus details. */
export const BONUS_PAGE_SIZE = 10;

/** Under queryKeys.promotionalCredits, which a claim or a transfer makes stale. */
export function useBonuses(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...queryKeys.promotionalCredits(token), 'page', page],
    queryFn: () => api.call(promotionalCredits, { pageNo: page, pageSize: BONUS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}
