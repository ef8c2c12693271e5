import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Withdrawal, WithdrawalStatus } from '@platform/api';

/**
 * What each step of a withdrawal's history says, by its status code: the gateway's own detail
 * is English only, so the page words each step itself from the code and the withdrawal's figures.
 */
export const STEP_LABEL: Record<WithdrawalStatus, MessageDescriptor> = {
  REQUESTED: msg`Requested`,
  PAID: msg`Paid in full`,
  PARTLY_PAID: msg`Paid in part`,
  REJECTED: msg`Rejected`,
  RECEIVED: msg`Received in part`,
  NOT_RECEIVED: msg`Reported not received`,
  FULLY_RECEIVED: msg`Received in full`,
  AUTO_CONFIRMED: msg`Counted as received`,
};

/** Paid in full or in part, and waiting for the player to say what arrived. */
export function isAwaitingConfirmation(withdrawal: Pick<Withdrawal, 'status'>): boolean {
  return withdrawal.status === 'PAID' || withdrawal.status === 'PARTLY_PAID';
}
