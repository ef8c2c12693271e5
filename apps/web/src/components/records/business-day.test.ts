import { describe, expect, it } from 'vitest';
import { businessToday, isDay, isReportRange, rangeDayCount } from './business-day';
import { signedMoneyText } from './signed-money';

describe('business days', () => {
  it('counts today in UTC+8, whatever the device says', () => {
    expect(businessToday(Date.UTC(2026, 2, 5, 15, 59))).toBe('2026-03-05');
    expect(businessToday(Date.UTC(2026, 2, 5, 16, 0))).toBe('2026-03-06');
  });

  it('knows real days and counts a range with both ends', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
    expect(rangeDayCount({ start: '2026-03-01', end: '2026-03-01' })).toBe(1);
    expect(rangeDayCount({ start: '2026-02-27', end: '2026-03-02' })).toBe(4);
    expect(rangeDayCount({ start: '2026-03-02', end: '2026-03-01' })).toBe(0);
  });

  it('answers a report for at most 92 days', () => {
    expect(isReportRange({ start: '2026-01-01', end: '2026-04-02' })).toBe(true);
    expect(isReportRange({ start: '2026-01-01', end: '2026-04-03' })).toBe(false);
    expect(isReportRange({ start: '2026-01-01', end: 'soon' })).toBe(false);
  });
});

describe('signedMoneyText', () => {
  it('writes the sign after the symbol, and none for nothing', () => {
    expect(signedMoneyText(1234.5, 'en', 'P')).toBe('P +1,234.50');
    expect(signedMoneyText(-3, 'en', 'P')).toBe('P -3.00');
    expect(signedMoneyText(0, 'en', 'P')).toBe('P 0.00');
    expect(signedMoneyText(-0.001, 'en', 'P')).toBe('P 0.00');
    expect(signedMoneyText(12, 'en')).toBe('+12.00');
  });
});
