import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentDownlineProfitLoss, type AgentDownlineProfitLossQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Direct downlines a page of the level. */
export const DOWNLINE_PROFIT_PAGE_SIZE = 20;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const downlineProfitKeys = {
  all: (token: string) => [...queryKeys.member(token), 'agent', 'downlineProfit'] as const,
  level: (token: string, query: AgentDownlineProfitLossQuery) => [...queryKeys.member(token), 'agent', 'downlineProfit', query] as const,
};

/** A page of a level's profit and loss; asks nothing while `isEnabled` is false (a period the gateway refuses). */
export function useDownlineProfitLoss(query: AgentDownlineProfitLossQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: downlineProfitKeys.level(token, query),
    queryFn: () => api.call(agentDownlineProfitLoss, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

