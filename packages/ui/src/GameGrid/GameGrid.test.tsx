import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THROTTLE_MS } from '../hooks/use-infinite-pages';
import { axeViolations } from '../test/axe';
import { makeGames } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { GameGrid, type GameGridProps } from './GameGrid';

// jsdom has no layout: every box is 0 × 0 at the top of a 768 px viewport, so the grid has one
// column, rows of the estimated 280 px, and its end counts as near.
const PAGE = makeGames(24);
const tiles = () => screen.queryAllByRole('article');
const props = (overrides: Partial<GameGridProps> = {}): GameGridProps => ({
  games: PAGE,
  pageNo: 1,
  totalPages: 5,
  onPlay: vi.fn(),
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GameGrid', () => {
  it('is a feed of game tiles with their places in the list', async () => {
    await renderWithProviders(<GameGrid {...props({ totalPages: 1 })} />, { locale: 'en' });
    const feed = screen.getByRole('feed', { name: 'Games' });
    const first = within(feed).getAllByRole('article')[0]!;
    expect(first).toHaveAccessibleName(PAGE[0]!.gameName!);
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '24');
    expect(feed).toHaveAttribute('aria-busy', 'false');
  });

  it('says the size is unknown (-1) while more pages may come', async () => {
    await renderWithProviders(<GameGrid {...props()} />);
    expect(tiles()[0]).toHaveAttribute('aria-setsize', '-1');
  });

  it('renders only the rows near the viewport, however many games are loaded', async () => {
    await renderWithProviders(<GameGrid {...props({ games: makeGames(1200), pageNo: 50, totalPages: 50 })} />);
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles().length).toBeLessThan(20);
    // The rows not rendered keep their height, so the page is as long as the whole list.
    const feed = screen.getByRole('feed');
    expect(parseFloat(feed.style.paddingBottom)).toBeGreaterThan(1000 * 280);
  });

  it('moves the rendered rows with the scroll position', async () => {
    const games = makeGames(1200);
    await renderWithProviders(<GameGrid {...props({ games, pageNo: 50, totalPages: 50 })} />);
    const feed = screen.getByRole('feed');
    // Scrolled 100 rows (of 280 px) down the list.
    vi.spyOn(feed, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -28_000, 0, 1200 * 280));
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const indexes = tiles().map((tile) => Number(tile.getAttribute('aria-posinset')));
    expect(indexes).toContain(101);
    expect(Math.min(...indexes)).toBeGreaterThan(90);
    expect(indexes.length).toBeLessThan(20);
    expect(parseFloat(feed.style.paddingTop)).toBe((Math.min(...indexes) - 1) * 280);
  });

  it('lets Tab reach tiles past the rendered rows, one after another', async () => {
    const games = makeGames(1200);
    await renderWithProviders(<GameGrid {...props({ games, pageNo: 50, totalPages: 50 })} />, { locale: 'en' });
    const initiallyRendered = tiles().length;
    const steps = initiallyRendered * 3;
    for (let step = 0; step < steps; step += 1) {
      await userEvent.tab();
      // Every tile's Play in turn, well past the tiles there were at first.
      expect(document.activeElement).toHaveAccessibleName(`Play ${games[step]!.gameName}`);
      expect(document.activeElement?.closest('article')).toHaveAttribute('aria-posinset', String(step + 1));
    }
    // Only the rows around the focus were added.
    expect(tiles().length).toBeLessThanOrEqual(steps + 2);
  });

  it('moves focus between tiles with Page Down and Page Up', async () => {
    await renderWithProviders(<GameGrid {...props()} />);
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '2');
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '3');
    await userEvent.keyboard('{PageUp}');
    expect(document.activeElement).toHaveAttribute('aria-posinset', '2');
  });

  it('asks for the next page when the end is near, once per page', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = await renderWithProviders(<GameGrid {...props({ onLoadMore })} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The same page again (re-renders, the throttle long over): no second request.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    rerender(<GameGrid {...props({ onLoadMore })} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('throttles loads to one per 200 ms, and asks again once the throttle has passed', async () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn();
    const { rerender } = await renderWithProviders(<GameGrid {...props({ onLoadMore })} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Page 2 arrives at once: still within the throttle, so nothing yet.
    rerender(<GameGrid {...props({ onLoadMore, games: makeGames(48), pageNo: 2 })} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS - 1);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask while loading, nor past totalPages', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = await renderWithProviders(<GameGrid {...props({ onLoadMore, isLoading: true })} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<GameGrid {...props({ onLoadMore, pageNo: 5, totalPages: 5 })} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<GameGrid {...props({ onLoadMore, games: [], pageNo: 1, totalPages: 0 })} />);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('announces politely how many games a page added, but not a reset', async () => {
    const { rerender } = await renderWithProviders(<GameGrid {...props({ resetKey: 'PT' })} />, { locale: 'en' });
    const status = screen.getAllByRole('status').at(-1)!;
    expect(status).toHaveTextContent('');
    rerender(<GameGrid {...props({ resetKey: 'PT', games: makeGames(48), pageNo: 2 })} />);
    expect(status).toHaveTextContent('24 more games loaded');
    rerender(<GameGrid {...props({ resetKey: 'PT', games: makeGames(49), pageNo: 3 })} />);
    expect(status).toHaveTextContent('1 more game loaded');
    rerender(<GameGrid {...props({ resetKey: 'CQ9', games: makeGames(24, 'RNG', 500) })} />);
    expect(status).toHaveTextContent('');
  });

  it('scrolls back to the top of the grid when the vendor, category or filter changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = await renderWithProviders(<GameGrid {...props({ resetKey: 'PT|RNG' })} />);
    // The grid's top is 500 px above the viewport.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -500, 800, 4000));
    rerender(<GameGrid {...props({ resetKey: 'PT|RNG' })} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<GameGrid {...props({ resetKey: 'CQ9|RNG', games: makeGames(24, 'RNG', 100) })} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: window.scrollY - 500 });
  });

  it('shows skeleton tiles while loading, the end of the list, and an empty state', async () => {
    const { rerender } = await renderWithProviders(<GameGrid {...props({ games: [], isLoading: true })} />, {
      locale: 'en',
    });
    // The first page: a full set of skeleton tiles in an area marked busy.
    expect(screen.getByText('Loading games').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[data-variant="rect"][data-has-ratio]')).toHaveLength(12);
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();

    rerender(<GameGrid {...props({ isLoading: true })} />);
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading games')).toBeInTheDocument();
    expect(screen.queryByText('You have seen all the games')).not.toBeInTheDocument();

    rerender(<GameGrid {...props({ pageNo: 5, totalPages: 5 })} />);
    expect(screen.queryByText('Loading games')).not.toBeInTheDocument();
    expect(screen.getByText('You have seen all the games')).toBeInTheDocument();

    rerender(<GameGrid {...props({ games: [], totalPages: 0 })} />);
    expect(screen.getByText('No games found')).toBeInTheDocument();
    rerender(<GameGrid {...props({ games: [], totalPages: 0, emptyState: <p>Nothing from this vendor yet</p> })} />);
    expect(screen.getByText('Nothing from this vendor yet')).toBeInTheDocument();
  });

  it('passes the tile callbacks and favourites to every tile', async () => {
    const onPlay = vi.fn();
    const onTry = vi.fn();
    const onFavouriteChange = vi.fn();
    const games = makeGames(4);
    await renderWithProviders(
      <GameGrid
        {...props({ games, totalPages: 1, onPlay, onTry, onFavouriteChange, favouriteIds: new Set([games[1]!.nodeId]) })}
      />,
      { locale: 'en' },
    );
    const [first, second, third] = tiles();
    await userEvent.click(within(first!).getByRole('button', { name: `Play ${games[0]!.gameName}` }));
    expect(onPlay).toHaveBeenCalledWith(games[0]);
    expect(within(second!).getByRole('button', { pressed: true })).toBeInTheDocument();
    await userEvent.click(within(second!).getByRole('button', { pressed: true }));
    expect(onFavouriteChange).toHaveBeenCalledWith(games[1], false);
    // makeGames: every 5th game from the 3rd has no real-money play.
    await userEvent.click(within(third!).getByRole('button', { name: /Free trial/ }));
    expect(onTry).toHaveBeenCalledWith(games[2]);
  });

  it('renders custom tiles with the props the feed needs', async () => {
    const renderTile = vi.fn((game, tileProps) => (
      <article {...tileProps} aria-label={game.gameName}>
        {game.gameName}
      </article>
    ));
    await renderWithProviders(<GameGrid {...props({ totalPages: 1, renderTile })} />);
    expect(renderTile).toHaveBeenCalledWith(PAGE[0], { 'aria-posinset': 1, 'aria-setsize': 24, 'data-index': 0, tabIndex: -1 });
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(PAGE[0]!.gameName!);
  });

  it('passes its ref, class name and style to the root', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await renderWithProviders(<GameGrid {...props()} ref={ref} className="lobby" style={{ marginTop: 8 }} />);
    expect(ref.current).toHaveClass('lobby');
    expect(ref.current?.style.marginTop).toBe('8px');
    expect(ref.current).toContainElement(screen.getByRole('feed'));
  });

  it('has no axe violations, loaded, loading and empty', async () => {
    const { container, rerender } = await renderWithProviders(<GameGrid {...props({ isLoading: true })} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(await axeViolations(container)).toEqual([]);
    rerender(<GameGrid {...props({ games: [], totalPages: 0 })} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
