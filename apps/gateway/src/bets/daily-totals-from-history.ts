import type { Queryable } from '../db/database';
import { BUSINESS_UTC_OFFSET } from '../shared/business-day';

/** The business day (UTC+8) of a timestamptz column, in SQL. */
const BUSINESS_DAY_OF_CREATED_AT = `((created_at at time zone 'UTC') + interval '${BUSINESS_UTC_OFFSET.slice(0, 3)} hours')::date`;

/** The bet columns of the daily totals over a group of bets: the settled ones, then the open ones. */
const BET_SUMS = `count(*) filter (where settled_at is not null) as bet_count, coalesce(sum(bet_amount) filter (where settled_at is not null), 0) as bets,
  coalesce(sum(valid_bet) filter (where settled_at is not null), 0) as valid_bets, coalesce(sum(payout) filter (where settled_at is not null), 0) as payouts,
  count(*) filter (where settled_at is null) as open_bet_count, coalesce(sum(bet_amount) filter (where settled_at is null), 0) as open_bets,
  coalesce(sum(valid_bet) filter (where settled_at is null), 0) as open_valid_bets`;

/**
 * The daily totals recomputed from the history itself, per member and business day: the settled
 * bets (on the day they were placed) and the open ones (placed, not settled yet) from `bet`;
 * deposits, withdrawals paid (a withdrawal's freeze and a return net to nothing, so the day's
 * WITHDRAWAL entries sum to what was paid), bonuses and rebates from the ledger. What
 * addSettledBet, addOpenBet and addDailyMoney keep as it happens.
 */
export const DAILY_TOTALS_FROM_HISTORY = `
  select member_id, business_day, sum(bet_count)::int as bet_count, sum(bets) as bets, sum(valid_bets) as valid_bets, sum(payouts) as payouts,
         sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses, sum(rebates) as rebates,
         sum(open_bet_count)::int as open_bet_count, sum(open_bets) as open_bets, sum(open_valid_bets) as open_valid_bets
    from (
      select member_id, business_day, ${BET_SUMS}, 0 as deposits, 0 as withdrawals, 0 as bonuses, 0 as rebates
        from bet where member_id = any($1::int[]) group by member_id, business_day
      union all
      select member_id, ${BUSINESS_DAY_OF_CREATED_AT}, 0, 0, 0, 0, 0, 0, 0,
             coalesce(sum(amount) filter (where type = 'DEPOSIT' and amount > 0), 0),
             coalesce(-sum(amount) filter (where type = 'WITHDRAWAL'), 0),
             coalesce(sum(amount) filter (where type = 'BONUS' and amount > 0), 0),
             coalesce(sum(amount) filter (where type = 'REBATE' and amount > 0), 0)
        from ledger_entry where member_id = any($1::int[]) and type in ('DEPOSIT', 'WITHDRAWAL', 'BONUS', 'REBATE')
       group by member_id, ${BUSINESS_DAY_OF_CREATED_AT}
    ) parts
   group by member_id, business_day`;

/** The settled and open bets per member, business day and game type, recomputed from `bet`. */
export const DAILY_GAME_TOTALS_FROM_HISTORY = `
  select member_id, business_day, game_type, ${BET_SUMS}
    from bet where member_id = any($1::int[]) group by member_id, business_day, game_type`;

/**
 * Writes the daily totals of members whose history was written in bulk (the seed, the
 * benchmark's large data) with two insert … select … group by statements. For members without
 * totals yet: it adds to nothing, so it never counts a day twice.
 */
export async function writeDailyTotalsFromHistory(db: Queryable, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db.query(
    `insert into member_daily_totals (member_id, business_day, bet_count, bets, valid_bets, payouts, deposits, withdrawals, bonuses, rebates,
                                      open_bet_count, open_bets, open_valid_bets)
     ${DAILY_TOTALS_FROM_HISTORY}`,
    [memberIds],
  );
  await db.query(
    `insert into member_daily_game_totals (member_id, business_day, game_type, bet_count, bets, valid_bets, payouts, open_bet_count, open_bets, open_valid_bets)
     ${DAILY_GAME_TOTALS_FROM_HISTORY}`,
    [memberIds],
  );
}
