import { describe, expect, it } from 'vitest';
import {
  checkTypedDay,
  clampDay,
  clampRange,
  formatDay,
  isSameRange,
  isWithinBounds,
  parseDay,
  partBounds,
  presetDateRange,
  presetRange,
  type DatePreset,
} from './date-range';

const day = (text: string) => parseDay(text)!;
const asText = (range: { start: Date; end: Date } | undefined) => range && { start: formatDay(range.start), end: formatDay(range.end) };

describe('parseDay and formatDay', () => {
  it('reads yyyy-MM-dd as that local day and writes it back unchanged', () => {
    const date = day('2025-03-09');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2025, 2, 9, 0]);
    expect(formatDay(date)).toBe('2025-03-09');
    expect(formatDay(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it('refuses other shapes: other orders, separators, weeks, times', () => {
    for (const text of ['', '2025-3-9', '09-03-2025', '2025/03/09', '20250309', '2025-03', '2025-W10', '2025-03-09T10:00', ' 2025-03-09']) {
      expect(parseDay(text), text).toBeUndefined();
    }
  });

  it('refuses days that do not exist, and takes 29 February in a leap year', () => {
    expect(parseDay('2025-02-29')).toBeUndefined();
    expect(parseDay('2025-04-31')).toBeUndefined();
    expect(parseDay('2025-13-01')).toBeUndefined();
    expect(parseDay('2025-00-10')).toBeUndefined();
    expect(formatDay(day('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('presetRange', () => {
  const today = day('2025-06-15'); // a Sunday

  it.each<[DatePreset, string, string]>([
    ['today', '2025-06-15', '2025-06-15'],
    ['yesterday', '2025-06-14', '2025-06-14'],
    // Today counts: the last 7 days are today and the 6 before it, Monday to Sunday here.
    ['last7Days', '2025-06-09', '2025-06-15'],
    ['last30Days', '2025-05-17', '2025-06-15'],
    ['next7Days', '2025-06-15', '2025-06-21'],
    ['next30Days', '2025-06-15', '2025-07-14'],
  ])('%s runs from %s to %s', (preset, start, end) => {
    expect(asText(presetRange(preset, today))).toEqual({ start, end });
  });

  it('gives a page its first value as yyyy-MM-dd, from the local date when no today is given', () => {
    expect(presetDateRange('last7Days', '2025-06-15')).toEqual({ start: '2025-06-09', end: '2025-06-15' });
    expect(presetDateRange('today')).toEqual({ start: formatDay(new Date()), end: formatDay(new Date()) });
  });

  it('crosses month and year ends and leap days', () => {
    expect(asText(presetRange('last7Days', day('2025-01-03')))).toEqual({ start: '2024-12-28', end: '2025-01-03' });
    expect(asText(presetRange('next30Days', day('2024-02-15')))).toEqual({ start: '2024-02-15', end: '2024-03-15' });
    expect(asText(presetRange('yesterday', day('2024-03-01')))).toEqual({ start: '2024-02-29', end: '2024-02-29' });
  });
});

describe('clamping to the limits', () => {
  const bounds = { min: day('2025-06-01'), max: day('2025-06-30') };

  it('moves a day inside the limits and leaves one inside alone', () => {
    expect(formatDay(clampDay(day('2025-05-20'), bounds))).toBe('2025-06-01');
    expect(formatDay(clampDay(day('2025-07-02'), bounds))).toBe('2025-06-30');
    expect(formatDay(clampDay(day('2025-06-10'), bounds))).toBe('2025-06-10');
    expect(formatDay(clampDay(day('1999-01-01'), {}))).toBe('1999-01-01');
    expect(isWithinBounds(day('2025-06-01'), bounds)).toBe(true);
    expect(isWithinBounds(day('2025-06-30'), bounds)).toBe(true);
    expect(isWithinBounds(day('2025-07-01'), bounds)).toBe(false);
  });

  it('cuts a preset that runs over a limit and drops one wholly outside', () => {
    const today = day('2025-06-10');
    expect(asText(clampRange(presetRange('last30Days', today), bounds))).toEqual({ start: '2025-06-01', end: '2025-06-10' });
    expect(asText(clampRange(presetRange('next30Days', today), bounds))).toEqual({ start: '2025-06-10', end: '2025-06-30' });
    expect(clampRange(presetRange('yesterday', day('2025-06-01')), bounds)).toBeUndefined();
    expect(clampRange(presetRange('next7Days', day('2025-07-01')), bounds)).toBeUndefined();
  });

  it('keeps each end of a range on its side of the other', () => {
    const range = { start: day('2025-06-05'), end: day('2025-06-20') };
    const start = partBounds('start', range, bounds);
    expect([formatDay(start.min!), formatDay(start.max!)]).toEqual(['2025-06-01', '2025-06-20']);
    const end = partBounds('end', range, bounds);
    expect([formatDay(end.min!), formatDay(end.max!)]).toEqual(['2025-06-05', '2025-06-30']);
    const open = partBounds('end', range, {});
    expect([formatDay(open.min!), open.max]).toEqual(['2025-06-05', undefined]);
  });

  it('compares ranges by their days', () => {
    expect(isSameRange(presetRange('today', day('2025-06-10')), { start: day('2025-06-10'), end: new Date(2025, 5, 10, 12) })).toBe(true);
    expect(isSameRange(presetRange('today', day('2025-06-10')), presetRange('yesterday', day('2025-06-11')))).toBe(true);
    expect(isSameRange(presetRange('today', day('2025-06-10')), presetRange('last7Days', day('2025-06-10')))).toBe(false);
  });
});

describe('checkTypedDay', () => {
  const range = { start: day('2025-06-05'), end: day('2025-06-20') };
  const limits = { min: day('2025-06-01'), max: day('2025-06-30') };
  const problem = (text: string, part: 'start' | 'end') => checkTypedDay(text, part, range, limits).problem;

  it('names the first rule the text breaks', () => {
    expect(problem('5 June', 'start')).toBe('format');
    expect(problem('2025-06-31', 'end')).toBe('nonexistent');
    expect(problem('2025-05-31', 'start')).toBe('beforeMin');
    expect(problem('2025-07-01', 'end')).toBe('afterMax');
    expect(problem('2025-06-21', 'start')).toBe('afterEnd');
    expect(problem('2025-06-04', 'end')).toBe('beforeStart');
    // A day outside the limits is reported as such even when it is also past the other end.
    expect(problem('2025-07-01', 'start')).toBe('afterMax');
  });

  it('gives the day when every rule holds, the other end included', () => {
    expect(formatDay(checkTypedDay('2025-06-20', 'start', range, limits).date!)).toBe('2025-06-20');
    expect(formatDay(checkTypedDay('2025-06-05', 'end', range, limits).date!)).toBe('2025-06-05');
    expect(checkTypedDay('2025-06-01', 'start', range, {}).problem).toBeUndefined();
  });
});
