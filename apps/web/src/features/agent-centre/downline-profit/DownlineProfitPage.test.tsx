import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentDownlineProfitLoss,
  agentDownlineProfitLossExport,
  ApiError,
  type AgentDownlineProfitLoss,
  type AgentDownlineProfitLossExport,
  type AgentDownlineProfitLossQuery,
  type ProfitLossRow,
} from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { catchDownloads, parseCsv, readBlob, SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import DownlineProfitPage from './DownlineProfitPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const NO_MONEY = { betCount: 0, bets: 0, validBets: 0, payouts: 0, bonuses: 0, rebates: 0, deposits: 0, withdrawals: 0, net: 0 };

function row(account: string, type: number, teamSize: number, figures: Partial<ProfitLossRow> = {}): ProfitLossRow {
  return { account, type, teamSize, ...NO_MONEY, ...figures };
}

/** master01's own level: its own play, two downlines (one an agent with a team) and the team total. */
const TOP: AgentDownlineProfitLoss = {
  path: [{ account: 'master01', type: 1, depth: 0 }],
  self: row('master01', 1, 1, { bets: 10, validBets: 10, payouts: 5, net: -5 }),
  list: [
    row('agent02', 2, 4, { betCount: 30, bets: 1500, validBets: 1400, payouts: 1700.5, bonuses: 20, rebates: 4.5, net: 225 }),
    row('player09', 0, 1, { betCount: 2, bets: 100, validBets: 100, payouts: 0, net: -100 }),
  ],
  totalPages: 2,
  totals: { ...NO_MONEY, betCount: 33, bets: 1610, validBets: 1510, payouts: 1705.5, bonuses: 20, rebates: 4.5, net: 120 },
};

/** agent02's level, opened from master01's. */
const AGENT02: AgentDownlineProfitLoss = {
  path: [
    { account: 'master01', type: 1, depth: 0 },
    { account: 'agent02', type: 2, depth: 1 },
  ],
  self: row('agent02', 2, 1, { bets: 50, net: -50 }),
  list: [row('agent41', 41, 3, { bets: 1450, validBets: 1400, payouts: 1700.5, bonuses: 20, rebates: 4.5, net: 275 })],
  totalPages: 1,
  totals: { ...NO_MONEY, bets: 1500, validBets: 1400, payouts: 1700.5, bonuses: 20, rebates: 4.5, net: 225 },
};

function answer({ level, exported }: { level?: AgentDownlineProfitLoss | Error; exported?: AgentDownlineProfitLossExport | Error } = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === agentDownlineProfitLoss) {
      if (level instanceof Error) throw level;
      if (level) return level;
      return (input as AgentDownlineProfitLossQuery).account === 'agent02' ? AGENT02 : TOP;
    }
    if (definition === agentDownlineProfitLossExport) {
      if (exported instanceof Error) throw exported;
      return exported ?? { path: TOP.path, self: TOP.self, list: TOP.list, totals: TOP.totals, truncated: false };
    }
    return null;
  });
}

const inputs = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(
    <>
      <DownlineProfitPage />
      <SearchProbe />
    </>,
    { route: '/agent/palStatementsAgentCopy', ...options },
  );
  const table = await screen.findByRole('table', { name: 'Downline profit and loss' });
  return { ...rendered, table };
}

const search = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent!));

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'agent-token', account: 'master01', type: 1 });
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

describe('DownlineProfitPage', () => {
  it("asks for the last 7 business days of the agent's own level and shows each downline's team, the own play and the team total", async () => {
    const { table } = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Downline profit and loss' })).toBeInTheDocument();
    const week = presetDateRange('last7Days', businessToday());
    expect(inputs(agentDownlineProfitLoss)).toEqual([{ startDate: week.start, endDate: week.end, pageNo: 1, pageSize: 20 }]);

    await within(table).findByText('player09');
    expect(shownHeaders(table)).toEqual(['Account', 'Type', 'Team size', 'Bets', 'Valid bets', 'Payouts', 'Bonuses', 'Rebates', 'Net result']);
    expect(shownRows(table)).toEqual([
      ['master01 (own play)', 'Agent', '1', 'P 10.00', 'P 10.00', 'P 5.00', 'P 0.00', 'P 0.00', 'P -5.00'],
      ['agent02', 'Agent', '4', 'P 1,500.00', 'P 1,400.00', 'P 1,700.50', 'P 20.00', 'P 4.50', 'P +225.00'],
      ['player09', 'Member', '1', 'P 100.00', 'P 100.00', 'P 0.00', 'P 0.00', 'P 0.00', 'P -100.00'],
    ]);
    // The team total: the own play and every downline's team, not just the page.
    const total = within(table).getByText('Team total').closest('tr')!;
    expect(total).toHaveTextContent('P 1,610.00');
    expect(within(total).getByText('P +120.00')).toHaveAttribute('data-sign', 'positive');
    const cards = screen.getByRole('group', { name: 'Team total' });
    expect(within(cards).getByText('P 1,705.50')).toBeInTheDocument();
    expect(within(cards).getByText('P +120.00')).toBeInTheDocument();
    // Only a downline with a team below it opens; the breadcrumb names the agent's own level.
    expect(within(table).getByRole('button', { name: "Open agent02's team" })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /player09/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Team levels' })).getByText('master01 (my team)')).toHaveAttribute('aria-current', 'page');
  });

  it('drills down into a downline with a team, keeps the level in the address, and goes back up by the breadcrumb', async () => {
    const { table } = await renderPage({ route: '/agent/palStatementsAgentCopy?from=2026-11-01&to=2026-11-07' });
    await userEvent.click(await within(table).findByRole('button', { name: "Open agent02's team" }));
    await waitFor(() => expect(inputs(agentDownlineProfitLoss).at(-1)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-07', account: 'agent02', pageNo: 1, pageSize: 20 }));
    expect(await within(table).findByText('agent41')).toBeInTheDocument();
    expect(search()).toEqual({ from: '2026-11-01', to: '2026-11-07', level: 'agent02' });

    const levels = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(levels).getByText('agent02')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(levels).getByRole('button', { name: 'master01 (my team)' }));
    expect(await within(table).findByText('player09')).toBeInTheDocument();
    expect(within(table).queryByText('agent41')).not.toBeInTheDocument();
    expect(search()).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('opens the level the address names (back and refresh keep it)', async () => {
    await renderPage({ route: '/agent/palStatementsAgentCopy?from=2026-11-01&to=2026-11-07&level=agent02' });
    expect(inputs(agentDownlineProfitLoss)).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-07', account: 'agent02', pageNo: 1, pageSize: 20 }]);
    expect(await screen.findByText('agent41')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-01');
  });

  it('pages through the downlines, keeping the page in the address', async () => {
    answer({ level: TOP });
    await renderPage({ route: '/agent/palStatementsAgentCopy?from=2026-11-01&to=2026-11-07' });
    await userEvent.click(await screen.findByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(inputs(agentDownlineProfitLoss).at(-1)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-07', pageNo: 2, pageSize: 20 }));
    expect(search()).toEqual({ from: '2026-11-01', to: '2026-11-07', page: '2' });
    // The level's own play leads its first page only.
    await waitFor(() => expect(screen.queryByText('master01 (own play)')).not.toBeInTheDocument());
  });

  it("keeps the team total while another page loads, and waits for the new period's", async () => {
    await renderPage({ route: '/agent/palStatementsAgentCopy?from=2026-11-01&to=2026-11-07' });
    const cards = screen.getByRole('group', { name: 'Team total' });
    await within(cards).findByText('P 1,705.50');
    let deliver: (level: AgentDownlineProfitLoss) => void = () => {};
    call.mockImplementation((definition) => (definition === agentDownlineProfitLoss ? new Promise((resolve) => (deliver = resolve)) : Promise.resolve(null)) as never);

    // Page 2 of the same period: the period's total still holds.
    await userEvent.click(await screen.findByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Downline profit and loss' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(cards).getByText('P 1,705.50')).toBeInTheDocument();
    deliver({ ...TOP, list: [row('player10', 0, 1)] });
    await within(screen.getByRole('table', { name: 'Downline profit and loss' })).findByText('player10');

    // Another period: its total is not the last one's.
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Downline profit and loss' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(cards).queryByText('P 1,705.50')).not.toBeInTheDocument();
    deliver({ ...TOP, totals: { ...TOP.totals, payouts: 7 } });
    expect(await within(cards).findByText('P 7.00')).toBeInTheDocument();
  });

  it('refuses a period longer than the gateway answers, with the rule, and asks nothing', async () => {
    await renderInApp(<DownlineProfitPage />, { route: '/agent/palStatementsAgentCopy?from=2025-01-01&to=2025-06-30' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs(agentDownlineProfitLoss)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports the whole level as a CSV holding what the table shows, with the team total', async () => {
    const files = catchDownloads();
    const { table } = await renderPage({ route: '/agent/palStatementsAgentCopy?from=2026-11-01&to=2026-11-07&level=agent02' });
    await within(table).findByText('agent41');
    answer({ exported: { path: AGENT02.path, self: AGENT02.self, list: AGENT02.list, totals: AGENT02.totals, truncated: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('3 records exported.')).toBeInTheDocument();
    expect(inputs(agentDownlineProfitLossExport)).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-07', account: 'agent02' }]);
    expect(files.map((file) => file.name)).toEqual(['downline-profit-loss-agent02-2026-11-01-2026-11-07.csv']);
    const text = await readBlob(files[0]!.blob);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [headers, ...cells] = parseCsv(text.slice(1));
    expect(headers).toEqual(shownHeaders(table));
    expect(cells.slice(0, 2)).toEqual(shownRows(table));
    expect(cells[2]).toEqual(['Team total', '', '', 'P 1,500.00', 'P 1,400.00', 'P 1,700.50', 'P 20.00', 'P 4.50', 'P +225.00']);
  });

  it('shows why an export was refused (too many in a minute) and downloads nothing', async () => {
    const files = catchDownloads();
    answer({ exported: new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many exports in a minute: please wait a moment' }) });
    const { table } = await renderPage();
    await within(table).findByText('player09');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export could not be made.');
    expect(alert).toHaveTextContent('Too many requests.');
    expect(files).toEqual([]);
  });

  it('says when a level has no downlines, and offers no export', async () => {
    answer({ level: { ...TOP, list: [], totalPages: 0, totals: { ...TOP.self } } });
    const { table } = await renderPage();
    expect(await within(table).findByText('No downlines at this level.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a refusal with a retry, and a way back to the own level', async () => {
    answer({ level: new ApiError({ code: 'NOT_FOUND', status: 404, message: 'This account is not in your team' }) });
    await renderInApp(
      <>
        <DownlineProfitPage />
        <SearchProbe />
      </>,
      { route: '/agent/palStatementsAgentCopy?level=stranger' },
    );
    expect(await screen.findByText('This account is not in your team')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my team' }));
    expect(await screen.findByText('player09')).toBeInTheDocument();
    expect(search().level).toBeUndefined();
  });

  it('retries after a failure to load', async () => {
    answer({ level: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await renderPage();
    expect(await screen.findByText('System error. Please try again later.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('player09')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    await screen.findByText('player09');
    expect(await axeViolations(container)).toEqual([]);
  });
});
