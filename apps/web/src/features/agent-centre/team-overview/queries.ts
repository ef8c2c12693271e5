import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentTeamOverview, type AgentTeamOverviewQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const teamOverviewKeys = {
  all: (token: string) => [...queryKeys.member(token), 'agent', 'teamOverview'] as const,
  period: (token: string, query: AgentTeamOverviewQuery) => [...queryKeys.member(token), 'agent', 'teamOverview', query] as const,
};

/** The team's figures for the period and the one before it, with the days of the period; asks nothing while `isEnabled` is false. */
export function useTeamOverview(query: AgentTeamOverviewQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: teamOverviewKeys.period(token, query),
    queryFn: () => api.call(agentTeamOverview, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}
