import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A PerformanceObserver that reports the paint entries a test hands it, until disconnected. */
function installPaintObserver() {
  const observers: FakePerformanceObserver[] = [];
  class FakePerformanceObserver {
    private isDisconnected = false;
    constructor(private readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.isDisconnected = true;
    }
    report(names: string[]) {
      if (this.isDisconnected) return;
      const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name).map((entry) => ({ name: entry })) };
      this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return { reportPaints: (names: string[]) => observers.forEach((observer) => observer.report(names)) };
}

// The hook remembers the first paint for the page's life: each test takes a fresh module.
const loadHook = async () => (await import('./use-after-first-paint')).useAfterFirstPaint;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe('useAfterFirstPaint', () => {
  it('turns true when the browser reports the first contentful paint, not at the first frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { reportPaints } = installPaintObserver();
    const useAfterFirstPaint = await loadHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);

    // The first frame is handed over; no paint with content is reported yet.
    await act(async () => vi.advanceTimersByTimeAsync(100));
    reportPaints(['first-paint']);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(false);

    reportPaints(['first-contentful-paint']);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
    // A component that mounts later gets true at once.
    expect(renderHook(() => useAfterFirstPaint()).result.current).toBe(true);
  });

  it('does not wait for ever on a browser that reports no paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    installPaintObserver();
    const { FIRST_PAINT_REPORT_WAIT_MS, useAfterFirstPaint } = await import('./use-after-first-paint');
    const { result } = renderHook(() => useAfterFirstPaint());

    await act(async () => vi.advanceTimersByTimeAsync(FIRST_PAINT_REPORT_WAIT_MS - 100));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(true);
  });

  it('without PerformanceObserver, turns true in a task after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    const useAfterFirstPaint = await loadHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);

    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
  });
});
