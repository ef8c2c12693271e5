import { describe, expect, it } from 'vitest';
import {
  amountCents,
  brokenLimit,
  centsText,
  normaliseDigits,
  normalisedLength,
  pastedAmountText,
  toCents,
  typedAmountText,
} from './amount-text';

describe('normaliseDigits', () => {
  it('reads the digits of every script as ASCII digits', () => {
    expect(normaliseDigits('０１２３４５６７８９')).toBe('0123456789'); // full-width
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789'); // Arabic-Indic
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'); // Extended Arabic-Indic
    expect(normaliseDigits('०१२३४५६७८९')).toBe('0123456789'); // Devanagari
    expect(normaliseDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789'); // Thai
    expect(normaliseDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789'); // Myanmar
  });

  it('finds the value of a digit whose run touches other runs (mathematical digits, outside the BMP)', () => {
    // U+1D7CE to U+1D7FF: five runs of ten, bold, double-struck, sans-serif, sans bold, monospace.
    expect(normaliseDigits('\u{1D7CE}\u{1D7D7}')).toBe('09');
    expect(normaliseDigits('\u{1D7F6}\u{1D7FD}\u{1D7FF}')).toBe('079');
  });

  it('leaves everything that is not a decimal digit as it is', () => {
    expect(normaliseDigits('a½Ⅻ²,.')).toBe('a½Ⅻ²,.');
  });
});

describe('typedAmountText', () => {
  it('accepts digits and one decimal mark, writing both in ASCII', () => {
    expect(typedAmountText('1234.5')).toEqual({ text: '1234.5' });
    expect(typedAmountText('１２３．４５')).toEqual({ text: '123.45' });
    expect(typedAmountText('٣٫٥')).toEqual({ text: '3.5' });
    expect(typedAmountText('12。5')).toEqual({ text: '12.5' });
    expect(typedAmountText('')).toEqual({ text: '' });
    expect(typedAmountText('.')).toEqual({ text: '.' });
  });

  it('refuses a third decimal rather than rounding it', () => {
    expect(typedAmountText('1.234')).toEqual({ refusal: 'too-many-decimals' });
  });

  it('refuses letters, signs, group separators and a second decimal mark', () => {
    for (const text of ['12a', '-5', '+5', '1,000', '1.2.3', '1e5', ' 5']) {
      expect(typedAmountText(text)).toEqual({ refusal: 'not-a-number' });
    }
  });

  it('refuses more whole digits than a cent count can hold exactly', () => {
    expect(typedAmountText('9999999999999.99')).toEqual({ text: '9999999999999.99' });
    expect(typedAmountText('10000000000000')).toEqual({ refusal: 'too-long' });
  });
});

describe('normalisedLength', () => {
  it('places the caret after a digit that took two UTF-16 units', () => {
    const typed = '1\u{1D7D0}5';
    expect(normalisedLength(typed, 3)).toBe(2);
    expect(normalisedLength(typed, typed.length)).toBe(3);
  });
});

describe('pastedAmountText', () => {
  it('understands group separators where groups of three sit', () => {
    expect(pastedAmountText('1,234.50')).toEqual({ text: '1234.50' });
    expect(pastedAmountText('1,234,567')).toEqual({ text: '1234567' });
    expect(pastedAmountText('1 234.5')).toEqual({ text: '1234.5' });
    expect(pastedAmountText('１，２３４．５０')).toEqual({ text: '1234.50' });
    expect(pastedAmountText('١٬٢٣٤٫٥')).toEqual({ text: '1234.5' });
  });

  it('drops the currency symbol before the amount and spaces around it', () => {
    expect(pastedAmountText(' P 1,234.50 ', 'P')).toEqual({ text: '1234.50' });
    expect(pastedAmountText('RM1,000', 'RM')).toEqual({ text: '1000' });
  });

  it('refuses separators out of place, words and a third decimal', () => {
    expect(pastedAmountText('1,2')).toEqual({ refusal: 'not-a-number' });
    expect(pastedAmountText('12,34.5')).toEqual({ refusal: 'not-a-number' });
    expect(pastedAmountText('fifty')).toEqual({ refusal: 'not-a-number' });
    expect(pastedAmountText('$ 50', 'P')).toEqual({ refusal: 'not-a-number' });
    expect(pastedAmountText('1,234.567')).toEqual({ refusal: 'too-many-decimals' });
  });
});

describe('amountCents', () => {
  it('reads the text as a whole number of cents, exactly', () => {
    expect(amountCents('0.3')).toBe(30);
    expect(amountCents('0.1')).toBe(10);
    expect(amountCents('1234.5')).toBe(123450);
    expect(amountCents('1234.')).toBe(123400);
    expect(amountCents('.05')).toBe(5);
    expect(amountCents('007')).toBe(700);
    expect(amountCents('9999999999999.99')).toBe(999999999999999);
    expect(Number.isSafeInteger(amountCents('9999999999999.99'))).toBe(true);
  });

  it('has no amount for text without a digit', () => {
    expect(amountCents('')).toBeNull();
    expect(amountCents('.')).toBeNull();
  });

  it('gives the caller a number that prints as it was typed', () => {
    expect(amountCents('0.3')! / 100).toBe(0.3);
    expect(String(amountCents('1.1')! / 100 + 0)).toBe('1.1');
  });
});

describe('centsText', () => {
  it('writes whole amounts without decimals and others with two', () => {
    expect(centsText(5000)).toBe('50');
    expect(centsText(123450)).toBe('1234.50');
    expect(centsText(5)).toBe('0.05');
  });
});

describe('toCents', () => {
  it('reads the number as it is written, not as its binary approximation', () => {
    expect(toCents(0.29, 'down')).toBe(29);
    expect(toCents(1.005, 'up')).toBe(101);
    expect(toCents(1234.5, 'down')).toBe(123450);
  });

  it('rounds extra decimals down or up', () => {
    expect(toCents(1234.567, 'down')).toBe(123456);
    expect(toCents(1234.561, 'up')).toBe(123457);
    expect(toCents(50, 'up')).toBe(5000);
    expect(toCents(1e-7, 'down')).toBe(0);
    expect(toCents(1e-7, 'up')).toBe(1);
    expect(toCents(-10.555, 'down')).toBe(-1056);
  });
});

describe('brokenLimit', () => {
  const limits = { minCents: 5000, maxCents: 5000000, availableCents: 123450 };

  it('names the minimum under it, and nothing within the limits', () => {
    expect(brokenLimit(4999, limits)).toBe('min');
    expect(brokenLimit(5000, limits)).toBeNull();
    expect(brokenLimit(123450, limits)).toBeNull();
  });

  it('names the balance when it is the tighter of the two upper limits', () => {
    expect(brokenLimit(123451, limits)).toBe('available');
    expect(brokenLimit(6000000, limits)).toBe('available');
  });

  it('names the maximum when it is the tighter one, or the only one', () => {
    expect(brokenLimit(6000000, { ...limits, availableCents: 9000000 })).toBe('max');
    expect(brokenLimit(5000001, { maxCents: 5000000 })).toBe('max');
  });

  it('checks nothing without limits', () => {
    expect(brokenLimit(1, {})).toBeNull();
  });
});
