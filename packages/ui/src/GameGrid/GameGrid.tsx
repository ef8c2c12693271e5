import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  startTransition,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { GameTile } from '../GameTile/GameTile';
import { canLoadMorePages, INFINITE_SCROLL_THROTTLE_MS } from '../hooks/use-infinite-pages';
import { useThrottledCallback } from '../hooks/use-throttled-callback';
import type { Game } from '../lobby/types';
import { Skeleton } from '../Skeleton/Skeleton';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { clampRows, columnCount, visibleRows, withFocusedRow, type RowRange } from './virtual-rows';

/** What the grid puts on each tile's root element: spread them onto your tile in `renderTile`. */
export interface GameGridTileProps {
  /** The tile's place in the list, from 1, for screen readers (the ARIA feed pattern). */
  'aria-posinset': number;
  /** How many games there are, or -1 while more pages may come. */
  'aria-setsize': number;
  /** The tile's index in `games`; the grid finds tiles by it (focus, Page Down). */
  'data-index': number;
  /** Focusable by Page Up and Page Down, but not a Tab stop of its own. */
  tabIndex: number;
}

export interface GameGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPlay'> {
  /** Every game loaded so far: all loaded pages, in order. The app owns the data. */
  games: Game[];
  /** The last page loaded or being loaded, from 1. */
  pageNo: number;
  /** How many pages there are in all; no load is asked for past it. */
  totalPages: number;
  /** A page is being fetched: skeleton tiles show and no further load is asked for. */
  isLoading?: boolean;
  /**
   * Called when the end of the list comes within a screen of the viewport, while `pageNo` is
   * below `totalPages` and nothing loads; at most once per 200 ms, and once per page. Fetch page
   * `pageNo + 1` and add its games.
   */
  onLoadMore?: () => void;
  /**
   * Changes when vendor, category or filter changes (e.g. `` `${vendor}|${category}|${filter}` ``):
   * the page scrolls back to the top of the grid, and the new list is not announced as "more".
   */
  resetKey?: unknown;
  /** Called when a tile's Play is pressed. */
  onPlay?: (game: Game) => void;
  /** Called when a tile's Free trial is pressed (games with `supportPlay` 0). */
  onTry?: (game: Game) => void;
  /** The `nodeId`s of the player's favourites: those tiles show a pressed heart. */
  favouriteIds?: ReadonlySet<string | number>;
  /** Called when a heart is pressed; without it tiles show no heart. */
  onFavouriteChange?: (game: Game, isFavourite: boolean) => void;
  /**
   * Renders a tile instead of the default `GameTile`. Return an `article` (or a `GameTile`) with
   * `tileProps` spread on its root, and keep every tile the same height.
   */
  renderTile?: (game: Game, tileProps: GameGridTileProps) => ReactNode;
  /** The narrowest a tile may be, in pixels: columns are as many as fit (auto-fill). */
  minTileWidth?: number;
  /** Shown instead of the grid when there are no games and nothing loads. */
  emptyState?: ReactNode;
  /** How many skeleton tiles show while the first page loads. */
  skeletonCount?: number;
  /** The grid's name for screen readers. Defaults to "Games". */
  label?: string;
  /** The height of a tile before one has been measured (and where nothing can be, as in tests). */
  estimatedTileHeight?: number;
  /** Pixels rendered beyond each edge of the viewport. Defaults to half the viewport's height. */
  overscan?: number;
  ref?: Ref<HTMLDivElement>;
}

interface View {
  /** Whether columns and row height come from the page's layout yet. */
  isMeasured: boolean;
  columns: number;
  /** A row's height plus the gap below it. */
  rowStride: number;
  rows: RowRange;
  /** The end of the list is within a screen of the viewport. */
  isNearEnd: boolean;
}

/** Tiles rendered before the layout has been measured (server rendering, the first frame). */
const FIRST_TILES = 24;
const sameView = (a: View, b: View) =>
  a.isMeasured === b.isMeasured &&
  a.columns === b.columns &&
  Math.abs(a.rowStride - b.rowStride) < 0.5 &&
  a.rows.start === b.rows.start &&
  a.rows.end === b.rows.end &&
  a.isNearEnd === b.isNearEnd;

const noop = () => {};

/**
 * The games of a category as an infinite, virtualised grid. Loads the next page (through
 * `onLoadMore`) as the end nears, never past `totalPages` and not while loading; renders only
 * the rows within and around the viewport (window scrolling), so the page stays light with
 * thousands of games; keeps the rows around keyboard focus rendered so Tab reaches every tile;
 * and tells screen readers politely how many games each page added. An ARIA feed: Page Down
 * and Page Up move between tiles.
 */
export function GameGrid({
  games,
  pageNo,
  totalPages,
  isLoading = false,
  onLoadMore,
  resetKey,
  onPlay = noop,
  onTry,
  favouriteIds,
  onFavouriteChange,
  renderTile,
  minTileWidth = 160,
  emptyState,
  skeletonCount = 12,
  label,
  estimatedTileHeight = 280,
  overscan,
  style,
  ref,
  ...rest
}: GameGridProps) {
  const { t } = useLingui();
  const feedRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState<View>({
    isMeasured: false,
    columns: 1,
    rowStride: estimatedTileHeight,
    rows: { start: 0, end: 0 },
    isNearEnd: false,
  });
  const [focusedIndex, setFocusedIndex] = useState<number | undefined>(undefined);

  // What the scroll handler needs, kept current without re-subscribing.
  const config = useRef({ count: games.length, minTileWidth, estimatedTileHeight, overscan });
  useLayoutEffect(() => {
    config.current = { count: games.length, minTileWidth, estimatedTileHeight, overscan };
  });

  /** The columns and row height last measured. */
  const layout = useRef<{ columns: number; rowStride: number } | null>(null);

  /**
   * Reads the layout and the scroll position; `full` also measures columns and row height.
   * `isUrgent` renders at once (before paint, from a layout effect); otherwise the new rows
   * render as a transition, which React may spread over frames while the overscan covers them.
   */
  const measure = useCallback((full: boolean, isUrgent: boolean) => {
    const feed = feedRef.current;
    if (!feed) return;
    const { count, minTileWidth: minWidth, estimatedTileHeight: estimate, overscan: extra } = config.current;
    const box = feed.getBoundingClientRect();
    const viewportHeight = window.innerHeight || document.documentElement.clientHeight;
    let measured = layout.current;
    if (full || !measured) {
      const style = getComputedStyle(feed);
      const gapX = parseFloat(style.columnGap) || 0;
      const gapY = parseFloat(style.rowGap) || 0;
      let tallest = 0;
      for (const tile of Array.from(feed.children)) tallest = Math.max(tallest, (tile as HTMLElement).offsetHeight);
      measured = { columns: columnCount(box.width, minWidth, gapX), rowStride: (tallest > 0 ? tallest : estimate) + gapY };
      layout.current = measured;
    }
    const { columns, rowStride } = measured;
    const next: View = {
      isMeasured: true,
      columns,
      rowStride,
      rows: visibleRows({
        listTop: box.top,
        viewportHeight,
        rowStride,
        rowCount: Math.ceil(count / columns),
        overscan: extra ?? viewportHeight / 2,
      }),
      isNearEnd: box.bottom - viewportHeight <= viewportHeight,
    };
    const update = () => setView((previous) => (sameView(previous, next) ? previous : next));
    if (isUrgent) update();
    else startTransition(update);
  }, []);

  // A new vendor, category or filter: back to the top of the grid, before the rows are measured.
  const shownKey = useRef(resetKey);
  useLayoutEffect(() => {
    if (Object.is(shownKey.current, resetKey)) return;
    shownKey.current = resetKey;
    const top = rootRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: window.scrollY + top });
  }, [resetKey]);

  // After every change of the list or the columns: measure again before the browser paints.
  const hasGames = games.length > 0;
  useLayoutEffect(() => {
    if (hasGames) measure(true, true);
  }, [measure, hasGames, games.length, view.columns, minTileWidth, resetKey]);

  // Scrolling and resizing move the window of rendered rows, at most once per frame.
  useEffect(() => {
    if (!hasGames) return;
    let frame = 0;
    let full = false;
    const schedule = (isFull: boolean) => {
      full ||= isFull;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const wasFull = full;
        full = false;
        measure(wasFull, false);
      });
    };
    const onScroll = () => schedule(false);
    const onResize = () => schedule(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize, { passive: true });
    let width = -1;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const next = entries.at(-1)?.contentRect.width ?? width;
            if (next !== width) {
              width = next;
              schedule(true);
            }
          });
    if (feedRef.current) observer?.observe(feedRef.current);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [measure, hasGames]);

  // Loading more: near the end, below totalPages, not loading, once per page, throttled.
  const requested = useRef<{ pageNo: number; resetKey: unknown } | null>(null);
  const [retry, setRetry] = useState(0);
  const loadMore = useThrottledCallback(() => {
    onLoadMore?.();
    return true;
  }, INFINITE_SCROLL_THROTTLE_MS);
  useEffect(() => {
    if (!view.isNearEnd) {
      // Scrolling away and back asks again, e.g. after a failed load.
      requested.current = null;
      return;
    }
    if (!onLoadMore || !canLoadMorePages(pageNo, totalPages, isLoading)) return;
    const last = requested.current;
    if (last && last.pageNo === pageNo && Object.is(last.resetKey, resetKey)) return;
    if (loadMore()) {
      requested.current = { pageNo, resetKey };
      return;
    }
    // Dropped by the throttle: look again when it has passed.
    const timer = setTimeout(() => setRetry((count) => count + 1), INFINITE_SCROLL_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [view.isNearEnd, pageNo, totalPages, isLoading, resetKey, onLoadMore, loadMore, retry]);

  // "24 more games loaded", politely, when a page adds games (not when a reset replaces them).
  const [added, setAdded] = useState({ resetKey, count: games.length, more: 0 });
  if (!Object.is(added.resetKey, resetKey)) {
    setAdded({ resetKey, count: games.length, more: 0 });
  } else if (added.count !== games.length) {
    const more = added.count > 0 && games.length > added.count ? games.length - added.count : 0;
    setAdded({ resetKey, count: games.length, more });
  }

  const setRootRef = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) (ref as { current: HTMLDivElement | null }).current = node;
      return undefined;
    },
    [ref],
  );

  const { columns, rowStride, isMeasured } = view;
  const rowCount = Math.ceil(games.length / columns);
  const rows = isMeasured
    ? withFocusedRow(clampRows(view.rows, rowCount), focusedIndex === undefined ? undefined : Math.floor(focusedIndex / columns), rowCount)
    : { start: 0, end: Math.ceil(Math.min(games.length, FIRST_TILES) / columns) };
  const first = rows.start * columns;
  const last = Math.min(games.length, rows.end * columns);
  const hasMore = pageNo < totalPages;
  const setSize = hasMore ? -1 : games.length;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const tile = (event.target as Element).closest<HTMLElement>('[data-index]');
    const index = tile ? Number(tile.dataset.index) : NaN;
    if (Number.isInteger(index)) setFocusedIndex(index);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(undefined);
  };
  // The feed pattern: Page Down and Page Up move focus to the next and previous tile.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const tile = (event.target as Element).closest<HTMLElement>('[data-index]');
    if (!tile) return;
    const next = Number(tile.dataset.index) + (event.key === 'PageDown' ? 1 : -1);
    const target = event.currentTarget.querySelector<HTMLElement>(`[data-index="${next}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const tiles: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    const game = games[index]!;
    const tileProps: GameGridTileProps = {
      'aria-posinset': index + 1,
      'aria-setsize': setSize,
      'data-index': index,
      tabIndex: -1,
    };
    tiles.push(
      <Fragment key={`${index}:${game.nodeId}`}>
        {renderTile ? (
          renderTile(game, tileProps)
        ) : (
          <GameTile
            {...tileProps}
            game={game}
            onPlay={onPlay}
            onTry={onTry}
            isFavourite={favouriteIds?.has(game.nodeId) ?? false}
            onFavouriteChange={onFavouriteChange}
          />
        )}
      </Fragment>,
    );
  }

  const gridStyle = {
    '--game-grid-min': `${minTileWidth}px`,
    '--game-grid-columns': columns,
  } as CSSProperties;
  const skeletons = isLoading ? (hasGames ? (isMeasured ? columns : 4) : skeletonCount) : 0;
  const more = added.more;

  return (
    <Root {...rest} ref={setRootRef} style={{ ...gridStyle, ...style }} data-loading={isLoading || undefined}>
      {hasGames && (
        <Feed
          ref={feedRef}
          role="feed"
          aria-label={label ?? t`Games`}
          aria-busy={isLoading}
          data-measured={isMeasured || undefined}
          style={isMeasured ? { paddingTop: rows.start * rowStride, paddingBottom: (rowCount - rows.end) * rowStride } : undefined}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        >
          {tiles}
        </Feed>
      )}
      {!hasGames && !isLoading && (emptyState ?? <Message>{t`No games found`}</Message>)}
      {skeletons > 0 && (
        <Skeleton.Group label={t`Loading games`}>
          <Grid data-measured={(hasGames && isMeasured) || undefined}>
            {Array.from({ length: skeletons }, (_, index) => (
              <SkeletonTile key={index}>
                <Skeleton variant="rect" aspectRatio="1 / 1" />
                <Skeleton lines={2} />
                <Skeleton variant="rect" height={32} />
              </SkeletonTile>
            ))}
          </Grid>
        </Skeleton.Group>
      )}
      {hasGames && !hasMore && !isLoading && <Message data-end="">{t`You have seen all the games`}</Message>}
      <Announcement role="status">
        {more > 0 && <span key={games.length}>{t`${plural(more, { one: '# more game loaded', other: '# more games loaded' })}`}</span>}
      </Announcement>
    </Root>
  );
}
GameGrid.displayName = 'GameGrid';

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Grid = /* @__PURE__ */ styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--game-grid-min), 100%), 1fr));
  gap: ${vars.space.md};
  box-sizing: border-box;

  /* Measured: exactly the columns the rows were cut into (the same count auto-fill gives). */
  &[data-measured] {
    grid-template-columns: repeat(var(--game-grid-columns), minmax(0, 1fr));
  }
`;

const Feed = /* @__PURE__ */ styled(Grid)``;

const SkeletonTile = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding-bottom: ${vars.space.sm};
`;

const Message = /* @__PURE__ */ styled.p`
  margin: 0;
  padding: ${vars.space.lg} 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;

const Announcement = /* @__PURE__ */ styled.div`
  ${visuallyHidden}
`;
