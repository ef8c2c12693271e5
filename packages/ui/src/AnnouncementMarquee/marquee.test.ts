import { describe, expect, it } from 'vitest';
import { marqueeDuration, MARQUEE_FALLBACK_SECONDS, MARQUEE_SPEED } from './marquee';

describe('marqueeDuration', () => {
  it('is the width of one copy of the titles divided by the speed', () => {
    expect(marqueeDuration(1_200, 60)).toBe(20);
    expect(marqueeDuration(1_200, 120)).toBe(10);
    expect(marqueeDuration(2_400, 60)).toBe(40);
  });

  it('defaults to 60 pixels per second', () => {
    expect(MARQUEE_SPEED).toBe(60);
    expect(marqueeDuration(900)).toBe(15);
  });

  it('rounds to tenths of a second, and never goes under one second', () => {
    expect(marqueeDuration(1_000, 60)).toBe(16.7);
    expect(marqueeDuration(1_001, 60)).toBe(16.7);
    expect(marqueeDuration(10, 60)).toBe(1);
  });

  it('falls back to a fixed duration before the content is measured or for a speed that makes no sense', () => {
    expect(marqueeDuration(0, 60)).toBe(MARQUEE_FALLBACK_SECONDS);
    expect(marqueeDuration(1_200, 0)).toBe(MARQUEE_FALLBACK_SECONDS);
    expect(marqueeDuration(1_200, -5)).toBe(MARQUEE_FALLBACK_SECONDS);
    expect(marqueeDuration(Number.NaN, 60)).toBe(MARQUEE_FALLBACK_SECONDS);
    expect(marqueeDuration(1_200, Number.POSITIVE_INFINITY)).toBe(MARQUEE_FALLBACK_SECONDS);
  });
});
