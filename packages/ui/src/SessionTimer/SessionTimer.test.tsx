import { describe, expect, it } from 'vitest';
import { elapsedDateTime, elapsedSeconds, formatElapsed, msToNextSecond } from './elapsed';

describe('session time', () => {
  it('counts whole seconds from the start and never below 0', () => {
    expect(elapsedSeconds(1_000, 4_999)).toBe(3);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
  });

  it('reads as a clock, hours going past 24', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(309)).toBe('0:05:09');
    expect(formatElapsed(3723)).toBe('1:02:03');
    expect(formatElapsed(90_000)).toBe('25:00:00');
    expect(elapsedDateTime(3723)).toBe('PT1H2M3S');
  });

  it('ticks at the next whole second since the start', () => {
    expect(msToNextSecond(1_000, 1_250)).toBe(750);
    expect(msToNextSecond(1_000, 2_000)).toBe(1000);
    expect(msToNextSecond(1_000, 900)).toBe(100);
  });
});
