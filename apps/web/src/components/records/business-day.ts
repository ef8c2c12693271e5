import type { DateRange } from '@platform/ui';

/** The platform's business day runs on UTC+8 (the gateway's `business-day.ts`): reports count by it. */
const BUSINESS_DAY_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The gateway answers a report for at most this many days (the records contract). */
export const MAX_REPORT_DAYS = 92;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's business day as `yyyy-MM-dd`: what the date presets count from, wherever the device is. */
export function businessToday(now: number = Date.now()): string {
  return new Date(now + BUSINESS_DAY_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `yyyy-MM-dd` day as its UTC midnight in milliseconds, or NaN when it is not a real day. */
function dayNumber(day: string): number {
  if (!DAY_SHAPE.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-31 over into March: such a day is not real.
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

/** Whether `day` is a real `yyyy-MM-dd` day. */
export function isDay(day: string): boolean {
  return Number.isFinite(dayNumber(day));
}

/** How many days a range covers, both ends included (0 when it is not a range of real days). */
export function rangeDayCount({ start, end }: DateRange): number {
  const count = (dayNumber(end) - dayNumber(start)) / DAY_MS + 1;
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** Whether the gateway answers a report for this range: real days, in order, at most MAX_REPORT_DAYS. */
export function isReportRange(range: DateRange): boolean {
  const count = rangeDayCount(range);
  return count > 0 && count <= MAX_REPORT_DAYS;
}
