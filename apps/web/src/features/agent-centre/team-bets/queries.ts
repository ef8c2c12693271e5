import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentTeamBets, agentTeamBetsExport, type AgentTeamBetsExport, type AgentTeamBetsExportQuery, type AgentTeamBetsQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const teamBetsKeys = {
  all: (token: string) => [...queryKeys.member(token), 'agent', 'teamBets'] as const,
  page: (token: string, query: AgentTeamBetsQuery) => [...queryKeys.member(token), 'agent', 'teamBets', 'page', query] as const,
};

/** A page of the team's bets with the totals of every matching bet; asks nothing while `isEnabled` is false. */
export function useTeamBets(query: AgentTeamBetsQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: teamBetsKeys.page(token, query),
    queryFn: () => api.call(agentTeamBets, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** Every team bet of the filters, for the CSV export (a fresh answer on every press). */
export function fetchTeamBetsExport(query: AgentTeamBetsExportQuery): Promise<AgentTeamBetsExport> {
  return api.call(agentTeamBetsExport, query);
}
