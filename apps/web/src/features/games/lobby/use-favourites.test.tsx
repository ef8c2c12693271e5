import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFavourite, favouriteIds, removeFavourite, type CallDefinition, type Game } from '@platform/api';
import { dialogs } from '@platform/ui';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { closeLoginPrompt, useLoginPrompt } from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { renderInApp } from '../../../test/render-in-app';
import { deferred, makeGame } from './testing';
import { useFavouriteIds, useFavouriteToggle } from './use-favourites';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

const GAMES = [makeGame(1), makeGame(2, { vassalage: 'CQ9' })];

/** A heart per game, as the tiles show them. */
function Hearts({ games }: { games: Game[] }) {
  const ids = useFavouriteIds();
  const toggle = useFavouriteToggle();
  return (
    <ul>
      {games.map((game) => (
        <li key={game.nodeId}>
          <button type="button" aria-pressed={ids.has(game.nodeId)} onClick={() => toggle(game)}>
            {game.gameName}
          </button>
        </li>
      ))}
    </ul>
  );
}

const heart = (game: Game) => screen.getByRole('button', { name: game.gameName });

function answer(handlers: Map<CallDefinition<never, unknown>, (input: never) => unknown>) {
  call.mockImplementation(async (definition, input) => {
    const handler = handlers.get(definition as CallDefinition<never, unknown>);
    if (!handler) throw new Error(`unexpected call ${String((definition as { path?: string }).path)}`);
    return handler(input as never) as never;
  });
}

beforeEach(() => {
  call.mockReset();
  dialogs.closeAll();
  sessionStore.signIn({ token: 'tok', account: 'player01', type: 0 });
});
afterEach(() => {
  sessionStore.signOut();
  closeLoginPrompt();
});

describe('useFavouriteToggle', () => {
  it('adds a game not in the list at once, and keeps the list the server answers', async () => {
    const added = deferred<string[]>();
    answer(
      new Map<CallDefinition<never, unknown>, (input: never) => unknown>([
        [favouriteIds as never, () => ['CQ9-RNG-002']],
        [addFavourite as never, () => added.promise],
      ]),
    );
    const { queryClient } = await renderInApp(<Hearts games={GAMES} />);
    await waitFor(() => expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'true'));
    expect(heart(GAMES[0]!)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart(GAMES[0]!));
    // Optimistic: pressed before the server answers.
    expect(heart(GAMES[0]!)).toHaveAttribute('aria-pressed', 'true');
    expect(call).toHaveBeenCalledWith(addFavourite, { nodeId: 'PT-RNG-001', vendor: 'PT', gameType: 'RNG' });

    await act(async () => added.resolve(['PT-RNG-001', 'CQ9-RNG-002']));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.favouriteIds('tok'))).toEqual(['PT-RNG-001', 'CQ9-RNG-002']));
    expect(heart(GAMES[0]!)).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a game already in the list, and undoes the change with a message when it fails', async () => {
    const removed = deferred<string[]>();
    answer(
      new Map<CallDefinition<never, unknown>, (input: never) => unknown>([
        [favouriteIds as never, () => ['CQ9-RNG-002']],
        [removeFavourite as never, () => removed.promise],
      ]),
    );
    await renderInApp(<Hearts games={GAMES} />);
    await waitFor(() => expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart(GAMES[1]!));
    expect(call).toHaveBeenCalledWith(removeFavourite, { nodeId: 'CQ9-RNG-002', vendor: 'CQ9', gameType: 'RNG' });
    expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'false');

    await act(async () => removed.reject(new Error('offline')));
    const dialog = await screen.findByRole('dialog', { name: /Could not/ });
    expect(within(dialog).getByText('Could not remove from favourites')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown error.')).toBeInTheDocument();
    // Rolled back.
    expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'true');
  });

  it('undoes only its own change when two toggles overlap and one fails', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const answers = [first, second];
    answer(
      new Map<CallDefinition<never, unknown>, (input: never) => unknown>([
        [favouriteIds as never, () => []],
        [addFavourite as never, () => answers.shift()!.promise],
      ]),
    );
    await renderInApp(<Hearts games={GAMES} />);
    await waitFor(() => expect(call).toHaveBeenCalledWith(favouriteIds, {}, expect.anything()));
    await userEvent.click(heart(GAMES[0]!));
    await userEvent.click(heart(GAMES[1]!));
    expect(heart(GAMES[0]!)).toHaveAttribute('aria-pressed', 'true');
    expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'true');

    await act(async () => first.reject(new Error('offline')));
    await screen.findByRole('dialog', { name: /Could not/ });
    expect(heart(GAMES[0]!)).toHaveAttribute('aria-pressed', 'false');
    expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'true');
    await act(async () => second.resolve(['CQ9-RNG-002']));
    expect(heart(GAMES[1]!)).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a guest to log in and changes nothing', async () => {
    sessionStore.signOut();
    const prompt = renderHook(() => useLoginPrompt());
    await renderInApp(<Hearts games={GAMES} />);
    await userEvent.click(heart(GAMES[0]!));
    expect(prompt.result.current).toEqual({ isOpen: true, reason: 'action' });
    expect(call).not.toHaveBeenCalled();
    expect(heart(GAMES[0]!)).toHaveAttribute('aria-pressed', 'false');
  });
});
