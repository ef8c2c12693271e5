import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledCallback } from './use-throttled-callback';

describe('useThrottledCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and drops the others until the wait is over, with no trailing call', () => {
    const fn = vi.fn((value: number) => value * 2);
    const { result } = renderHook(() => useThrottledCallback(fn, 1000));
    expect(result.current(1)).toBe(2);
    expect(fn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(999);
    expect(result.current(2)).toBeUndefined();
    expect(result.current(3)).toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(1);

    // Nothing fires later on its own.
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);

    expect(result.current(4)).toBe(8);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('opens again exactly when the wait is over', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 1000));
    result.current();
    vi.advanceTimersByTime(999);
    result.current();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    result.current();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps one identity across renders and runs the latest function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledCallback(fn, 1000), {
      initialProps: { fn: first },
    });
    const throttled = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(throttled);
    result.current();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('shares one wait between renders: a call just after a re-render is still dropped', () => {
    const fn = vi.fn();
    const { result, rerender } = renderHook(() => useThrottledCallback(fn, 1000));
    result.current();
    rerender();
    result.current();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useThrottledCallback(() => undefined, 1000));
    result.current();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
