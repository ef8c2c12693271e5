import type { Queryable } from '../db/database';
import { businessDayOf } from '../shared/business-day';
import { centsText } from '../shared/money';
import { accrueRebate } from '../rebate/accrual';

/** The money columns of member_daily_totals that movements other than bets add to. */
export type DailyMoneyColumn = 'deposits' | 'withdrawals' | 'bonuses' | 'rebates';

/** A settled bet's contribution to its member's totals for the day it was placed. */
export interface SettledBetTotals {
  memberId: number;
  businessDay: string;
  gameType: string;
  betCents: number;
  validBetCents: number;
  payoutCents: number;
  /** Whether it was counted as open (addOpenBet) until now: it leaves the open bets as it joins the settled ones. */
  wasOpen?: boolean;
}

/** A bet placed and not settled yet (a lottery ticket before its draw). */
export type OpenBetTotals = Omit<SettledBetTotals, 'payoutCents' | 'wasOpen'>;

/**
 * Adds a settled bet to the member's day and the member's day for its game type (taking it out
 * of the open bets when it was open). Migration 0024's triggers add the change to every upline's
 * team totals in the same transaction.
 */
export async function addSettledBet(tx: Queryable, bet: SettledBetTotals): Promise<void> {
  const opened = bet.wasOpen ? 1 : 0;
  const params = [bet.memberId, bet.businessDay, centsText(bet.betCents), centsText(bet.validBetCents), centsText(bet.payoutCents), opened];
  // An open bet's row exists (addOpenBet wrote it): the insert's values only ever apply to a bet that never was open.
  await tx.query(
    `insert into member_daily_totals (member_id, business_day, bet_count, bets, valid_bets, payouts)
     values ($1, $2, 1, $3::numeric, $4::numeric, $5::numeric)
     on conflict (member_id, business_day) do update set
       bet_count = member_daily_totals.bet_count + 1,
       bets = member_daily_totals.bets + excluded.bets,
       valid_bets = member_daily_totals.valid_bets + excluded.valid_bets,
       payouts = member_daily_totals.payouts + excluded.payouts,
       open_bet_count = member_daily_totals.open_bet_count - $6::int,
       open_bets = member_daily_totals.open_bets - $6::int * excluded.bets,
       open_valid_bets = member_daily_totals.open_valid_bets - $6::int * excluded.valid_bets`,
    params,
  );
  await tx.query(
    `insert into member_daily_game_totals (member_id, business_day, game_type, bet_count, bets, valid_bets, payouts)
     values ($1, $2, $7, 1, $3::numeric, $4::numeric, $5::numeric)
     on conflict (member_id, business_day, game_type) do update set
       bet_count = member_daily_game_totals.bet_count + 1,
       bets = member_daily_game_totals.bets + excluded.bets,
       valid_bets = member_daily_game_totals.valid_bets + excluded.valid_bets,
       payouts = member_daily_game_totals.payouts + excluded.payouts,
       open_bet_count = member_daily_game_totals.open_bet_count - $6::int,
       open_bets = member_daily_game_totals.open_bets - $6::int * excluded.bets,
       open_valid_bets = member_daily_game_totals.open_valid_bets - $6::int * excluded.valid_bets`,
    [...params, bet.gameType],
  );
  // The member's rebate not yet claimed grows in the same transaction (rebate/accrual.ts).
  await accrueRebate(tx, bet.memberId, bet.gameType, bet.validBetCents);
}

/** Adds a bet placed and not settled yet to the member's open bets of the day it was placed (and of its game type), until it settles. */
export async function addOpenBet(tx: Queryable, bet: OpenBetTotals): Promise<void> {
  const params = [bet.memberId, bet.businessDay, centsText(bet.betCents), centsText(bet.validBetCents)];
  await tx.query(
    `insert into member_daily_totals (member_id, business_day, open_bet_count, open_bets, open_valid_bets)
     values ($1, $2, 1, $3::numeric, $4::numeric)
     on conflict (member_id, business_day) do update set
       open_bet_count = member_daily_totals.open_bet_count + 1,
       open_bets = member_daily_totals.open_bets + excluded.open_bets,
       open_valid_bets = member_daily_totals.open_valid_bets + excluded.open_valid_bets`,
    params,
  );
  await tx.query(
    `insert into member_daily_game_totals (member_id, business_day, game_type, open_bet_count, open_bets, open_valid_bets)
     values ($1, $2, $5, 1, $3::numeric, $4::numeric)
     on conflict (member_id, business_day, game_type) do update set
       open_bet_count = member_daily_game_totals.open_bet_count + 1,
       open_bets = member_daily_game_totals.open_bets + excluded.open_bets,
       open_valid_bets = member_daily_game_totals.open_valid_bets + excluded.open_valid_bets`,
    [...params, bet.gameType],
  );
}

/** Adds money (positive cents) to one of the member's daily totals for the business day of `at`. */
export async function addDailyMoney(tx: Queryable, memberId: number, column: DailyMoneyColumn, cents: number, at: Date): Promise<void> {
  // The column name comes from the closed DailyMoneyColumn union, never from input.
  await tx.query(
    `insert into member_daily_totals (member_id, business_day, ${column}) values ($1, $2, $3::numeric)
     on conflict (member_id, business_day) do update set ${column} = member_daily_totals.${column} + excluded.${column}`,
    [memberId, businessDayOf(at), centsText(cents)],
  );
}
