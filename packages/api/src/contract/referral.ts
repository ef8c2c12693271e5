import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { ReferralClaimRequest, ReferralClaimResult, ReferralFriendsPage, ReferralFriendsQuery, ReferralInfo } from '../schemas/referral';
export type {
  ReferralRules,
  ReferralInfo,
  ReferralFriendStatus,
  ReferralFriendsQuery,
  ReferralFriend,
  ReferralFriendsPage,
  ReferralClaimRequest,
  ReferralClaimResult,
} from '../schemas/referral';

/** The member's invitation code, the merchant's referral rules and the rewards earned; member-only, real accounts. */
export const referralInfo = defineCall<NoInput, ReferralInfo>({
  method: 'GET',
  path: '/wps/referral/info',
  auth: true,
  encrypted: false,
});

/** The friends who registered with the member's invitation, with their status (accounts masked); member-only. */
export const referralFriends = defineCall<ReferralFriendsQuery, ReferralFriendsPage>({
  method: 'GET',
  path: '/wps/referral/friends',
  auth: true,
  encrypted: false,
});

/** Credits every referral reward earned and not yet claimed, once per friend and milestone (requestId); member-only. */
export const referralClaim = defineCall<ReferralClaimRequest, ReferralClaimResult>({
  method: 'POST',
  path: '/wps/referral/claim',
  auth: true,
  encrypted: false,
});
