import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameList, hotGames, recentGames, type GameListQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { closeLoginPrompt, useLoginPrompt } from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { gamePage, makeGame } from '../lobby/testing';
import SearchModal from './SearchModal';
import { searchHistoryKey } from './search-history';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
const startGame = vi.hoisted(() => vi.fn());
vi.mock('../launch/use-start-game', () => ({ useStartGame: () => startGame }));

const call = vi.mocked(api.call);
const HISTORY_KEY = searchHistoryKey('DEMO_ROYAL');
const RECENT = [makeGame(50, { gameName: 'Recent Koi' }), makeGame(51, { gameName: 'Recent Tiger' })];

function answerCalls() {
  call.mockImplementation(async (definition, input) => {
    if (definition === gameList) {
      const query = input as GameListQuery;
      // Two pages of 24 for any name: 48 games found.
      return gamePage(query.pageNo, 2) as never;
    }
    if (definition === recentGames) return { list: RECENT, totalPages: 1 } as never;
    if (definition === hotGames) {
      return { list: [makeGame(1, { gameName: 'Dragon Hot' }), makeGame(2, { gameName: 'Panda Hot' }), makeGame(3, { gameName: 'Dragon Fish' })] } as never;
    }
    throw new Error(`unexpected call ${(definition as { path: string }).path}`);
  });
}

const callsOf = <T,>(definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input as T);
const searchbox = () => screen.getByRole('searchbox', { name: 'Search games by name' });
const historyChips = () => within(screen.getByRole('group', { name: 'Search history' })).getAllByRole('listitem').map((chip) => chip.textContent);

// As the outlet renders it: AppModalProps<'search'> intersects `Record<string, never>`, which JSX cannot satisfy.
const Modal = SearchModal as ComponentType<{ isOpen: boolean; onClose: () => void; onClosed: () => void }>;

async function renderModal(options: { colorMode?: 'light' | 'dark'; locale?: 'en' | 'zh' | 'ms' } = {}) {
  const onClose = vi.fn();
  const rendered = await renderInApp(<Modal isOpen onClose={onClose} onClosed={vi.fn()} />, { locale: options.locale ?? 'en', colorMode: options.colorMode });
  return { ...rendered, onClose };
}

beforeEach(() => {
  call.mockReset();
  startGame.mockReset();
  localStorage.removeItem(HISTORY_KEY);
  answerCalls();
});
afterEach(() => {
  sessionStore.signOut();
  closeLoginPrompt();
});

describe('SearchModal for a member', () => {
  beforeEach(() => sessionStore.signIn({ token: 'tok', account: 'player01', type: 0 }));

  it('searches the game list by name on Enter and says how many games it found', async () => {
    await renderModal();
    expect(screen.getByRole('dialog', { name: 'Search games' })).toBeInTheDocument();
    await userEvent.type(searchbox(), ' dragon {Enter}');
    await waitFor(() => expect(screen.getByText('48 games found', { selector: 'p' })).toBeInTheDocument());
    expect(callsOf<GameListQuery>(gameList)).toEqual([
      expect.objectContaining({ gameName: 'dragon', pageNo: 1, pageSize: 24, clientType: 3 }),
      expect.objectContaining({ gameName: 'dragon', pageNo: 2, pageSize: 24 }),
    ]);
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('button')).toHaveLength(48);
  });

  it('keeps each search in the history chips, newest first, stored for the next visit', async () => {
    const first = await renderModal();
    await userEvent.type(searchbox(), 'dragon{Enter}');
    await userEvent.clear(searchbox());
    await userEvent.type(searchbox(), 'koi{Enter}');
    expect(historyChips()).toEqual(['koi', 'dragon']);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['koi', 'dragon']);

    // A chip searches its term again, and goes first.
    await userEvent.click(screen.getByRole('button', { name: 'dragon' }));
    expect(searchbox()).toHaveValue('dragon');
    expect(historyChips()).toEqual(['dragon', 'koi']);
    await waitFor(() => expect(callsOf<GameListQuery>(gameList).filter((query) => query.gameName === 'dragon' && query.pageNo === 1)).toHaveLength(2));

    // Its × removes it, here and in storage.
    await userEvent.click(screen.getByRole('button', { name: 'Remove koi from history' }));
    expect(historyChips()).toEqual(['dragon']);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['dragon']);

    first.unmount();
    await renderModal();
    expect(historyChips()).toEqual(['dragon']);
  });

  it('shows the recent games, and a press closes the popup and starts the game', async () => {
    const { onClose } = await renderModal();
    const recent = await screen.findByRole('group', { name: 'Recent games' });
    expect(callsOf(recentGames)[0]).toMatchObject({ page: 1, pageSize: 9, gameType: 'RNG', clientType: 3 });
    await userEvent.click(within(recent).getByRole('button', { name: 'Recent Tiger' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(startGame).toHaveBeenCalledWith(RECENT[1]);
  });

  it('starts a game found, closing the popup', async () => {
    const { onClose } = await renderModal();
    await userEvent.type(searchbox(), 'panda{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getAllByRole('button')[1]!);
    expect(onClose).toHaveBeenCalled();
    expect(startGame).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'PT-RNG-002' }));
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['koi', 'dragon']));
    await renderModal({ colorMode, locale: 'ms' });
    await userEvent.type(screen.getByRole('searchbox'), 'panda{Enter}');
    await waitFor(() => expect(screen.getAllByRole('list')).toHaveLength(3)); // history, results, recent
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('SearchModal for a guest', () => {
  it('searches the hot games by name, without the member-only game list', async () => {
    await renderModal();
    await userEvent.type(searchbox(), 'dragon{Enter}');
    await waitFor(() => expect(screen.getByText('2 games found', { selector: 'p' })).toBeInTheDocument());
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('button').map((button) => button.textContent)).toEqual(['Dragon HotPT', 'Dragon FishPT']);
    expect(callsOf(gameList)).toHaveLength(0);
    expect(callsOf(recentGames)).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Recent games' })).not.toBeInTheDocument();
  });

  it('offers a login for the whole list, closing the popup', async () => {
    const prompt = renderHook(() => useLoginPrompt());
    const { onClose } = await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(prompt.result.current).toEqual({ isOpen: true, reason: 'action' });
  });

  it('has no axe violations', async () => {
    await renderModal({ colorMode: 'dark', locale: 'zh' });
    await act(async () => {});
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
