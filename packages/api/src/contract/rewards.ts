import { defineCall } from './define-call';
import type { ApplyPromotionRequest, ClaimRewardRequest, PromotionApplication, RewardClaim, RewardClaimsPage, RewardClaimsQuery } from '../schemas/rewards';
export type { ApplyPromotionRequest, ClaimRewardRequest, PromotionApplication, RewardClaim, RewardClaimsPage, RewardClaimsQuery, RewardKind } from '../schemas/rewards';

/** Claims a reward of the reward centre (idempotent per requestId, once per reward); member-only, real accounts. */
export const claimReward = defineCall<ClaimRewardRequest, RewardClaim>({
  method: 'POST',
  path: '/wps/promotion/reward/claim',
  auth: true,
  encrypted: false,
});

/** The member's claimed rewards, newest first, paged; member-only. */
export const rewardClaims = defineCall<RewardClaimsQuery, RewardClaimsPage>({
  method: 'GET',
  path: '/wps/promotion/reward/claims',
  auth: true,
  encrypted: false,
});

/** Applies for a promotion with proof images and a remark (section 3's activity application); member-only, real accounts. */
export const applyPromotion = defineCall<ApplyPromotionRequest, PromotionApplication>({
  method: 'POST',
  path: '/wps/promotion/apply',
  auth: true,
  encrypted: false,
});
