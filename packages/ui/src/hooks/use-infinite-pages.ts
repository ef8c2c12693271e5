import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useThrottledCallback } from './use-throttled-callback';

/** The spec's infinite-scroll throttle (section 9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;

/**
 * Whether another page may be asked for: pages are numbered from 1, so one more exists while
 * `pageNo` is below `totalPages`, and none is asked for while a load is in flight.
 */
export function canLoadMorePages(pageNo: number, totalPages: number, isLoading = false): boolean {
  return !isLoading && pageNo < totalPages;
}

export interface PagingState {
  /** The last page asked for; 1 is the first page, loaded with the list. */
  pageNo: number;
}

export type PagingAction =
  | { type: 'loadMore'; totalPages: number; isLoading?: boolean }
  | { type: 'reset' };

/**
 * The paging rules of the game list (spec section 4) as a reducer: `loadMore` moves to the next
 * page only when one exists and nothing is loading (otherwise the state is returned unchanged),
 * and `reset` goes back to page 1.
 */
export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  if (action.type === 'reset') return state.pageNo === 1 ? state : { pageNo: 1 };
  return canLoadMorePages(state.pageNo, action.totalPages, action.isLoading) ? { pageNo: state.pageNo + 1 } : state;
}

export interface UseInfinitePagesOptions {
  /** How many pages the list has in all, from the last response (0 while unknown or empty). */
  totalPages: number;
  /** A page is being fetched: `loadMore` does nothing until it is done. */
  isLoading?: boolean;
  /**
   * Changes when what the list shows changes (vendor, category, filter), e.g.
   * `` `${vendor}|${category}|${filter}` ``: paging starts over at page 1.
   */
  resetKey?: unknown;
  /** Called with the new page number when `loadMore` moves on: fetch that page. */
  onLoadMore?: (pageNo: number) => void;
  /** Calls of `loadMore` within this time of an accepted or refused one are dropped. */
  throttleMs?: number;
}

export interface InfinitePages {
  /** The last page asked for, from 1. */
  pageNo: number;
  /** Whether a further page exists and nothing is loading. */
  canLoadMore: boolean;
  /**
   * Asks for the next page: returns true when it moved on, false when there is no further
   * page, a load is in flight, or the call came within the throttle of the one before.
   */
  loadMore: () => boolean;
  /** Goes back to page 1 (also done by itself when `resetKey` changes). */
  reset: () => void;
}

interface HookState {
  pageNo: number;
  resetKey: unknown;
}

/**
 * The page counting of an infinite list, without any fetching: pageNo starts at 1 and grows by
 * one per accepted `loadMore`, never past `totalPages` and never while a load is in flight;
 * `loadMore` is throttled (leading edge, further calls dropped, 200 ms by default); a new
 * `resetKey` starts over at page 1.
 */
export function useInfinitePages({
  totalPages,
  isLoading = false,
  resetKey,
  onLoadMore,
  throttleMs = INFINITE_SCROLL_THROTTLE_MS,
}: UseInfinitePagesOptions): InfinitePages {
  const [state, setState] = useState<HookState>({ pageNo: 1, resetKey });
  let { pageNo } = state;
  if (!Object.is(state.resetKey, resetKey)) {
    // A new vendor, category or filter: adjust during render, so no stale page is ever seen.
    setState({ pageNo: 1, resetKey });
    pageNo = 1;
  }

  // The latest values for `loadMore`, which may be called twice before React renders again.
  const latest = useRef({ pageNo, totalPages, isLoading, resetKey, onLoadMore });
  useLayoutEffect(() => {
    latest.current = { pageNo, totalPages, isLoading, resetKey, onLoadMore };
  });

  const attempt = useCallback(() => {
    const current = latest.current;
    const next = pagingReducer({ pageNo: current.pageNo }, { type: 'loadMore', totalPages: current.totalPages, isLoading: current.isLoading });
    if (next.pageNo === current.pageNo) return false;
    current.pageNo = next.pageNo;
    setState({ pageNo: next.pageNo, resetKey: current.resetKey });
    current.onLoadMore?.(next.pageNo);
    return true;
  }, []);
  const throttled = useThrottledCallback(attempt, throttleMs);
  const loadMore = useCallback(() => throttled() ?? false, [throttled]);

  const reset = useCallback(() => {
    latest.current.pageNo = 1;
    setState((previous) => (previous.pageNo === 1 ? previous : { ...previous, pageNo: 1 }));
  }, []);

  return { pageNo, canLoadMore: canLoadMorePages(pageNo, totalPages, isLoading), loadMore, reset };
}
