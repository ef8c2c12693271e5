import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Button } from '../Button/Button';
import { useInfinitePages } from '../hooks/use-infinite-pages';
import type { Game, Vendor } from '../lobby/types';
import { makeGames, VENDORS } from '../test/lobby-fixtures';
import { GameGrid, type GameGridProps } from './GameGrid';
import gameGridMeta, { Empty as EmptyGrid, FirstPageLoading as FirstPageSkeletons } from './GameGrid.stories';

/** The spec's game-list page size. */
const PAGE_SIZE = 24;

const meta = {
  ...gameGridMeta,
  title: 'Lobby/GameGrid/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const positions = (canvasElement: HTMLElement) =>
  articles(canvasElement).map((tile) => Number(tile.getAttribute('aria-posinset')));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const scrollToTop = async () => {
  window.scrollTo(0, 0);
  await nextFrame();
};
const scrollToEnd = async () => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await nextFrame();
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page of a vendor's games, as the game-list call returns it. */
function vendorPage(vendor: Vendor, pageNo: number): Game[] {
  const offset = VENDORS.RNG!.indexOf(vendor) * 1000 + (pageNo - 1) * PAGE_SIZE;
  return makeGames(PAGE_SIZE, 'RNG', offset).map((game) => ({
    ...game,
    nodeId: `${vendor.vassalage}-${game.nodeId}`,
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
  }));
}

interface PagedGridProps extends Omit<GameGridProps, 'games' | 'pageNo' | 'isLoading' | 'onLoadMore'> {
  /** Called with each page number the paging asks for. */
  onPageRequest?: (pageNo: number) => void;
  /** How long a page takes to arrive. */
  delayMs?: number;
  /** Offers vendor buttons; a new vendor resets the list. */
  hasVendors?: boolean;
}

/** An app in miniature: useInfinitePages counts pages, and a fake call brings each after a delay. */
function PagedGrid({ totalPages, onPageRequest, delayMs = 400, hasVendors = false, ...rest }: PagedGridProps) {
  const { t } = useLingui();
  const vendors = VENDORS.RNG!.slice(0, 3);
  const [vendor, setVendor] = useState(vendors[0]!);
  const [list, setList] = useState({ vendor, games: vendorPage(vendor, 1) });
  const [isLoading, setLoading] = useState(false);
  const shownVendor = useRef(vendor);
  if (list.vendor !== vendor) setList({ vendor, games: vendorPage(vendor, 1) });

  const paging = useInfinitePages({
    totalPages,
    isLoading,
    resetKey: vendor.vassalage,
    onLoadMore: (pageNo) => {
      onPageRequest?.(pageNo);
      setLoading(true);
      const asked = vendor;
      setTimeout(() => {
        // A page of a vendor no longer shown is dropped.
        if (shownVendor.current === asked) {
          setList((previous) => ({ ...previous, games: [...previous.games, ...vendorPage(asked, pageNo)] }));
        }
        setLoading(false);
      }, delayMs);
    },
  });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {hasVendors && (
        <div role="group" aria-label={t`Vendor`} style={{ display: 'flex', gap: 8 }}>
          {vendors.map((option) => (
            <Button
              key={option.vassalage}
              size="sm"
              variant="secondary"
              aria-pressed={option === vendor}
              onClick={() => {
                shownVendor.current = option;
                setVendor(option);
              }}
            >
              {option.displayName}
            </Button>
          ))}
        </div>
      )}
      <GameGrid
        {...rest}
        games={list.games}
        pageNo={paging.pageNo}
        totalPages={totalPages}
        isLoading={isLoading}
        onLoadMore={paging.loadMore}
        resetKey={vendor.vassalage}
      />
    </div>
  );
}

/** The first of five pages. Only nearing the end asks for more, and once per page. */
export const FirstPage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await scrollToTop();
    const feed = canvas.getByRole('feed', { name: translated('Games') });
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    await expect(articles(canvasElement)[0]).toHaveAttribute('aria-setsize', '-1');
    await scrollToEnd();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    // These args never bring page 2, so the grid does not ask for it again.
    await scrollToTop();
    await scrollToEnd();
    await pause(500);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/**
 * Pages of 24 arrive as the end nears: pageNo grows by one per load, skeleton tiles show while a
 * page loads, and screen readers hear "24 more games loaded".
 */
export const LoadingMore: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <PagedGrid {...args} onPageRequest={args.onLoadMore} />,
  play: async ({ canvas, canvasElement, args }) => {
    await scrollToTop();
    await scrollToEnd();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith(2));
    await expect(canvas.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(translated('Loading games'))).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(translated('{more, plural, one {# more game loaded} other {# more games loaded}}', { more: 24 }))).toBeInTheDocument());
    await scrollToEnd();
    await waitFor(() => expect(Math.max(...positions(canvasElement))).toBeGreaterThanOrEqual(48));
    // One page at a time, in order, with no page asked for twice.
    const pages = pagesAskedFor(args.onLoadMore);
    await expect(pages).toEqual(pages.map((_, index) => index + 2));
  },
};

/** Two pages in all: after page 2 the list says it is complete and asks for nothing more. */
export const EndReached: Story = {
  args: { totalPages: 2, onLoadMore: fn() },
  render: (args) => <PagedGrid {...args} onPageRequest={args.onLoadMore} delayMs={200} />,
  play: async ({ canvas, canvasElement, args }) => {
    await scrollToTop();
    await scrollToEnd();
    await waitFor(() => expect(canvas.getByText(translated('You have seen all the games'))).toBeVisible());
    await scrollToTop();
    await scrollToEnd();
    await pause(500);
    await expect(pagesAskedFor(args.onLoadMore)).toEqual([2]);
    await expect(articles(canvasElement).at(-1)).toHaveAttribute('aria-setsize', '48');
    await expect(Math.max(...positions(canvasElement))).toBe(48);
  },
};

/** A new vendor starts the list over: page 1 of its games, back at the top, not announced as more. */
export const ResetOnVendorChange: Story = {
  args: { totalPages: 3, onLoadMore: fn() },
  render: (args) => <PagedGrid {...args} onPageRequest={args.onLoadMore} hasVendors delayMs={200} />,
  play: async ({ canvas, canvasElement, args }) => {
    await scrollToTop();
    await scrollToEnd();
    await waitFor(() => expect(canvas.getByText(translated('{more, plural, one {# more game loaded} other {# more games loaded}}', { more: 24 }))).toBeInTheDocument());
    await scrollToEnd();
    await waitFor(() => expect(canvas.getByText(translated('You have seen all the games'))).toBeInTheDocument());
    await expect(pagesAskedFor(args.onLoadMore)).toEqual([2, 3]);

    await userEvent.click(canvas.getByRole('button', { name: 'CQ9 Gaming' }));
    await waitFor(() => expect(within(articles(canvasElement)[0]!).getByText('CQ9 Gaming')).toBeVisible());
    // Back at the top of the grid, with only the new vendor's first page, not announced as more.
    await expect(canvas.getByRole('feed').getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(Math.max(...positions(canvasElement))).toBeLessThanOrEqual(24);
    await expect(canvas.queryByText(translated('{more, plural, one {# more game loaded} other {# more games loaded}}', { more: 24 }))).toBeNull();
    // Paging starts over: the next request is page 2 again.
    await scrollToEnd();
    await waitFor(() => expect(pagesAskedFor(args.onLoadMore).length).toBeGreaterThan(2));
    await expect(pagesAskedFor(args.onLoadMore)[2]).toBe(2);
  },
};

/** No games for this choice: the empty state, and no request for more. */
export const Empty: Story = {
  ...EmptyGrid,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(translated('No games found'))).toBeVisible();
    await expect(canvas.queryByRole('feed')).toBeNull();
    await pause(300);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page loading: skeleton tiles in a busy area. */
export const FirstPageLoading: Story = {
  ...FirstPageSkeletons,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(translated('Loading games'))).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('feed')).toBeNull();
  },
};

const MANY = makeGames(1200);

/**
 * 1,200 games loaded: only the rows near the viewport are in the page. Scrolling moves them, and
 * Tab still reaches the tile after the last one rendered.
 */
export const ThousandsOfTiles: Story = {
  args: { games: MANY, pageNo: 50, totalPages: 50 },
  play: async ({ canvas, canvasElement }) => {
    await scrollToTop();
    await waitFor(() => expect(canvas.getByRole('feed')).toHaveAttribute('data-measured'));
    const rendered = articles(canvasElement).length;
    await expect(rendered).toBeGreaterThan(0);
    await expect(rendered).toBeLessThan(MANY.length / 8);
    await expect(articles(canvasElement)[0]).toHaveAttribute('aria-setsize', '1200');

    // Halfway down, the tiles there are rendered and the first ones are gone.
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(Math.min(...positions(canvasElement))).toBeGreaterThan(100));
    await expect(positions(canvasElement).some((position) => Math.abs(position - 600) < 60)).toBe(true);
    await expect(articles(canvasElement).length).toBeLessThan(MANY.length / 8);

    // Keyboard: from the last rendered tile, Tab goes on to the next game.
    const last = articles(canvasElement).at(-1)!;
    const lastPosition = Number(last.getAttribute('aria-posinset'));
    within(last).getByRole('button', { name: (name) => name.startsWith(translated('Play {name}', { name: '' })) }).focus();
    await userEvent.tab();
    await waitFor(() =>
      expect(document.activeElement?.closest('article')).toHaveAttribute('aria-posinset', String(lastPosition + 1)),
    );
    await expect(document.activeElement).toBeVisible();
    await expect(canvas.getByText(translated('You have seen all the games'))).toBeInTheDocument();
  },
};

/** The page numbers a mock was called with. */
function pagesAskedFor(mock: unknown): number[] {
  return (mock as { mock: { calls: unknown[][] } }).mock.calls.map((call) => call[0] as number);
}
