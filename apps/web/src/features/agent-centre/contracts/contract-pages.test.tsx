import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentContracts, type AgentContract, type AgentContractsQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import DailyWagesPage from '../daily-wages/DailyWagesPage';
import DividendsPage from '../dividends/DividendsPage';
import HourlySalaryPage from '../hourly-salary/HourlySalaryPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const RUNNING: Omit<AgentContract, 'kind' | 'period' | 'tiers'> = {
  contractId: 7,
  upline: 'master01',
  downline: 'master02',
  status: 'ACTIVE',
  topRate: 2,
  terminatesLower: false,
  offeredAt: Date.UTC(2026, 10, 20),
  acceptedAt: Date.UTC(2026, 10, 21),
  endedAt: null,
};

interface ContractPageCase {
  Page: ComponentType;
  title: string;
  running: AgentContract;
  /** The running contract's tier table, by its column headers. */
  columns: string[];
  /** What else the contract's card says (the dividend's period). */
  shows?: string;
}

const PAGES: ContractPageCase[] = [
  {
    Page: DividendsPage,
    title: 'Dividends',
    running: { ...RUNNING, kind: 'DIVIDEND', period: 'MONTHLY', tiers: [{ periodValidBet: 1000, periodProfitLoss: 100, activeMembers: 2, rate: 2 }] },
    columns: ['Tier', 'Period valid bet', 'Period profit and loss', 'Active members', 'Dividend rate'],
    shows: 'Monthly',
  },
  {
    Page: DailyWagesPage,
    title: 'Daily wages',
    running: { ...RUNNING, kind: 'DAILY', period: null, tiers: [{ periodValidBet: 1000, activeMembers: 2, rate: 2 }] },
    columns: ['Tier', "Previous day's valid bet", 'Active members', 'Wage rate'],
  },
  {
    Page: HourlySalaryPage,
    title: 'Hourly salary',
    running: { ...RUNNING, kind: 'HOURLY', period: null, tiers: [{ betAmount: 1000, amount: 2 }] },
    columns: ['Tier', 'Bets in the hour', 'Salary for the hour', 'Active members'],
  },
];

beforeEach(() => {
  call.mockReset();
  sessionStore.signIn({ token: 'agent-token', account: 'master02', type: 1 });
});
afterEach(() => sessionStore.signOut());

describe('the contract pages', () => {
  it.each(PAGES)('$title shows its title and its own kind of contract only', async ({ Page, title, running, columns, shows }) => {
    call.mockImplementation(async (definition, input) => {
      if (definition !== agentContracts) return null;
      const query = input as AgentContractsQuery;
      const list = query.side === 'RECEIVED' && query.status === 'ACTIVE' ? [running] : [];
      return { list, totalPages: 1, count: list.length };
    });
    const { container } = await renderInApp(<Page />);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Running contract with master01' });
    if (shows) expect(within(card).getByText(shows)).toBeInTheDocument();
    expect(within(card).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
    const kinds = call.mock.calls.filter(([called]) => called === agentContracts).map(([, input]) => (input as AgentContractsQuery).kind);
    expect(new Set(kinds)).toEqual(new Set([running.kind]));
    expect(await axeViolations(container)).toEqual([]);
  });
});
