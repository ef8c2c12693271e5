import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, gameList, launchGame } from '@platform/api';
import type { Game, GameListQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { LocationProbe, signInAs } from '../launch/testing';
import GamePopupModal, { POPUP_PAGE_SIZE } from './GamePopupModal';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

const game = (index: number, extra: Partial<Game> = {}): Game => ({
  nodeId: `BBIN-RNG-${index}`,
  vassalage: 'BBIN',
  gameType: 'RNG',
  gameName: `BBIN Game ${index}`,
  gameCode: `BBIN_${index}`,
  displayName: 'BBIN',
  supportPlay: 1,
  ...extra,
});

function answer(pages: Game[][]) {
  call.mockImplementation(async (definition, input) => {
    if (definition === gameList) {
      const { pageNo } = input as GameListQuery;
      return { games: pages[pageNo - 1] ?? [], totalPages: pages.length };
    }
    if (definition === launchGame) return { url: '/lgw/demo/slot?ticket=p' };
    throw new Error('unexpected call');
  });
}

async function renderPopup(onClose = vi.fn()) {
  const view = await renderInApp(
    <>
      <GamePopupModal vassalage="BBIN" gameType="RNG" title="BBIN Lobby" isOpen onClose={onClose} onClosed={() => {}} />
      <LocationProbe />
    </>,
  );
  return { ...view, onClose };
}

beforeEach(() => {
  call.mockReset();
  signInAs();
});
afterEach(() => {
  sessionStore.signOut();
});

describe('GamePopupModal', () => {
  it("lists the vendor's games of its category, page by page", async () => {
    answer([Array.from({ length: POPUP_PAGE_SIZE }, (_, index) => game(index)), [game(100)]]);
    await renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'BBIN Lobby games' });
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(POPUP_PAGE_SIZE));
    expect(call).toHaveBeenCalledWith(gameList, expect.objectContaining({ vassalage: 'BBIN', gameType: 'RNG', pageNo: 1, pageSize: 24 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'More games' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(POPUP_PAGE_SIZE + 1));
    expect(within(dialog).queryByRole('button', { name: 'More games' })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('starts a game from its tile and closes', async () => {
    answer([[game(1), game(2, { supportPlay: 0 }), game(3, { isGame: 'VASSALAGE', gameName: 'BBIN Lobby' })]]);
    const { onClose } = await renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'BBIN Lobby games' });
    // The vendor's own tile would open this list again: it is left out.
    expect(await within(dialog).findByRole('button', { name: 'Play BBIN Game 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Play BBIN Lobby' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free trial of BBIN Game 2' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game?vassalage=BBIN&gameType=RNG&nodeId=BBIN-RNG-2'));
    expect(call).toHaveBeenCalledWith(launchGame, expect.objectContaining({ nodeId: 'BBIN-RNG-2', tryPlay: true }));
  });

  it('says so when the vendor has no games, and offers Retry on failure', async () => {
    answer([[]]);
    const { unmount } = await renderPopup();
    expect(await screen.findByText('This provider has no games to show yet.')).toBeInTheDocument();
    unmount();
    call.mockReset();
    answer([[game(1)]]);
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }));
    await renderPopup();
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Play BBIN Game 1' })).toBeInTheDocument();
  });
});
