import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { RewardCenter, RaffleClaimRequest, RafflePrize, PromotionDetail, PromotionsQuery, Promotions, PromotionDetailQuery } from '../schemas/promotion';
export type { ActivityStatus, Reward, RewardCenter, RaffleClaimRequest, RafflePrize, PromotionCategory, PromotionKind, Promotion, PromotionDetail, PromotionsQuery, Promotions, PromotionDetailQuery } from '../schemas/promotion';

/** A promotion as the promotions page lists it. */

/** The promotions and their categories (/promotions); public, a member's token adds their status. */
export const promotions = defineCall<PromotionsQuery, Promotions>({
  method: 'GET',
  path: '/wps/promotion/list',
  auth: false,
  optionalAuth: true,
  encrypted: false,
});

/** One promotion with its terms (/promoDetail); public. */
export const promotionDetail = defineCall<PromotionDetailQuery, PromotionDetail>({
  method: 'GET',
  path: '/wps/promotion/detail',
  auth: false,
  optionalAuth: true,
  encrypted: false,
});

/** The member's reward centre; member-only. */
export const reward = defineCall<NoInput, RewardCenter>({
  method: 'GET',
  path: '/wps/promotion/reward',
  auth: true,
  encrypted: false,
});

/** Claims a raffle promotion's draw; member-only. */
export const raffleClaim = defineCall<RaffleClaimRequest, RafflePrize>({
  method: 'POST',
  path: '/wps/promotion/raffle/claim',
  auth: true,
  encrypted: false,
});
