import { describe, expect, it } from 'vitest';
import { dayAfterKey, monthWeeks, weekDays } from './month-grid';
import { formatDay, parseDay } from './date-range';

const day = (text: string) => parseDay(text)!;
const dates = (weeks: (Date | null)[][]) => weeks.map((week) => week.map((cell) => (cell ? cell.getDate() : null)));

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday, blank before the 1st and after the last day', () => {
    // June 2025 starts on a Sunday and ends on a Monday.
    expect(dates(monthWeeks(day('2025-06-18')))).toEqual([
      [null, null, null, null, null, null, 1],
      [2, 3, 4, 5, 6, 7, 8],
      [9, 10, 11, 12, 13, 14, 15],
      [16, 17, 18, 19, 20, 21, 22],
      [23, 24, 25, 26, 27, 28, 29],
      [30, null, null, null, null, null, null],
    ]);
  });

  it('fits a February that starts on Monday into four full weeks, and knows leap years', () => {
    expect(dates(monthWeeks(day('2021-02-01')))).toHaveLength(4);
    expect(dates(monthWeeks(day('2021-02-01'))).flat().at(-1)).toBe(28);
    expect(dates(monthWeeks(day('2024-02-10'))).flat().filter(Boolean).at(-1)).toBe(29);
  });
});

describe('weekDays', () => {
  it('gives Monday to Sunday', () => {
    expect(weekDays().map((date) => date.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('dayAfterKey', () => {
  const from = day('2025-01-31'); // a Friday
  const after = (key: string, shiftKey = false) => {
    const next = dayAfterKey(from, key, shiftKey);
    return next && formatDay(next);
  };

  it('moves by a day or a week with the arrows, across month and year ends', () => {
    expect(after('ArrowRight')).toBe('2025-02-01');
    expect(after('ArrowLeft')).toBe('2025-01-30');
    expect(after('ArrowDown')).toBe('2025-02-07');
    expect(after('ArrowUp')).toBe('2025-01-24');
    expect(formatDay(dayAfterKey(day('2025-01-01'), 'ArrowLeft', false)!)).toBe('2024-12-31');
  });

  it('goes to Monday with Home and Sunday with End', () => {
    expect(after('Home')).toBe('2025-01-27');
    expect(after('End')).toBe('2025-02-02');
  });

  it('moves a month with Page Up and Page Down, a year with Shift, to the last day of a shorter month', () => {
    expect(after('PageDown')).toBe('2025-02-28');
    expect(after('PageUp')).toBe('2024-12-31');
    expect(after('PageDown', true)).toBe('2026-01-31');
    expect(after('PageUp', true)).toBe('2024-01-31');
    expect(formatDay(dayAfterKey(day('2024-02-29'), 'PageDown', true)!)).toBe('2025-02-28');
  });

  it('does not move on other keys', () => {
    expect(after('Enter')).toBeUndefined();
    expect(after('a')).toBeUndefined();
  });
});
