import type { Queryable } from '../db/database';

/** How many payouts one sweep confirms at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

/** What the history says of a payout counted as received. */
export const AUTO_CONFIRMED_DETAIL = 'Not confirmed in time: counted as received';

/**
 * Counts as received (AUTO_CONFIRMED) the payouts whose confirmation deadline has passed: all of
 * them, or one member's. A forced receipt moves no money (it does not refund). Each payout is
 * claimed with `for update skip locked`, so any number of gateway processes sweeping at once, and
 * a player confirming at the same moment, confirm each payout once. The step is dated at the
 * deadline, when it took effect. Answers how many it confirmed.
 */
export async function autoConfirmDuePayouts(db: Queryable, now: Date, memberId: number | null = null): Promise<number> {
  const result = await db.query<{ id: number }>(
    `with due as (
       select id from withdrawal
        where status in ('PAID', 'PARTLY_PAID') and confirm_deadline <= $1 and ($2::int is null or member_id = $2)
        order by confirm_deadline, id limit $3
        for update skip locked
     ),
     confirmed as (
       update withdrawal w set status = 'AUTO_CONFIRMED', settled_at = w.confirm_deadline
         from due where w.id = due.id
       returning w.id, w.confirm_deadline
     )
     insert into withdrawal_event (withdrawal_id, status, detail, created_at)
     select id, 'AUTO_CONFIRMED', $4, confirm_deadline from confirmed
     returning withdrawal_id as id`,
    [now, memberId, SWEEP_BATCH, AUTO_CONFIRMED_DETAIL],
  );
  return result.rows.length;
}
