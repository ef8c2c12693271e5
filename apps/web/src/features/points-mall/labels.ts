import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '../../components/Pill';
import type { RedeemStatus } from '@platform/api';

/** Exchange statuses (spec section 4): in process (applying), rejected, approved. */
export const REDEEM_STATUS_LABEL: Record<RedeemStatus, MessageDescriptor> = {
  APPLYING: msg`In process`,
  REJECTED: msg`Rejected`,
  APPROVED: msg`Approved`,
};

/** The colour of each redeem status's pill (the word says it too). */
export const REDEEM_STATUS_TONE: Record<RedeemStatus, StatusTone> = {
  APPLYING: 'info',
  REJECTED: 'danger',
  APPROVED: 'success',
};

/** Kinds of item in the mall. */
export const ITEM_TYPE_LABEL: Record<string, MessageDescriptor> = {
  CASH: msg`Cash`,
  GOODS: msg`Goods`,
  BONUS: msg`Bonus`,
};

/** Why the points changed. */
export const POINTS_CHANGE_LABEL: Record<string, MessageDescriptor> = {
  EARN: msg`Earned from play`,
  REDEEM: msg`Redeemed`,
  CONVERT: msg`Converted to money`,
  BONUS: msg`Bonus points`,
};
