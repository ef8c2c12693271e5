import { describe, expect, it } from 'vitest';
import { formatRemaining } from './use-countdown';

describe('formatRemaining', () => {
  it('writes minutes and seconds, and hours from an hour, rounding a part second up', () => {
    expect(formatRemaining(30 * 60_000)).toBe('30:00');
    expect(formatRemaining(65_400)).toBe('1:06');
    expect(formatRemaining(2 * 3_600_000)).toBe('2:00:00');
    expect(formatRemaining(3_600_000 + 59_000)).toBe('1:00:59');
    expect(formatRemaining(0)).toBe('0:00');
  });
});
