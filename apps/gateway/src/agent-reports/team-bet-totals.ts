import type { BetTotals } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { betFilter, sumBets } from '../records/bet-records';
import type { BetFilterQuery } from '../records/bet-records';
import { reportPeriod } from '../records/report-period';
import type { MemberScope } from '../shared/member-scope';
import { centsToMoney } from '../shared/money';

interface SettledSums {
  bet_count: number;
  bet_cents: number;
  valid_cents: number;
  payout_cents: number;
}

/**
 * The team betting record's totals from indexed totals rather than the team's bets (tens of
 * thousands of rows a day for a large team): the settled bets from the members' daily totals,
 * which count each settled bet on the business day it was placed (by game type when the filter
 * names one), and the bets still unsettled from their own partial index. A vendor filter has no
 * daily totals: it sums the bets.
 */
export async function sumTeamBets(db: Queryable, scope: MemberScope, query: BetFilterQuery): Promise<BetTotals> {
  if (query.vendorCode) return sumBets(db, betFilter(scope, query));
  const settled = query.status === 'UNSETTLED' ? null : await sumSettledFromDailyTotals(db, scope, query);
  const unsettled = query.status === 'SETTLED' ? null : await sumBets(db, betFilter(scope, { ...query, status: 'UNSETTLED' }));
  const settledBetCents = settled?.bet_cents ?? 0;
  const payoutCents = settled?.payout_cents ?? 0;
  // Unsettled bets pay nothing yet and count in no win/loss: only their amounts add.
  const unsettledCents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);
  return {
    betCount: (settled?.bet_count ?? 0) + (unsettled?.betCount ?? 0),
    betAmount: centsToMoney(settledBetCents + unsettledCents(unsettled?.betAmount)),
    validBet: centsToMoney((settled?.valid_cents ?? 0) + unsettledCents(unsettled?.validBet)),
    payout: centsToMoney(payoutCents),
    winLoss: centsToMoney(payoutCents - settledBetCents),
  };
}

async function sumSettledFromDailyTotals(db: Queryable, scope: MemberScope, query: BetFilterQuery): Promise<SettledSums> {
  const period = reportPeriod(query.startDate, query.endDate);
  const params: unknown[] = [scope.param, period.startDate, period.endDate];
  const table = query.gameType ? 'member_daily_game_totals' : 'member_daily_totals';
  const byGame = query.gameType ? `and game_type = $${params.push(query.gameType)}` : '';
  const summed = await db.query<SettledSums>(
    `select coalesce(sum(bet_count), 0)::int as bet_count, (coalesce(sum(bets), 0) * 100)::float8 as bet_cents,
            (coalesce(sum(valid_bets), 0) * 100)::float8 as valid_cents, (coalesce(sum(payouts), 0) * 100)::float8 as payout_cents
       from ${table} where ${scope.condition} and business_day between $2::date and $3::date ${byGame}`,
    params,
  );
  return summed.rows[0]!;
}
