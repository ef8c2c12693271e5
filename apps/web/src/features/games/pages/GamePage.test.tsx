import { StrictMode, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, balance, launchGame } from '@platform/api';
import { api } from '../../../lib/api';
import { useBalance } from '../../../lib/server-state/use-balance';
import { requestLogin } from '../../../lib/session/login-prompt';
import type * as LoginPrompt from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { GAME_BALANCE_REFRESH_MS } from '../launch/use-balance-refresh';
import { LocationProbe, axeViolationsOutsideFrames, signInAs } from '../launch/testing';
import GamePage from './GamePage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/session/login-prompt', async (original) => ({
  ...(await original<typeof LoginPrompt>()),
  requestLogin: vi.fn(),
}));

const call = vi.mocked(api.call);
const ROUTE = '/game?vassalage=PT&gameType=RNG&nodeId=PT-RNG-001&gameCode=PT_RNG_001&name=Lucky+Dragon';
let sumBalance = 100;

/** The header's balance, as the layout shows it above the page. */
function HeaderBalance() {
  const { data } = useBalance();
  return <p data-testid="balance">{data ?? '…'}</p>;
}

function answer() {
  call.mockImplementation(async (definition) => {
    if (definition === launchGame) return { url: '/lgw/demo/slot?ticket=abc' };
    if (definition === balance) return { sumBalance };
    throw new Error('unexpected call');
  });
}

beforeEach(() => {
  call.mockReset();
  sumBalance = 100;
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe('GamePage', () => {
  it('launches the game of its address and shows it in a titled, sandboxed, full-screen iframe', async () => {
    signInAs();
    answer();
    const { container } = await renderInApp(<GamePage />, { route: ROUTE });
    const frame = await screen.findByTitle('Lucky Dragon');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/lgw/demo/slot?ticket=abc');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(call).toHaveBeenCalledWith(launchGame, { vassalage: 'PT', gameType: 'RNG', nodeId: 'PT-RNG-001', gameCode: 'PT_RNG_001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Dragon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to lobby/ })).toHaveAttribute('href', '/rng');
    expect(await axeViolationsOutsideFrames(container)).toEqual([]);
  });

  it('asks for the free trial when its address says so', async () => {
    signInAs();
    answer();
    await renderInApp(<GamePage />, { route: `${ROUTE}&try=1` });
    await screen.findByTitle('Lucky Dragon');
    expect(call).toHaveBeenCalledWith(launchGame, expect.objectContaining({ tryPlay: true }));
    expect(screen.getByText('Free trial')).toBeInTheDocument();
  });

  it('refreshes the balance every few seconds, on focus and when the game posts a message', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signInAs();
    answer();
    await renderInApp(
      <>
        <HeaderBalance />
        <GamePage />
      </>,
      { route: ROUTE },
    );
    const frame = (await screen.findByTitle('Lucky Dragon')) as HTMLIFrameElement;
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('100'));
    const balanceCalls = () => call.mock.calls.filter(([definition]) => definition === balance).length;
    const before = balanceCalls();

    // A bet inside the game: the header follows within a few seconds.
    sumBalance = 99;
    await act(async () => {
      vi.advanceTimersByTime(GAME_BALANCE_REFRESH_MS);
    });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('99'));
    expect(balanceCalls()).toBe(before + 1);

    sumBalance = 120;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'bet' }, source: frame.contentWindow }));
    });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('120'));

    sumBalance = 80;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('80'));

    // A message from anywhere else is ignored.
    const count = balanceCalls();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'x', source: window }));
    });
    expect(balanceCalls()).toBe(count);
  });

  it('launches again when the player comes back: a launch opens its game once (one-time ticket)', async () => {
    signInAs();
    let tickets = 0;
    call.mockImplementation(async (definition) => {
      if (definition === launchGame) return { url: `/lgw/demo/slot?ticket=t${(tickets += 1)}` };
      if (definition === balance) return { sumBalance };
      throw new Error('unexpected call');
    });
    function LeaveAndComeBack() {
      const [isShown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((shown) => !shown)}>
            Toggle the game
          </button>
          {isShown && <GamePage />}
        </>
      );
    }
    await renderInApp(<LeaveAndComeBack />, { route: ROUTE });
    expect(await screen.findByTitle('Lucky Dragon')).toHaveAttribute('src', '/lgw/demo/slot?ticket=t1');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle the game' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle the game' }));
    expect(await screen.findByTitle('Lucky Dragon')).toHaveAttribute('src', '/lgw/demo/slot?ticket=t2');
    expect(call.mock.calls.filter(([definition]) => definition === launchGame)).toHaveLength(2);
  });

  it('launches once under StrictMode', async () => {
    signInAs();
    answer();
    await renderInApp(
      <StrictMode>
        <GamePage />
      </StrictMode>,
      { route: ROUTE },
    );
    expect(await screen.findByTitle('Lucky Dragon')).toHaveAttribute('src', '/lgw/demo/slot?ticket=abc');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByTitle('Lucky Dragon')).toHaveAttribute('src', '/lgw/demo/slot?ticket=abc');
    expect(call.mock.calls.filter(([definition]) => definition === launchGame)).toHaveLength(1);
  });

  it('shows the error with Retry, which launches again', async () => {
    signInAs();
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }));
    call.mockResolvedValueOnce({ url: '/lgw/demo/slot?ticket=again' });
    const { container } = await renderInApp(<GamePage />, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'The game could not start' })).toBeInTheDocument();
    expect(screen.getByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Lucky Dragon')).toHaveAttribute('src', '/lgw/demo/slot?ticket=again');
  });

  it('offers the hot games of a game under maintenance', async () => {
    signInAs();
    call.mockImplementation(async (_definition, input) => {
      if ((input as { nodeId?: string }).nodeId === 'PT-RNG-001') {
        const hotGames = [{ nodeId: 'CQ9-RNG-004', vassalage: 'CQ9', gameType: 'RNG', gameName: 'Jump High', gameCode: 'CQ9_RNG_004' }];
        throw new ApiError({ code: 'GAME_MAINTENANCE', status: 409, message: 'maintenance', value: { hotGames } });
      }
      return { url: '/lgw/demo/slot?ticket=hot' };
    });
    await renderInApp(
      <>
        <GamePage />
        <LocationProbe />
      </>,
      { route: ROUTE },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Play Jump High' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game?vassalage=CQ9&gameType=RNG&nodeId=CQ9-RNG-004'));
  });

  it('prompts a visitor to log in instead of showing an empty frame', async () => {
    const { container } = await renderInApp(<GamePage />, { route: ROUTE });
    expect(screen.getByRole('heading', { name: 'Log in to play' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requestLogin).toHaveBeenCalledWith('action');
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByTitle('Lucky Dragon')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses real play to a trial account', async () => {
    signInAs('trial');
    await renderInApp(<GamePage />, { route: ROUTE });
    expect(screen.getByRole('heading', { name: 'Real account needed' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('says so when its address names no game', async () => {
    signInAs();
    const { container } = await renderInApp(<GamePage />, { route: '/game', colorMode: 'dark', locale: 'zh' });
    expect(screen.getByRole('heading', { level: 2, name: '没有可打开的游戏' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /返回首页/ })) expect(link).toHaveAttribute('href', '/');
    expect(call).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
