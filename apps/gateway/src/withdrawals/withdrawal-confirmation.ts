import { ERROR_CODE } from '@platform/api/contract';
import type { ConfirmWithdrawalRequest, Withdrawal, WithdrawalStatus } from '@platform/api/contract';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { amountInCents, centsText, moneyToCents } from '../shared/money';
import { autoConfirmDuePayouts } from './auto-confirm';
import { checkProofImages } from './proof-images';
import type { CheckedImage } from './proof-images';
import { loadWithdrawal, recordWithdrawalEvent } from './withdrawal-records';

/** Why a withdrawal in this status cannot be confirmed. */
const NOT_AWAITING: Partial<Record<WithdrawalStatus, string>> = {
  REQUESTED: 'is not paid yet',
  REJECTED: 'was rejected: there is nothing to confirm',
  AUTO_CONFIRMED: 'was not confirmed in time and counted as received',
};

/** The outcome's own fields, checked before anything is read: what is missing or does not belong. */
function checkOutcomeFields(request: ConfirmWithdrawalRequest): { receivedCents: number | null; images: CheckedImage[] } {
  const images = request.proofImages ?? [];
  if (request.outcome === 'RECEIVED') {
    if (request.amountReceived === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'amountReceived is required for a payout received in part');
  } else if (request.amountReceived !== undefined) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'amountReceived is only for a payout received in part (RECEIVED)');
  }
  if (request.outcome === 'NOT_RECEIVED' && images.length === 0) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'A payout not received needs at least one proof image');
  }
  if (request.outcome === 'FULLY_RECEIVED' && images.length > 0) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'Proof images are for a payout not received in full');
  }
  return { receivedCents: request.amountReceived === undefined ? null : amountInCents(request.amountReceived), images: checkProofImages(images) };
}

function stepDetail(outcome: ConfirmWithdrawalRequest['outcome'], paidCents: number, receivedCents: number | null, imageCount: number): string {
  if (outcome === 'FULLY_RECEIVED') return `Received ${centsText(paidCents)} in full`;
  const proof = imageCount > 0 ? ` (${imageCount} proof ${imageCount === 1 ? 'image' : 'images'})` : '';
  if (outcome === 'RECEIVED') return `Received ${centsText(receivedCents!)} of ${centsText(paidCents)}; ${centsText(paidCents - receivedCents!)} missing${proof}`;
  return `Reported not received${proof}`;
}

/**
 * The player's answer about a paid withdrawal, once, before the merchant's timeout: received in
 * full, received in part (the amount received, below the amount paid; the remainder follows), or
 * not received (with proof images), each with an optional remark. It moves no money: it is what
 * the merchant's support acts on. A payout past its deadline has counted as received already.
 */
export async function confirmWithdrawal(db: Database, memberId: number, request: ConfirmWithdrawalRequest, now: Date): Promise<Withdrawal> {
  const { receivedCents, images } = checkOutcomeFields(request);
  await autoConfirmDuePayouts(db, now, memberId);
  await db.transaction(async (tx) => {
    const found = await tx.query<{ id: number; status: WithdrawalStatus; paid_amount: number; confirm_deadline: Date | null }>(
      'select id, status, paid_amount::float8 as paid_amount, confirm_deadline from withdrawal where withdrawal_no = $1 and member_id = $2 for update',
      [request.withdrawalNo, memberId],
    );
    const row = found.rows[0];
    if (!row) throw new RequestError(404, ERROR_CODE.notFound, `You have no withdrawal ${request.withdrawalNo}`);
    if (row.status !== 'PAID' && row.status !== 'PARTLY_PAID') {
      throw new RequestError(409, ERROR_CODE.badRequest, `Withdrawal ${request.withdrawalNo} ${NOT_AWAITING[row.status] ?? 'is confirmed already'}`);
    }
    if (row.confirm_deadline !== null && row.confirm_deadline.getTime() <= now.getTime()) {
      throw new RequestError(409, ERROR_CODE.badRequest, `Withdrawal ${request.withdrawalNo} ${NOT_AWAITING.AUTO_CONFIRMED}`);
    }
    const paidCents = moneyToCents(row.paid_amount);
    if (receivedCents !== null && receivedCents >= paidCents) {
      throw new RequestError(400, ERROR_CODE.badRequest, `The amount received must be less than the ${centsText(paidCents)} paid: choose "received in full" otherwise`);
    }
    const remark = request.remark?.trim() || null;
    await tx.query('update withdrawal set status = $2, settled_at = $3, amount_received = $4::numeric, remark = $5 where id = $1', [
      row.id,
      request.outcome,
      now,
      receivedCents === null ? null : centsText(receivedCents),
      remark,
    ]);
    for (const image of images) {
      await tx.query(
        "insert into withdrawal_proof_image (withdrawal_id, member_id, content_type, bytes, created_at) values ($1, $2, $3, decode($4, 'base64'), $5)",
        [row.id, memberId, image.contentType, image.bytes.toString('base64'), now],
      );
    }
    await recordWithdrawalEvent(tx, row.id, request.outcome, stepDetail(request.outcome, paidCents, receivedCents, images.length), now);
  });
  return loadWithdrawal(db, memberId, request.withdrawalNo);
}
