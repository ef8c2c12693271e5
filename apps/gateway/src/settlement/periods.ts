import type { ContractPeriod } from '@platform/api/contract';
import type { ContractKind } from '../agent/contract-kinds';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../shared/business-day';

/** A stretch of time, start included, end excluded. */
export interface Period {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
/** Real-time salary is settled for windows of five minutes, aligned to the clock (:00, :05, …). */
export const REALTIME_WINDOW_MS = 5 * MINUTE_MS;
export const HOUR_MS = 60 * MINUTE_MS;

/** The kinds whose figures are whole business days of the daily totals (the others read bets by settled time). */
export function isDayBased(kind: ContractKind): boolean {
  return kind === 'DAILY' || kind === 'DIVIDEND';
}

function aligned(moment: Date, lengthMs: number): Period {
  const start = Math.floor(moment.getTime() / lengthMs) * lengthMs;
  return { start: new Date(start), end: new Date(start + lengthMs) };
}

/** yyyy-MM-dd plus `days` (calendar arithmetic on the date alone). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month after the month of a yyyy-MM-dd day. */
function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
}

/** The business days (UTC+8) [first, last) of a dividend period containing `day`. */
function dividendDays(period: ContractPeriod, day: string): [string, string] {
  switch (period) {
    case 'DAILY':
      return [day, addDays(day, 1)];
    case 'WEEKLY': {
      // Weeks start on Monday: getUTCDay is 0 on Sunday.
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const monday = addDays(day, -((weekday + 6) % 7));
      return [monday, addDays(monday, 7)];
    }
    case 'SEMIMONTHLY': {
      const monthStart = `${day.slice(0, 8)}01`;
      const sixteenth = `${day.slice(0, 8)}16`;
      return day < sixteenth ? [monthStart, sixteenth] : [sixteenth, firstOfNextMonth(day)];
    }
    case 'MONTHLY':
      return [`${day.slice(0, 8)}01`, firstOfNextMonth(day)];
  }
}

/**
 * The whole period of a kind that contains `moment`: real-time salary's 5-minute window, hourly
 * salary's hour, daily wages' business day, or a dividend contract's period (daily, weekly from
 * Monday, semimonthly 1st–15th and 16th–end, monthly) in business days.
 */
export function periodContaining(kind: ContractKind, period: ContractPeriod | null, moment: Date): Period {
  if (kind === 'REALTIME') return aligned(moment, REALTIME_WINDOW_MS);
  if (kind === 'HOURLY') return aligned(moment, HOUR_MS);
  const [first, next] = dividendDays(kind === 'DIVIDEND' ? (period ?? 'DAILY') : 'DAILY', businessDayOf(moment));
  return { start: startOfBusinessDay(first, 'day'), end: startOfBusinessDay(next, 'day') };
}

/** What the engine needs of a contract to know its periods. */
export interface ContractTimes {
  kind: ContractKind;
  period: ContractPeriod | null;
  acceptedAt: Date;
  terminatedAt: Date | null;
}

/**
 * The time a contract is settled for. Bet-based kinds (real-time, hourly) settle exactly the time
 * it ran, from acceptance to termination. Day-based kinds (daily wages, dividends) read whole
 * business days, and a day counts when the contract was running at its close: the day of the
 * acceptance counts (all of it), the day of the termination does not.
 */
export function settledSpan(contract: ContractTimes): { from: Date; until: Date | null } {
  if (!isDayBased(contract.kind)) return { from: contract.acceptedAt, until: contract.terminatedAt };
  const dayStart = (moment: Date) => startOfBusinessDay(businessDayOf(moment), 'day');
  return { from: dayStart(contract.acceptedAt), until: contract.terminatedAt ? dayStart(contract.terminatedAt) : null };
}

/**
 * The periods of a contract that have ended by `now`, after `lastEnd` (the end of the last one
 * already enqueued; null for none): the first starts at the contract's start and the last stops
 * at its termination, every other is a whole period. At most `limit`. `finished` says a
 * terminated contract has no period left after these. The same inputs give the same periods in
 * every process, so their starts are the keys that make each period settle once.
 */
export function endedPeriods(contract: ContractTimes, lastEnd: Date | null, now: Date, limit: number): { periods: Period[]; finished: boolean } {
  const span = settledSpan(contract);
  const periods: Period[] = [];
  let cursor = lastEnd ?? span.from;
  while (periods.length < limit) {
    if (span.until !== null && cursor.getTime() >= span.until.getTime()) break;
    const whole = periodContaining(contract.kind, contract.period, cursor);
    const end = span.until !== null && span.until.getTime() < whole.end.getTime() ? span.until : whole.end;
    if (end.getTime() > now.getTime()) break;
    periods.push({ start: cursor, end });
    cursor = end;
  }
  return { periods, finished: span.until !== null && cursor.getTime() >= span.until.getTime() };
}

/** The business days [first, next) of a day-based period, for the daily totals. */
export function businessDays(period: Period): { first: string; next: string } {
  return { first: businessDayOf(period.start), next: businessDayOf(period.end) };
}
