import type { BetTotals } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { betFilter, sumBets } from '../records/bet-records';
import type { BetFilterQuery } from '../records/bet-records';
import { reportPeriod } from '../records/report-period';
import { centsToMoney } from '../shared/money';
import type { ReportScope, DailyTotalsScope } from './team-scope';

/** A period's bets from daily totals in whole cents: the settled ones, and those placed and not settled yet. */
interface DailyBetSums {
  bet_count: number;
  bet_cents: number;
  valid_cents: number;
  payout_cents: number;
  open_count: number;
  open_cents: number;
  open_valid_cents: number;
}

/**
 * The team betting record's totals from indexed totals rather than the team's bets (tens of
 * thousands of rows a day for a large team): the daily totals (the team's, or one downline's)
 * count each bet on the business day it was placed, settled or still open, by game type when the
 * filter names one. A vendor filter has no daily totals: it sums the bets.
 */
export async function sumTeamBets(db: Queryable, scope: ReportScope, query: BetFilterQuery): Promise<BetTotals> {
  if (query.vendorCode) return sumBets(db, betFilter(scope.forSums, query));
  const sums = await sumFromDailyTotals(db, scope.dailyTotals, query);
  const settled = query.status !== 'UNSETTLED';
  const open = query.status !== 'SETTLED';
  const betCents = (settled ? sums.bet_cents : 0) + (open ? sums.open_cents : 0);
  // Open bets pay nothing yet and count in no win/loss: only their amounts add.
  const payoutCents = settled ? sums.payout_cents : 0;
  const settledBetCents = settled ? sums.bet_cents : 0;
  return {
    betCount: (settled ? sums.bet_count : 0) + (open ? sums.open_count : 0),
    betAmount: centsToMoney(betCents),
    validBet: centsToMoney((settled ? sums.valid_cents : 0) + (open ? sums.open_valid_cents : 0)),
    payout: centsToMoney(payoutCents),
    winLoss: centsToMoney(payoutCents - settledBetCents),
  };
}

async function sumFromDailyTotals(db: Queryable, scope: DailyTotalsScope, query: BetFilterQuery): Promise<DailyBetSums> {
  const period = reportPeriod(query.startDate, query.endDate);
  const params: unknown[] = [scope.param, period.startDate, period.endDate];
  const table = query.gameType ? scope.gameTable : scope.table;
  const byGame = query.gameType ? `and game_type = $${params.push(query.gameType)}` : '';
  const cents = (column: string) => `(coalesce(sum(${column}), 0) * 100)::float8`;
  const summed = await db.query<DailyBetSums>(
    `select coalesce(sum(bet_count), 0)::int as bet_count, ${cents('bets')} as bet_cents, ${cents('valid_bets')} as valid_cents,
            ${cents('payouts')} as payout_cents, coalesce(sum(open_bet_count), 0)::int as open_count, ${cents('open_bets')} as open_cents,
            ${cents('open_valid_bets')} as open_valid_cents
       from ${table} where ${scope.condition} and business_day between $2::date and $3::date ${byGame}`,
    params,
  );
  return summed.rows[0]!;
}
