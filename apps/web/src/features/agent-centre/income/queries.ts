import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentIncome, agentSettlements, type AgentIncomeQuery, type AgentSettlementsQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Settlements a page. */
export const SETTLEMENTS_PAGE_SIZE = 20;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const incomeKeys = {
  income: (token: string, query: AgentIncomeQuery) => [...queryKeys.member(token), 'agent', 'income', query] as const,
  settlements: (token: string, query: AgentSettlementsQuery) => [...queryKeys.member(token), 'agent', 'settlements', query] as const,
};

/** The agent's income for a period, by kind and by day; asks nothing while `isEnabled` is false (a period the gateway refuses). */
export function useAgentIncome(query: AgentIncomeQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: incomeKeys.income(token, query),
    queryFn: () => api.call(agentIncome, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** A page of the agent's settlements of one kind and side. */
export function useAgentSettlements(query: AgentSettlementsQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: incomeKeys.settlements(token, query),
    queryFn: () => api.call(agentSettlements, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}
