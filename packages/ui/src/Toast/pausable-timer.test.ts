import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPausableTimer } from './pausable-timer';

describe('createPausableTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after its duration', () => {
    const onExpire = vi.fn();
    createPausableTimer(5000, onExpire);
    vi.advanceTimersByTime(4999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not count paused time', () => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(5000, onExpire);
    vi.advanceTimersByTime(3000);
    timer.pause();
    expect(timer.remainingMs()).toBe(2000);
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume', () => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(1000, onExpire);
    timer.resume();
    vi.advanceTimersByTime(400);
    timer.pause();
    timer.pause();
    expect(timer.remainingMs()).toBe(600);
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(600);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never expires once cancelled', () => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(1000, onExpire);
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('never expires with an infinite duration', () => {
    const onExpire = vi.fn();
    createPausableTimer(Number.POSITIVE_INFINITY, onExpire);
    vi.advanceTimersByTime(10_000_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
