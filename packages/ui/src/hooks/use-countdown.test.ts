import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

const T0 = new Date('2026-11-21T10:00:00.000Z').getTime();

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.isRunning).toBe(false);
  });

  it('counts whole seconds down to the end, then stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(T0 + 3000));
    expect(result.current).toMatchObject({ secondsLeft: 3, isRunning: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: 0, isRunning: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds up and ticks on the end time\'s whole seconds, not every 1000 ms from the start', () => {
    const { result } = renderHook(() => useCountdown());
    // 2.3 s left: shows 3 until 300 ms have passed, then 2 and 1 on the second.
    act(() => result.current.start(T0 + 2300));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('reads the clock at every tick, so a late timer does not make it drift', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(T0 + 60_000));
    // The clock jumps 10.5 s while no timer ran (a busy main thread, a suspended tab).
    vi.setSystemTime(T0 + 10_500);
    act(() => vi.advanceTimersByTime(1000));
    // 48.5 s are left after the timer, so 49 shows, and the next drop is 500 ms away.
    expect(result.current.secondsLeft).toBe(49);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.secondsLeft).toBe(48);
  });

  it('catches up when a hidden page is shown again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(T0 + 60_000));
    vi.setSystemTime(T0 + 59_500);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.secondsLeft).toBe(1);
  });

  it('does not run for an end in the past', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(T0 - 1));
    expect(result.current).toMatchObject({ secondsLeft: 0, isRunning: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from a new end, and stops at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(T0 + 5000));
    act(() => result.current.start(T0 + 60_000));
    expect(result.current.secondsLeft).toBe(60);
    expect(vi.getTimerCount()).toBe(1);
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ secondsLeft: 0, isRunning: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps stable functions and clears its timer on unmount; a start after unmount does nothing', () => {
    const { result, rerender, unmount } = renderHook(() => useCountdown());
    const { start, stop } = result.current;
    act(() => start(T0 + 5000));
    rerender();
    expect(result.current.start).toBe(start);
    expect(result.current.stop).toBe(stop);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    start(T0 + 5000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
