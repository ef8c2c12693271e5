import { describe, expect, it } from 'vitest';
import { nextRealityCheckAt, sessionSecondsAt } from './reality-check-schedule';

const START = Date.UTC(2026, 4, 1, 10, 0, 0);
const minutes = (count: number) => count * 60_000;

describe('nextRealityCheckAt', () => {
  it('is off at 0 minutes', () => {
    expect(nextRealityCheckAt(START, 0, START + minutes(20))).toBeNull();
  });

  it('falls on the first whole interval of session time', () => {
    expect(nextRealityCheckAt(START, 15, START)).toBe(START + minutes(15));
    expect(nextRealityCheckAt(START, 15, START + minutes(14))).toBe(START + minutes(15));
    expect(nextRealityCheckAt(START, 60, START + minutes(1))).toBe(START + minutes(60));
  });

  it('after a reminder answered late, is the next interval still ahead, not one interval after the answer', () => {
    // Shown at 0:15, continued at 0:16: the next is at 0:30.
    expect(nextRealityCheckAt(START, 15, START + minutes(16))).toBe(START + minutes(30));
    // Exactly at a reminder: the next one, not the same one again.
    expect(nextRealityCheckAt(START, 15, START + minutes(15))).toBe(START + minutes(30));
  });

  it('follows a changed interval from the same start', () => {
    expect(nextRealityCheckAt(START, 30, START + minutes(16))).toBe(START + minutes(30));
    expect(nextRealityCheckAt(START, 60, START + minutes(61))).toBe(START + minutes(120));
  });

  it('counts from the start when the browser clock is behind the gateway', () => {
    expect(nextRealityCheckAt(START, 15, START - minutes(2))).toBe(START + minutes(15));
  });
});

describe('sessionSecondsAt', () => {
  it('is whole seconds since the start, never negative', () => {
    expect(sessionSecondsAt(START, START + minutes(15) + 999)).toBe(900);
    expect(sessionSecondsAt(START, START - 5_000)).toBe(0);
  });
});
