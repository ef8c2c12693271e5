import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balance, consolidatedFunds, memberInfo, siteConfig, type MemberInfo } from '@platform/api';
import { api } from '../../lib/api';
import { getLoginPrompt } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import AgentEntryPage from './AgentEntryPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

function member(type: number): MemberInfo {
  return { id: 1, account: 'agent02', nickname: 'Boss', type, toUpline: false, clubLabel: null, memberLabel: [] };
}

function answer(info: MemberInfo) {
  call.mockImplementation(async (definition) => {
    if (definition === memberInfo) return info;
    if (definition === balance) return { sumBalance: 1234.5 };
    if (definition === consolidatedFunds) return { sumBalance: 1234.5, availableBalance: 234.5, promotionalBalance: 1000, frozenBalance: 0 };
    if (definition === siteConfig) throw new Error('offline');
    throw new Error(`unexpected ${definition.path}`);
  });
}

afterEach(() => {
  sessionStore.signOut();
  call.mockReset();
});

describe('AgentEntryPage', () => {
  it('asks a guest to log in', async () => {
    call.mockRejectedValue(new Error('offline'));
    await renderInApp(<AgentEntryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeInTheDocument();
    expect(getLoginPrompt()).toEqual({ isOpen: true, reason: 'action' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("shows an agent's account, balance and withdrawable money, and has no axe violations", async () => {
    sessionStore.signIn({ token: 't1', account: 'agent02', type: 2 });
    answer(member(2));
    const { container } = await renderInApp(<AgentEntryPage />);
    expect(await screen.findByText('Boss')).toBeInTheDocument();
    expect(await screen.findByText('P 1,234.50')).toBeInTheDocument();
    expect(await screen.findByText('P 234.50')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a member who is not an agent', async () => {
    sessionStore.signIn({ token: 't3', account: 'player01', type: 0 });
    answer(member(0));
    await renderInApp(<AgentEntryPage />);
    expect(await screen.findByText('Non-agents cannot log in.')).toBeInTheDocument();
  });
});
