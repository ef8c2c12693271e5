import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFavourite,
  favouriteIds,
  favourites,
  gameList,
  gameMenus,
  hotGames,
  recentGames,
  type GameListQuery,
  type RecentGamesQuery,
} from '@platform/api';
import { dialogs, type ColorMode } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { api } from '../../../lib/api';
import { closeLoginPrompt, useLoginPrompt } from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { MENUS, deferred, gamePage, makeGame } from '../lobby/testing';
import GameCategoryPage from './GameCategoryPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
const startGame = vi.hoisted(() => vi.fn());
vi.mock('../launch/use-start-game', () => ({ useStartGame: () => startGame }));

const call = vi.mocked(api.call);

/** The page at `route`, with the address shown for the assertions. */
function Page() {
  const location = useLocation();
  return (
    <>
      <Routes>
        <Route path="/:games" element={<GameCategoryPage />} />
      </Routes>
      <output data-testid="location">{location.pathname + location.search}</output>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

interface Answers {
  totalPages?: number;
  ids?: string[];
  addFavourite?: () => Promise<unknown>;
}

/** Answers the page's calls: the menus, pages of 24 games, favourites, recent and hot games. */
function answerCalls({ totalPages = 3, ids = [], addFavourite: add }: Answers = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === gameMenus) return MENUS as never;
    if (definition === gameList) {
      const query = input as GameListQuery;
      return gamePage(query.pageNo, totalPages, { vassalage: query.vassalage ?? 'PT', gameType: query.gameType }) as never;
    }
    if (definition === favouriteIds) return ids as never;
    if (definition === favourites) return { content: [makeGame(40), makeGame(41, { vassalage: 'CQ9' })], totalPages: 1 } as never;
    if (definition === recentGames) {
      const query = input as RecentGamesQuery;
      return { list: gamePage(query.page, 2, {}, 9).games, totalPages: 2 } as never;
    }
    if (definition === hotGames) {
      return { list: [makeGame(3, { gameName: 'Hot Slot' }), makeGame(6, { gameType: 'FISH', gameName: 'Hot Fish' })] } as never;
    }
    if (definition === addFavourite && add) return (await add()) as never;
    throw new Error(`unexpected call ${(definition as { path: string }).path}`);
  });
}

const callsOf = <T,>(definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input as T);

async function renderPage(route: string, { locale = 'en', colorMode = 'light' }: { locale?: Locale; colorMode?: ColorMode } = {}) {
  return renderInApp(<Page />, { route, locale, colorMode });
}

function logIn() {
  sessionStore.signIn({ token: 'tok', account: 'player01', type: 0 });
}

beforeEach(() => {
  call.mockReset();
  startGame.mockReset();
  dialogs.closeAll();
});
afterEach(() => {
  sessionStore.signOut();
  closeLoginPrompt();
});

describe('GameCategoryPage', () => {
  it('upper-cases the route parameter to the category', async () => {
    logIn();
    answerCalls();
    await renderPage('/FiSh');
    expect(screen.getByRole('heading', { level: 1, name: 'Fishing' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf<GameListQuery>(gameList)[0]).toMatchObject({ gameType: 'FISH', pageNo: 1, pageSize: 24, clientType: 3 }));
  });

  it('shows the not-found page for a parameter that names no category', async () => {
    answerCalls();
    await renderPage('/casino');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('selects the vendor tab from ?vendor=, in any case', async () => {
    logIn();
    answerCalls();
    await renderPage('/rng?vendor=cq9');
    await waitFor(() => expect(callsOf<GameListQuery>(gameList)[0]).toMatchObject({ gameType: 'RNG', vassalage: 'CQ9', pageNo: 1 }));
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    expect(within(providers).getByRole('button', { name: /CQ9 Gaming/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('selects the vendor tab from ?page=, counting from 0, and asks for nothing before it is known', async () => {
    logIn();
    answerCalls();
    await renderPage('/rng?page=2');
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    expect(within(providers).getByRole('button', { name: /Microgaming/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsOf(gameList).length).toBeGreaterThan(0));
    expect(callsOf<GameListQuery>(gameList).every((query) => query.vassalage === 'MG')).toBe(true);
  });

  it('switches vendor from the bar into the address, back to page 1', async () => {
    logIn();
    answerCalls();
    await renderPage('/rng');
    await waitFor(() => expect(callsOf<GameListQuery>(gameList).at(-1)?.pageNo).toBe(3), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Microgaming/ }));
    expect(location()).toBe('/rng?vendor=MG');
    await waitFor(() => expect(callsOf<GameListQuery>(gameList)).toContainEqual(expect.objectContaining({ vassalage: 'MG', pageNo: 1 })));
  });

  it('loads page after page as the end of the grid nears, and stops at totalPages', async () => {
    logIn();
    answerCalls({ totalPages: 3 });
    await renderPage('/rng');
    await waitFor(() => expect(screen.getByText('You have seen all the games')).toBeInTheDocument(), { timeout: 4000 });
    // Let the grid's throttle pass: no page past the last is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(callsOf<GameListQuery>(gameList).map((query) => query.pageNo)).toEqual([1, 2, 3]);
    expect(screen.getByRole('feed', { name: 'Slots games' })).toBeInTheDocument();
  });

  it('starts again at page 1 when a filter changes, and keeps the filter in the address', async () => {
    logIn();
    answerCalls({ totalPages: 2 });
    await renderPage('/rng?vendor=PT');
    await waitFor(() => expect(callsOf<GameListQuery>(gameList).map((query) => query.pageNo)).toEqual([1, 2]));

    await userEvent.click(screen.getByRole('button', { name: 'Hot' }));
    expect(location()).toBe('/rng?vendor=PT&type=hot');
    await waitFor(() => expect(callsOf<GameListQuery>(gameList)[2]).toMatchObject({ vassalage: 'PT', isHot: 1, pageNo: 1 }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '0.1');
    expect(location()).toBe('/rng?vendor=PT&type=hot&minBet=0.1');
    await waitFor(() =>
      expect(callsOf<GameListQuery>(gameList)).toContainEqual(expect.objectContaining({ isHot: 1, minBet: 0.1, pageNo: 1 })),
    );
  });

  it('reads the filters back from the address (a reload), and offers no bingo', async () => {
    logIn();
    answerCalls({ totalPages: 1 });
    await renderPage('/live?type=hot&name=koi&minBet=0.05&class=table');
    await waitFor(() =>
      expect(callsOf<GameListQuery>(gameList)[0]).toMatchObject({
        gameType: 'LIVE',
        isHot: 1,
        gameName: 'koi',
        minBet: 0.05,
        gameClassify: 'table',
        pageNo: 1,
      }),
    );
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toHaveValue('koi');
    const classification = screen.getByRole('combobox', { name: 'Classification' });
    expect(within(classification).queryByRole('option', { name: 'Bingo' })).not.toBeInTheDocument();
  });

  it("shows the member's favourites of the category under My favourites", async () => {
    logIn();
    answerCalls();
    await renderPage('/rng?type=favourites&vendor=CQ9');
    await waitFor(() => expect(callsOf(favourites)[0]).toMatchObject({ gameType: 'RNG', pageNo: 1, pageSize: 24, clientType: 3, platform: 'flash' }));
    // Narrowed to the vendor tab here: the favourites call takes no vendor.
    const feed = await screen.findByRole('feed');
    expect(within(feed).getAllByRole('article')).toHaveLength(1);
    expect(within(feed).getByText('Wild Lotus 41')).toBeInTheDocument();
    expect(callsOf(gameList)).toHaveLength(0);
  });

  it('toggles a favourite at once and undoes it when the server refuses', async () => {
    logIn();
    const refused = deferred<never>();
    answerCalls({ totalPages: 1, addFavourite: () => refused.promise });
    await renderPage('/rng?vendor=PT');
    const heart = await screen.findByRole('button', { name: 'Favourite Fortune Koi 2' });
    await waitFor(() => expect(callsOf(favouriteIds)).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf(addFavourite)).toEqual([{ nodeId: 'PT-RNG-002', vendor: 'PT', gameType: 'RNG' }]);

    await act(async () => refused.reject(new Error('refused')));
    expect(await screen.findByRole('dialog', { name: 'Could not add to favourites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite Fortune Koi 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts a game from its tile', async () => {
    logIn();
    answerCalls({ totalPages: 1 });
    await renderPage('/rng');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Fortune Koi 2' }));
    expect(startGame).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'PT-RNG-002' }));
  });

  describe('for a guest', () => {
    it('shows the hot games of the category with a call to log in, and loads the full list after login', async () => {
      const prompt = renderHook(() => useLoginPrompt());
      answerCalls({ totalPages: 1 });
      await renderPage('/rng');
      const feed = await screen.findByRole('feed');
      expect(within(feed).getByText('Hot Slot')).toBeInTheDocument();
      expect(within(feed).queryByText('Hot Fish')).not.toBeInTheDocument();
      expect(callsOf(gameList)).toHaveLength(0);
      expect(callsOf(hotGames)[0]).toMatchObject({ merchantCode: 'DEMO_ROYAL', isPlatform: 2 });

      await userEvent.click(screen.getByRole('button', { name: 'Log in to see all games' }));
      expect(prompt.result.current).toEqual({ isOpen: true, reason: 'action' });

      act(() => logIn());
      await waitFor(() => expect(callsOf<GameListQuery>(gameList)[0]).toMatchObject({ gameType: 'RNG', pageNo: 1 }));
      expect(screen.queryByRole('button', { name: 'Log in to see all games' })).not.toBeInTheDocument();
    });

    it('asks to log in for My favourites and Recent, and keeps the filter', async () => {
      const prompt = renderHook(() => useLoginPrompt());
      answerCalls();
      await renderPage('/rng?vendor=PT');
      await userEvent.click(screen.getByRole('button', { name: /My favourites/ }));
      expect(prompt.result.current).toEqual({ isOpen: true, reason: 'action' });
      act(() => closeLoginPrompt());
      await userEvent.click(screen.getByRole('button', { name: /Recent/ }));
      expect(prompt.result.current.isOpen).toBe(true);
      expect(location()).toBe('/rng?vendor=PT');
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      expect(callsOf(favourites)).toHaveLength(0);
    });

    it('asks to log in when a heart is pressed', async () => {
      const prompt = renderHook(() => useLoginPrompt());
      answerCalls();
      await renderPage('/rng');
      await userEvent.click(await screen.findByRole('button', { name: 'Favourite Hot Slot' }));
      expect(prompt.result.current.isOpen).toBe(true);
      expect(callsOf(addFavourite)).toHaveLength(0);
    });
  });

  describe('/recent', () => {
    it('asks a guest to log in', async () => {
      const prompt = renderHook(() => useLoginPrompt());
      answerCalls();
      await renderPage('/recent');
      expect(screen.getByRole('heading', { level: 1, name: 'Recent games' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(prompt.result.current.isOpen).toBe(true);
      expect(callsOf(recentGames)).toHaveLength(0);
    });

    it("lists the member's recent games, 9 a page", async () => {
      logIn();
      answerCalls();
      await renderPage('/RECENT');
      await waitFor(() => expect(callsOf<RecentGamesQuery>(recentGames).map((query) => query.page)).toEqual([1, 2]), { timeout: 4000 });
      expect(callsOf<RecentGamesQuery>(recentGames)[0]).toMatchObject({ page: 1, pageSize: 9, clientType: 3 });
      // Both pages are in the list: 18 games in all (the grid renders those in view).
      const tiles = within(screen.getByRole('feed', { name: 'Recent games' })).getAllByRole('article');
      await waitFor(() => expect(tiles[0]).toHaveAttribute('aria-setsize', '18'));
    });
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, for members and guests', async (colorMode) => {
    logIn();
    answerCalls({ totalPages: 1 });
    const member = await renderPage('/rng?vendor=PT', { colorMode });
    await screen.findByRole('feed');
    expect(await axeViolations(member.container)).toEqual([]);
    member.unmount();

    sessionStore.signOut();
    const guest = await renderPage('/fish', { colorMode, locale: 'zh' });
    await screen.findByRole('feed');
    expect(await axeViolations(guest.container)).toEqual([]);
  });
});
