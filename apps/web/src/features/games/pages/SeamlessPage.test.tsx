import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameLaunchFB, launchGame } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { renderInApp } from '../../../test/render-in-app';
import { axeViolationsOutsideFrames, signInAs } from '../launch/testing';
import FbSportsPage from './FbSportsPage';
import SeamlessPage from './SeamlessPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (definition) => {
    if (definition === launchGame) return { url: '/lgw/demo/slot?ticket=seamless' };
    if (definition === gameLaunchFB) return { url: '/lgw/demo/slot?ticket=fb' };
    throw new Error('unexpected call');
  });
});
afterEach(() => {
  sessionStore.signOut();
});

describe('SeamlessPage', () => {
  it('launches the vendor game of its address on the whole page', async () => {
    signInAs();
    const { container } = await renderInApp(<SeamlessPage />, { route: '/seamless?vassalage=AG&gameType=LIVE&name=AG+Live' });
    expect(await screen.findByTitle('AG Live')).toHaveAttribute('src', '/lgw/demo/slot?ticket=seamless');
    expect(call).toHaveBeenCalledWith(launchGame, { vassalage: 'AG', gameType: 'LIVE' });
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
    expect(await axeViolationsOutsideFrames(container)).toEqual([]);
  });

  it('needs login, and a game in its address', async () => {
    const { unmount } = await renderInApp(<SeamlessPage />, { route: '/seamless?vassalage=AG&gameType=LIVE' });
    expect(screen.getByRole('heading', { name: 'Log in to play' })).toBeInTheDocument();
    unmount();
    signInAs();
    await renderInApp(<SeamlessPage />, { route: '/seamless' });
    expect(screen.getByRole('heading', { name: 'No game to open' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('FbSportsPage', () => {
  it('launches FB sports with gameLaunchFB in the frame', async () => {
    signInAs();
    const { container } = await renderInApp(<FbSportsPage />, { route: '/fbsports' });
    expect(await screen.findByTitle('FB Sports')).toHaveAttribute('src', '/lgw/demo/slot?ticket=fb');
    expect(call).toHaveBeenCalledWith(gameLaunchFB, { vassalage: 'FB' });
    expect(screen.getByRole('link', { name: /Back to lobby/ })).toHaveAttribute('href', '/sports');
    expect(await axeViolationsOutsideFrames(container)).toEqual([]);
  });

  it('needs login and a real account', async () => {
    const { unmount } = await renderInApp(<FbSportsPage />, { route: '/fbsports' });
    expect(screen.getByRole('heading', { name: 'Log in to play' })).toBeInTheDocument();
    unmount();
    signInAs('trial');
    await renderInApp(<FbSportsPage />, { route: '/fbsports' });
    expect(screen.getByRole('heading', { name: 'Real account needed' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
