import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { Static } from 'typebox';
import type { ActivityStatusSchema, PromotionCategorySchema, PromotionDetailQuerySchema, PromotionDetailSchema, PromotionKindSchema, PromotionSchema, PromotionsQuerySchema, PromotionsSchema, RaffleClaimRequestSchema, RafflePrizeSchema, RewardCenterSchema, RewardSchema } from '../schemas/promotion';

/** Activity statuses (spec section 4). */
export type ActivityStatus = Static<typeof ActivityStatusSchema>;

/** A reward of the member's reward centre. */
export type Reward = Static<typeof RewardSchema>;

/** The member's reward centre (the spec's "reward"). */
export type RewardCenter = Static<typeof RewardCenterSchema>;

export type RaffleClaimRequest = Static<typeof RaffleClaimRequestSchema>;

/** What a raffle draw gave. */
export type RafflePrize = Static<typeof RafflePrizeSchema>;

/** A category of the promotions page's tabs (deposit bonus, rebate, VIP…). */
export type PromotionCategory = Static<typeof PromotionCategorySchema>;

/** A promotion as the promotions page lists it. */
/** What kind of promotion it is, which decides its action. */
export type PromotionKind = Static<typeof PromotionKindSchema>;

export type Promotion = Static<typeof PromotionSchema>;

/** A promotion with its terms: the promotion detail page. */
export type PromotionDetail = Static<typeof PromotionDetailSchema>;

export type PromotionsQuery = Static<typeof PromotionsQuerySchema>;

/** The promotions page: its category tabs and the promotions. */
export type Promotions = Static<typeof PromotionsSchema>;

export type PromotionDetailQuery = Static<typeof PromotionDetailQuerySchema>;

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
