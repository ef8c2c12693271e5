import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { ConvertPointsRequest, ConvertPointsResult } from '@platform/api/contract';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { nextReferenceNo } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { creditMainWallet } from '../wallet/credit';
import { lockMainWallet, sumBalance } from '../wallet/ledger';
import { checkPaymentPassword } from '../withdrawals/payment-password';
import { changePoints } from './points-ledger';
import { MIN_CONVERT_POINTS, POINTS_RATIO } from '@platform/api/schemas';

/**
 * Converts points to money at the ratio: the payment password checked (set one first; wrong ones
 * count towards its lock), then once per request id, in one transaction, the main wallet locked,
 * the points taken and the money credited as POINTS. A conversion is the member's own value
 * changing form, not a bonus: it is not counted in the daily bonuses (nor anywhere in the daily
 * totals) and carries no turnover requirement.
 */
export async function convertMemberPoints(db: Database, memberId: number, request: ConvertPointsRequest, now: Date, reply: FastifyReply): Promise<ConvertPointsResult> {
  if (request.points % MIN_CONVERT_POINTS !== 0) {
    throw new RequestError(400, ERROR_CODE.badRequest, `Points are converted in steps of ${MIN_CONVERT_POINTS} (${POINTS_RATIO} points = 1.00)`);
  }
  await checkPaymentPassword(db, { memberId, now, reply }, request.paymentPassword);
  const cents = request.points / MIN_CONVERT_POINTS;
  return applyOnce(db, { memberId, requestId: request.requestId, kind: 'POINTS_CONVERT', params: { points: request.points }, now }, async (tx) => {
    await lockMainWallet(tx, memberId);
    const referenceNo = await nextReferenceNo(tx, 'PC');
    const pointsLeft = await changePoints(tx, { memberId, points: -request.points, type: 'CONVERT', referenceNo, remark: 'Converted to money', now });
    await creditMainWallet(tx, { memberId, amount: cents / 100, type: 'POINTS', referenceNo, remark: `${request.points} points converted`, now });
    return { changedPoints: -request.points, amount: cents / 100, points: pointsLeft, balance: await sumBalance(tx, memberId) };
  });
}
