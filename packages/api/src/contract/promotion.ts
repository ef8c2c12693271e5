import { defineCall } from './define-call';
import type { NoInput } from './entities';

/** Activity statuses (spec section 4). */
export type ActivityStatus =
  | 'JOIN_NOW'
  | 'CLAIM_PAYOUT'
  | 'APPLYING'
  | 'REGISTRATION_CLOSED'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIMED'
  | 'IN_PROGRESS'
  | 'SIGNED_UP'
  | 'COMING_SOON';

/** A reward of the member's reward centre. */
export interface Reward {
  rewardId: string | number;
  title: string;
  amount: number;
  status: ActivityStatus;
  /** The promotion it comes from. */
  promotionId?: string | number | null;
  /** Until when it can be claimed: epoch milliseconds or an ISO string. */
  expireTime?: number | string | null;
}

/** The member's reward centre (the spec's "reward"). */
export interface RewardCenter {
  /** Rewards ready to claim: the red badge when above 0. */
  unclaimedCount: number;
  rewards: Reward[];
}

export interface RaffleClaimRequest {
  promotionId: string | number;
}

/** What a raffle draw gave. */
export interface RafflePrize {
  prizeName: string;
  amount: number;
}

/** A category of the promotions page's tabs (deposit bonus, rebate, VIP…). */
export interface PromotionCategory {
  categoryId: string;
  name: string;
}

/** A promotion as the promotions page lists it. */
/** What kind of promotion it is, which decides its action. */
export type PromotionKind = 'STANDARD' | 'RAFFLE';

export interface Promotion {
  promotionId: string | number;
  /** `RAFFLE` for a draw the member claims (raffleClaim); `STANDARD` otherwise. */
  kind: PromotionKind;
  title: string;
  /** One or two lines under the title. */
  summary: string;
  imageUrl: string;
  /** The categories it is listed under. */
  categoryIds: string[];
  /** Short labels shown on the card (HOT, NEW, LIMITED…), in the asked language. */
  tags: string[];
  /** When it runs: epoch milliseconds or ISO strings; no end time for an ongoing one. */
  startTime: number | string;
  endTime: number | string | null;
  /** Where the member stands; a guest sees JOIN_NOW, COMING_SOON or REGISTRATION_CLOSED. */
  status: ActivityStatus;
}

/** A promotion with its terms: the promotion detail page. */
export interface PromotionDetail extends Promotion {
  /** HTML from the back office: sanitise it before it is shown. */
  content: string;
}

export interface PromotionsQuery {
  /** One category only; every promotion without it. */
  categoryId?: string;
  language?: string;
}

/** The promotions page: its category tabs and the promotions. */
export interface Promotions {
  categories: PromotionCategory[];
  list: Promotion[];
}

export interface PromotionDetailQuery {
  promotionId: string | number;
  language?: string;
}

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
