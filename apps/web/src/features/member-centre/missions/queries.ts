import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { missionClaim, missionLeaderboard, missionList, missionSummary, type MissionClaimRequest } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Places the leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

/**
 * Under the member's key, so a sign-out forgets them. `summary` is the key the centre's badge
 * (use-centre-counts.ts) reads missionSummary under: a claim refreshes the badge with the list.
 */
export const missionQueryKeys = {
  list: (token: string) => [...queryKeys.member(token), 'missions', 'list'] as const,
  leaderboard: (token: string) => [...queryKeys.member(token), 'missions', 'leaderboard'] as const,
  summary: (token: string) => [...queryKeys.member(token), 'missionSummary'] as const,
};

export function useMissions() {
  const token = useSessionToken();
  return useQuery({ queryKey: missionQueryKeys.list(token), queryFn: () => api.call(missionList, {}), enabled: token !== '', staleTime: 0 });
}

export function useLeaderboard() {
  const token = useSessionToken();
  return useQuery({
    queryKey: missionQueryKeys.leaderboard(token),
    queryFn: () => api.call(missionLeaderboard, { limitNum: LEADERBOARD_SIZE }),
    enabled: token !== '',
  });
}

/** A claim, then everything it changed: the missions, the badge and standing, the leaderboard, the balance and the funds. */
export function useClaimMission() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (request: MissionClaimRequest) => api.call(missionClaim, request),
    onSettled: () => {
      for (const queryKey of [missionQueryKeys.list(token), missionQueryKeys.summary(token), missionQueryKeys.leaderboard(token), queryKeys.balance(token), queryKeys.funds(token)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** The member's standing (and the centre's badge count), under the badge's own key. */
export function useMissionSummary() {
  const token = useSessionToken();
  return useQuery({ queryKey: missionQueryKeys.summary(token), queryFn: () => api.call(missionSummary, {}), enabled: token !== '' });
}
