import type { FastifyReply } from 'fastify';
import { AGENT_TYPES, ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { MemberTransferRequest, MemberTransferResult, TransferDirection } from '@platform/api/contract';
import { findTeamMember } from '../agent/subtree';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { maskAccount } from '../shared/mask-account';
import { loadMerchantOptions } from '../shared/merchant-options';
import { amountInCents, centsToMoney, nextReferenceNo } from '../shared/money';
import { uplineTransferRefusal } from '../shared/upline-transfer';
import { checkPaymentPassword } from '../withdrawals/payment-password';
import { applyOnce } from './idempotency';
import { MAIN_WALLET, postLedgerMovement, sumBalance } from './ledger';

export interface TransferSender {
  memberId: number;
  merchantCode: string;
  account: string;
  type: number;
}

export interface Recipient {
  id: number;
  account: string;
  type: number;
}

/** The sender's upline, when the sender's toUpline and the brand's flags allow the transfer (403 otherwise). */
export async function findUpline(db: Queryable, sender: TransferSender): Promise<Recipient> {
  const result = await db.query<Recipient & { to_upline: boolean }>(
    'select p.id, p.account, p.type, m.to_upline from member m join member p on p.id = m.parent_id where m.id = $1',
    [sender.memberId],
  );
  const upline = result.rows[0];
  if (!upline) throw new RequestError(400, ERROR_CODE.badRequest, 'You have no upline to transfer to');
  const refusal = uplineTransferRefusal(
    { type: sender.type, hasUpline: true, toUpline: upline.to_upline },
    await loadMerchantOptions(db, sender.merchantCode),
  );
  if (refusal !== null) throw new RequestError(403, ERROR_CODE.operationNotAllowed, refusal);
  return { id: upline.id, account: upline.account, type: upline.type };
}

/**
 * A member anywhere in the agent's subtree (direct downlines and theirs), found by account, that
 * may receive a transfer (not a trial account).
 */
export async function findDownline(db: Queryable, sender: TransferSender, toAccount: string | undefined): Promise<Recipient> {
  if (!AGENT_TYPES.includes(sender.type as (typeof AGENT_TYPES)[number])) {
    throw new RequestError(403, ERROR_CODE.notAgent, 'Only agents can transfer to a downline');
  }
  const account = toAccount?.trim() ?? '';
  if (account === '') throw new RequestError(400, ERROR_CODE.badRequest, 'toAccount is required for a transfer to a downline');
  const { id, account: found, type } = await findTeamMember(db, sender.memberId, sender.merchantCode, account);
  const downline = { id, account: found, type };
  assertCanReceive(downline);
  return downline;
}

function assertCanReceive(recipient: Recipient): void {
  if (recipient.type === TRIAL_ACCOUNT_TYPE) throw new RequestError(400, ERROR_CODE.badRequest, 'A trial account cannot receive transfers');
}

/**
 * Moves money from the sender's main wallet to another account's main wallet: a member to their
 * upline (as their toUpline and the brand allow, with the payment password; the member sees the
 * upline's account masked, as uplineAccount shows it), or an agent (types 1, 2, 41, 42) to any
 * member of their subtree. Only withdrawable money leaves: promotional credit still locked stays
 * (PROMOTIONAL_CREDIT_LOCKED). Once per request id.
 */
export async function transferToMember(
  db: Database,
  sender: TransferSender,
  request: MemberTransferRequest,
  now: Date,
  reply: FastifyReply,
): Promise<MemberTransferResult> {
  const toUpline = request.direction === 'UPLINE';
  const recipient = toUpline ? await findUpline(db, sender) : await findDownline(db, sender, request.toAccount);
  const cents = amountInCents(request.amount);
  if (toUpline) await checkPaymentPassword(db, { memberId: sender.memberId, now, reply }, request.paymentPassword);
  return postMemberTransfer(db, sender, recipient, { direction: request.direction, cents, requestId: request.requestId }, now);
}

/** A checked transfer: which way, how much, under which request id. */
export interface MemberTransferOrder {
  direction: TransferDirection;
  cents: number;
  requestId: string;
}

/**
 * Moves the checked amount as one ledger movement (sender −, recipient +, both TRANSFER records
 * that each side sees in its account record), once per (sender, request id): the sender's
 * withdrawable money only, never below zero. The transfer to a downline of transferToDownline
 * (agent-team/) posts here too, so a request id means the same transfer through either call.
 */
export async function postMemberTransfer(
  db: Database,
  sender: TransferSender,
  recipient: Recipient,
  order: MemberTransferOrder,
  now: Date,
): Promise<MemberTransferResult> {
  assertCanReceive(recipient);
  const { direction, cents, requestId } = order;
  const toUpline = direction === 'UPLINE';
  const shownAccount = toUpline ? maskAccount(recipient.account) : recipient.account;
  return applyOnce(
    db,
    { memberId: sender.memberId, requestId, kind: 'MEMBER_TRANSFER', params: { direction, to: recipient.id, cents }, now },
    async (tx) => {
      const referenceNo = await nextReferenceNo(tx, 'MT');
      const toWhom = toUpline ? 'upline' : 'downline';
      await postLedgerMovement(
        tx,
        [
          { memberId: sender.memberId, walletCode: MAIN_WALLET, cents: -cents, type: 'TRANSFER', remark: `To ${toWhom} ${shownAccount}`, withdrawableOnly: true },
          { memberId: recipient.id, walletCode: MAIN_WALLET, cents, type: 'TRANSFER', remark: `From ${toUpline ? 'downline' : 'upline'} ${sender.account}` },
        ],
        { referenceNo, requestId, now },
      );
      return { transferId: referenceNo, toAccount: shownAccount, amount: centsToMoney(cents), sumBalance: await sumBalance(tx, sender.memberId) };
    },
  );
}
