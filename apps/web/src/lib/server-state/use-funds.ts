import { useQuery } from '@tanstack/react-query';
import { consolidatedFunds, promotionalCredits } from '@platform/api';
import { api } from '../api';
import { useSession } from '../session/session';
import { queryKeys } from './query-keys';

/** How many grants of promotional credit the account summary lists (the newest). */
const PROMOTIONAL_CREDITS_SHOWN = 10;

/** The member's funds: the total, what is withdrawable, and the promotional credit still locked. */
export function useFunds() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: queryKeys.funds(token),
    queryFn: () => api.call(consolidatedFunds, {}),
    enabled: token !== '',
    staleTime: 10_000,
  });
}

/** The member's newest grants of promotional credit, with their turnover requirement and progress. */
export function usePromotionalCredits() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: queryKeys.promotionalCredits(token),
    queryFn: async () => (await api.call(promotionalCredits, { pageNo: 1, pageSize: PROMOTIONAL_CREDITS_SHOWN })).list,
    enabled: token !== '',
    staleTime: 10_000,
  });
}
