import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, promotionalCredits, type PromotionalCredit, type PromotionalCreditsPage } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import BonusDetailsPage from './BonusDetailsPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const GRANTED = Date.parse('2026-11-20T08:00:00Z');

const active: PromotionalCredit = { id: 2, kind: 'BONUS', amount: 40, lockedAmount: 40, turnoverRequired: 120, turnoverDone: 30, status: 'ACTIVE', referenceNo: 'RW00000012', grantTime: GRANTED, endTime: null };
const released: PromotionalCredit = { id: 1, kind: 'WELCOME', amount: 10, lockedAmount: 0, turnoverRequired: 30, turnoverDone: 30, status: 'RELEASED', referenceNo: 'OC00000001', grantTime: GRANTED - 86_400_000, endTime: GRANTED };

function answer(page: PromotionalCreditsPage | Error = { list: [active, released], totalPages: 1 }) {
  call.mockImplementation(async (definition) => {
    if (definition === promotionalCredits) {
      if (page instanceof Error) throw page;
      return page;
    }
    return null;
  });
}

beforeEach(() => sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 }));
afterEach(() => {
  call.mockReset();
  sessionStore.signOut();
});

describe('bonus details', () => {
  it('shows each bonus with its turnover progress as a bar and in words, and its end', async () => {
    answer();
    await renderInApp(<BonusDetailsPage />);
    const bar = await screen.findByRole('progressbar', { name: /P 30.00 of P 120.00 \(25%\)/ });
    expect(bar).toHaveAttribute('value', '30');
    expect(bar).toHaveAttribute('max', '120');
    expect(screen.getAllByText('Bonus · RW00000012').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Turnover in progress').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Until its turnover is met').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Withdrawable').length).toBeGreaterThan(0);
    expect(call).toHaveBeenCalledWith(promotionalCredits, { pageNo: 1, pageSize: 10 });
  });

  it('says when there are none, and retries after a failure', async () => {
    answer(new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }));
    await renderInApp(<BonusDetailsPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer({ list: [], totalPages: 0 });
    await userEvent.click(retry);
    expect((await screen.findAllByText('No bonuses yet. Claim rewards in the reward centre.')).length).toBeGreaterThan(0);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<BonusDetailsPage />, { colorMode });
    await screen.findAllByRole('progressbar');
    expect(await axeViolations(container)).toEqual([]);
  });
});
