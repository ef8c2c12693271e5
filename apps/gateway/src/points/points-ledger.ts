import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

/** Points a member earns per 1.00 wagered in the demo game (1 point per 0.10, the smallest bet). */
export const POINTS_PER_UNIT_WAGERED = 10;

export type PointsChangeType = 'EARN' | 'REDEEM' | 'CONVERT' | 'BONUS';

export interface PointsChange {
  memberId: number;
  /** Positive to add, negative to take. */
  points: number;
  type: PointsChangeType;
  referenceNo: string;
  remark?: string | null;
  now: Date;
}

/**
 * Adds or takes points inside the caller's transaction and records the change; taking more than
 * the member has refuses with INSUFFICIENT_BALANCE. Returns the points after. Points never expire.
 */
export async function changePoints(tx: Queryable, change: PointsChange): Promise<number> {
  const updated =
    change.points > 0
      ? await tx.query<{ points: number }>(
          `insert into points_account (member_id, points) values ($1, $2)
           on conflict (member_id) do update set points = points_account.points + excluded.points
           returning points`,
          [change.memberId, change.points],
        )
      : await tx.query<{ points: number }>(
          'update points_account set points = points - $2 where member_id = $1 and points >= $2 returning points',
          [change.memberId, -change.points],
        );
  const after = updated.rows[0]?.points;
  if (after === undefined) throw new RequestError(400, ERROR_CODE.insufficientBalance, 'You do not have enough points');
  await tx.query(
    `insert into points_entry (member_id, changed_points, points_after, type, reference_no, remark, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [change.memberId, change.points, after, change.type, change.referenceNo, change.remark ?? null, change.now],
  );
  return after;
}

/** A member's points (0 before any were earned). */
export async function currentPoints(db: Queryable, memberId: number): Promise<number> {
  const result = await db.query<{ points: number }>('select points from points_account where member_id = $1', [memberId]);
  return result.rows[0]?.points ?? 0;
}

/** The points a bet earns. */
export function pointsForBet(betCents: number): number {
  return Math.floor((betCents * POINTS_PER_UNIT_WAGERED) / 100);
}
