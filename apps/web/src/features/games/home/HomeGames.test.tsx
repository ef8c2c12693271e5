import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gameMenus, hotGames } from '@platform/api';
import { api } from '../../../lib/api';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { MENUS, deferred, makeGame } from '../lobby/testing';
import { HOME_HOT_GAMES, HomeGames } from './HomeGames';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
const startGame = vi.hoisted(() => vi.fn());
vi.mock('../launch/use-start-game', () => ({ useStartGame: () => startGame }));

const call = vi.mocked(api.call);
const HOT = Array.from({ length: 20 }, (_, index) => makeGame(index + 1, { isHot: 1 }));

function answerCalls(hot: Promise<unknown> = Promise.resolve({ list: HOT }), menus: unknown = MENUS) {
  call.mockImplementation(async (definition) => {
    if (definition === gameMenus) return menus as never;
    if (definition === hotGames) return (await hot) as never;
    throw new Error(`unexpected call ${(definition as { path: string }).path}`);
  });
}

beforeEach(() => {
  call.mockReset();
  startGame.mockReset();
});

describe('HomeGames', () => {
  it('shows skeleton tiles of the final layout while the hot games load, then the hot games', async () => {
    const hot = deferred<unknown>();
    answerCalls(hot.promise);
    const { container } = await renderInApp(<HomeGames />);
    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading hot games');
    expect(container.querySelectorAll('[data-skeleton-tile]')).toHaveLength(HOME_HOT_GAMES);

    hot.resolve({ list: HOT });
    const list = await within(section).findByRole('list', { name: 'Hot games' });
    const tiles = within(list).getAllByRole('article');
    expect(tiles).toHaveLength(HOME_HOT_GAMES);
    expect(tiles[0]).toHaveAccessibleName(HOT[0]!.gameName!);
    // The tiles' hot marks come from the games' isHot.
    expect(within(tiles[0]!).getByText('Hot')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-skeleton-tile]')).toHaveLength(0);
    expect(call).toHaveBeenCalledWith(hotGames, expect.objectContaining({ merchantCode: 'DEMO_ROYAL', isPlatform: 2 }), expect.anything());
    expect(within(section).getByRole('link', { name: 'See all hot games' })).toHaveAttribute('href', '/rng?type=hot');
  });

  it('starts a hot game from its tile', async () => {
    answerCalls();
    await renderInApp(<HomeGames />);
    await userEvent.click(await screen.findByRole('button', { name: `Play ${HOT[2]!.gameName}` }));
    expect(startGame).toHaveBeenCalledWith(HOT[2]);
  });

  it('links to every category page with its number of providers', async () => {
    answerCalls();
    await renderInApp(<HomeGames />);
    const nav = screen.getByRole('region', { name: 'Game categories' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Slots/ })).toHaveTextContent('3 providers'));
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/rng', '/fish', '/live', '/pvp', '/sports', '/esports', '/lott', '/elott']);
    expect(within(nav).getByRole('link', { name: /Live casino/ })).toHaveTextContent('1 provider');
    expect(within(within(nav).getByRole('link', { name: /Slots/ })).getByText('Hot')).toBeInTheDocument();
  });

  it('leaves out a category the brand does not offer once the menus are known', async () => {
    answerCalls(undefined, MENUS.filter((menu) => menu.code !== 'ESPORTS'));
    await renderInApp(<HomeGames />, { locale: 'zh' });
    const nav = screen.getByRole('region', { name: '游戏分类' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(7));
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/esports');
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, loading and loaded', async (colorMode) => {
    const hot = deferred<unknown>();
    answerCalls(hot.promise);
    const { container } = await renderInApp(<HomeGames />, { colorMode, locale: 'ms' });
    expect(await axeViolations(container)).toEqual([]);
    hot.resolve({ list: HOT });
    await screen.findAllByRole('article');
    expect(await axeViolations(container)).toEqual([]);
  });
});
