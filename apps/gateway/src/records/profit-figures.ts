import type { ProfitFigures } from '@platform/api/contract';
import { centsToMoney } from '../shared/money';

/** A day's or a period's figures in whole cents (exact sums), before they become money. */
export interface FiguresInCents {
  betCount: number;
  bets: number;
  validBets: number;
  payouts: number;
  bonuses: number;
  rebates: number;
  deposits: number;
  withdrawals: number;
}

export const NO_FIGURES: FiguresInCents = { betCount: 0, bets: 0, validBets: 0, payouts: 0, bonuses: 0, rebates: 0, deposits: 0, withdrawals: 0 };

/**
 * The columns of member_daily_totals (aliased `t`) summed over the rows a query groups, in whole
 * cents and named as FiguresInCents (zeros when there are no rows).
 */
export const SUMMED_FIGURES_IN_CENTS = `coalesce(sum(t.bet_count), 0)::int as "betCount", (coalesce(sum(t.bets), 0) * 100)::float8 as bets,
  (coalesce(sum(t.valid_bets), 0) * 100)::float8 as "validBets", (coalesce(sum(t.payouts), 0) * 100)::float8 as payouts,
  (coalesce(sum(t.bonuses), 0) * 100)::float8 as bonuses, (coalesce(sum(t.rebates), 0) * 100)::float8 as rebates,
  (coalesce(sum(t.deposits), 0) * 100)::float8 as deposits, (coalesce(sum(t.withdrawals), 0) * 100)::float8 as withdrawals`;

export function addFigures(a: FiguresInCents, b: FiguresInCents): FiguresInCents {
  return {
    betCount: a.betCount + b.betCount,
    bets: a.bets + b.bets,
    validBets: a.validBets + b.validBets,
    payouts: a.payouts + b.payouts,
    bonuses: a.bonuses + b.bonuses,
    rebates: a.rebates + b.rebates,
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
  };
}

/** The figures as money, with the net result of play: payouts - bets + bonuses + rebates (every profit and loss report's). */
export function toProfitFigures(cents: FiguresInCents): ProfitFigures {
  return {
    betCount: cents.betCount,
    bets: centsToMoney(cents.bets),
    validBets: centsToMoney(cents.validBets),
    payouts: centsToMoney(cents.payouts),
    bonuses: centsToMoney(cents.bonuses),
    rebates: centsToMoney(cents.rebates),
    deposits: centsToMoney(cents.deposits),
    withdrawals: centsToMoney(cents.withdrawals),
    net: centsToMoney(cents.payouts - cents.bets + cents.bonuses + cents.rebates),
  };
}
