import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { CreateDepositRequest, DepositChannels, DepositOrder, DepositOrderQuery, DepositRecordsPage, DepositRecordsQuery } from '../schemas/payments';
export type { CreateDepositRequest, DepositChannel, DepositChannels, DepositChannelType, DepositInstructions, DepositOrder, DepositOrderQuery, DepositRecordsPage, DepositRecordsQuery, DepositStatus, FirstDepositPromotion } from '../schemas/payments';

/** The merchant's deposit channels and the first-deposit promotion (member centre: depositv2); real accounts only. */
export const depositChannels = defineCall<NoInput, DepositChannels>({
  method: 'GET',
  path: '/wps/payments/deposit/channels',
  auth: true,
  encrypted: false,
});

/** Opens a deposit order that expires, idempotently by requestId; real accounts only. */
export const createDeposit = defineCall<CreateDepositRequest, DepositOrder>({
  method: 'POST',
  path: '/wps/payments/deposit',
  auth: true,
  encrypted: false,
});

/** One of the member's deposit orders, with how to pay it while it can be paid; real accounts only. */
export const depositOrder = defineCall<DepositOrderQuery, DepositOrder>({
  method: 'GET',
  path: '/wps/payments/deposit/order',
  auth: true,
  encrypted: false,
});

/** The member's deposit record, newest first, paged, by dates and status; real accounts only. */
export const depositRecords = defineCall<DepositRecordsQuery, DepositRecordsPage>({
  method: 'GET',
  path: '/wps/payments/deposit/records',
  auth: true,
  encrypted: false,
});
