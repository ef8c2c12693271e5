import { defineCall } from './define-call';
import type { NoInput, PageQuery } from './entities';
import type { Static } from 'typebox';
import type { BalanceSchema, ConsolidatedFundsSchema, MemberTransactionSchema, MemberTransactionsPageSchema, MemberTransactionsQuerySchema, MemberTransferRequestSchema, MemberTransferResultSchema, MerchantWalletQuerySchema, MerchantWalletSchema, PromotionalCreditKindSchema, PromotionalCreditSchema, PromotionalCreditStatusSchema, PromotionalCreditsPageSchema, TransactionTypeSchema, TransferDirectionSchema, WalletTransferRequestSchema, WalletTransferResultSchema } from '../schemas/wallet';

/** The member's total balance over all wallets. */
export type Balance = Static<typeof BalanceSchema>;

/** A wallet of the member: the main (centre) wallet or a vendor's game wallet. */
export type MerchantWallet = Static<typeof MerchantWalletSchema>;

export type MerchantWalletQuery = Static<typeof MerchantWalletQuerySchema>;

/** Moves money between two of the member's wallets. */
export type WalletTransferRequest = Static<typeof WalletTransferRequestSchema>;

export type WalletTransferResult = Static<typeof WalletTransferResultSchema>;

/**
 * The member's funds summed over wallets, with what is withdrawable now:
 * `sumBalance = availableBalance + promotionalBalance + frozenBalance`.
 */
export type ConsolidatedFunds = Static<typeof ConsolidatedFundsSchema>;

/** Where promotional credit came from: the welcome credit, a trial account's credit, or a bonus (prize, points-mall bonus). */
export type PromotionalCreditKind = Static<typeof PromotionalCreditKindSchema>;

/**
 * ACTIVE: part of it still locked. RELEASED: its turnover was met, it is withdrawable money now.
 * SPENT: played away before its turnover was met.
 */
export type PromotionalCreditStatus = Static<typeof PromotionalCreditStatusSchema>;

/**
 * One grant of promotional credit and how far its turnover requirement has got. A WELCOME credit
 * (a no-deposit bonus) is released only once its turnover is met and the member has deposited.
 */
export type PromotionalCredit = Static<typeof PromotionalCreditSchema>;

export type PromotionalCreditsPage = Static<typeof PromotionalCreditsPageSchema>;

/** Kinds of account record (spec: "account record" page of the member centre). */
export type TransactionType = Static<typeof TransactionTypeSchema>;

export type MemberTransactionsQuery = Static<typeof MemberTransactionsQuerySchema>;

/** One account record. */
export type MemberTransaction = Static<typeof MemberTransactionSchema>;

export type MemberTransactionsPage = Static<typeof MemberTransactionsPageSchema>;

/** The member's total balance (`value.sumBalance`); member-only. */
export const balance = defineCall<NoInput, Balance>({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  encrypted: false,
});

/** Transfers between the main wallet and a game wallet, atomically and idempotently; member-only. */
export const walletTransfer = defineCall<WalletTransferRequest, WalletTransferResult>({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  encrypted: false,
});

/** The member's wallets (session cache key `merchantWallet`); member-only. */
export const merchantWallet = defineCall<MerchantWalletQuery, MerchantWallet[]>({
  method: 'GET',
  path: '/wps/v2/wallets/merchant',
  auth: true,
  encrypted: false,
});

/** The member's consolidated funds; member-only. */
export const consolidatedFunds = defineCall<NoInput, ConsolidatedFunds>({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  encrypted: false,
});

/** The member's grants of promotional credit, newest first, with their turnover; member-only. */
export const promotionalCredits = defineCall<PageQuery, PromotionalCreditsPage>({
  method: 'GET',
  path: '/wps/member/info/funds/promotional',
  auth: true,
  encrypted: false,
});

/** The member's account records, newest first; member-only. */
export const memberTransactions = defineCall<MemberTransactionsQuery, MemberTransactionsPage>({
  method: 'GET',
  path: '/wps/member/transactions',
  auth: true,
  encrypted: false,
});

/** Which way a transfer between accounts goes (spec section 6). */
export type TransferDirection = Static<typeof TransferDirectionSchema>;

/**
 * Moves money from the member's main wallet to another account: a member to their upline, an
 * agent to one of their downlines.
 */
export type MemberTransferRequest = Static<typeof MemberTransferRequestSchema>;

export type MemberTransferResult = Static<typeof MemberTransferResultSchema>;

/** Transfers to the upline (members) or a downline (agents), atomically and idempotently; member-only. */
export const memberTransfer = defineCall<MemberTransferRequest, MemberTransferResult>({
  method: 'POST',
  path: '/wps/member/transfer',
  auth: true,
  encrypted: false,
});
