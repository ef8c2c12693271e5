import { defineCall } from './define-call';
import type { NoInput, PageQuery } from './entities';
import type { Balance, MerchantWallet, MerchantWalletQuery, WalletTransferRequest, WalletTransferResult, ConsolidatedFunds, PromotionalCreditsPage, MemberTransactionsQuery, MemberTransactionsPage, MemberTransferRequest, MemberTransferResult } from '../schemas/wallet';
export type { Balance, MerchantWallet, MerchantWalletQuery, WalletTransferRequest, WalletTransferResult, ConsolidatedFunds, PromotionalCreditKind, PromotionalCreditStatus, PromotionalCredit, PromotionalCreditsPage, TransactionType, MemberTransactionsQuery, MemberTransaction, MemberTransactionsPage, TransferDirection, MemberTransferRequest, MemberTransferResult } from '../schemas/wallet';

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

/** Transfers to the upline (members) or a downline (agents), atomically and idempotently; member-only. */
export const memberTransfer = defineCall<MemberTransferRequest, MemberTransferResult>({
  method: 'POST',
  path: '/wps/member/transfer',
  auth: true,
  encrypted: false,
});
