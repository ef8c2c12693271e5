import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralClaim, referralFriends, referralInfo, type ReferralClaimRequest } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Friends a page of the table. */
export const FRIENDS_PAGE_SIZE = 10;

/** Under the member's key, so a sign-out forgets them. */
export const referralQueryKeys = {
  info: (token: string) => [...queryKeys.member(token), 'referral', 'info'] as const,
  friends: (token: string) => [...queryKeys.member(token), 'referral', 'friends'] as const,
  friendsPage: (token: string, page: number) => [...queryKeys.member(token), 'referral', 'friends', page] as const,
};

export function useReferralInfo() {
  const token = useSessionToken();
  return useQuery({ queryKey: referralQueryKeys.info(token), queryFn: () => api.call(referralInfo, {}), enabled: token !== '' });
}

export function useReferralFriends(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: referralQueryKeys.friendsPage(token, page),
    queryFn: () => api.call(referralFriends, { pageNo: page, pageSize: FRIENDS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** A claim, then everything it changed: the rewards earned, the friends' rewards, the balance and the funds. */
export function useClaimReferralRewards() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (request: ReferralClaimRequest) => api.call(referralClaim, request),
    onSettled: () => {
      for (const queryKey of [referralQueryKeys.info(token), referralQueryKeys.friends(token), queryKeys.balance(token), queryKeys.funds(token)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
