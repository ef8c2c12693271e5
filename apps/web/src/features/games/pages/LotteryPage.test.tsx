import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchGame } from '@platform/api';
import { api } from '../../../lib/api';
import { requestLogin } from '../../../lib/session/login-prompt';
import type * as LoginPrompt from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { axeViolationsOutsideFrames, signInAs } from '../launch/testing';
import LotteryPage from './LotteryPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/session/login-prompt', async (original) => ({
  ...(await original<typeof LoginPrompt>()),
  requestLogin: vi.fn(),
}));

const call = vi.mocked(api.call);
const LOTTERY_URL = '/lgw/demo/lottery?merchantCode=DEMO_ROYAL&gameCode=VN_SSC1&prizeMode=ZY&view=betting&lang=en';

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (definition) => {
    if (definition === launchGame) return { url: LOTTERY_URL };
    throw new Error('unexpected call');
  });
});
afterEach(() => {
  sessionStore.signOut();
});

describe('LotteryPage', () => {
  it('launches the lottery game of its query (gameCode, vendor, playType) in a full-height frame', async () => {
    signInAs();
    const { container } = await renderInApp(<LotteryPage />, { route: '/lottery?gameCode=VN_SSC1&vendor=TCG_LOTTO_VN&playType=ZY' });
    const frame = await screen.findByTitle('Lottery: VN_SSC1');
    expect(frame).toHaveAttribute('src', LOTTERY_URL);
    // Its bet form posts from script: the frame allows forms, as the demo slot's does.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(call).toHaveBeenCalledWith(launchGame, {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'VN_SSC1',
      lottoView: 'betting',
      device: 'WEB',
    });
    // The slim bar: the way home and the brand's name.
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Royal Lotto' })).toBeInTheDocument();
    expect(await axeViolationsOutsideFrames(container)).toEqual([]);
  });

  it("opens a vendor's lobby with its prize mode when no game is named", async () => {
    signInAs();
    await renderInApp(<LotteryPage />, { route: '/lottery?vendor=TCG_SEA' });
    await screen.findByTitle('Lottery: TCG_SEA');
    expect(call).toHaveBeenCalledWith(launchGame, expect.objectContaining({ lottoPrizeMode: 'SEA', lottoView: 'lobby' }));
    expect(call.mock.calls[0]?.[1]).not.toHaveProperty('lottoGameCode');
  });

  it('shows a login prompt to a visitor, not a blank page', async () => {
    const { container } = await renderInApp(<LotteryPage />, { route: '/lottery?gameCode=VN_SSC1&vendor=TCG_LOTTO_VN&playType=ZY' });
    expect(screen.getByRole('heading', { name: 'Log in to play' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requestLogin).toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the query names no lottery', async () => {
    signInAs();
    await renderInApp(<LotteryPage />, { route: '/lottery?vendor=PT' });
    expect(screen.getByRole('heading', { name: 'No game to open' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
