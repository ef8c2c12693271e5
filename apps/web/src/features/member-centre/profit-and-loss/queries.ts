import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { personalProfit, type PersonalProfitQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const profitAndLossKeys = {
  all: (token: string) => [...queryKeys.member(token), 'profitAndLoss'] as const,
  period: (token: string, query: PersonalProfitQuery) => [...queryKeys.member(token), 'profitAndLoss', query] as const,
};

/** The period's profit and loss, by day and by game type; asks nothing while `isEnabled` is false. */
export function usePersonalProfit(query: PersonalProfitQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: profitAndLossKeys.period(token, query),
    queryFn: () => api.call(personalProfit, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}
