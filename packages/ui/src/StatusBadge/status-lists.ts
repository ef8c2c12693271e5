import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The tone of a status: its colours and its icon. `accent` is for a status that invites an
 * action ("Join now", "Claim payout").
 */
export type StatusBadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** A status as a badge shows it: a tone, and a label translated in the running language. */
export interface StatusDescriptor {
  tone: StatusBadgeTone;
  label: MessageDescriptor;
}

/** The activity (promotion) status codes the gateway sends (spec section 4). */
export const ACTIVITY_STATUS_CODES = [
  'JOIN_NOW',
  'CLAIM_PAYOUT',
  'APPLYING',
  'REGISTRATION_CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROGRESS',
  'SIGNED_UP',
  'COMING_SOON',
] as const;
export type ActivityStatusCode = (typeof ACTIVITY_STATUS_CODES)[number];

/** The exchange (points redemption) status codes the gateway sends (spec section 4). */
export const EXCHANGE_STATUS_CODES = ['APPLYING', 'REJECTED', 'APPROVED'] as const;
export type ExchangeStatusCode = (typeof EXCHANGE_STATUS_CODES)[number];

/**
 * The withdrawal status codes: frozen on request, paid in full or in part or rejected, then
 * confirmed by the player (received, not received, fully received) or automatically after the
 * merchant's timeout (DESIGN.md, "The account area"; spec section 4).
 */
export const WITHDRAWAL_STATUS_CODES = [
  'REQUESTED',
  'PAID',
  'PARTLY_PAID',
  'REJECTED',
  'RECEIVED',
  'NOT_RECEIVED',
  'FULLY_RECEIVED',
  'AUTO_CONFIRMED',
] as const;
export type WithdrawalStatusCode = (typeof WITHDRAWAL_STATUS_CODES)[number];

/**
 * The deposit order status codes: waiting for the payment (a bank transfer: for its review),
 * then credited, failed, expired unpaid, or (a bank transfer) rejected by the review.
 */
export const DEPOSIT_STATUS_CODES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REJECTED'] as const;
export type DepositStatusCode = (typeof DEPOSIT_STATUS_CODES)[number];

/** Activity statuses by code: `<StatusBadge status={activityStatus[promotion.status]} />`. */
export const activityStatus: Record<ActivityStatusCode, StatusDescriptor> = {
  JOIN_NOW: { tone: 'accent', label: msg({ message: 'Join now', context: 'status', comment: 'Promotion status: the player may sign up for it.' }) },
  CLAIM_PAYOUT: { tone: 'accent', label: msg({ message: 'Claim payout', context: 'status', comment: 'Promotion status: the reward is ready to be claimed.' }) },
  APPLYING: { tone: 'info', label: msg({ message: 'Applying', context: 'status', comment: 'Status: the application is waiting for review.' }) },
  REGISTRATION_CLOSED: { tone: 'neutral', label: msg({ message: 'Registration closed', context: 'status', comment: 'Promotion status: sign-up has ended.' }) },
  REJECTED: { tone: 'danger', label: msg({ message: 'Rejected', context: 'status' }) },
  ISSUED: { tone: 'success', label: msg({ message: 'Issued', context: 'status', comment: 'Promotion status: the reward has been paid to the player.' }) },
  CLAIMED: { tone: 'success', label: msg({ message: 'Claimed', context: 'status', comment: 'Promotion status: the player has claimed the reward.' }) },
  IN_PROGRESS: { tone: 'info', label: msg({ message: 'In progress', context: 'status', comment: 'Promotion status: running now.' }) },
  SIGNED_UP: { tone: 'success', label: msg({ message: 'Signed up', context: 'status', comment: 'Promotion status: the player has joined.' }) },
  COMING_SOON: { tone: 'neutral', label: msg({ message: 'Coming soon', context: 'status', comment: 'Promotion status: not started yet.' }) },
};

/** Exchange (points redemption) statuses by code. */
export const exchangeStatus: Record<ExchangeStatusCode, StatusDescriptor> = {
  APPLYING: { tone: 'info', label: msg({ message: 'In process', context: 'status', comment: 'Points redemption status: the request is being handled.' }) },
  REJECTED: { tone: 'danger', label: msg({ message: 'Rejected', context: 'status' }) },
  APPROVED: { tone: 'success', label: msg({ message: 'Approved', context: 'status' }) },
};

/** Withdrawal statuses by code. */
export const withdrawalStatus: Record<WithdrawalStatusCode, StatusDescriptor> = {
  REQUESTED: { tone: 'info', label: msg({ message: 'Requested', context: 'status', comment: 'Withdrawal status: asked for; the amount is held (frozen) until it is paid or rejected.' }) },
  PAID: { tone: 'success', label: msg({ message: 'Paid', context: 'status', comment: 'Withdrawal status: the merchant has paid it in full; the player is asked to confirm receipt.' }) },
  PARTLY_PAID: { tone: 'warning', label: msg({ message: 'Partly paid', context: 'status', comment: 'Withdrawal status: only part of the amount has been paid so far.' }) },
  REJECTED: { tone: 'danger', label: msg({ message: 'Rejected', context: 'status' }) },
  RECEIVED: { tone: 'success', label: msg({ message: 'Received in part', context: 'status', comment: 'Withdrawal status: the player confirmed that part of the money arrived (the spec\'s "received", with the amount received).' }) },
  NOT_RECEIVED: { tone: 'warning', label: msg({ message: 'Not received', context: 'status', comment: 'Withdrawal status: the player reported that the money did not arrive.' }) },
  FULLY_RECEIVED: { tone: 'success', label: msg({ message: 'Received in full', context: 'status', comment: 'Withdrawal status: the player confirmed the whole amount arrived.' }) },
  AUTO_CONFIRMED: { tone: 'success', label: msg({ message: 'Confirmed automatically', context: 'status', comment: "Withdrawal status: counted as received after the merchant's waiting time ran out." }) },
};

/** Deposit order statuses by code. */
export const depositStatus: Record<DepositStatusCode, StatusDescriptor> = {
  PENDING: { tone: 'info', label: msg({ message: 'Pending', context: 'status', comment: 'Deposit status: waiting for the payment, or for a bank transfer, for its review.' }) },
  PAID: { tone: 'success', label: msg({ message: 'Paid', context: 'status', comment: 'Deposit status: the payment arrived and was credited to the main wallet.' }) },
  FAILED: { tone: 'danger', label: msg({ message: 'Failed', context: 'status', comment: 'Deposit status: the payment provider reported that the payment failed.' }) },
  EXPIRED: { tone: 'neutral', label: msg({ message: 'Expired', context: 'status', comment: 'Deposit status: not paid in time; the order can no longer be paid.' }) },
  REJECTED: { tone: 'danger', label: msg({ message: 'Rejected', context: 'status' }) },
};
