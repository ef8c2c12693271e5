import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balance, consolidatedFunds, memberInfo, promotionalCredits, siteConfig, type MemberInfo, type PromotionalCredit } from '@platform/api';
import { api } from '../../lib/api';
import { getLoginPrompt } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import CentreEntryPage from './CentreEntryPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

function member(type: number): MemberInfo {
  return { id: 1, account: 'player01', nickname: 'Lucky', type, toUpline: false, clubLabel: null, memberLabel: [] };
}

const welcomeCredit: PromotionalCredit = {
  id: 7,
  kind: 'WELCOME',
  amount: 1000,
  lockedAmount: 1000,
  turnoverRequired: 3000,
  turnoverDone: 1200,
  status: 'ACTIVE',
  referenceNo: 'WB000007',
  grantTime: Date.UTC(2026, 10, 20),
  endTime: null,
};
const releasedBonus: PromotionalCredit = { ...welcomeCredit, id: 8, kind: 'BONUS', lockedAmount: 0, turnoverDone: 3000, status: 'RELEASED' };

function answer(info: MemberInfo) {
  call.mockImplementation(async (definition) => {
    if (definition === memberInfo) return info;
    if (definition === balance) return { sumBalance: 1234.5 };
    if (definition === consolidatedFunds) return { sumBalance: 1234.5, availableBalance: 234.5, promotionalBalance: 1000, frozenBalance: 0 };
    if (definition === promotionalCredits) return { list: [welcomeCredit, releasedBonus], totalPages: 1 };
    if (definition === siteConfig) throw new Error('offline');
    throw new Error(`unexpected ${definition.path}`);
  });
}

afterEach(() => {
  sessionStore.signOut();
  call.mockReset();
});

describe('CentreEntryPage', () => {
  it('asks a guest to log in', async () => {
    call.mockRejectedValue(new Error('offline'));
    await renderInApp(<CentreEntryPage centre="member" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeInTheDocument();
    expect(getLoginPrompt()).toEqual({ isOpen: true, reason: 'action' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("shows a member's account and balance, and has no axe violations", async () => {
    sessionStore.signIn({ token: 't1', account: 'player01', type: 0 });
    answer(member(0));
    const { container } = await renderInApp(<CentreEntryPage centre="member" />);
    expect(await screen.findByText('Lucky')).toBeInTheDocument();
    expect(await screen.findByText('P 1,234.50')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows what is withdrawable apart from the promotional credit, and its turnover progress', async () => {
    sessionStore.signIn({ token: 't4', account: 'player01', type: 0 });
    answer(member(0));
    const { container } = await renderInApp(<CentreEntryPage centre="member" />);
    expect(await screen.findByText('P 234.50')).toBeInTheDocument();
    const promotional = await screen.findByRole('region', { name: 'Promotional credit' });
    // Only the grant still locked is listed; the released bonus is withdrawable money now.
    expect(promotional).toHaveTextContent('Welcome credit P 1,000.00 locked');
    expect(promotional).not.toHaveTextContent('Bonus');
    const progress = screen.getByRole('progressbar', { name: 'Turnover P 1,200.00 of P 3,000.00' });
    expect(progress).toHaveAttribute('value', '1200');
    expect(progress).toHaveAttribute('max', '3000');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells the player a welcome credit whose turnover is met waits for a first deposit', async () => {
    sessionStore.signIn({ token: 't5', account: 'player01', type: 0 });
    call.mockImplementation(async (definition) => {
      if (definition === memberInfo) return member(0);
      if (definition === balance) return { sumBalance: 1000 };
      if (definition === consolidatedFunds) return { sumBalance: 1000, availableBalance: 0, promotionalBalance: 1000, frozenBalance: 0 };
      if (definition === promotionalCredits) return { list: [{ ...welcomeCredit, turnoverDone: 3000 }], totalPages: 1 };
      throw new Error(`unexpected ${definition.path}`);
    });
    await renderInApp(<CentreEntryPage centre="member" />);
    expect(await screen.findByText('Turnover met: it becomes withdrawable after your first deposit.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a trial account the member centre and a member the agent centre', async () => {
    sessionStore.signIn({ token: 't2', account: 'trial001', type: 4 });
    answer(member(4));
    const trial = await renderInApp(<CentreEntryPage centre="member" />);
    expect(await screen.findByText('Non-member accounts cannot log in.')).toBeInTheDocument();
    trial.unmount();

    sessionStore.signIn({ token: 't3', account: 'player01', type: 0 });
    answer(member(0));
    await renderInApp(<CentreEntryPage centre="agent" />);
    expect(await screen.findByText('Non-agents cannot log in.')).toBeInTheDocument();
  });
});
