import type { MemberTransferResult, TransferToDownlineRequest } from '@platform/api/contract';
import type { Database } from '../db/database';
import type { SessionMember } from '../http/session';
import { amountInCents } from '../shared/money';
import { findDownline, postMemberTransfer } from '../wallet/member-transfer';
import { checkPaymentPassword } from '../withdrawals/payment-password';
import type { PaymentPasswordAsker } from '../withdrawals/payment-password';

/**
 * The agent moves money from its main wallet to a member anywhere in its team (the whole subtree,
 * as memberTransfer's DOWNLINE and team management's search reach it; never a trial account):
 * withdrawable money only, after the agent's payment password (its lockout after wrong attempts
 * applies), as one TRANSFER movement that both sides see in their account records, once per
 * requestId. The checks run in this order so that a refused recipient or amount never counts
 * as a wrong payment password.
 */
export async function transferToDownline(
  db: Database,
  agent: SessionMember,
  request: TransferToDownlineRequest,
  asker: PaymentPasswordAsker,
): Promise<MemberTransferResult> {
  const recipient = await findDownline(db, agent, request.toAccount);
  const cents = amountInCents(request.amount);
  await checkPaymentPassword(db, asker, request.paymentPassword);
  return postMemberTransfer(db, agent, recipient, { direction: 'DOWNLINE', cents, requestId: request.requestId }, asker.now);
}
