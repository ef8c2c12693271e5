import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentTeamOverview, ApiError, type AgentTeamOverview, type TeamFigures } from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import { percentChange } from './comparison';
import TeamOverviewPage from './TeamOverviewPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const QUIET: TeamFigures = {
  teamSize: 0,
  newMembers: 0,
  activeMembers: 0,
  betCount: 0,
  bets: 0,
  validBets: 0,
  payouts: 0,
  bonuses: 0,
  rebates: 0,
  deposits: 0,
  withdrawals: 0,
  net: 0,
};
const figures = (changes: Partial<TeamFigures>): TeamFigures => ({ ...QUIET, ...changes });

const OVERVIEW: AgentTeamOverview = {
  startDate: '2026-11-01',
  endDate: '2026-11-03',
  previousStartDate: '2026-10-29',
  previousEndDate: '2026-10-31',
  current: figures({ teamSize: 12, newMembers: 2, activeMembers: 4, betCount: 30, bets: 900, validBets: 850, payouts: 820, bonuses: 30, rebates: 10, deposits: 1500, withdrawals: 500, net: -40 }),
  previous: figures({ teamSize: 10, newMembers: 0, activeMembers: 5, betCount: 20, bets: 1000, validBets: 1000, payouts: 900, deposits: 1000, withdrawals: 500, net: -100 }),
  days: [
    { day: '2026-11-01', ...figures({ teamSize: 11, newMembers: 1, activeMembers: 3, betCount: 10, bets: 300, validBets: 280, payouts: 380, deposits: 1000, net: 80 }) },
    { day: '2026-11-02', ...figures({ teamSize: 11 }) },
    { day: '2026-11-03', ...figures({ teamSize: 12, newMembers: 1, activeMembers: 2, betCount: 20, bets: 600, validBets: 570, payouts: 440, bonuses: 30, rebates: 10, deposits: 500, withdrawals: 500, net: -120 }) },
  ],
};

function answer(overview: AgentTeamOverview | Error = OVERVIEW) {
  call.mockImplementation(async (definition) => {
    if (definition === agentTeamOverview) {
      if (overview instanceof Error) throw overview;
      return overview;
    }
    return null;
  });
}

const inputs = () => call.mock.calls.filter(([called]) => called === agentTeamOverview).map(([, input]) => input);
const card = (name: string) => screen.getByRole('group', { name });
const ROUTE = '/agent/agentTeamOverview?from=2026-11-01&to=2026-11-03';

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(<TeamOverviewPage />, { route: ROUTE, ...options });
  await screen.findByRole('table', { name: 'Team by day' });
  return rendered;
}

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'agent-token', account: 'master01', type: 1 });
});
afterEach(() => sessionStore.signOut());

describe('percentChange', () => {
  it('compares with the size of the previous figure, and has none from nothing', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(80, 100)).toBe(-20);
    // A loss that shrinks is a rise; one that grows is a fall.
    expect(percentChange(-40, -100)).toBe(60);
    expect(percentChange(-150, -100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeUndefined();
  });
});

describe('TeamOverviewPage', () => {
  it('asks for the last 7 business days unless the address names a period, and keeps a chosen preset in the address', async () => {
    await renderInApp(
      <>
        <TeamOverviewPage />
        <SearchProbe />
      </>,
      { route: '/agent/agentTeamOverview' },
    );
    const week = presetDateRange('last7Days', businessToday());
    await waitFor(() => expect(inputs()).toEqual([{ startDate: week.start, endDate: week.end }]));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const month = presetDateRange('last30Days', businessToday());
    await waitFor(() => expect(inputs().at(-1)).toEqual({ startDate: month.start, endDate: month.end }));
    expect(screen.getByTestId('search')).toHaveTextContent(`?from=${month.start}&to=${month.end}`);
  });

  it('shows each figure with the previous period’s and the change, in words for screen readers', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Team overview' })).toBeInTheDocument();
    expect(inputs()).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-03' }]);
    expect(screen.getByText('Nov 1, 2026 – Nov 3, 2026, compared with the previous period, Oct 29, 2026 – Oct 31, 2026.')).toBeInTheDocument();

    const expected: [string, string, string, string | null][] = [
      ['Team size', '12', 'Previous period: 10', 'up 20% on the previous period'],
      ['New members', '2', 'Previous period: 0', null],
      ['Active members', '4', 'Previous period: 5', 'down 20% on the previous period'],
      ['Deposits', 'P 1,500.00', 'Previous period: P 1,000.00', 'up 50% on the previous period'],
      ['Withdrawals', 'P 500.00', 'Previous period: P 500.00', 'no change on the previous period'],
      ['Bets', 'P 900.00', 'Previous period: P 1,000.00', 'down 10% on the previous period'],
      ['Valid bets', 'P 850.00', 'Previous period: P 1,000.00', 'down 15% on the previous period'],
      // The team lost less than before: its profit and loss rose.
      ['Team profit and loss', 'P -40.00', 'Previous period: P -100.00', 'up 60% on the previous period'],
    ];
    for (const [label, value, previous, change] of expected) {
      const figure = card(label);
      expect(figure).toHaveTextContent(value);
      expect(within(figure).getByText(previous)).toBeInTheDocument();
      if (change === null) expect(figure.querySelector('[data-direction]')).toBeNull();
      else expect(within(figure).getByText(change)).toBeInTheDocument();
    }
    expect(card('Deposits').querySelector('[data-direction]')).toHaveAttribute('data-direction', 'up');
    expect(card('Active members').querySelector('[data-direction]')).toHaveAttribute('data-direction', 'down');
  });

  it('draws the team’s net result by day and gives the same days, every figure, in a table', async () => {
    const { container } = await renderPage();
    const chart = screen.getByRole('figure', { name: /Net result by day/ });
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect([...chart.querySelectorAll('rect')].map((bar) => bar.getAttribute('data-sign'))).toEqual(['positive', 'zero', 'negative']);
    expect(container.innerHTML).not.toMatch(/fill="#/);

    const byDay = screen.getByRole('table', { name: 'Team by day' });
    expect(shownHeaders(byDay)).toEqual(['Day', 'Team size', 'New members', 'Active members', 'Deposits', 'Withdrawals', 'Bets', 'Valid bets', 'Team profit and loss']);
    expect(shownRows(byDay)).toEqual([
      ['Nov 1, 2026', '11', '1', '3', 'P 1,000.00', 'P 0.00', 'P 300.00', 'P 280.00', 'P +80.00'],
      ['Nov 2, 2026', '11', '0', '0', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00'],
      ['Nov 3, 2026', '12', '1', '2', 'P 500.00', 'P 500.00', 'P 600.00', 'P 570.00', 'P -120.00'],
    ]);
    const totals = within(byDay.querySelector('tfoot')!).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent ?? '');
    expect(totals).toEqual(['Period total', '', '2', '', 'P 1,500.00', 'P 500.00', 'P 900.00', 'P 850.00', 'P -40.00']);
  });

  it('says when the team did nothing in the period, and shows no empty chart', async () => {
    answer({ ...OVERVIEW, current: figures({ teamSize: 12 }), days: OVERVIEW.days.map((day) => ({ ...day, ...figures({ teamSize: 12 }) })) });
    await renderInApp(<TeamOverviewPage />, { route: ROUTE });
    expect(await screen.findByText('Your team had no new members, bets, deposits or withdrawals in this period.')).toBeInTheDocument();
    expect(card('Team size')).toHaveTextContent('12');
    expect(card('Deposits')).toHaveTextContent('P 0.00');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the agent has no team yet', async () => {
    answer({ ...OVERVIEW, current: QUIET, previous: QUIET, days: OVERVIEW.days.map((day) => ({ ...day, ...QUIET })) });
    await renderInApp(<TeamOverviewPage />, { route: ROUTE });
    expect(await screen.findByText('Your team has no members yet: open an account or share an affiliate link to build it.')).toBeInTheDocument();
    expect(within(card('Team size')).getByText('no change on the previous period')).toBeInTheDocument();
  });

  it('shows placeholders while it loads, then a refusal with a retry that loads the figures', async () => {
    let refuse!: (error: Error) => void;
    call.mockImplementation((definition) => (definition === agentTeamOverview ? new Promise((_resolve, reject) => (refuse = reject)) : Promise.resolve(null)));
    await renderInApp(<TeamOverviewPage />, { route: ROUTE });
    expect(await screen.findByRole('group', { name: 'Team profit and loss' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'Team by day' })).toHaveAttribute('aria-busy', 'true');
    refuse(new ApiError({ code: 'NOT_AGENT', status: 403, message: 'non-agents cannot log in' }));
    expect(await screen.findByText('The team overview could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Non-agents cannot log in.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Team by day' })).toBeInTheDocument();
    expect(card('Deposits')).toHaveTextContent('P 1,500.00');
  });

  it('refuses a period longer than 92 days and asks nothing', async () => {
    await renderInApp(<TeamOverviewPage />, { route: '/agent/agentTeamOverview?from=2025-01-01&to=2025-12-31' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs()).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    expect(await axeViolations(container)).toEqual([]);
  });
});
