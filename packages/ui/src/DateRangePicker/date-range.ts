import { addDays, formatISO, isAfter, isBefore, isExists, isSameDay, subDays } from 'date-fns';

/** A range of whole days, both ends included, as `yyyy-MM-dd` strings. */
export interface DateRange {
  start: string;
  end: string;
}

/** The one format dates are typed, shown and reported in. */
export const DATE_FORMAT = 'yyyy-MM-dd';

/** The earliest and latest day that may be chosen; either may be open. */
export interface DayBounds {
  min?: Date | undefined;
  max?: Date | undefined;
}

/** A day as `yyyy-MM-dd`. */
export function formatDay(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `yyyy-MM-dd` string as that day's local midnight, or undefined when it is not one (a wrong
 * shape, or a day that does not exist such as 2025-02-29).
 *
 * date-fns' `isExists` checks the day rather than `parse`, which brings every format token's
 * parser and the en-US locale (7.5 KB gzipped, three quarters of the picker's budget).
 */
export function parseDay(text: string): Date | undefined {
  const parts = DAY_SHAPE.exec(text);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  return isExists(year, month, day) ? new Date(year, month, day) : undefined;
}

/** `date` itself when it lies inside `bounds`, else the nearer limit. */
export function clampDay(date: Date, { min, max }: DayBounds): Date {
  if (min && isBefore(date, min)) return min;
  if (max && isAfter(date, max)) return max;
  return date;
}

/** Whether `date` lies inside `bounds` (their ends included). */
export function isWithinBounds(date: Date, bounds: DayBounds): boolean {
  return clampDay(date, bounds) === date;
}

export type RangePart = 'start' | 'end';

/**
 * The days one end of `range` may take: inside the picker's limits, and not past the other end
 * (the start on or before the end, the end on or after the start).
 */
export function partBounds(part: RangePart, range: { start: Date; end: Date }, limits: DayBounds): DayBounds {
  if (part === 'start') return { min: limits.min, max: clampDay(range.end, { max: limits.max }) };
  return { min: clampDay(range.start, { min: limits.min }), max: limits.max };
}

/** Why a typed day was refused: the first rule it broke. */
export type DayProblem = 'format' | 'nonexistent' | 'beforeMin' | 'afterMax' | 'afterEnd' | 'beforeStart';

/**
 * Checks the text typed for one end of `range`: its shape, that the day exists, the picker's
 * limits, then the other end. Gives the day, or the first rule it broke.
 */
export function checkTypedDay(
  text: string,
  part: RangePart,
  range: { start: Date; end: Date },
  limits: DayBounds,
): { date: Date; problem?: undefined } | { date?: undefined; problem: DayProblem } {
  if (!DAY_SHAPE.test(text)) return { problem: 'format' };
  const date = parseDay(text);
  if (!date) return { problem: 'nonexistent' };
  if (limits.min && isBefore(date, limits.min)) return { problem: 'beforeMin' };
  if (limits.max && isAfter(date, limits.max)) return { problem: 'afterMax' };
  if (part === 'start' && isAfter(date, range.end)) return { problem: 'afterEnd' };
  if (part === 'end' && isBefore(date, range.start)) return { problem: 'beforeStart' };
  return { date };
}

/** The quick ranges of the spec (section 9: next and last 7 and 30 days) and the days around today. */
export type DatePreset = 'today' | 'yesterday' | 'last7Days' | 'last30Days' | 'next7Days' | 'next30Days';

/** What a page of records shows unless it asks for others. */
export const DEFAULT_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7Days', 'last30Days'];

/**
 * The days a preset covers, relative to `today`. "Last N days" is today and the N - 1 days
 * before it (so "last 7 days" on a Sunday runs from Monday to Sunday), and "next N days" today
 * and the N - 1 days after: today always counts, as it does in most report filters.
 */
export function presetRange(preset: DatePreset, today: Date): { start: Date; end: Date } {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: subDays(today, 1), end: subDays(today, 1) };
    case 'last7Days':
      return { start: subDays(today, 6), end: today };
    case 'last30Days':
      return { start: subDays(today, 29), end: today };
    case 'next7Days':
      return { start: today, end: addDays(today, 6) };
    case 'next30Days':
      return { start: today, end: addDays(today, 29) };
  }
}

/**
 * The days a preset covers as a picker's value, counted from `today` (`yyyy-MM-dd`, the local
 * date when omitted): the first value of a page that shows the last 7 days, before any choice.
 */
export function presetDateRange(preset: DatePreset, today?: string): DateRange {
  const { start, end } = presetRange(preset, parseDay(today ?? '') ?? new Date());
  return { start: formatDay(start), end: formatDay(end) };
}

/**
 * A range cut to `bounds`, or undefined when none of it lies inside them (a preset that then
 * cannot be chosen).
 */
export function clampRange(range: { start: Date; end: Date }, bounds: DayBounds): { start: Date; end: Date } | undefined {
  if ((bounds.min && isBefore(range.end, bounds.min)) || (bounds.max && isAfter(range.start, bounds.max))) return undefined;
  return { start: clampDay(range.start, bounds), end: clampDay(range.end, bounds) };
}

/** Whether two ranges cover the same days. */
export function isSameRange(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return isSameDay(a.start, b.start) && isSameDay(a.end, b.end);
}
