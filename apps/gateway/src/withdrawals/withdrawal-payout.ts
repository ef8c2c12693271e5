import { ERROR_CODE } from '@platform/api/contract';
import type { WithdrawalStatus } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { addDailyMoney } from '../bets/daily-totals';
import { RequestError } from '../http/envelope-errors';
import { sendWithdrawalDecidedMessage } from '../inbox/event-messages';
import { amountInCents, centsText, centsToMoney, moneyToCents, roundMoney } from '../shared/money';
import { FROZEN_WALLET, MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import type { LedgerLeg } from '../wallet/ledger';
import { lockMemberWallets } from './member-wallets';
import { loadWithdrawalLimits } from './withdrawal-limits';
import { recordWithdrawalEvent } from './withdrawal-records';

/** What the operator decides about a pending withdrawal. */
export type PayoutDecision = { action: 'pay'; amount?: number } | { action: 'reject'; reason: string };

/** A withdrawal after the operator's decision. */
export interface PayoutResult {
  withdrawalNo: string;
  account: string;
  status: WithdrawalStatus;
  amount: number;
  paidAmount: number;
  returnedAmount: number;
  /** Unconfirmed by then, the payout counts as received (epoch milliseconds); null when rejected. */
  confirmDeadline: number | null;
}

interface PendingRow {
  id: number;
  member_id: number;
  merchant_code: string;
  account: string;
  amount: number;
  status: WithdrawalStatus;
}

/** How many cents of `amountCents` the decision pays (all of it unless an amount is given; none when rejected). */
function paidCentsOf(decision: PayoutDecision, amountCents: number): number {
  if (decision.action === 'reject') return 0;
  if (decision.amount === undefined) return amountCents;
  const cents = amountInCents(decision.amount);
  if (cents > amountCents) throw new RequestError(400, ERROR_CODE.badRequest, `The amount paid cannot exceed the ${centsText(amountCents)} requested`);
  return cents;
}

/**
 * Pays a pending withdrawal, in full or in part, or rejects it, exactly once: the paid part
 * leaves the frozen wallet, the rest (all of it when rejected) goes back to the main wallet. The
 * member's wallets are locked first, then the withdrawal (the order a request takes), so a
 * second decision racing this one waits and then finds it decided (409).
 */
export async function decidePayout(db: Database, withdrawalNo: string, decision: PayoutDecision, now: Date): Promise<PayoutResult> {
  return db.transaction(async (tx) => {
    const owner = await tx.query<{ member_id: number }>('select member_id from withdrawal where withdrawal_no = $1', [withdrawalNo]);
    const memberId = owner.rows[0]?.member_id;
    if (memberId === undefined) throw new RequestError(404, ERROR_CODE.notFound, `No withdrawal ${withdrawalNo}`);
    await lockMemberWallets(tx, memberId);
    const found = await tx.query<PendingRow>(
      `select w.id, w.member_id, w.merchant_code, m.account, w.amount::float8 as amount, w.status
         from withdrawal w join member m on m.id = w.member_id where w.withdrawal_no = $1 for update of w`,
      [withdrawalNo],
    );
    const row = found.rows[0]!;
    if (row.status !== 'REQUESTED') throw new RequestError(409, ERROR_CODE.badRequest, `Withdrawal ${withdrawalNo} is ${row.status} already: it is paid or rejected once`);

    const amountCents = moneyToCents(row.amount);
    const paidCents = paidCentsOf(decision, amountCents);
    const returnedCents = amountCents - paidCents;
    const legs: LedgerLeg[] = [];
    if (paidCents > 0) legs.push({ memberId, walletCode: FROZEN_WALLET, cents: -paidCents, type: 'WITHDRAWAL', remark: `Withdrawal ${withdrawalNo}: paid out` });
    if (returnedCents > 0) {
      const why = decision.action === 'reject' ? 'rejected, returned' : 'unpaid part returned';
      legs.push(
        { memberId, walletCode: FROZEN_WALLET, cents: -returnedCents, type: 'WITHDRAWAL', remark: `Withdrawal ${withdrawalNo}: ${why}` },
        { memberId, walletCode: MAIN_WALLET, cents: returnedCents, type: 'WITHDRAWAL', remark: `Withdrawal ${withdrawalNo}: ${why}` },
      );
    }
    await postLedgerMovement(tx, legs, { referenceNo: withdrawalNo, requestId: null, now });
    // Only what was paid left the member; the freeze and a return move money between its own wallets.
    if (paidCents > 0) await addDailyMoney(tx, memberId, 'withdrawals', paidCents, now);

    const status: WithdrawalStatus = decision.action === 'reject' ? 'REJECTED' : returnedCents === 0 ? 'PAID' : 'PARTLY_PAID';
    const timeoutMinutes = (await loadWithdrawalLimits(tx, row.merchant_code)).confirmTimeoutMinutes;
    const deadline = decision.action === 'reject' ? null : new Date(now.getTime() + timeoutMinutes * 60_000);
    const reason = decision.action === 'reject' ? decision.reason.trim() : null;
    await tx.query(
      `update withdrawal set status = $2, paid_amount = $3::numeric, returned_amount = $4::numeric, paid_at = $5, confirm_deadline = $6,
              settled_at = $7, reject_reason = $8 where id = $1`,
      [row.id, status, centsText(paidCents), centsText(returnedCents), deadline === null ? null : now, deadline, deadline === null ? now : null, reason],
    );
    const detail =
      status === 'REJECTED'
        ? `Rejected: ${reason}. ${centsText(returnedCents)} returned to your main wallet`
        : status === 'PAID'
          ? `Paid ${centsText(paidCents)} in full: please confirm within ${timeoutMinutes} minutes`
          : `Paid ${centsText(paidCents)} of ${centsText(amountCents)}; ${centsText(returnedCents)} returned to your main wallet: please confirm within ${timeoutMinutes} minutes`;
    await recordWithdrawalEvent(tx, row.id, status, detail, now);
    await sendWithdrawalDecidedMessage(
      tx,
      memberId,
      withdrawalNo,
      status === 'REJECTED' ? { status, reason: reason ?? '', returnedCents } : { status, paidCents, returnedCents },
      now,
    );
    return {
      withdrawalNo,
      account: row.account,
      status,
      amount: centsToMoney(amountCents),
      paidAmount: centsToMoney(paidCents),
      returnedAmount: centsToMoney(returnedCents),
      confirmDeadline: deadline?.getTime() ?? null,
    };
  });
}

/** A withdrawal waiting for the payout desk. */
export interface PendingPayout {
  withdrawalNo: string;
  merchantCode: string;
  account: string;
  amount: number;
  requestTime: number;
}

/** The withdrawals waiting for a payout, oldest first (at most 100). */
export async function listPendingPayouts(db: Queryable): Promise<PendingPayout[]> {
  const result = await db.query<{ withdrawal_no: string; merchant_code: string; account: string; amount: number; requested_at: Date }>(
    `select w.withdrawal_no, w.merchant_code, m.account, w.amount::float8 as amount, w.requested_at
       from withdrawal w join member m on m.id = w.member_id
      where w.status = 'REQUESTED' order by w.requested_at, w.id limit 100`,
  );
  return result.rows.map((row) => ({
    withdrawalNo: row.withdrawal_no,
    merchantCode: row.merchant_code,
    account: row.account,
    amount: roundMoney(row.amount),
    requestTime: row.requested_at.getTime(),
  }));
}
