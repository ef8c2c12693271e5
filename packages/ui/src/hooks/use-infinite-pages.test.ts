import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canLoadMorePages,
  INFINITE_SCROLL_THROTTLE_MS,
  pagingReducer,
  useInfinitePages,
  type PagingAction,
  type UseInfinitePagesOptions,
} from './use-infinite-pages';

describe('paging rules', () => {
  it('allows another page only below totalPages and while nothing loads', () => {
    expect(canLoadMorePages(1, 3)).toBe(true);
    expect(canLoadMorePages(2, 3)).toBe(true);
    expect(canLoadMorePages(3, 3)).toBe(false);
    expect(canLoadMorePages(1, 0)).toBe(false);
    expect(canLoadMorePages(1, 3, true)).toBe(false);
  });

  it('moves to the next page, stops at the last, and resets to page 1', () => {
    let state = { pageNo: 1 };
    state = pagingReducer(state, { type: 'loadMore', totalPages: 2 });
    expect(state.pageNo).toBe(2);
    const atEnd = pagingReducer(state, { type: 'loadMore', totalPages: 2 });
    expect(atEnd).toBe(state);
    expect(pagingReducer(state, { type: 'loadMore', totalPages: 5, isLoading: true })).toBe(state);
    expect(pagingReducer(state, { type: 'reset' })).toEqual({ pageNo: 1 });
  });

  it('holds its invariants for any sequence of loads and resets (property)', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('loadMore' as const), totalPages: fc.integer({ min: 0, max: 12 }), isLoading: fc.boolean() }),
      fc.constant({ type: 'reset' as const }),
    );
    fc.assert(
      fc.property(fc.array(action as fc.Arbitrary<PagingAction>, { maxLength: 60 }), (actions) => {
        let state = { pageNo: 1 };
        for (const step of actions) {
          const next = pagingReducer(state, step);
          if (step.type === 'reset') {
            expect(next.pageNo).toBe(1);
          } else if (canLoadMorePages(state.pageNo, step.totalPages, step.isLoading)) {
            // An accepted load grows the page by exactly one, and never past totalPages.
            expect(next.pageNo).toBe(state.pageNo + 1);
            expect(next.pageNo).toBeLessThanOrEqual(step.totalPages);
          } else {
            expect(next).toBe(state);
          }
          expect(next.pageNo).toBeGreaterThanOrEqual(1);
          state = next;
        }
      }),
    );
  });
});

describe('useInfinitePages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (initialProps: UseInfinitePagesOptions) =>
    renderHook((props: UseInfinitePagesOptions) => useInfinitePages(props), { initialProps });

  it('starts at page 1 and grows by one per accepted load, throttled to one per 200 ms', () => {
    const onLoadMore = vi.fn();
    const { result } = setup({ totalPages: 5, onLoadMore });
    expect(result.current.pageNo).toBe(1);
    expect(result.current.canLoadMore).toBe(true);

    let accepted = false;
    act(() => {
      accepted = result.current.loadMore();
    });
    expect(accepted).toBe(true);
    expect(result.current.pageNo).toBe(2);
    expect(onLoadMore).toHaveBeenLastCalledWith(2);

    // Within the throttle: dropped, however often it is asked.
    act(() => {
      vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS - 1);
      expect(result.current.loadMore()).toBe(false);
      expect(result.current.loadMore()).toBe(false);
    });
    expect(result.current.pageNo).toBe(2);

    act(() => {
      vi.advanceTimersByTime(1);
      expect(result.current.loadMore()).toBe(true);
    });
    expect(result.current.pageNo).toBe(3);
    expect(onLoadMore.mock.calls).toEqual([[2], [3]]);
  });

  it('never loads past totalPages', () => {
    const onLoadMore = vi.fn();
    const { result } = setup({ totalPages: 2, onLoadMore });
    for (let press = 0; press < 5; press += 1) {
      act(() => {
        result.current.loadMore();
        vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
      });
    }
    expect(result.current.pageNo).toBe(2);
    expect(result.current.canLoadMore).toBe(false);
    expect(onLoadMore.mock.calls).toEqual([[2]]);
  });

  it('does not load while a page is in flight', () => {
    const onLoadMore = vi.fn();
    const { result, rerender } = setup({ totalPages: 5, isLoading: true, onLoadMore });
    expect(result.current.canLoadMore).toBe(false);
    act(() => {
      expect(result.current.loadMore()).toBe(false);
    });
    expect(onLoadMore).not.toHaveBeenCalled();

    rerender({ totalPages: 5, isLoading: false, onLoadMore });
    act(() => {
      vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
      expect(result.current.loadMore()).toBe(true);
    });
    expect(onLoadMore).toHaveBeenCalledWith(2);
  });

  it('goes back to page 1 when the vendor, category or filter changes, and on reset()', () => {
    const { result, rerender } = setup({ totalPages: 5, resetKey: 'PT|RNG|all' });
    for (let load = 0; load < 2; load += 1) {
      act(() => {
        result.current.loadMore();
        vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
      });
    }
    expect(result.current.pageNo).toBe(3);

    rerender({ totalPages: 5, resetKey: 'CQ9|RNG|all' });
    expect(result.current.pageNo).toBe(1);

    act(() => {
      result.current.loadMore();
    });
    expect(result.current.pageNo).toBe(2);
    act(() => result.current.reset());
    expect(result.current.pageNo).toBe(1);
  });

  it('counts a second call before the next render against the new page', () => {
    const onLoadMore = vi.fn();
    // No throttle, so only the page count can stop the second call.
    const { result } = setup({ totalPages: 2, onLoadMore, throttleMs: 0 });
    act(() => {
      expect(result.current.loadMore()).toBe(true);
      expect(result.current.loadMore()).toBe(false);
    });
    expect(onLoadMore.mock.calls).toEqual([[2]]);
  });
});
