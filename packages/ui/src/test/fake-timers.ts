import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fake timers around each test of the calling `describe`, made to look like Jest's so that
 * Testing Library's async helpers advance them too. Returns a user-event setup that advances
 * them between its actions.
 */
export function useFakeTimersInEachTest() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
