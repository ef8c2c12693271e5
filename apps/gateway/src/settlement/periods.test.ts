import { describe, expect, it } from 'vitest';
import { endedPeriods, periodContaining } from './periods';

const at = (iso: string) => new Date(iso);
const span = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];

describe('periodContaining', () => {
  it('aligns real-time windows to 5 minutes and hours to the clock', () => {
    expect(span(periodContaining('REALTIME', null, at('2026-11-21T08:07:59.999Z')))).toEqual(['2026-11-21T08:05:00.000Z', '2026-11-21T08:10:00.000Z']);
    expect(span(periodContaining('REALTIME', null, at('2026-11-21T08:10:00.000Z')))).toEqual(['2026-11-21T08:10:00.000Z', '2026-11-21T08:15:00.000Z']);
    expect(span(periodContaining('HOURLY', null, at('2026-11-21T08:59:00Z')))).toEqual(['2026-11-21T08:00:00.000Z', '2026-11-21T09:00:00.000Z']);
  });

  it('counts days in business time (UTC+8): a day starts at 16:00 UTC the day before', () => {
    expect(span(periodContaining('DAILY', null, at('2026-11-21T15:59:00Z')))).toEqual(['2026-11-20T16:00:00.000Z', '2026-11-21T16:00:00.000Z']);
    expect(span(periodContaining('DAILY', null, at('2026-11-21T16:00:00Z')))).toEqual(['2026-11-21T16:00:00.000Z', '2026-11-22T16:00:00.000Z']);
  });

  it('gives dividends weeks from Monday, half months and months', () => {
    // 2026-11-21 is a Saturday; 2026-11-23 a Monday (in business time).
    expect(span(periodContaining('DIVIDEND', 'WEEKLY', at('2026-11-21T08:00:00Z')))).toEqual(['2026-11-15T16:00:00.000Z', '2026-11-22T16:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND', 'WEEKLY', at('2026-11-22T16:00:00Z')))).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND', 'SEMIMONTHLY', at('2026-11-15T15:59:00Z')))).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-15T16:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND', 'SEMIMONTHLY', at('2027-02-20T00:00:00Z')))).toEqual(['2027-02-15T16:00:00.000Z', '2027-02-28T16:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND', 'MONTHLY', at('2026-12-31T17:00:00Z')))).toEqual(['2026-12-31T16:00:00.000Z', '2027-01-31T16:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND', 'DAILY', at('2026-11-21T08:00:00Z')))).toEqual(['2026-11-20T16:00:00.000Z', '2026-11-21T16:00:00.000Z']);
  });
});

describe('endedPeriods', () => {
  it('settles bet-based kinds from the acceptance to the termination, exactly', () => {
    const contract = { kind: 'HOURLY' as const, period: null, acceptedAt: at('2026-11-21T08:20:00Z'), terminatedAt: at('2026-11-21T10:30:00Z') };
    const early = endedPeriods(contract, null, at('2026-11-21T09:59:59Z'), 100);
    expect(early.periods.map(span)).toEqual([['2026-11-21T08:20:00.000Z', '2026-11-21T09:00:00.000Z']]);
    expect(early.finished).toBe(false);
    const later = endedPeriods(contract, early.periods[0]!.end, at('2026-11-22T00:00:00Z'), 100);
    expect(later.periods.map(span)).toEqual([
      ['2026-11-21T09:00:00.000Z', '2026-11-21T10:00:00.000Z'],
      ['2026-11-21T10:00:00.000Z', '2026-11-21T10:30:00.000Z'],
    ]);
    expect(later.finished).toBe(true);
  });

  it('counts the day of the acceptance and not the day of the termination for day-based kinds', () => {
    const contract = { kind: 'DIVIDEND' as const, period: 'WEEKLY' as const, acceptedAt: at('2026-11-21T09:00:00Z'), terminatedAt: at('2026-12-02T03:00:00Z') };
    const { periods, finished } = endedPeriods(contract, null, at('2026-12-31T00:00:00Z'), 100);
    expect(periods.map(span)).toEqual([
      ['2026-11-20T16:00:00.000Z', '2026-11-22T16:00:00.000Z'],
      ['2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z'],
      // Terminated on Wednesday 2 December (business time): Monday and Tuesday count.
      ['2026-11-29T16:00:00.000Z', '2026-12-01T16:00:00.000Z'],
    ]);
    expect(finished).toBe(true);
  });

  it('enqueues nothing before a period ends, and at most the limit', () => {
    const contract = { kind: 'REALTIME' as const, period: null, acceptedAt: at('2026-11-21T08:00:00Z'), terminatedAt: null };
    expect(endedPeriods(contract, null, at('2026-11-21T08:04:59Z'), 100)).toEqual({ periods: [], finished: false });
    const capped = endedPeriods(contract, null, at('2026-11-22T08:00:00Z'), 10);
    expect(capped.periods).toHaveLength(10);
    expect(capped.periods[9]!.end.toISOString()).toBe('2026-11-21T08:50:00.000Z');
  });
});
