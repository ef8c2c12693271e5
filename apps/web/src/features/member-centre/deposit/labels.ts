import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositChannelType } from '@platform/api';

/** What kind of payment a channel takes, under its name on the channel card. */
export const CHANNEL_TYPE_LABEL: Record<DepositChannelType, MessageDescriptor> = {
  BANK_TRANSFER: msg`Bank transfer`,
  QR_EWALLET: msg`E-wallet QR`,
  USDT: msg`USDT`,
};
