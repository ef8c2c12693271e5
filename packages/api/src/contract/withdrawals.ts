import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type {
  AddBankCardRequest,
  BankCard,
  BankCards,
  ChangePaymentPasswordRequest,
  ConfirmWithdrawalRequest,
  PaymentPasswordStatus,
  RemoveBankCardRequest,
  SetPaymentPasswordRequest,
  UplineAccount,
  Withdrawal,
  WithdrawalForm,
  WithdrawalRequest,
  WithdrawalsPage,
  WithdrawalsQuery,
} from '../schemas/withdrawals';
export type {
  AddBankCardRequest,
  Bank,
  BankCard,
  BankCards,
  ChangePaymentPasswordRequest,
  ConfirmWithdrawalRequest,
  PaymentPasswordStatus,
  ProofImage,
  RemoveBankCardRequest,
  SetPaymentPasswordRequest,
  UplineAccount,
  Withdrawal,
  WithdrawalEvent,
  WithdrawalForm,
  WithdrawalOutcome,
  WithdrawalRequest,
  WithdrawalStatus,
  WithdrawalsPage,
  WithdrawalsQuery,
} from '../schemas/withdrawals';
export {
  MAX_BANK_CARDS,
  MAX_PROOF_IMAGE_BYTES,
  MAX_PROOF_IMAGES,
  WITHDRAWAL_OUTCOMES,
  WITHDRAWAL_PROOF_IMAGE_PATH,
  WITHDRAWAL_REMARK_MAX_LENGTH,
  WITHDRAWAL_STATUSES,
} from './withdrawal-limits';

/** Whether the member has a payment password, and whether wrong attempts lock it now; member-only. */
export const paymentPasswordStatus = defineCall<NoInput, PaymentPasswordStatus>({
  method: 'GET',
  path: '/wps/member/paymentPassword',
  auth: true,
  encrypted: false,
});

/** Sets the payment password the first time, confirmed by the login password; member-only. */
export const setPaymentPassword = defineCall<SetPaymentPasswordRequest, null>({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: true,
  encrypted: false,
});

/** Changes the payment password, confirmed by the old one; member-only. */
export const changePaymentPassword = defineCall<ChangePaymentPasswordRequest, null>({
  method: 'POST',
  path: '/wps/member/paymentPassword/change',
  auth: true,
  encrypted: false,
});

/** The member's bank cards (masked), the payee name they must carry and the banks offered; member-only. */
export const bankCards = defineCall<NoInput, BankCards>({
  method: 'GET',
  path: '/wps/member/bankCards',
  auth: true,
  encrypted: false,
});

/** Adds a bank card in the member's real name (at most 5); member-only. */
export const addBankCard = defineCall<AddBankCardRequest, BankCard>({
  method: 'POST',
  path: '/wps/member/bankCards',
  auth: true,
  encrypted: false,
});

/** Removes a bank card with the payment password; member-only. */
export const removeBankCard = defineCall<RemoveBankCardRequest, null>({
  method: 'POST',
  path: '/wps/member/bankCards/remove',
  auth: true,
  encrypted: false,
});

/** What the player sees before withdrawing: withdrawable money, turnover, limits, daily count, cards; member-only. */
export const withdrawalForm = defineCall<NoInput, WithdrawalForm>({
  method: 'GET',
  path: '/wps/member/withdrawal/form',
  auth: true,
  encrypted: false,
});

/** Requests a withdrawal (the amount is frozen), idempotently by requestId; member-only. */
export const requestWithdrawal = defineCall<WithdrawalRequest, Withdrawal>({
  method: 'POST',
  path: '/wps/member/withdrawal',
  auth: true,
  encrypted: false,
});

/** The member's withdrawals with their history, newest first, by date range; member-only. */
export const withdrawals = defineCall<WithdrawalsQuery, WithdrawalsPage>({
  method: 'GET',
  path: '/wps/member/withdrawals',
  auth: true,
  encrypted: false,
});

/** The player's confirmation of a paid withdrawal (received in full, in part, or not); member-only. */
export const confirmWithdrawal = defineCall<ConfirmWithdrawalRequest, Withdrawal>({
  method: 'POST',
  path: '/wps/member/withdrawal/confirm',
  auth: true,
  encrypted: false,
});

/** The upline's masked account and the withdrawable money, shown before a transfer to the upline; member-only. */
export const uplineAccount = defineCall<NoInput, UplineAccount>({
  method: 'GET',
  path: '/wps/member/transfer/upline',
  auth: true,
  encrypted: false,
});
