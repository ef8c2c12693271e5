import { defineCall } from './define-call';
import type { NoInput, PageQuery } from './entities';

/** The member's total balance over all wallets. */
export interface Balance {
  sumBalance: number;
}

/** A wallet of the member: the main (centre) wallet or a vendor's game wallet. */
export interface MerchantWallet {
  /** `MAIN` for the centre wallet, else the vendor's code (vassalage). */
  walletCode: string;
  displayName: string;
  balance: number;
  /** The vendor's category, for a game wallet. */
  gameType?: string | null;
}

export interface MerchantWalletQuery {
  /** 1 asks for the single-wallet view: the main wallet only. */
  isSingle?: 0 | 1;
}

/** Moves money between two of the member's wallets. */
export interface WalletTransferRequest {
  /** A `walletCode` (MAIN or a vendor). */
  from: string;
  /** A `walletCode` (MAIN or a vendor). */
  to: string;
  /** A positive amount in the brand's currency. */
  amount: number;
  /** An idempotency key: a retried transfer with the same key moves the money once. */
  requestId?: string;
}

export interface WalletTransferResult {
  /** The transfer's reference number. */
  transferId: string;
  /** The balances of the two wallets after the transfer. */
  wallets: MerchantWallet[];
  sumBalance: number;
}

/**
 * The member's funds summed over wallets, with what is withdrawable now:
 * `sumBalance = availableBalance + promotionalBalance + frozenBalance`.
 */
export interface ConsolidatedFunds {
  sumBalance: number;
  /** What can be withdrawn or transferred to another account now. */
  availableBalance: number;
  /** Held by pending withdrawals and the like. */
  frozenBalance: number;
  /**
   * Promotional credit (welcome, trial, bonus) still locked until its turnover is met: it can be
   * played with, not withdrawn or transferred (see `promotionalCredits`).
   */
  promotionalBalance: number;
}

/** Where promotional credit came from: the welcome credit, a trial account's credit, or a bonus (prize, points-mall bonus). */
export type PromotionalCreditKind = 'WELCOME' | 'TRIAL' | 'BONUS';

/**
 * ACTIVE: part of it still locked. RELEASED: its turnover was met, it is withdrawable money now.
 * SPENT: played away before its turnover was met.
 */
export type PromotionalCreditStatus = 'ACTIVE' | 'RELEASED' | 'SPENT';

/**
 * One grant of promotional credit and how far its turnover requirement has got. A WELCOME credit
 * (a no-deposit bonus) is released only once its turnover is met and the member has deposited.
 */
export interface PromotionalCredit {
  id: number;
  kind: PromotionalCreditKind;
  /** The credit as granted. */
  amount: number;
  /** What of it is still locked (not withdrawable); 0 once RELEASED or SPENT. */
  lockedAmount: number;
  /** Bets needed to release it; null when it is never released (trial credit). */
  turnoverRequired: number | null;
  /** Bets counted towards it so far. */
  turnoverDone: number;
  status: PromotionalCreditStatus;
  /** The grant's reference number in the account records. */
  referenceNo: string;
  /** Epoch milliseconds. */
  grantTime: number;
  /** When it was released or spent (epoch milliseconds); null while ACTIVE. */
  endTime: number | null;
}

export interface PromotionalCreditsPage {
  list: PromotionalCredit[];
  totalPages: number;
}

/** Kinds of account record (spec: "account record" page of the member centre). */
export type TransactionType = 'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER' | 'BONUS' | 'REBATE' | 'SALARY' | 'DIVIDEND' | 'POINTS' | 'BET' | (string & {});

export interface MemberTransactionsQuery extends PageQuery {
  type?: TransactionType;
  /** Inclusive bounds, yyyy-MM-dd. */
  startDate?: string;
  endDate?: string;
}

/** One account record. */
export interface MemberTransaction {
  id: string | number;
  /** The reference number shown to the member. */
  referenceNo: string;
  type: TransactionType;
  /** Positive for money in, negative for money out. */
  amount: number;
  /** The balance after the record. */
  balance: number;
  status: string;
  remark?: string | null;
  /** When it happened: epoch milliseconds or an ISO string. */
  createTime: number | string;
}

export interface MemberTransactionsPage {
  list: MemberTransaction[];
  totalPages: number;
}

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
export type TransferDirection = 'UPLINE' | 'DOWNLINE';

/**
 * Moves money from the member's main wallet to another account: a member to their upline, an
 * agent to one of their downlines.
 */
export interface MemberTransferRequest {
  direction: TransferDirection;
  /** The downline's account; required for DOWNLINE, ignored for UPLINE. */
  toAccount?: string;
  /** A positive amount with at most two decimals. */
  amount: number;
  /** An idempotency key: a retried transfer with the same key moves the money once. */
  requestId: string;
}

export interface MemberTransferResult {
  transferId: string;
  /** The receiving account. */
  toAccount: string;
  amount: number;
  /** The sender's total balance after the transfer. */
  sumBalance: number;
}

/** Transfers to the upline (members) or a downline (agents), atomically and idempotently; member-only. */
export const memberTransfer = defineCall<MemberTransferRequest, MemberTransferResult>({
  method: 'POST',
  path: '/wps/member/transfer',
  auth: true,
  encrypted: false,
});
