import { describe, expect, it } from 'vitest';
import { formatNoticeTime, parseNoticeTime } from './notice-time';

// Dates are built from local components, so the expectations hold in every time zone.
describe('formatNoticeTime', () => {
  it('writes yyyy-MM-dd HH:mm:ss with zero padding', () => {
    expect(formatNoticeTime(new Date(2026, 10, 21, 9, 5, 7))).toBe('2026-11-21 09:05:07');
    expect(formatNoticeTime(new Date(2026, 0, 2, 0, 0, 0))).toBe('2026-01-02 00:00:00');
  });

  it('uses the 24-hour clock', () => {
    expect(formatNoticeTime(new Date(2026, 5, 30, 15, 30, 0))).toBe('2026-06-30 15:30:00');
    expect(formatNoticeTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59');
  });
});

describe('parseNoticeTime', () => {
  it('reads epoch milliseconds, as a number or a string of digits', () => {
    const local = new Date(2026, 10, 21, 9, 30, 15);
    expect(parseNoticeTime(local.getTime())?.getTime()).toBe(local.getTime());
    expect(parseNoticeTime(String(local.getTime()))?.getTime()).toBe(local.getTime());
  });

  it('reads ISO strings with a zone as that instant', () => {
    expect(parseNoticeTime('2026-11-21T09:30:15.000Z')?.getTime()).toBe(Date.UTC(2026, 10, 21, 9, 30, 15));
    expect(parseNoticeTime('2026-11-21T17:30:15+08:00')?.getTime()).toBe(Date.UTC(2026, 10, 21, 9, 30, 15));
  });

  it('reads a zoneless date and time as local time', () => {
    expect(parseNoticeTime('2026-11-21 09:30:15')?.getTime()).toBe(new Date(2026, 10, 21, 9, 30, 15).getTime());
    expect(parseNoticeTime('2026-11-21T09:30')?.getTime()).toBe(new Date(2026, 10, 21, 9, 30, 0).getTime());
    expect(parseNoticeTime('2026-11-21')?.getTime()).toBe(new Date(2026, 10, 21).getTime());
  });

  it('gives undefined for missing or unreadable values instead of an Invalid Date', () => {
    expect(parseNoticeTime(undefined)).toBeUndefined();
    expect(parseNoticeTime(null)).toBeUndefined();
    expect(parseNoticeTime('')).toBeUndefined();
    expect(parseNoticeTime('yesterday')).toBeUndefined();
    expect(parseNoticeTime('2026-02-31 10:00:00')).toBeUndefined();
    expect(parseNoticeTime(Number.NaN)).toBeUndefined();
    expect(parseNoticeTime(new Date('nope'))).toBeUndefined();
  });

  it('round-trips with the formatter', () => {
    expect(formatNoticeTime(parseNoticeTime('2026-03-04 05:06:07')!)).toBe('2026-03-04 05:06:07');
  });
});
