import { ERROR_CODE } from '@platform/api/contract';
import type { ConvertPointsRequest, ConvertPointsResult } from '@platform/api/contract';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { nextReferenceNo } from '../shared/money';
import { creditMainWallet } from '../wallet/credit';
import { lockMainWallet, sumBalance } from '../wallet/ledger';
import { checkMemberPassword } from './password-check';
import { changePoints } from './points-ledger';
import { MIN_CONVERT_POINTS, POINTS_RATIO } from '@platform/api/schemas';

/** Converts points to money at the ratio, in one transaction: points taken, main wallet credited. */
export async function convertMemberPoints(db: Database, memberId: number, request: ConvertPointsRequest, now: Date): Promise<ConvertPointsResult> {
  if (request.points % MIN_CONVERT_POINTS !== 0) {
    throw new RequestError(400, ERROR_CODE.badRequest, `Points are converted in steps of ${MIN_CONVERT_POINTS} (${POINTS_RATIO} points = 1.00)`);
  }
  await checkMemberPassword(db, memberId, request.password);
  const cents = request.points / MIN_CONVERT_POINTS;
  return db.transaction(async (tx) => {
    await lockMainWallet(tx, memberId);
    const referenceNo = await nextReferenceNo(tx, 'PC');
    const pointsLeft = await changePoints(tx, { memberId, points: -request.points, type: 'CONVERT', referenceNo, remark: 'Converted to money', now });
    await creditMainWallet(tx, { memberId, amount: cents / 100, type: 'POINTS', referenceNo, remark: `${request.points} points converted`, now });
    return { changedPoints: -request.points, amount: cents / 100, points: pointsLeft, balance: await sumBalance(tx, memberId) };
  });
}
