import { describe, expect, it } from 'vitest';
import { amountParts, jackpotAfterTicks, jackpotFormat, jackpotStartValue, JACKPOT_BASE, JACKPOT_EPOCH, JACKPOT_ROUND_MS } from './jackpot';

describe('jackpotStartValue', () => {
  it('starts a round at the base', () => {
    expect(jackpotStartValue(JACKPOT_EPOCH)).toBe(JACKPOT_BASE);
    expect(jackpotStartValue(JACKPOT_EPOCH + 10 * JACKPOT_ROUND_MS)).toBe(JACKPOT_BASE);
  });

  it('grows by 165.11 for every whole 3 seconds into the round', () => {
    expect(jackpotStartValue(JACKPOT_EPOCH + 2_999)).toBe(1_000_000);
    expect(jackpotStartValue(JACKPOT_EPOCH + 3_000)).toBe(1_000_165.11);
    expect(jackpotStartValue(JACKPOT_EPOCH + 60_000)).toBe(1_003_302.2);
    // One hour: 1200 ticks.
    expect(jackpotStartValue(JACKPOT_EPOCH + 3_600_000)).toBe(1_198_132);
  });

  it('gives every visitor the same number at the same moment, and a larger one later', () => {
    const now = Date.UTC(2026, 10, 24, 13, 45, 7);
    expect(jackpotStartValue(now)).toBe(jackpotStartValue(now));
    expect(jackpotStartValue(now + 3_000)).toBeCloseTo(jackpotStartValue(now) + 165.11, 2);
  });

  it('stays within one round: from the base up to a week of growth, then starts again', () => {
    const lastMoment = JACKPOT_EPOCH + 5 * JACKPOT_ROUND_MS - 1;
    expect(jackpotStartValue(lastMoment)).toBe(34_286_010.89);
    expect(jackpotStartValue(lastMoment + 1)).toBe(JACKPOT_BASE);
    expect(jackpotStartValue(Date.UTC(2026, 0, 1))).toBeLessThan(35_000_000);
  });

  it('keeps a time before the epoch inside a round', () => {
    expect(jackpotStartValue(JACKPOT_EPOCH - 3_000)).toBeGreaterThan(JACKPOT_BASE);
    expect(jackpotStartValue(JACKPOT_EPOCH - JACKPOT_ROUND_MS)).toBe(JACKPOT_BASE);
  });

  it('takes its own base, step, interval and round length', () => {
    expect(jackpotStartValue(10_000, { base: 50, step: 1, intervalMs: 1_000, roundMs: 60_000, epoch: 0 })).toBe(60);
  });
});

describe('jackpotAfterTicks', () => {
  it('adds whole cents so that many ticks do not drift', () => {
    expect(jackpotAfterTicks(0.1, 1, 0.2)).toBe(0.3);
    expect(jackpotAfterTicks(1_000_000, 10_000)).toBe(2_651_100);
    expect(jackpotAfterTicks(1_234_567.89, 3)).toBe(1_235_063.22);
  });
});

describe('amountParts', () => {
  it('splits the amount into single digits and the locale separators, with two decimals', () => {
    const parts = amountParts(1234567.8, jackpotFormat('en'));
    expect(parts.map((part) => part.value).join('')).toBe('1,234,567.80');
    expect(parts.filter((part) => part.type === 'digit').map((part) => part.value)).toEqual('123456780'.split(''));
    expect(parts.filter((part) => part.type === 'separator').map((part) => part.value)).toEqual([',', ',', '.']);
  });

  it('formats in Malay, English and Chinese', () => {
    for (const locale of ['ms', 'en', 'zh']) {
      expect(amountParts(34_286_176.01, jackpotFormat(locale)).map((part) => part.value).join('')).toBe(
        new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(34_286_176.01),
      );
    }
    expect(amountParts(1_000_165.11, jackpotFormat('ms')).map((part) => part.value).join('')).toBe('1,000,165.11');
    expect(amountParts(1_000_165.11, jackpotFormat('zh')).map((part) => part.value).join('')).toBe('1,000,165.11');
  });

  it("uses another locale's separators where they differ", () => {
    expect(amountParts(1234.5, jackpotFormat('de')).map((part) => part.value).join('')).toBe('1.234,50');
  });

  it('keys each place from the right, so a new leading digit does not move the others', () => {
    const before = amountParts(999_999.99, jackpotFormat('en'));
    const after = amountParts(1_000_000.01, jackpotFormat('en'));
    const keyOf = (parts: typeof before, fromRight: number) => parts[parts.length - fromRight]!.key;
    expect(keyOf(before, 1)).toBe(keyOf(after, 1));
    expect(keyOf(before, 7)).toBe(keyOf(after, 7));
    expect(new Set(after.map((part) => part.key)).size).toBe(after.length);
  });
});
