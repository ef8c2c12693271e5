import { DAY_MS } from '../shared/business-day';

/**
 * The rules of a player's own limits (issue 22; UKGC RTS 12, MGA Player Protection Directive),
 * apart from where they are stored or enforced: how a change applies, and whether an amount
 * about to move would break a limit, which one, and from when it would not.
 */

/** What a limit caps, over a rolling window: money deposited, net money lost, money staked. */
export type LimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER';

/** The rolling window of a limit: the last 24 hours, 7 days, or calendar month. */
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** An increase or a removal waits this long before the player may confirm it. */
export const COOLING_OFF_MS = DAY_MS;

/** A limit as kept: its amount (none: no limit) and any change still cooling off. */
export interface PlayerLimit {
  kind: LimitKind;
  period: LimitPeriod;
  cents: number | null;
  pending: PendingChange | null;
}

/** An increase (or a removal, `cents` null) that applies only once confirmed after `confirmableFrom`. */
export interface PendingChange {
  cents: number | null;
  confirmableFrom: Date;
}

/** The same moment `months` calendar months away (UTC), on the month's last day when it has no such day. */
export function addMonths(moment: Date, months: number): Date {
  const target = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const dayStart = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(moment.getUTCDate(), lastDay));
  return new Date(dayStart + (moment.getTime() - Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate())));
}

/** Where the window of a period that ends at `now` starts. */
export function windowStart(period: LimitPeriod, now: Date): Date {
  if (period === 'DAY') return new Date(now.getTime() - DAY_MS);
  if (period === 'WEEK') return new Date(now.getTime() - 7 * DAY_MS);
  return addMonths(now, -1);
}

/** When something that happened at `at` leaves the window: the first moment whose window starts at or after it. */
function leavesWindow(period: LimitPeriod, at: Date): Date {
  if (period !== 'MONTH') return new Date(at.getTime() + (period === 'DAY' ? DAY_MS : 7 * DAY_MS));
  const monthLater = addMonths(at, 1);
  if (monthLater.getUTCDate() === at.getUTCDate()) return monthLater;
  // The 29th to 31st of a month whose next month is shorter: windows start past them only from the month after.
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 2, 1));
}

/**
 * A requested change (`cents` null: remove the limit). A lower limit, or a first one, applies at
 * once and drops any pending increase; a higher one, or a removal, waits COOLING_OFF_MS and
 * then the player's confirmation (confirmChange), while the current limit holds.
 */
export function requestChange(limit: PlayerLimit, cents: number | null, now: Date): PlayerLimit {
  const stricter = cents !== null && (limit.cents === null || cents < limit.cents);
  if (stricter) return { ...limit, cents, pending: null };
  if (cents === limit.cents) return { ...limit, pending: null };
  return { ...limit, pending: { cents, confirmableFrom: new Date(now.getTime() + COOLING_OFF_MS) } };
}

/** Why a pending change cannot be confirmed: there is none, or it is still cooling off. */
export type ConfirmRefusal = { reason: 'NOTHING_PENDING' } | { reason: 'COOLING_OFF'; confirmableFrom: Date };

/** Applies the pending change once its cooling-off is over. */
export function confirmChange(limit: PlayerLimit, now: Date): PlayerLimit | ConfirmRefusal {
  if (!limit.pending) return { reason: 'NOTHING_PENDING' };
  if (now < limit.pending.confirmableFrom) return { reason: 'COOLING_OFF', confirmableFrom: limit.pending.confirmableFrom };
  return { ...limit, cents: limit.pending.cents, pending: null };
}

/** Drops the pending change, the current limit staying; null when there is none to drop. */
export function cancelChange(limit: PlayerLimit): PlayerLimit | null {
  return limit.pending === null ? null : { ...limit, pending: null };
}

/** A movement counted by a limit: when, and how much it adds (a win counts against a loss, negative). */
export interface Counted {
  at: Date;
  cents: number;
}

/** The limit an amount would break, and from when it would not (null: never, the amount alone is over it). */
export interface Breach {
  kind: LimitKind;
  period: LimitPeriod;
  limitCents: number;
  usedCents: number;
  allowedFrom: Date | null;
}

/**
 * Whether adding `cents` now keeps within the limit, given what the limit counts over its
 * window (`counted`, any order; older entries are ignored): null when it does, else the breach
 * with the first moment at which enough of the window has rolled off for the amount to fit.
 */
export function checkLimit(limit: PlayerLimit, counted: readonly Counted[], cents: number, now: Date): Breach | null {
  if (limit.cents === null) return null;
  const start = windowStart(limit.period, now);
  const inWindow = counted.filter((entry) => entry.at > start && entry.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  const used = inWindow.reduce((sum, entry) => sum + entry.cents, 0);
  if (used + cents <= limit.cents) return null;
  const breach = { kind: limit.kind, period: limit.period, limitCents: limit.cents, usedCents: used };
  if (cents > limit.cents) return { ...breach, allowedFrom: null };
  // Roll the window forward entry by entry: once the oldest entries have left it, does the amount fit?
  let remaining = used;
  for (const entry of inWindow) {
    remaining -= entry.cents;
    if (remaining + cents <= limit.cents) return { ...breach, allowedFrom: leavesWindow(limit.period, entry.at) };
  }
  return { ...breach, allowedFrom: null };
}

/**
 * Every limit an amount would break, the one that lasts longest first: the lowest limit wins,
 * and the player can act only once every limit allows it (a breach that never ends first).
 */
export function checkLimits(limits: readonly PlayerLimit[], countedByKind: (kind: LimitKind) => readonly Counted[], kinds: readonly LimitKind[], cents: number, now: Date): Breach[] {
  const breaches = limits
    .filter((limit) => kinds.includes(limit.kind))
    .map((limit) => checkLimit(limit, countedByKind(limit.kind), cents, now))
    .filter((breach): breach is Breach => breach !== null);
  const lasts = (breach: Breach) => (breach.allowedFrom === null ? Number.POSITIVE_INFINITY : breach.allowedFrom.getTime());
  return breaches.sort((a, b) => lasts(b) - lasts(a));
}
