import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, gameList, launchGame } from '@platform/api';
import type { Game } from '@platform/api';
import { api } from '../../../lib/api';
import { closeAppModal, getAppModals, removeAppModal } from '../../../lib/app-modals';
import { requestLogin } from '../../../lib/session/login-prompt';
import type * as LoginPrompt from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { readSelectedVendor } from './selected-vendor';
import type { StartOptions, StartTarget } from './start-game';
import { LocationProbe, signInAs } from './testing';
import { useStartGame } from './use-start-game';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/session/login-prompt', async (original) => ({
  ...(await original<typeof LoginPrompt>()),
  requestLogin: vi.fn(),
}));

const call = vi.mocked(api.call);

const slot: Game = { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG', gameName: 'Lucky Dragon', gameCode: 'PT_RNG_001', supportPlay: 1 };
const hotA: Game = { nodeId: 'CQ9-RNG-004', vassalage: 'CQ9', gameType: 'RNG', gameName: 'Jump High', gameCode: 'CQ9_RNG_004', supportPlay: 1 };
const hotB: Game = { nodeId: 'MG-RNG-010', vassalage: 'MG', gameType: 'RNG', gameName: 'Gold Rush', gameCode: 'MG_RNG_010', supportPlay: 1 };

function Harness({ target, options }: { target: StartTarget; options?: StartOptions }) {
  const startGame = useStartGame();
  return (
    <>
      <button type="button" onClick={() => startGame(target, options)}>
        Start
      </button>
      <LocationProbe />
    </>
  );
}

async function start(target: StartTarget, options?: StartOptions) {
  const view = await renderInApp(<Harness target={target} options={options} />);
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  return view;
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  call.mockReset();
  vi.mocked(requestLogin).mockClear();
});
afterEach(() => {
  sessionStore.signOut();
  for (const entry of getAppModals()) {
    closeAppModal(entry.name);
    removeAppModal(entry.name);
  }
});

describe('useStartGame', () => {
  it('asks a visitor to log in and starts nothing', async () => {
    await start(slot);
    expect(requestLogin).toHaveBeenCalledWith('action');
    expect(call).not.toHaveBeenCalled();
    expect(location()).toBe('/');
  });

  it('refuses real play to a trial account with the warning, and calls nothing', async () => {
    signInAs('trial');
    await start(slot);
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(dialog).toHaveTextContent('Please register or log in to a real account.');
    expect(call).not.toHaveBeenCalled();
    expect(location()).toBe('/');
  });

  it('refuses a free trial of a game that has none', async () => {
    signInAs();
    await start(slot, { tryPlay: true });
    expect(await screen.findByRole('dialog', { name: 'No free trial' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('launches a third-party game, then opens /game with the game, never its address', async () => {
    signInAs();
    call.mockResolvedValue({ url: '/lgw/demo/slot?ticket=secret' });
    await start(slot);
    await waitFor(() => expect(location()).toBe('/game?vassalage=PT&gameType=RNG&nodeId=PT-RNG-001&gameCode=PT_RNG_001&name=Lucky+Dragon'));
    expect(call).toHaveBeenCalledWith(launchGame, { vassalage: 'PT', gameType: 'RNG', nodeId: 'PT-RNG-001', gameCode: 'PT_RNG_001' });
    expect(location()).not.toContain('secret');
  });

  it('gives a trial account the free trial of a game that has one', async () => {
    signInAs('trial');
    call.mockResolvedValue({ url: '/lgw/demo/slot?ticket=trial' });
    await start({ ...slot, supportPlay: 0 });
    await waitFor(() => expect(location()).toContain('try=1'));
    expect(call).toHaveBeenCalledWith(launchGame, expect.objectContaining({ tryPlay: true }));
  });

  it.each([
    ['TCG_LOTTO_VN', 'LOTT', 'ZY'],
    ['TCG_SEA', 'LOTT', 'SEA'],
    ['LOTT', 'LOTT', 'Lott'],
    ['ELOTT', 'ELOTT', 'Elott'],
  ])('opens /lottery for a %s game (%s) without a launch of its own', async (vendor, gameType, playType) => {
    signInAs();
    await start({ nodeId: `${vendor}-1`, vassalage: vendor, gameType, gameName: 'Draw', gameCode: 'D1' });
    expect(location()).toBe(`/lottery?gameCode=D1&vendor=${vendor}&playType=${playType}`);
    expect(call).not.toHaveBeenCalled();
  });

  it('launches a lottery game of another vendor as a third-party game', async () => {
    signInAs();
    call.mockResolvedValue({ url: '/lgw/demo/slot?ticket=x' });
    await start({ nodeId: 'GG-LOTT-1', vassalage: 'GG', gameType: 'LOTT', gameName: 'GG Keno', gameCode: 'GG_KENO' });
    await waitFor(() => expect(location()).toMatch(/^\/game\?vassalage=GG&gameType=LOTT/));
    expect(call).toHaveBeenCalledWith(launchGame, expect.objectContaining({ vassalage: 'GG', gameType: 'LOTT' }));
  });

  it('opens the popup game list for a VASSALAGE tile', async () => {
    signInAs();
    call.mockImplementation(async (definition) => {
      if (definition === gameList) return { games: [], totalPages: 0 };
      throw new Error('unexpected call');
    });
    await start({ ...slot, vassalage: 'BBIN', gameName: 'BBIN Lobby', isGame: 'VASSALAGE' });
    expect(getAppModals()).toEqual([{ name: 'gamePopup', params: { vassalage: 'BBIN', gameType: 'RNG', title: 'BBIN Lobby' }, isOpen: true }]);
    expect(call).not.toHaveBeenCalledWith(launchGame, expect.anything());
  });

  it('stores an RNG vendor card and opens /rng on its tab', async () => {
    signInAs();
    await start({ vassalage: 'PT', gameType: 'RNG', displayName: 'Playtech', nodeId: 'RNG-PT' });
    expect(location()).toBe('/rng?vendor=PT');
    expect(readSelectedVendor('RNG')).toBe('PT');
    expect(call).not.toHaveBeenCalled();
  });

  it('offers the hot games when the game is under maintenance, and starts the one picked', async () => {
    signInAs();
    call.mockImplementation(async (_definition, input) => {
      if ((input as { nodeId?: string }).nodeId === slot.nodeId) {
        throw new ApiError({
          code: 'GAME_MAINTENANCE',
          status: 409,
          message: 'Lucky Dragon is under maintenance: try a hot game',
          value: { hotGames: [slot, hotA, hotB] },
        });
      }
      return { url: '/lgw/demo/slot?ticket=hot' };
    });
    await start(slot);
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('This game is under maintenance. Try one of the hot games.');
    // The game under maintenance is not suggested.
    expect(within(dialog).queryByRole('button', { name: 'Play Lucky Dragon' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Play Gold Rush' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play Jump High' }));
    await waitFor(() => expect(location()).toBe('/game?vassalage=CQ9&gameType=RNG&nodeId=CQ9-RNG-004&gameCode=CQ9_RNG_004&name=Jump+High'));
    expect(call).toHaveBeenLastCalledWith(launchGame, expect.objectContaining({ nodeId: 'CQ9-RNG-004' }));
  });

  it('shows the catalogue message when a launch fails otherwise', async () => {
    signInAs();
    call.mockRejectedValue(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }));
    await start(slot);
    const dialog = await screen.findByRole('dialog', { name: 'The game could not start' });
    expect(dialog).toHaveTextContent('Network connection abnormal, please retry.');
    expect(location()).toBe('/');
  });
});
