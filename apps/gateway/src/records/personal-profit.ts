import type { PersonalProfit, PersonalProfitQuery } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { centsToMoney } from '../shared/money';
import { addFigures, NO_FIGURES, toProfitFigures } from './profit-figures';
import type { FiguresInCents } from './profit-figures';
import { reportPeriod } from './report-period';

/**
 * The member's profit and loss for a period, read from the daily totals alone (a few rows per
 * day, never the bets or the ledger): every day of the period, quiet days as zeros, and the game
 * types bet on, most bet first.
 */
export async function loadPersonalProfit(db: Queryable, memberId: number, query: PersonalProfitQuery): Promise<PersonalProfit> {
  const period = reportPeriod(query.startDate, query.endDate);
  const params = [memberId, period.startDate, period.endDate];
  const dayRows = await db.query<FiguresInCents & { day: string }>(
    `select to_char(business_day, 'YYYY-MM-DD') as day, bet_count as "betCount", (bets * 100)::float8 as bets,
            (valid_bets * 100)::float8 as "validBets", (payouts * 100)::float8 as payouts, (bonuses * 100)::float8 as bonuses,
            (rebates * 100)::float8 as rebates, (deposits * 100)::float8 as deposits, (withdrawals * 100)::float8 as withdrawals
       from member_daily_totals where member_id = $1 and business_day between $2::date and $3::date`,
    params,
  );
  const typeRows = await db.query<{ game_type: string; bet_count: number; bets: number; valid_bets: number; payouts: number }>(
    `select game_type, sum(bet_count)::int as bet_count, (sum(bets) * 100)::float8 as bets,
            (sum(valid_bets) * 100)::float8 as valid_bets, (sum(payouts) * 100)::float8 as payouts
       from member_daily_game_totals where member_id = $1 and business_day between $2::date and $3::date
      group by game_type order by sum(bets) desc, game_type`,
    params,
  );
  const byDay = new Map(dayRows.rows.map(({ day, ...figures }) => [day, figures]));
  const days = period.days.map((day) => ({ day, figures: byDay.get(day) ?? NO_FIGURES }));
  const totals = days.reduce((sum, { figures }) => addFigures(sum, figures), NO_FIGURES);
  return {
    totals: toProfitFigures(totals),
    days: days.map(({ day, figures }) => ({ day, ...toProfitFigures(figures) })),
    gameTypes: typeRows.rows.map((row) => ({
      gameType: row.game_type,
      betCount: row.bet_count,
      bets: centsToMoney(row.bets),
      validBets: centsToMoney(row.valid_bets),
      payouts: centsToMoney(row.payouts),
      winLoss: centsToMoney(row.payouts - row.bets),
    })),
  };
}
