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
