import { describe, expect, it } from 'vitest';
import { exclusionEnd } from './exclusion-end';
import { limitChangeEffect, remainingOf } from './limit-change';

describe('limitChangeEffect', () => {
  it('applies a first or lower limit at once, and makes a higher one or a removal wait', () => {
    expect(limitChangeEffect(null, 100)).toBe('atOnce');
    expect(limitChangeEffect(100, 99.99)).toBe('atOnce');
    expect(limitChangeEffect(100, 100.01)).toBe('waits');
    expect(limitChangeEffect(100, null)).toBe('waits');
  });

  it('changes nothing for the same amount, counted in cents', () => {
    expect(limitChangeEffect(0.3, 0.1 + 0.2)).toBe('unchanged');
    expect(limitChangeEffect(null, null)).toBe('unchanged');
  });
});

describe('remainingOf', () => {
  it('is what is left in cents, never below zero, and nothing without a limit', () => {
    expect(remainingOf(500, 120.1)).toBe(379.9);
    expect(remainingOf(50, 80)).toBe(0);
    expect(remainingOf(null, 80)).toBeNull();
  });
});

describe('exclusionEnd', () => {
  const start = Date.UTC(2026, 0, 31, 12);
  it('adds hours and days, calendar months and years, and nothing for a permanent one', () => {
    expect(exclusionEnd('HOURS_24', start)).toBe(start + 24 * 3_600_000);
    expect(exclusionEnd('DAYS_30', start)).toBe(start + 30 * 24 * 3_600_000);
    expect(new Date(exclusionEnd('YEAR_1', start)!).getUTCFullYear()).toBe(2027);
    expect(new Date(exclusionEnd('YEARS_5', start)!).getUTCFullYear()).toBe(2031);
    expect(exclusionEnd('MONTHS_6', start)!).toBeGreaterThan(Date.UTC(2026, 6, 30));
    expect(exclusionEnd('PERMANENT', start)).toBeNull();
  });
});
