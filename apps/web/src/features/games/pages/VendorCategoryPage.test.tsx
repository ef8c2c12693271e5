import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, gameMenus, launchGame, popularGames } from '@platform/api';
import type { GameMenu, LotteryGame, PopularGamesQuery, Vendor } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { LocationProbe, signInAs } from '../launch/testing';
import { mergeByTurns } from './LotteryDraws';
import VendorCategoryPage, { vendorCategoryOf } from './VendorCategoryPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

const vendor = (vassalage: string, gameType: string, displayName: string, isHot = 0): Vendor => ({
  vassalage,
  gameType,
  displayName,
  isHot,
  nodeId: `${gameType}-${vassalage}`,
  logoUrl: `/lgw/assets/vendors/${gameType}/COLOR/${vassalage}.svg`,
});

const MENUS: GameMenu[] = [
  { code: 'SPORTS', name: 'Sports', vendors: [vendor('IBC', 'SPORTS', 'IBC Sports', 1), vendor('FB', 'SPORTS', 'FB Sports')] },
  { code: 'ESPORTS', name: 'Esports', vendors: [vendor('UG', 'ESPORTS', 'UG Esports')] },
  { code: 'LOTT', name: 'Lottery', vendors: [vendor('TCG_LOTTO_VN', 'LOTT', 'TCG Lotto VN'), vendor('TCG_SEA', 'LOTT', 'TCG SEA Lotto')] },
  { code: 'ELOTT', name: 'E-Lottery', vendors: [vendor('ELOTT', 'ELOTT', 'E-Lotto')] },
];

const draw = (gameCode: string, prizeMode: string, vendorCode: string): LotteryGame => ({
  gameCode,
  gameName: `Draw ${gameCode}`,
  prizeMode,
  vendor: vendorCode,
  nextDrawTime: Date.UTC(2031, 0, 1, 12, 30),
  isHot: 1,
});

const POPULAR: Record<string, LotteryGame[]> = {
  ZY: [draw('VN_SSC1', 'ZY', 'TCG_LOTTO_VN'), draw('VN_PK10', 'ZY', 'TCG_LOTTO_VN')],
  SEA: [draw('SEA_KL', 'SEA', 'TCG_SEA')],
  Elott: [draw('E_1M', 'Elott', 'ELOTT')],
};

function answer(menus: GameMenu[] = MENUS) {
  call.mockImplementation(async (definition, input) => {
    if (definition === gameMenus) return menus;
    if (definition === popularGames) return POPULAR[(input as PopularGamesQuery).prizeMode] ?? [];
    if (definition === launchGame) return { url: '/lgw/demo/slot?ticket=v' };
    throw new Error('unexpected call');
  });
}

async function renderAt(route: string) {
  return renderInApp(
    <>
      <VendorCategoryPage />
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => {
  call.mockReset();
  answer();
});
afterEach(() => {
  sessionStore.signOut();
});

describe('VendorCategoryPage', () => {
  it.each([
    ['/sports', 'Sports', ['IBC Sports', 'FB Sports']],
    ['/esports', 'Esports', ['UG Esports']],
    ['/lott', 'Lottery', ['TCG Lotto VN', 'TCG SEA Lotto']],
    ['/elott', 'E-Lottery', ['E-Lotto']],
  ])('lists the vendors of %s with their logos', async (route, heading, names) => {
    const { container } = await renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const providers = screen.getByRole('region', { name: 'Providers' });
    await waitFor(() => expect(within(providers).getAllByRole('button')).toHaveLength(names.length));
    for (const name of names) expect(within(providers).getByRole('button', { name: new RegExp(`^${name}.*Play$`) })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the game type from the path', () => {
    expect(vendorCategoryOf('/sports')).toBe('SPORTS');
    expect(vendorCategoryOf('/elott/')).toBe('ELOTT');
  });

  it('starts a vendor: the lobby launched on /game, FB on /fbsports', async () => {
    signInAs();
    await renderAt('/sports');
    await userEvent.click(await screen.findByRole('button', { name: /^IBC Sports.*Play$/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game?vassalage=IBC&gameType=SPORTS&name=IBC+Sports'));
    expect(call).toHaveBeenCalledWith(launchGame, { vassalage: 'IBC', gameType: 'SPORTS' });
  });

  it("opens /fbsports for FB's card", async () => {
    signInAs();
    await renderAt('/sports');
    await userEvent.click(await screen.findByRole('button', { name: /^FB Sports.*Play$/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fbsports$/);
    expect(call).not.toHaveBeenCalledWith(launchGame, expect.anything());
  });

  it('lists the popular draws of a lottery category, which open in the lottery flow', async () => {
    signInAs();
    await renderAt('/lott');
    const draws = await screen.findByRole('region', { name: 'Popular draws' });
    await waitFor(() => expect(within(draws).getAllByRole('article')).toHaveLength(3));
    // By turns: every vendor shows near the top.
    expect(within(draws).getAllByRole('heading', { level: 3 }).map((item) => item.textContent?.replace('Hot', '').trim())).toEqual([
      'Draw VN_SSC1',
      'Draw SEA_KL',
      'Draw VN_PK10',
    ]);
    expect(call).toHaveBeenCalledWith(popularGames, expect.objectContaining({ count: 20, prizeMode: 'ZY', device: 'WEB' }));
    expect(call).toHaveBeenCalledWith(popularGames, expect.objectContaining({ prizeMode: 'SEA' }));
    await userEvent.click(screen.getByRole('button', { name: /^TCG Lotto VN.*Play$/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lottery?vendor=TCG_LOTTO_VN&playType=ZY');
  });

  it('opens a popular draw in the lottery flow', async () => {
    signInAs();
    await renderAt('/lott');
    const draws = await screen.findByRole('region', { name: 'Popular draws' });
    await userEvent.click(await within(draws).findByRole('button', { name: 'Play Draw SEA_KL' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lottery?gameCode=SEA_KL&vendor=TCG_SEA&playType=SEA');
  });

  it('says so when the category has no vendors, and offers Retry when the menus fail', async () => {
    answer([]);
    const { unmount } = await renderAt('/esports');
    expect(await screen.findByText('No providers in this category yet.')).toBeInTheDocument();
    unmount();
    call.mockReset();
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }));
    answer();
    await renderAt('/sports');
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^IBC Sports.*Play$/ })).toBeInTheDocument();
  });

  it('merges the popular lists by turns, without repeats, up to 20', () => {
    const many = Array.from({ length: 30 }, (_, index) => draw(`Z${index}`, 'ZY', 'TCG_LOTTO_VN'));
    const merged = mergeByTurns([many, [draw('S1', 'SEA', 'TCG_SEA'), draw('Z0', 'ZY', 'TCG_LOTTO_VN')]]);
    expect(merged).toHaveLength(20);
    expect(merged.slice(0, 3).map((game) => game.gameCode)).toEqual(['Z0', 'S1', 'Z1']);
  });
});
