import { LIMIT_PERIODS } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { FROZEN_WALLET, MAIN_WALLET } from '../wallet/ledger';
import type { Counted, LimitKind, LimitPeriod } from './limit-rules';
import { windowStart } from './limit-rules';

/*
 * What each kind of limit counts, read from indexed rows of the member ($1) between $2 (excluded)
 * and $3 (the clock, included):
 * - DEPOSIT: deposits credited to the main wallet (the ledger's DEPOSIT entries), and deposit
 *   orders still open (PENDING, not expired) at their opening, so that opening many orders cannot
 *   get round a limit; an order credited leaves the open ones as its DEPOSIT entry is written.
 * - WAGER: the stakes of bets (the bet store, when placed), and the transfers into game wallets
 *   (money that goes to a vendor's games is money staked).
 * - LOSS: each bet's stake less its payout (an open lottery ticket counts its whole stake), and
 *   the net transfers into game wallets (out of them counts back).
 * Each part is one range of an index on (member_id, time).
 */
const VENDOR_TRANSFERS = `select created_at as at, round(amount * 100)::float8 as cents from ledger_entry
  where member_id = $1 and type = 'TRANSFER' and wallet_code not in ('${MAIN_WALLET}', '${FROZEN_WALLET}') and created_at > $2 and created_at <= $3`;

const COUNTED_SQL: Record<LimitKind, string> = {
  DEPOSIT: `select created_at as at, round(amount * 100)::float8 as cents from ledger_entry
              where member_id = $1 and type = 'DEPOSIT' and wallet_code = '${MAIN_WALLET}' and amount > 0 and created_at > $2 and created_at <= $3
            union all
            select created_at, round(amount * 100)::float8 from deposit_order
              where member_id = $1 and status = 'PENDING' and expires_at > $3 and created_at > $2 and created_at <= $3`,
  WAGER: `select bet_at as at, round(bet_amount * 100)::float8 as cents from bet where member_id = $1 and bet_at > $2 and bet_at <= $3
          union all
          ${VENDOR_TRANSFERS} and amount > 0`,
  LOSS: `select bet_at as at, round((bet_amount - coalesce(payout, 0)) * 100)::float8 as cents from bet where member_id = $1 and bet_at > $2 and bet_at <= $3
         union all
         ${VENDOR_TRANSFERS}`,
};

/** The earliest window start of the periods: how far back the longest of them reads. */
function earliestStart(periods: readonly LimitPeriod[], now: Date): Date {
  return new Date(Math.min(...periods.map((period) => windowStart(period, now).getTime())));
}

/** What one kind counts over each period's window ending now (a loss may be negative: the player is ahead). */
export async function countedByPeriod(db: Queryable, memberId: number, kind: LimitKind, now: Date): Promise<Record<LimitPeriod, number>> {
  const starts = LIMIT_PERIODS.map((period) => windowStart(period, now));
  const result = await db.query<{ day: number; week: number; month: number }>(
    `select coalesce(sum(cents) filter (where at > $4), 0)::float8 as day, coalesce(sum(cents) filter (where at > $5), 0)::float8 as week,
            coalesce(sum(cents) filter (where at > $6), 0)::float8 as month
       from (${COUNTED_SQL[kind]}) counted`,
    [memberId, earliestStart(LIMIT_PERIODS, now), now, ...starts],
  );
  const row = result.rows[0]!;
  return { DAY: row.day, WEEK: row.week, MONTH: row.month };
}

/** Every movement one kind counts since the window start of the longest of `periods` (for when a breached limit allows the amount again). */
export async function countedMovements(db: Queryable, memberId: number, kind: LimitKind, periods: readonly LimitPeriod[], now: Date): Promise<Counted[]> {
  const result = await db.query<{ at: Date; cents: number }>(`select at, cents from (${COUNTED_SQL[kind]}) counted`, [memberId, earliestStart(periods, now), now]);
  return result.rows.map((row) => ({ at: row.at, cents: row.cents }));
}
