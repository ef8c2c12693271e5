import { HISTORY_WINDOWS } from '@platform/api/contract';
import type { HistoryFigures, HistoryWindow, ProtectionHistory, SessionSummary } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { DAY_MS } from '../shared/business-day';
import { centsToMoney } from '../shared/money';
import { MAIN_WALLET } from '../wallet/ledger';
import { addMonths } from './limit-rules';
import { loadProtectionPreferences } from './preferences';

/*
 * The protection page's history figures and the reality check's session summary. Every sum is
 * one range of an index on (member_id, time): the ledger's DEPOSIT entries, the withdrawals
 * requested, the bets by when they were placed.
 */

/** Where each history window starts. */
function historyStart(window: HistoryWindow, now: Date): Date {
  switch (window) {
    case 'HOURS_24':
      return new Date(now.getTime() - DAY_MS);
    case 'DAYS_7':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'DAYS_30':
      return new Date(now.getTime() - 30 * DAY_MS);
    case 'MONTHS_6':
      return addMonths(now, -6);
  }
}

/** The four windows' sums of one part, in cents ($2: the clock; $3..$6: the windows' starts, oldest last). */
const WINDOW_SUMS = (column: string, time: string) =>
  HISTORY_WINDOWS.map((_, index) => `coalesce(round(sum(${column}) filter (where ${time} > $${index + 3}) * 100), 0)::float8 as w${index}`).join(', ');

type WindowRow = Partial<Record<`w${number}`, number>>;

/** Deposits credited, withdrawals requested and not rejected, stakes and payouts of settled bets, over the last 24 hours, 7 days, 30 days and 6 months. */
export async function loadProtectionHistory(db: Queryable, memberId: number, now: Date): Promise<ProtectionHistory> {
  const starts = HISTORY_WINDOWS.map((window) => historyStart(window, now));
  const params = [memberId, now, ...starts];
  const deposits = await db.query<WindowRow>(
    `select ${WINDOW_SUMS('amount', 'created_at')} from ledger_entry
      where member_id = $1 and type = 'DEPOSIT' and wallet_code = '${MAIN_WALLET}' and amount > 0 and created_at > $${params.length} and created_at <= $2`,
    params,
  );
  const withdrawals = await db.query<WindowRow>(
    `select ${WINDOW_SUMS('amount', 'requested_at')} from withdrawal
      where member_id = $1 and status <> 'REJECTED' and requested_at > $${params.length} and requested_at <= $2`,
    params,
  );
  const stakes = await db.query<WindowRow>(
    `select ${WINDOW_SUMS('bet_amount', 'bet_at')} from bet where member_id = $1 and settled_at is not null and bet_at > $${params.length} and bet_at <= $2`,
    params,
  );
  const payouts = await db.query<WindowRow>(
    `select ${WINDOW_SUMS('payout', 'bet_at')} from bet where member_id = $1 and settled_at is not null and bet_at > $${params.length} and bet_at <= $2`,
    params,
  );
  const windows: HistoryFigures[] = HISTORY_WINDOWS.map((window, index) => {
    const key = `w${index}` as const;
    const of = (sums: { rows: WindowRow[] }) => sums.rows[0]?.[key] ?? 0;
    const cents = { deposits: of(deposits), withdrawals: of(withdrawals), stakes: of(stakes), payouts: of(payouts) };
    return {
      window,
      deposits: centsToMoney(cents.deposits),
      withdrawals: centsToMoney(cents.withdrawals),
      netDeposits: centsToMoney(cents.deposits - cents.withdrawals),
      stakes: centsToMoney(cents.stakes),
      payouts: centsToMoney(cents.payouts),
      netResult: centsToMoney(cents.payouts - cents.stakes),
    };
  });
  return { windows };
}

/**
 * The session as the reality check shows it: when it was opened, and the stakes and payouts of
 * the bets placed since then and settled (an open lottery ticket counts once its draw settles it).
 */
export async function loadSessionSummary(db: Queryable, memberId: number, tokenHash: string, now: Date): Promise<SessionSummary> {
  const session = await db.query<{ created_at: Date }>('select created_at from session where token_hash = $1 and member_id = $2', [tokenHash, memberId]);
  const startedAt = session.rows[0]?.created_at ?? now;
  const bets = await db.query<{ stakes: number; payouts: number }>(
    `select coalesce(round(sum(bet_amount) * 100), 0)::float8 as stakes, coalesce(round(sum(payout) * 100), 0)::float8 as payouts
       from bet where member_id = $1 and bet_at >= $2 and bet_at <= $3 and settled_at is not null`,
    [memberId, startedAt, now],
  );
  const { stakes, payouts } = bets.rows[0]!;
  const { realityCheckMinutes } = await loadProtectionPreferences(db, memberId);
  return {
    startedAt: startedAt.getTime(),
    realityCheckMinutes,
    stakes: centsToMoney(stakes),
    payouts: centsToMoney(payouts),
    netResult: centsToMoney(payouts - stakes),
  };
}
