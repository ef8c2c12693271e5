import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups digits and keeps two decimals in each language', () => {
    expect(formatMoney(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatMoney(1234567.5, 'ms')).toBe('1,234,567.50');
    expect(formatMoney(1234567.5, 'zh')).toBe('1,234,567.50');
  });

  it('puts the currency symbol first, and a minus after it', () => {
    expect(formatMoney(0.1, 'en', 'P')).toBe('P 0.10');
    expect(formatMoney(-20, 'en', 'RM')).toBe('RM -20.00');
  });

  it('follows a locale whose decimal mark is a comma', () => {
    expect(formatMoney(1234.5, 'de')).toBe('1.234,50');
  });
});
