import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    expect(fn).toHaveBeenCalledWith(1);
  });

  it('folds calls within the wait into one trailing call with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at most once per 200 ms under a steady stream of calls', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    // A scroll event every 10 ms for one second.
    for (let elapsed = 0; elapsed < 1000; elapsed += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(6);
  });

  it('runs at once again after a quiet wait', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled('a');
    vi.advanceTimersByTime(200);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});
