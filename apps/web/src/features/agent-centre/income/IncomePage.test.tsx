import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentIncome,
  agentSettlements,
  ApiError,
  type AgentIncome,
  type AgentSettlementsPage,
  type AgentSettlementsQuery,
  type IncomeFigures,
  type SettlementRecord,
} from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { catchDownloads, parseCsv, readBlob, SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import IncomePage from './IncomePage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const QUIET: IncomeFigures = { salary: 0, dividends: 0, rebates: 0, income: 0, paidOut: 0, net: 0 };

const INCOME: AgentIncome = {
  totals: { salary: 120.5, dividends: 300, rebates: 4.25, income: 424.75, paidOut: 50, net: 374.75 },
  kinds: [
    { kind: 'REALTIME', received: 20.5, receivedCount: 12, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 },
    { kind: 'HOURLY', received: 0, receivedCount: 0, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 },
    { kind: 'DAILY', received: 100, receivedCount: 2, paid: 50, paidCount: 1, owedToYou: 35, youOwe: 12.5 },
    { kind: 'DIVIDEND', received: 300, receivedCount: 1, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 },
  ],
  days: [
    { day: '2026-11-24', ...QUIET },
    { day: '2026-11-25', salary: 100, dividends: 300, rebates: 4.25, income: 404.25, paidOut: 50, net: 354.25 },
    { day: '2026-11-26', salary: 20.5, dividends: 0, rebates: 0, income: 20.5, paidOut: 0, net: 20.5 },
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** 2026-11-25 00:00 in UTC+8, the business day's start. */
const NOV_25 = Date.UTC(2026, 10, 24, 16);

function settlement(id: number, extra: Partial<SettlementRecord> = {}): SettlementRecord {
  return {
    settlementId: id,
    contractId: 7,
    kind: 'DAILY',
    side: 'RECEIVED',
    counterpart: 'master01',
    periodStart: NOV_25,
    periodEnd: NOV_25 + DAY_MS,
    status: 'PAID',
    amount: 100,
    figures: { betCount: 40, bets: 5000, validBets: 4800, activeMembers: 3 },
    tier: 2,
    rate: 0.5,
    settleTime: NOV_25 + DAY_MS + 60_000,
    referenceNo: 'ST000001',
    attempts: 1,
    ...extra,
  };
}

const SETTLEMENTS: AgentSettlementsPage = {
  list: [
    settlement(2, { status: 'UNPAID', amount: 35, referenceNo: null, settleTime: null, attempts: 3, periodStart: NOV_25 + DAY_MS, periodEnd: NOV_25 + 2 * DAY_MS }),
    settlement(1),
  ],
  totalPages: 2,
  totals: { count: 21, paid: 100, owed: 35 },
};

const REALTIME_SETTLEMENT = settlement(9, {
  kind: 'REALTIME',
  periodStart: NOV_25 + 6 * 60 * 60 * 1000,
  periodEnd: NOV_25 + 6 * 60 * 60 * 1000 + 5 * 60 * 1000,
  amount: 1.5,
  tier: null,
  rate: null,
  figures: {
    betCount: 3,
    bets: 300,
    validBets: 300,
    activeMembers: 2,
    lines: [
      { tier: 1, outcome: 'LOSS', betCount: 2, bets: 200, rate: 0.5, amount: 1 },
      { tier: 1, outcome: 'PROFIT', betCount: 1, bets: 100, rate: 0.5, amount: 0.5 },
    ],
  },
});

function answer({ income = INCOME, settlements = SETTLEMENTS }: { income?: AgentIncome | Error; settlements?: AgentSettlementsPage | Error } = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === agentIncome) {
      if (income instanceof Error) throw income;
      return income;
    }
    if (definition === agentSettlements) {
      if (settlements instanceof Error) throw settlements;
      if ((input as AgentSettlementsQuery).kind === 'REALTIME') return { list: [REALTIME_SETTLEMENT], totalPages: 1, totals: { count: 1, paid: 1.5, owed: 0 } };
      return settlements;
    }
    return null;
  });
}

const inputs = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(
    <>
      <IncomePage />
      <SearchProbe />
    </>,
    { route: '/agent/agentRevenueReport', ...options },
  );
  await screen.findAllByText('P 424.75');
  return rendered;
}

const search = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent!));

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'agent-token', account: 'agent02', type: 2 });
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

describe('IncomePage', () => {
  it('asks for the last 7 business days and shows the salary, dividends, rebates, income, paid out and net', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'My income' })).toBeInTheDocument();
    const week = presetDateRange('last7Days', businessToday());
    expect(inputs(agentIncome)).toEqual([{ startDate: week.start, endDate: week.end }]);
    const cards = screen.getByRole('group', { name: 'Income of the period' });
    for (const [label, value] of [
      ['Salary', 'P 120.50'],
      ['Dividends', 'P 300.00'],
      ['Rebates', 'P 4.25'],
      ['Income', 'P 424.75'],
      ['Paid to downlines', 'P 50.00'],
      ['Net income', 'P +374.75'],
    ]) {
      expect(within(within(cards).getByRole('group', { name: label })).getByText(value!)).toBeInTheDocument();
    }
  });

  it('while another period loads, its cards wait for its figures instead of showing the last period’s', async () => {
    await renderPage();
    let deliver: (income: AgentIncome) => void = () => {};
    call.mockImplementation((definition) => (definition === agentIncome ? new Promise((resolve) => (deliver = resolve)) : Promise.resolve(SETTLEMENTS)) as never);
    const cards = screen.getByRole('group', { name: 'Income of the period' });

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(within(cards).getByRole('group', { name: 'Net income' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(cards).queryByText('P 424.75')).toBeNull();

    deliver(INCOME);
    expect(await within(cards).findByText('P 424.75')).toBeInTheDocument();
    expect(within(cards).getByRole('group', { name: 'Net income' })).not.toHaveAttribute('aria-busy');
  });

  it('shows each kind with its counts, and says in words what is still owed either way', async () => {
    await renderPage();
    const table = screen.getByRole('table', { name: 'Income by kind' });
    expect(shownHeaders(table)).toEqual(['Kind', 'Received', 'Paid to downlines', 'Owed to you (unpaid)', 'You owe (unpaid)']);
    expect(shownRows(table)).toEqual([
      ['Real-time salary', 'P 20.50 (12 settlements)', 'P 0.00 (0 settlements)', 'P 0.00', 'P 0.00'],
      ['Hourly salary', 'P 0.00 (0 settlements)', 'P 0.00 (0 settlements)', 'P 0.00', 'P 0.00'],
      ['Daily wages', 'P 100.00 (2 settlements)', 'P 50.00 (1 settlement)', 'P 35.00', 'P 12.50'],
      ['Dividend', 'P 300.00 (1 settlement)', 'P 0.00 (0 settlements)', 'P 0.00', 'P 0.00'],
    ]);
    const alerts = screen.getAllByRole('alert');
    const owed = alerts.find((alert) => alert.textContent!.includes('P 35.00 is owed to you'))!;
    expect(owed).toHaveTextContent('Your upline could not pay it yet');
    expect(owed).toHaveTextContent('retried automatically');
    expect(alerts.find((alert) => alert.textContent!.includes('You owe your downlines P 12.50'))).toHaveTextContent('keep enough withdrawable money to pay them');
  });

  it('says nothing is owed when nothing is', async () => {
    answer({ income: { ...INCOME, kinds: INCOME.kinds.map((kind) => ({ ...kind, owedToYou: 0, youOwe: 0 })) } });
    await renderPage();
    expect(screen.queryByText(/is owed to you/)).not.toBeInTheDocument();
    expect(screen.queryByText(/You owe your downlines/)).not.toBeInTheDocument();
  });

  it('shows the income by day as a chart and a table with the period total, and exports that table as a CSV', async () => {
    const files = catchDownloads();
    await renderPage({ route: '/agent/agentRevenueReport?from=2026-11-24&to=2026-11-26' });
    expect(screen.getByRole('figure', { name: /Net income by day/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Income by day' });
    expect(shownHeaders(table)).toEqual(['Day', 'Salary', 'Dividends', 'Rebates', 'Income', 'Paid to downlines', 'Net income']);
    const rows = shownRows(table);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['P 0.00', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00'],
      ['P 100.00', 'P 300.00', 'P 4.25', 'P 404.25', 'P 50.00', 'P +354.25'],
      ['P 20.50', 'P 0.00', 'P 0.00', 'P 20.50', 'P 0.00', 'P +20.50'],
    ]);
    expect(within(table).getByText('Period total').closest('tr')).toHaveTextContent('P +374.75');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('4 records exported.')).toBeInTheDocument();
    expect(files.map((file) => file.name)).toEqual(['my-income-2026-11-24-2026-11-26.csv']);
    const [headers, ...cells] = parseCsv((await readBlob(files[0]!.blob)).slice(1));
    expect(headers).toEqual(shownHeaders(table));
    expect(cells.slice(0, 3)).toEqual(rows);
    expect(cells[3]).toEqual(['Period total', 'P 120.50', 'P 300.00', 'P 4.25', 'P 424.75', 'P 50.00', 'P +374.75']);
    // Written from the answer: no second call.
    expect(inputs(agentIncome)).toHaveLength(1);
  });

  it('lists the daily wages received in the period, with status, counterpart, amount, tier and rate, and their totals', async () => {
    await renderPage({ route: '/agent/agentRevenueReport?from=2026-11-20&to=2026-11-26' });
    const table = await screen.findByRole('table', { name: 'Settlements received from my upline' });
    expect(inputs(agentSettlements)).toEqual([{ startDate: '2026-11-20', endDate: '2026-11-26', kind: 'DAILY', side: 'RECEIVED', pageNo: 1, pageSize: 20 }]);
    await within(table).findByText('ST000001');
    expect(shownHeaders(table)).toEqual(['Period', 'Upline', 'Status', 'Amount', 'Tier and rate', 'Reference no.']);
    expect(shownRows(table).map((row) => row.slice(1))).toEqual([
      ['master01', 'Unpaid', 'P 35.00', 'Tier 2 · 0.5%', '—'],
      ['master01', 'Paid', 'P 100.00', 'Tier 2 · 0.5%', 'ST000001'],
    ]);
    expect(shownRows(table)[1]![0]).toMatch(/25, 2026$/);
    const totals = screen.getByText('Settlements', { selector: 'dt' }).closest('dl')!;
    expect(totals).toHaveTextContent('Settlements21');
    expect(totals).toHaveTextContent('Owed to you (unpaid)P 35.00');
  });

  it('switches to the settlements paid to downlines, another kind, a status and a page, keeping them in the address', async () => {
    await renderPage({ route: '/agent/agentRevenueReport?from=2026-11-20&to=2026-11-26' });
    const period = { startDate: '2026-11-20', endDate: '2026-11-26' };
    await userEvent.click(screen.getByRole('tab', { name: 'Paid to my downlines' }));
    await waitFor(() => expect(inputs(agentSettlements).at(-1)).toEqual({ ...period, kind: 'DAILY', side: 'PAID', pageNo: 1, pageSize: 20 }));
    expect(await screen.findByRole('table', { name: 'Settlements paid to my downlines' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Downline' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Kind/ }), 'Dividend');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'Unpaid');
    await waitFor(() => expect(inputs(agentSettlements).at(-1)).toEqual({ ...period, kind: 'DIVIDEND', side: 'PAID', status: 'UNPAID', pageNo: 1, pageSize: 20 }));
    await userEvent.click(await screen.findByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(inputs(agentSettlements).at(-1)).toEqual({ ...period, kind: 'DIVIDEND', side: 'PAID', status: 'UNPAID', pageNo: 2, pageSize: 20 }));
    expect(search()).toEqual({ from: '2026-11-20', to: '2026-11-26', side: 'PAID', kind: 'DIVIDEND', status: 'UNPAID', page: '2' });
  });

  it('opens a settlement with the figures it was computed from, and says why an unpaid one is unpaid', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Settlements received from my upline' });
    const [unpaid] = await within(table).findAllByRole('button', { name: /details$/ });
    await userEvent.click(unpaid!);
    const dialog = await screen.findByRole('dialog', { name: 'Daily wages settlement' });
    expect(dialog).toHaveTextContent('Owed to you: your upline could not pay yet. It is retried automatically');
    expect(dialog).toHaveTextContent('Paid by (upline)master01');
    expect(dialog).toHaveTextContent('AmountP 35.00');
    expect(dialog).toHaveTextContent('Payment attempts3');
    expect(dialog).toHaveTextContent('Valid betsP 4,800.00');
    expect(dialog).toHaveTextContent('Active members3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unpaid).toHaveFocus();
  });

  it("opens a real-time salary settlement with its lines by tier and outcome", async () => {
    await renderPage({ route: '/agent/agentRevenueReport?kind=REALTIME' });
    const table = await screen.findByRole('table', { name: 'Settlements received from my upline' });
    expect(inputs(agentSettlements).at(-1)).toMatchObject({ kind: 'REALTIME' });
    expect(await within(table).findByText('Per bet')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /details$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Real-time salary settlement' });
    const lines = within(dialog).getByRole('table', { name: 'Real-time salary by tier' });
    expect(shownRows(lines)).toEqual([
      ['Tier 1, lost bets', '2', 'P 200.00', '0.5%', 'P 1.00'],
      ['Tier 1, won or drawn bets', '1', 'P 100.00', '0.5%', 'P 0.50'],
    ]);
  });

  it('says when no settlements ended in the period, and shows a failure with a retry', async () => {
    answer({ settlements: { list: [], totalPages: 0, totals: { count: 0, paid: 0, owed: 0 } } });
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Settlements received from my upline' });
    expect(await within(table).findByText('No settlements of this kind ended in this period.')).toBeInTheDocument();

    answer({ settlements: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Kind/ }), 'Hourly salary');
    expect(await screen.findByText('System error. Please try again later.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ST000001')).toBeInTheDocument();
  });

  it("shows the gateway's refusal of the income with a retry", async () => {
    answer({ income: new ApiError({ code: 'NOT_AGENT', status: 403, message: 'Agents only' }) });
    await renderInApp(<IncomePage />, { route: '/agent/agentRevenueReport' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your income could not be loaded.');
    expect(alert).toHaveTextContent('Non-agents cannot log in.');
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('P 424.75')).not.toHaveLength(0);
  });

  it('refuses a period longer than the gateway answers, with the rule, and asks nothing', async () => {
    await renderInApp(<IncomePage />, { route: '/agent/agentRevenueReport?from=2025-01-01&to=2025-06-30' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs(agentIncome)).toEqual([]);
    expect(inputs(agentSettlements)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, the settlement open too', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    await screen.findByText('ST000001');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: /details$/ })[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
