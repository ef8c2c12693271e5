import type { Static } from 'typebox';
import { Type } from 'typebox';
import { AmountField, DateField, DefaultedPageNoField, DefaultedPageSizeField, RequestIdField } from './input-fields';
import { nullable, stringEnum } from './schema-builders';

/** How a deposit is paid: into the merchant's bank account (reviewed), by an e-wallet's QR code, or in USDT. */
export const DepositChannelTypeSchema = stringEnum(['BANK_TRANSFER', 'QR_EWALLET', 'USDT'], {
  description: "How a deposit is paid: BANK_TRANSFER into the merchant's bank account (reviewed), QR_EWALLET by an e-wallet's QR code, USDT to a deposit address.",
});
export type DepositChannelType = Static<typeof DepositChannelTypeSchema>;

/**
 * Where a deposit order stands. PENDING: waiting for the payment (or, for a bank transfer, for its
 * review); PAID: credited to the main wallet; FAILED: the payment failed; EXPIRED: not paid in time
 * (it can no longer be paid); REJECTED: a bank transfer the review refused.
 */
export const DepositStatusSchema = stringEnum(['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REJECTED'], {
  description:
    'PENDING: waiting for the payment (a bank transfer: for its review); PAID: credited; FAILED: the payment failed; EXPIRED: not paid in time, it can no longer be paid; REJECTED: a bank transfer the review refused.',
});
export type DepositStatus = Static<typeof DepositStatusSchema>;

/** A channel's code, as the channel list gives it. */
export const DepositChannelCodeField = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' });
/** A deposit order's number, as the order gives it. */
export const DepositOrderNoField = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9]+$' });

/** One way the merchant takes deposits. */
export const DepositChannelSchema = Type.Object(
  {
    channelCode: Type.String({ description: 'What a deposit names the channel by.' }),
    type: DepositChannelTypeSchema,
    name: Type.String({ description: 'The bank, e-wallet or network shown to the player.' }),
    minAmount: Type.Number(),
    maxAmount: Type.Number(),
    quickAmounts: Type.Array(Type.Number(), { description: 'Amounts offered as one-press choices, within the limits.' }),
    needsReview: Type.Boolean({ description: 'A bank transfer is credited once the merchant has reviewed it.' }),
    expiryMinutes: Type.Number({ description: 'How long an order of this channel can be paid.' }),
  },
  { description: 'One way the merchant takes deposits.' },
);
export type DepositChannel = Static<typeof DepositChannelSchema>;

/** The brand's first-deposit promotion, offered to a member who has not deposited yet. */
export const FirstDepositPromotionSchema = Type.Object(
  {
    promotionId: Type.Number({ description: 'The promotion (promotionDetail) whose terms apply.' }),
    title: Type.String(),
    bonusPercent: Type.Number({ description: 'The bonus as a percentage of the deposit.' }),
    maxBonus: Type.Number(),
    minDeposit: Type.Number({ description: 'The smallest deposit the bonus applies to.' }),
    turnoverMultiple: Type.Number({ description: 'Bets needed to make the bonus withdrawable, as a multiple of the bonus.' }),
  },
  {
    description:
      "The brand's first-deposit promotion, offered to a member who has not deposited yet. Its bonus is promotional credit: playable at once, withdrawable once its turnover is met.",
  },
);
export type FirstDepositPromotion = Static<typeof FirstDepositPromotionSchema>;

/** The deposit page: the merchant's channels and, for a member who has not deposited yet, the first-deposit promotion. */
export const DepositChannelsSchema = Type.Object(
  {
    depositOffered: Type.Boolean({ description: 'False for a merchant in credit mode: it takes no deposits (and the list is empty).' }),
    channels: Type.Array(DepositChannelSchema),
    firstDepositPromotion: nullable(FirstDepositPromotionSchema),
    maxOpenOrders: Type.Number({ description: 'How many orders a member may have waiting for payment at once.' }),
  },
  { description: 'The deposit page: the channels the merchant has switched on, and the first-deposit promotion where it applies.' },
);
export type DepositChannels = Static<typeof DepositChannelsSchema>;

/** Opens a deposit order. */
export const CreateDepositRequestSchema = Type.Object(
  {
    channelCode: DepositChannelCodeField,
    amount: AmountField,
    requestId: RequestIdField,
    joinFirstDepositPromotion: Type.Optional(Type.Boolean({ description: 'Takes the first-deposit promotion (when offered) with this deposit.' })),
  },
  {
    additionalProperties: false,
    description: "Opens a deposit order on a channel, within the channel's limits; requestId makes a retry open one order.",
  },
);
export type CreateDepositRequest = Static<typeof CreateDepositRequestSchema>;

/** How to pay an order: the fields of its channel's type are set, the others null. */
export const DepositInstructionsSchema = Type.Object(
  {
    bankName: nullable(Type.String(), { description: 'BANK_TRANSFER: the bank to pay into.' }),
    accountName: nullable(Type.String(), { description: 'BANK_TRANSFER: the account holder.' }),
    accountNumber: nullable(Type.String(), { description: 'BANK_TRANSFER: the account number.' }),
    network: nullable(Type.String(), { description: 'USDT: the network, such as TRC20.' }),
    address: nullable(Type.String(), { description: 'USDT: the deposit address.' }),
    qrPayload: nullable(Type.String(), { description: 'QR_EWALLET and USDT: the text the QR code encodes.' }),
    cashierUrl: nullable(Type.String(), { description: "QR_EWALLET and USDT: the payment provider's cashier page, while the order can be paid." }),
  },
  { description: 'How to pay an order: the fields of its channel type are set, the others null.' },
);
export type DepositInstructions = Static<typeof DepositInstructionsSchema>;

/** A deposit order as its member sees it. */
export const DepositOrderSchema = Type.Object(
  {
    orderNo: Type.String(),
    channelCode: Type.String(),
    channelType: DepositChannelTypeSchema,
    channelName: Type.String(),
    amount: Type.Number(),
    status: DepositStatusSchema,
    reference: Type.String({ description: 'The reference the player quotes with the payment (the remark of a bank transfer).' }),
    bonusAmount: nullable(Type.Number(), { description: 'The first-deposit bonus credited with it; null when none.' }),
    remark: nullable(Type.String(), { description: 'Why it failed or was rejected.' }),
    createTime: Type.Number({ description: 'Epoch milliseconds.' }),
    expireTime: Type.Number({ description: 'Epoch milliseconds: it cannot be paid after this.' }),
    settleTime: nullable(Type.Number(), { description: 'When it was paid, failed or rejected (epoch milliseconds).' }),
    instructions: DepositInstructionsSchema,
  },
  { description: 'A deposit order as its member sees it.' },
);
export type DepositOrder = Static<typeof DepositOrderSchema>;

export const DepositOrderQuerySchema = Type.Object({ orderNo: DepositOrderNoField }, { additionalProperties: false });
export type DepositOrderQuery = Static<typeof DepositOrderQuerySchema>;

/** The member's deposit orders, newest first, by business dates (yyyy-MM-dd, inclusive) and status. */
export const DepositRecordsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    startDate: Type.Optional(DateField),
    endDate: Type.Optional(DateField),
    status: Type.Optional(DepositStatusSchema),
  },
  { additionalProperties: false },
);
export type DepositRecordsQuery = Static<typeof DepositRecordsQuerySchema>;

export const DepositRecordsPageSchema = Type.Object({ list: Type.Array(DepositOrderSchema), totalPages: Type.Number() });
export type DepositRecordsPage = Static<typeof DepositRecordsPageSchema>;
