import type { Queryable } from '../db/database';
import { notSelfExcludedDuring } from '../protection/settlement-exclusion';
import type { Period } from './periods';
import { businessDays } from './periods';

/*
 * What a downline's team did, read from the bet store. The team is the downline and its whole
 * subtree: member_tree where ancestor_id = downline (depth 0 is the downline itself), one index
 * range. Money comes back in whole cents. The members self-excluded during the period are left out
 * (protection/settlement-exclusion.ts).
 */

/** The team's settled bets in a stretch of time (by when they settled). */
export interface BetWindowFigures {
  betCount: number;
  betCents: number;
  validBetCents: number;
  activeMembers: number;
}

/** The team's bets settled in [start, end): hourly salary's figures. */
export async function teamBetsSettledIn(db: Queryable, downlineId: number, period: Period): Promise<BetWindowFigures> {
  const result = await db.query<BetWindowFigures>(
    `select count(*)::int as "betCount", coalesce(round(sum(b.bet_amount) * 100), 0)::float8 as "betCents",
            coalesce(round(sum(b.valid_bet) * 100), 0)::float8 as "validBetCents", count(distinct b.member_id)::int as "activeMembers"
       from member_tree t join bet b on b.member_id = t.descendant_id
      where t.ancestor_id = $1 and b.settled_at >= $2 and b.settled_at < $3 and ${notSelfExcludedDuring('b.member_id', '$2', '$3')}`,
    [downlineId, period.start, period.end],
  );
  return result.rows[0]!;
}

/** The team's bets settled in a window that reached one real-time tier (0: none) with one outcome. */
export interface RealtimeBetGroup {
  /** The highest tier (1-based) whose singleBet the bet reached; 0 below every tier. */
  tier: number;
  lost: boolean;
  betCount: number;
  betCents: number;
}

/**
 * The team's bets settled in [start, end): all of them, and grouped by tier and outcome.
 * `singleBets` are the tiers' thresholds, strictly rising (the contract rules make them so):
 * width_bucket counts how many a bet reaches, which is the index of the highest one.
 */
export async function teamRealtimeGroups(
  db: Queryable,
  downlineId: number,
  period: Period,
  singleBets: readonly number[],
): Promise<{ total: BetWindowFigures; groups: RealtimeBetGroup[] }> {
  const result = await db.query<BetWindowFigures & RealtimeBetGroup & { whole: boolean }>(
    `with counted as (
       select width_bucket(b.bet_amount, $4::numeric[]) as tier, b.payout < b.bet_amount as lost, b.member_id, b.bet_amount, b.valid_bet
         from member_tree t join bet b on b.member_id = t.descendant_id
        where t.ancestor_id = $1 and b.settled_at >= $2 and b.settled_at < $3 and ${notSelfExcludedDuring('b.member_id', '$2', '$3')}
     )
     select tier, lost, grouping(tier, lost) > 0 as whole, count(*)::int as "betCount", coalesce(round(sum(bet_amount) * 100), 0)::float8 as "betCents",
            coalesce(round(sum(valid_bet) * 100), 0)::float8 as "validBetCents", count(distinct member_id)::int as "activeMembers"
       from counted group by grouping sets ((tier, lost), ()) order by whole, tier, lost`,
    [downlineId, period.start, period.end, singleBets.map(String)],
  );
  // The grand total's row is there even without a bet (its sums then 0).
  const whole = result.rows.find((row) => row.whole);
  const total = whole
    ? { betCount: whole.betCount, betCents: whole.betCents, validBetCents: whole.validBetCents, activeMembers: whole.activeMembers }
    : { betCount: 0, betCents: 0, validBetCents: 0, activeMembers: 0 };
  const groups = result.rows.filter((row) => !row.whole).map((row) => ({ tier: row.tier, lost: row.lost, betCount: row.betCount, betCents: row.betCents }));
  return { total, groups };
}

/** One of the team's bets in a real-time window, with the tier it reached (the accrual's trace). */
export interface RealtimeBet {
  roundNo: string;
  account: string;
  tier: number;
  lost: boolean;
  betCents: number;
  payoutCents: number;
  settledAt: Date;
}

/** The team's bets settled in [start, end), newest first, at most `limit`. */
export async function teamRealtimeBets(db: Queryable, downlineId: number, period: Period, singleBets: readonly number[], limit: number): Promise<RealtimeBet[]> {
  const result = await db.query<RealtimeBet>(
    `select b.round_no as "roundNo", m.account, width_bucket(b.bet_amount, $4::numeric[]) as tier, b.payout < b.bet_amount as lost,
            round(b.bet_amount * 100)::float8 as "betCents", round(b.payout * 100)::float8 as "payoutCents", b.settled_at as "settledAt"
       from member_tree t join bet b on b.member_id = t.descendant_id join member m on m.id = b.member_id
      where t.ancestor_id = $1 and b.settled_at >= $2 and b.settled_at < $3 and ${notSelfExcludedDuring('b.member_id', '$2', '$3')}
      order by b.settled_at desc, b.id desc limit $5`,
    [downlineId, period.start, period.end, singleBets.map(String), limit],
  );
  return result.rows;
}

/** The team's daily totals over whole business days: daily wages' and dividends' figures. */
export interface DayFigures {
  betCount: number;
  betCents: number;
  validBetCents: number;
  payoutCents: number;
  bonusCents: number;
  rebateCents: number;
  activeMembers: number;
}

/**
 * The team's daily totals over the business days of a day-based period (settled bets count on
 * the day they were placed, as in every report): for each team member, its own few rows of the
 * daily totals' primary key (member, day), never the bets.
 */
export async function teamDayFigures(db: Queryable, downlineId: number, period: Period): Promise<DayFigures> {
  const { first, next } = businessDays(period);
  const result = await db.query<DayFigures>(
    `select coalesce(sum(d.bet_count), 0)::int as "betCount", coalesce(round(sum(d.bets) * 100), 0)::float8 as "betCents",
            coalesce(round(sum(d.valid_bets) * 100), 0)::float8 as "validBetCents", coalesce(round(sum(d.payouts) * 100), 0)::float8 as "payoutCents",
            coalesce(round(sum(d.bonuses) * 100), 0)::float8 as "bonusCents", coalesce(round(sum(d.rebates) * 100), 0)::float8 as "rebateCents",
            count(*) filter (where d.bet_count > 0)::int as "activeMembers"
       from member_tree t
            cross join lateral (
              select sum(bet_count) as bet_count, sum(bets) as bets, sum(valid_bets) as valid_bets, sum(payouts) as payouts,
                     sum(bonuses) as bonuses, sum(rebates) as rebates
                from member_daily_totals where member_id = t.descendant_id and business_day >= $2::date and business_day < $3::date
            ) d
      where t.ancestor_id = $1 and ${notSelfExcludedDuring('t.descendant_id', '$4', '$5')}`,
    [downlineId, first, next, period.start, period.end],
  );
  return result.rows[0]!;
}
