import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DefaultedPageNoField, DefaultedPageSizeField, AmountField, DateField, RequestIdField, WalletCodeField } from './input-fields';
import { integerEnum, nullable, openStringEnum, stringEnum } from './schema-builders';
import { PaymentPasswordField } from './withdrawals';

/** The member's total balance over all wallets. */
export const BalanceSchema = Type.Object(
  { sumBalance: Type.Number() },
  { description: "The member's total balance over all wallets (money a pending withdrawal holds frozen is not part of it: see consolidatedFunds)." },
);
export type Balance = Static<typeof BalanceSchema>;

/** A wallet of the member: the main (centre) wallet or a vendor's game wallet. */
export const MerchantWalletSchema = Type.Object(
  {
    walletCode: Type.String({ description: "`MAIN` for the centre wallet, else the vendor's code (vassalage)." }),
    displayName: Type.String(),
    balance: Type.Number(),
    gameType: Type.Optional(nullable(Type.String(), { description: "The vendor's category, for a game wallet." })),
  },
  { description: "A wallet of the member: the main (centre) wallet or a vendor's game wallet." },
);
export type MerchantWallet = Static<typeof MerchantWalletSchema>;

export const MerchantWalletQuerySchema = Type.Object(
  { isSingle: Type.Optional(integerEnum([0, 1], { description: '1 asks for the single-wallet view: the main wallet only.' })) },
  { additionalProperties: false },
);
export type MerchantWalletQuery = Static<typeof MerchantWalletQuerySchema>;

/** Moves money between two of the member's wallets. */
export const WalletTransferRequestSchema = Type.Object(
  {
    from: WalletCodeField,
    to: WalletCodeField,
    amount: AmountField,
    requestId: Type.Optional(RequestIdField),
  },
  { additionalProperties: false, description: "Moves money between two of the member's wallets (walletCode: MAIN or a vendor); requestId makes a retry move the money once." },
);
export type WalletTransferRequest = Static<typeof WalletTransferRequestSchema>;

export const WalletTransferResultSchema = Type.Object({
  transferId: Type.String({ description: "The transfer's reference number." }),
  wallets: Type.Array(MerchantWalletSchema, { description: 'The balances of the two wallets after the transfer.' }),
  sumBalance: Type.Number(),
});
export type WalletTransferResult = Static<typeof WalletTransferResultSchema>;

/** The member's funds summed over wallets: `sumBalance = availableBalance + promotionalBalance + frozenBalance`. */
export const ConsolidatedFundsSchema = Type.Object(
  {
    sumBalance: Type.Number(),
    availableBalance: Type.Number({ description: 'What can be withdrawn or transferred to another account now.' }),
    frozenBalance: Type.Number({ description: 'Held by pending withdrawals and the like.' }),
    promotionalBalance: Type.Number({
      description: 'Promotional credit (welcome, trial, bonus) still locked until its turnover is met: it can be played with, not withdrawn or transferred.',
    }),
  },
  { description: "The member's funds summed over wallets, with what is withdrawable now: `sumBalance = availableBalance + promotionalBalance + frozenBalance`." },
);
/**
 * The member's funds summed over wallets, with what is withdrawable now:
 * `sumBalance = availableBalance + promotionalBalance + frozenBalance`.
 */
export type ConsolidatedFunds = Static<typeof ConsolidatedFundsSchema>;

/** Where promotional credit came from: the welcome credit, a trial account's credit, or a bonus (prize, points-mall bonus). */
export const PromotionalCreditKindSchema = stringEnum(['WELCOME', 'TRIAL', 'BONUS']);
export type PromotionalCreditKind = Static<typeof PromotionalCreditKindSchema>;

/** ACTIVE: part of it still locked. RELEASED: its turnover was met. SPENT: played away before its turnover was met. */
export const PromotionalCreditStatusSchema = stringEnum(['ACTIVE', 'RELEASED', 'SPENT']);
/**
 * ACTIVE: part of it still locked. RELEASED: its turnover was met, it is withdrawable money now.
 * SPENT: played away before its turnover was met.
 */
export type PromotionalCreditStatus = Static<typeof PromotionalCreditStatusSchema>;

/** One grant of promotional credit and how far its turnover requirement has got. */
export const PromotionalCreditSchema = Type.Object(
  {
    id: Type.Number(),
    kind: PromotionalCreditKindSchema,
    amount: Type.Number({ description: 'The credit as granted.' }),
    lockedAmount: Type.Number({ description: 'What of it is still locked (not withdrawable); 0 once RELEASED or SPENT.' }),
    turnoverRequired: nullable(Type.Number(), { description: 'Bets needed to release it; null when it is never released (trial credit).' }),
    turnoverDone: Type.Number({ description: 'Bets counted towards it so far.' }),
    status: PromotionalCreditStatusSchema,
    referenceNo: Type.String({ description: "The grant's reference number in the account records." }),
    grantTime: Type.Number({ description: 'Epoch milliseconds.' }),
    endTime: nullable(Type.Number(), { description: 'When it was released or spent (epoch milliseconds); null while ACTIVE.' }),
  },
  {
    description:
      'One grant of promotional credit and how far its turnover requirement has got. A WELCOME credit is released only once its turnover is met and the member has deposited.',
  },
);
/**
 * One grant of promotional credit and how far its turnover requirement has got. A WELCOME credit
 * (a no-deposit bonus) is released only once its turnover is met and the member has deposited.
 */
export type PromotionalCredit = Static<typeof PromotionalCreditSchema>;

export const PromotionalCreditsPageSchema = Type.Object({ list: Type.Array(PromotionalCreditSchema), totalPages: Type.Number() });
export type PromotionalCreditsPage = Static<typeof PromotionalCreditsPageSchema>;

/** Kinds of account record (spec: "account record" page of the member centre). */
export const TransactionTypeSchema = openStringEnum(['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BONUS', 'REBATE', 'SALARY', 'DIVIDEND', 'POINTS', 'BET', 'WIN'], {
  description: "Kinds of account record: BET is a round's stake, WIN what the round paid back (the payout).",
});
export type TransactionType = Static<typeof TransactionTypeSchema>;

export const MemberTransactionsQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    type: Type.Optional(
      openStringEnum(['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BONUS', 'REBATE', 'SALARY', 'DIVIDEND', 'POINTS', 'BET', 'WIN'], {
        maxLength: 32,
        pattern: '^[A-Z_]+$',
        description: "BET lists a round's stakes and payouts together (BET and WIN records); WIN the payouts alone; any other type itself.",
      }),
    ),
    startDate: Type.Optional(DateField),
    endDate: Type.Optional(DateField),
    counterparty: Type.Optional(
      stringEnum(['UPLINE'], { description: "UPLINE lists only the movements shared with the member's upline (the transfer-to-upline record)." }),
    ),
  },
  { additionalProperties: false },
);
export type MemberTransactionsQuery = Static<typeof MemberTransactionsQuerySchema>;

/** One account record. */
export const MemberTransactionSchema = Type.Object(
  {
    id: Type.Union([Type.String(), Type.Number()]),
    referenceNo: Type.String({ description: 'The reference number shown to the member.' }),
    type: TransactionTypeSchema,
    amount: Type.Number({ description: 'Positive for money in, negative for money out.' }),
    balance: Type.Number({ description: 'The balance after the record.' }),
    status: Type.String(),
    remark: Type.Optional(nullable(Type.String())),
    createTime: Type.Union([Type.Number(), Type.String()], { description: 'When it happened: epoch milliseconds or an ISO string.' }),
  },
  { description: 'One account record.' },
);
export type MemberTransaction = Static<typeof MemberTransactionSchema>;

export const MemberTransactionsPageSchema = Type.Object({ list: Type.Array(MemberTransactionSchema), totalPages: Type.Number() });
export type MemberTransactionsPage = Static<typeof MemberTransactionsPageSchema>;

/** Which way a transfer between accounts goes (spec section 6). */
export const TransferDirectionSchema = stringEnum(['UPLINE', 'DOWNLINE'], { description: 'Which way a transfer between accounts goes (spec section 6).' });
export type TransferDirection = Static<typeof TransferDirectionSchema>;

/** Moves money from the member's main wallet to another account: a member to their upline, an agent to one of their downlines. */
export const MemberTransferRequestSchema = Type.Object(
  {
    direction: TransferDirectionSchema,
    toAccount: Type.Optional(Type.String({ maxLength: 64, description: "The downline's account; required for DOWNLINE, ignored for UPLINE." })),
    amount: AmountField,
    requestId: RequestIdField,
    // Required for UPLINE: the member's payment password.
    paymentPassword: Type.Optional(PaymentPasswordField),
  },
  {
    additionalProperties: false,
    description: "Moves money from the member's main wallet to another account: a member to their upline (with the payment password), an agent to one of their downlines.",
  },
);
/**
 * Moves money from the member's main wallet to another account: a member to their upline, an
 * agent to one of their downlines.
 */
export type MemberTransferRequest = Static<typeof MemberTransferRequestSchema>;

export const MemberTransferResultSchema = Type.Object({
  transferId: Type.String(),
  toAccount: Type.String({ description: "The receiving account (an upline's masked, as uplineAccount shows it)." }),
  amount: Type.Number(),
  sumBalance: Type.Number({ description: "The sender's total balance after the transfer." }),
});
export type MemberTransferResult = Static<typeof MemberTransferResultSchema>;
