import type { Static } from 'typebox';
import { Type } from 'typebox';
import { AmountField, DateField, DefaultedPageNoField, DefaultedPageSizeField, MULTI_LINE_TEXT, RecordIdField, RequestIdField, passwordField, singleLineText } from './input-fields';
import { nullable, stringEnum } from './schema-builders';
import { MAX_PROOF_IMAGE_BYTES, MAX_PROOF_IMAGES, WITHDRAWAL_OUTCOMES, WITHDRAWAL_REMARK_MAX_LENGTH, WITHDRAWAL_STATUSES } from '../contract/withdrawal-limits';

/*
 * The member's money out: the payment password, bank cards, withdrawals with the player's
 * confirmation of the payout, and what a transfer to the upline shows before it is confirmed.
 */

/** Six digits, as the demo merchants' registration rule `paymentPassword` says. */
export const PaymentPasswordField = Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$', description: 'Six digits.' });

/** Base64 of a PNG or JPEG of at most 5 MB (the gateway checks the bytes, not a declared type). */
export const ProofImageField = Type.String({
  minLength: 4,
  maxLength: Math.ceil(MAX_PROOF_IMAGE_BYTES / 3) * 4,
  pattern: '^[A-Za-z0-9+/]*={0,2}$',
  description: 'Base64 of a PNG or JPEG image of at most 5 MB (no data: prefix).',
});

/** A withdrawal's reference number (WD00000123). */
export const WithdrawalNoField = Type.String({ minLength: 10, maxLength: 16, pattern: '^WD[0-9]{8,14}$' });

/**
 * REQUESTED: the amount is frozen, waiting for the payout. PAID / PARTLY_PAID: paid in full or in
 * part (the rest went back to the main wallet), waiting for the player's confirmation. REJECTED:
 * refused with a reason, the frozen money went back. FULLY_RECEIVED, RECEIVED (in part: amount
 * received and remainder) and NOT_RECEIVED (with proof images): the player's confirmation.
 * AUTO_CONFIRMED: not confirmed within the merchant's timeout, counted as received (no refund).
 */
export const WithdrawalStatusSchema = stringEnum(WITHDRAWAL_STATUSES, {
  description: 'REQUESTED (frozen), PAID, PARTLY_PAID, REJECTED, then the confirmation: FULLY_RECEIVED, RECEIVED (in part), NOT_RECEIVED, or AUTO_CONFIRMED after the timeout.',
});
export type WithdrawalStatus = Static<typeof WithdrawalStatusSchema>;

export const WithdrawalOutcomeSchema = stringEnum(WITHDRAWAL_OUTCOMES, {
  description: 'FULLY_RECEIVED; RECEIVED: received in part (amountReceived required); NOT_RECEIVED: with at least one proof image.',
});
export type WithdrawalOutcome = Static<typeof WithdrawalOutcomeSchema>;

// The payment password.

export const PaymentPasswordStatusSchema = Type.Object(
  {
    isSet: Type.Boolean({ description: 'Whether the member has a payment password (required to withdraw, remove a card, transfer to the upline).' }),
    lockedUntil: nullable(Type.Number(), { description: 'After too many wrong payment passwords, when they are accepted again (epoch milliseconds); null when not locked.' }),
  },
  { description: 'Whether the member has set a payment password, and whether wrong attempts have locked it for now.' },
);
export type PaymentPasswordStatus = Static<typeof PaymentPasswordStatusSchema>;

export const SetPaymentPasswordRequestSchema = Type.Object(
  {
    loginPassword: passwordField({ minLength: 1, description: "The member's login password, to confirm who is asking." }),
    paymentPassword: PaymentPasswordField,
    confirmPaymentPassword: PaymentPasswordField,
  },
  { additionalProperties: false, description: 'Sets the payment password the first time, confirmed by the login password.' },
);
export type SetPaymentPasswordRequest = Static<typeof SetPaymentPasswordRequestSchema>;

export const ChangePaymentPasswordRequestSchema = Type.Object(
  {
    oldPaymentPassword: PaymentPasswordField,
    newPaymentPassword: PaymentPasswordField,
    confirmPaymentPassword: PaymentPasswordField,
  },
  { additionalProperties: false, description: 'Changes the payment password, confirmed by the old one.' },
);
export type ChangePaymentPasswordRequest = Static<typeof ChangePaymentPasswordRequestSchema>;

// Bank cards.

export const BankSchema = Type.Object({ bankCode: Type.String(), bankName: Type.String() }, { description: 'A bank the brand pays out to.' });
export type Bank = Static<typeof BankSchema>;

export const BankCardSchema = Type.Object(
  {
    cardId: Type.Number(),
    bankCode: Type.String(),
    bankName: Type.String(),
    accountNumber: Type.String({ description: 'Masked: only the last 4 digits are shown (`********1234`).' }),
    payeeName: Type.String(),
    addTime: Type.Number({ description: 'Epoch milliseconds.' }),
  },
  { description: "One of the member's bank cards; the account number is masked but for its last 4 digits." },
);
export type BankCard = Static<typeof BankCardSchema>;

export const BankCardsSchema = Type.Object(
  {
    cards: Type.Array(BankCardSchema),
    maxCards: Type.Number({ description: 'At most this many cards (5).' }),
    payeeName: nullable(Type.String(), { description: "The member's registered real name; a card's payee name must match it. Null: the first card sets it." }),
    banks: Type.Array(BankSchema, { description: 'The banks a card may be of.' }),
  },
  { description: "The member's bank cards, the payee name they must carry and the banks offered." },
);
export type BankCards = Static<typeof BankCardsSchema>;

export const AddBankCardRequestSchema = Type.Object(
  {
    bankCode: Type.String({ minLength: 2, maxLength: 16, pattern: '^[A-Z0-9_]+$' }),
    accountNumber: Type.String({ minLength: 6, maxLength: 20, pattern: '^[0-9]+$', description: 'Digits only.' }),
    payeeName: singleLineText(50, { minLength: 1, description: "Must match the member's real name; sets it when the member has none yet." }),
  },
  { additionalProperties: false, description: 'Adds a bank card (at most 5); the payee name must be the real name the member registered.' },
);
export type AddBankCardRequest = Static<typeof AddBankCardRequestSchema>;

export const RemoveBankCardRequestSchema = Type.Object(
  { cardId: RecordIdField, paymentPassword: PaymentPasswordField },
  { additionalProperties: false, description: 'Removes a bank card, with the payment password.' },
);
export type RemoveBankCardRequest = Static<typeof RemoveBankCardRequestSchema>;

// Withdrawals.

export const WithdrawalEventSchema = Type.Object(
  {
    status: WithdrawalStatusSchema,
    time: Type.Number({ description: 'Epoch milliseconds.' }),
    detail: Type.String(),
  },
  { description: "One step of a withdrawal's history (the web's Timeline)." },
);
export type WithdrawalEvent = Static<typeof WithdrawalEventSchema>;

export const ProofImageSchema = Type.Object(
  {
    imageId: Type.Number({ description: 'GET WITHDRAWAL_PROOF_IMAGE_PATH?imageId=… with the token serves it.' }),
    contentType: stringEnum(['image/png', 'image/jpeg']),
    byteSize: Type.Number(),
  },
  { description: 'A proof image the member uploaded with a confirmation.' },
);
export type ProofImage = Static<typeof ProofImageSchema>;

export const WithdrawalSchema = Type.Object(
  {
    withdrawalNo: Type.String(),
    amount: Type.Number({ description: 'The amount requested (frozen while REQUESTED).' }),
    paidAmount: Type.Number({ description: 'What was paid out; 0 until paid.' }),
    returnedAmount: Type.Number({ description: 'What went back to the main wallet: the unpaid part, or all of it when rejected.' }),
    status: WithdrawalStatusSchema,
    bankName: Type.String(),
    accountNumber: Type.String({ description: 'Masked but for the last 4 digits.' }),
    payeeName: Type.String(),
    requestTime: Type.Number({ description: 'Epoch milliseconds.' }),
    paidTime: nullable(Type.Number()),
    confirmDeadline: nullable(Type.Number({ description: 'PAID or PARTLY_PAID: unconfirmed by then, it counts as received (epoch milliseconds).' })),
    rejectReason: nullable(Type.String()),
    amountReceived: nullable(Type.Number({ description: 'RECEIVED: what the player says arrived.' })),
    remainder: nullable(Type.Number({ description: 'RECEIVED: what the player says is missing (paid less received).' })),
    remark: nullable(Type.String()),
    proofImages: Type.Array(ProofImageSchema),
    history: Type.Array(WithdrawalEventSchema, { description: 'Oldest first.' }),
  },
  { description: 'A withdrawal with its history.' },
);
export type Withdrawal = Static<typeof WithdrawalSchema>;

export const WithdrawalFormSchema = Type.Object(
  {
    withdrawableBalance: Type.Number({ description: 'What may be withdrawn now: the wallets less promotional credit still locked.' }),
    promotionalBalance: Type.Number({ description: 'Promotional credit still locked (not withdrawable).' }),
    frozenBalance: Type.Number({ description: 'Held by a pending withdrawal.' }),
    turnoverRequired: Type.Number({ description: 'Bets still needed to release the promotional credit.' }),
    minAmount: Type.Number(),
    maxAmount: Type.Number(),
    dailyCount: Type.Object({ used: Type.Number(), allowed: Type.Number() }, { description: "Withdrawals requested today (business day) that were not rejected, and the merchant's daily limit." }),
    paymentPasswordSet: Type.Boolean(),
    cards: Type.Array(BankCardSchema),
    pendingWithdrawalNo: nullable(Type.String(), { description: 'A withdrawal still REQUESTED: only one at a time.' }),
  },
  { description: 'What the player must see before requesting a withdrawal.' },
);
export type WithdrawalForm = Static<typeof WithdrawalFormSchema>;

export const WithdrawalRequestSchema = Type.Object(
  {
    cardId: RecordIdField,
    amount: AmountField,
    paymentPassword: PaymentPasswordField,
    requestId: RequestIdField,
  },
  { additionalProperties: false, description: 'Requests a withdrawal to one of the member\'s cards; the amount is frozen at once. Idempotent by requestId.' },
);
export type WithdrawalRequest = Static<typeof WithdrawalRequestSchema>;

export const WithdrawalsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    startDate: Type.Optional(DateField),
    endDate: Type.Optional(DateField),
    status: Type.Optional(WithdrawalStatusSchema),
  },
  { additionalProperties: false, description: "The member's withdrawals, newest first, by request date (yyyy-MM-dd, inclusive)." },
);
export type WithdrawalsQuery = Static<typeof WithdrawalsQuerySchema>;

export const WithdrawalsPageSchema = Type.Object({ list: Type.Array(WithdrawalSchema), totalPages: Type.Number() });
export type WithdrawalsPage = Static<typeof WithdrawalsPageSchema>;

export const ConfirmWithdrawalRequestSchema = Type.Object(
  {
    withdrawalNo: WithdrawalNoField,
    outcome: WithdrawalOutcomeSchema,
    amountReceived: Type.Optional(AmountField),
    remark: Type.Optional(Type.String({ maxLength: WITHDRAWAL_REMARK_MAX_LENGTH, pattern: MULTI_LINE_TEXT })),
    proofImages: Type.Optional(Type.Array(ProofImageField, { maxItems: MAX_PROOF_IMAGES })),
  },
  {
    additionalProperties: false,
    description: 'The player confirms a paid withdrawal: received in full, received in part (amountReceived), or not received (proof images); a remark of at most 140 characters.',
  },
);
export type ConfirmWithdrawalRequest = Static<typeof ConfirmWithdrawalRequestSchema>;

// Transfer to the upline.

export const UplineAccountSchema = Type.Object(
  {
    account: Type.String({ description: "The upline's account, masked (`ag***01`)." }),
    withdrawableBalance: Type.Number({ description: 'What may be transferred now.' }),
    paymentPasswordSet: Type.Boolean(),
  },
  { description: 'What the member sees before confirming a transfer to the upline.' },
);
export type UplineAccount = Static<typeof UplineAccountSchema>;
