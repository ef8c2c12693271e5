import { describe, expect, it } from 'vitest';
import { formatCellValue } from './format-cell';

const LOCALES = ['ms', 'en', 'zh'];

describe('formatCellValue', () => {
  it('writes money with two decimals in the locale, after the currency symbol', () => {
    for (const locale of LOCALES) {
      const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
      expect(formatCellValue(1234.5, 'money', locale, 'P')).toBe(`P ${digits}`);
      expect(formatCellValue('1234.5', 'money', locale)).toBe(digits);
    }
    expect(formatCellValue(-20, 'money', 'en', 'RM')).toBe('RM -20.00');
  });

  it('writes numbers with the locale’s grouping', () => {
    expect(formatCellValue(1234567, 'number', 'en')).toBe(new Intl.NumberFormat('en').format(1234567));
    expect(formatCellValue('42', 'number', 'zh')).toBe('42');
  });

  it('reads a yyyy-MM-dd day as that day wherever the player is', () => {
    for (const locale of LOCALES) {
      const expected = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(2026, 4, 1));
      expect(formatCellValue('2026-05-01', 'date', locale)).toBe(expected);
    }
  });

  it('writes ISO times as the locale’s date and time', () => {
    const iso = '2026-05-01T13:05:00Z';
    for (const locale of LOCALES) {
      const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
      expect(formatCellValue(iso, 'datetime', locale)).toBe(format.format(new Date(iso)));
    }
  });

  it('leaves missing values empty and shows unreadable ones as they came', () => {
    expect(formatCellValue(null, 'money', 'en')).toBe('');
    expect(formatCellValue(undefined, 'date', 'en')).toBe('');
    expect(formatCellValue('', 'text', 'en')).toBe('');
    expect(formatCellValue('n/a', 'money', 'en')).toBe('n/a');
    expect(formatCellValue('soon', 'date', 'en')).toBe('soon');
    expect(formatCellValue(true, 'number', 'en')).toBe('true');
  });

  it('writes text as it is', () => {
    expect(formatCellValue('Mega Moolah', 'text', 'zh')).toBe('Mega Moolah');
    expect(formatCellValue(7, 'text', 'en')).toBe('7');
  });
});
