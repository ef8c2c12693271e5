import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimReward, reward, rewardClaims, type ClaimRewardRequest } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Rows a page of the claim history. */
export const CLAIMS_PAGE_SIZE = 10;

/**
 * Under the member's key, so a sign-out forgets them. `centre` is the key the centre's badge
 * (use-centre-counts.ts) reads the same call under: a claim refreshes both at once.
 */
export const rewardQueryKeys = {
  centre: (token: string) => [...queryKeys.member(token), 'rewardCenter'] as const,
  claims: (token: string) => [...queryKeys.member(token), 'rewardClaims'] as const,
  claimsPage: (token: string, page: number) => [...queryKeys.member(token), 'rewardClaims', page] as const,
};

export function useRewardCentre() {
  const token = useSessionToken();
  return useQuery({ queryKey: rewardQueryKeys.centre(token), queryFn: () => api.call(reward, {}), enabled: token !== '', staleTime: 0 });
}

export function useRewardClaims(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: rewardQueryKeys.claimsPage(token, page),
    queryFn: () => api.call(rewardClaims, { pageNo: page, pageSize: CLAIMS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** A claim, then everything it changed: the rewards and the badge, the history, the balance, the funds and the bonuses. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (request: ClaimRewardRequest) => api.call(claimReward, request),
    onSettled: () => {
      for (const queryKey of [rewardQueryKeys.centre(token), rewardQueryKeys.claims(token), queryKeys.balance(token), queryKeys.funds(token), queryKeys.promotionalCredits(token)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
