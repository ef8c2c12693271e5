import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentDownlineTransactions,
  agentDownlineTransactionsExport,
  ApiError,
  type AgentDownlineTransactionsExport,
  type AgentDownlineTransactionsPage,
  type DownlineTransaction,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { catchDownloads, parseCsv, readBlob, SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import { accountField, addressParams, answerReport, csvOfTable, inputsOf, lastWeek } from '../team-bets/team-report-test-support';
import DownlineTransactionsPage from './DownlineTransactionsPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function record(id: number, account: string, type: string, amount: number, balance: number, remark: string | null, referenceNo = `RF0000000${id}`): DownlineTransaction {
  return { id, account, referenceNo, type, amount, balance, status: 'SUCCESS', remark, createTime: Date.UTC(2026, 10, 20, 6, 30 - id) };
}

const ROWS: DownlineTransaction[] = [
  record(4, 'player01', 'WIN', 25, 1025.5, 'Lucky Cherry', 'SP00000003'),
  record(3, 'sitifan01', 'BET', -10, 990.5, '@SUM(A1)', 'SP00000002'),
  record(2, 'agent41', 'SALARY', 12.34, 512.34, 'Daily wages, 2026-11-19'),
  record(1, 'player02', 'DEPOSIT', 1000, 1000, null),
];

const NOT_IN_TEAM = new ApiError({ code: 'NOT_FOUND', status: 404, message: '"stranger" is not in your downline' });

const TOTALS = { betCount: 3, bets: 30, validBets: 28, payouts: 12.5, bonuses: 5, rebates: 1.25, deposits: 1000, withdrawals: 200, net: -11.25 };

function answer({ page = { list: ROWS, totalPages: 2, isCountCapped: false, totals: TOTALS }, exported = { list: ROWS, truncated: false } }: {
  page?: AgentDownlineTransactionsPage | Error;
  exported?: AgentDownlineTransactionsExport | Error;
} = {}) {
  answerReport(call, new Map<unknown, unknown>([[agentDownlineTransactions, page], [agentDownlineTransactionsExport, exported]]));
}

const inputs = (definition: unknown) => inputsOf(call, definition);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(
    <>
      <DownlineTransactionsPage />
      <SearchProbe />
    </>,
    { route: '/agent/agentDownlineTransactionDetailsCopy', ...options },
  );
  const table = await screen.findByRole('table', { name: 'Downline transaction details' });
  return { ...rendered, table };
}

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'agent-token', account: 'agent02', type: 2 });
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

describe('DownlineTransactionsPage', () => {
  it("asks for the whole team's records of the last 7 business days and shows each with its member, type, signed amount and balance after", async () => {
    const { table } = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Downline transaction details' })).toBeInTheDocument();
    expect(inputs(agentDownlineTransactions)).toEqual([{ startDate: lastWeek().start, endDate: lastWeek().end, pageNo: 1, pageSize: 20 }]);

    await within(table).findByText('Lucky Cherry');
    expect(shownHeaders(table)).toEqual(['Time', 'Member', 'Reference no.', 'Type', 'Amount', 'Balance after', 'Remark']);
    const rows = shownRows(table);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['player01', 'SP00000003', 'Payout', 'P +25.00', 'P 1,025.50', 'Lucky Cherry'],
      ['sitifan01', 'SP00000002', 'Bet', 'P -10.00', 'P 990.50', '@SUM(A1)'],
      ['agent41', 'RF00000002', 'Salary', 'P +12.34', 'P 512.34', 'Daily wages, 2026-11-19'],
      ['player02', 'RF00000001', 'Deposit', 'P +1,000.00', 'P 1,000.00', ''],
    ]);
    expect(rows[0]![0]).toContain('2026');
    expect(within(table).getByText('P +25.00')).toHaveAttribute('data-sign', 'positive');
    expect(within(table).getByText('P -10.00')).toHaveAttribute('data-sign', 'negative');
  });

  it("shows the period's money of the team from the answer's totals, and says when the pages are capped", async () => {
    answer({ page: { list: ROWS, totalPages: 500, isCountCapped: true, totals: TOTALS } });
    await renderPage();
    const money = await screen.findByRole('region', { name: "Your team's money in this period" });
    await within(money).findByText('P 1,000.00');
    for (const [label, value] of [['Deposits', 'P 1,000.00'], ['Withdrawals', 'P 200.00'], ['Bets', 'P 30.00'], ['Payouts', 'P 12.50'], ['Rebates', 'P 1.25']]) {
      expect(within(money).getByText(label!).closest('[class]')!.parentElement).toHaveTextContent(value!);
    }
    expect(within(money).getByText('Net result').parentElement).toHaveTextContent('-11.25');
    expect(screen.getByText(/More than 10,000 records match/)).toBeInTheDocument();
  });

  it("keeps the money cards while another type loads, and waits for another downline's", async () => {
    const { table } = await renderPage();
    const money = await screen.findByRole('region', { name: "Your team's money in this period" });
    await within(money).findByText('P 1,000.00');
    let deliver: (page: AgentDownlineTransactionsPage) => void = () => {};
    call.mockImplementation((definition) => (definition === agentDownlineTransactions ? new Promise((resolve) => (deliver = resolve)) : Promise.resolve(null)) as never);

    // Another type: the cards are the period's, whatever the type.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Salary');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(money).getByText('P 1,000.00')).toBeInTheDocument();
    deliver({ list: ROWS.slice(2, 3), totalPages: 1, isCountCapped: false, totals: TOTALS });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));

    // One downline: the team's money is not agent41's.
    await userEvent.type(accountField(), 'agent41{Enter}');
    const downlineMoney = await screen.findByRole('region', { name: "agent41's money in this period" });
    expect(within(downlineMoney).queryByText('P 1,000.00')).not.toBeInTheDocument();
    deliver({ list: ROWS.slice(2, 3), totalPages: 1, isCountCapped: false, totals: { ...TOTALS, deposits: 40 } });
    expect(await within(downlineMoney).findByText('P 40.00')).toBeInTheDocument();
  });

  it('filters by downline, type and period, keeps them in the address, and pages', async () => {
    await renderPage();
    await userEvent.type(accountField(), 'agent41{Enter}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Salary');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = businessToday();
    await waitFor(() =>
      expect(inputs(agentDownlineTransactions).at(-1)).toEqual({ startDate: today, endDate: today, type: 'SALARY', account: 'agent41', pageNo: 1, pageSize: 20 }),
    );

    await userEvent.click(await screen.findByRole('button', { name: /Page 2/ }));
    await waitFor(() =>
      expect(inputs(agentDownlineTransactions).at(-1)).toEqual({ startDate: today, endDate: today, type: 'SALARY', account: 'agent41', pageNo: 2, pageSize: 20 }),
    );
    expect(addressParams()).toEqual({ account: 'agent41', type: 'SALARY', from: today, to: today, page: '2' });
  });

  it('opens with the filters the address names, and an empty search shows the whole team again', async () => {
    await renderPage({ route: '/agent/agentDownlineTransactionDetailsCopy?from=2026-11-01&to=2026-11-05&type=DEPOSIT&account=player02&page=3' });
    expect(inputs(agentDownlineTransactions)).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-05', type: 'DEPOSIT', account: 'player02', pageNo: 3, pageSize: 20 }]);
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('DEPOSIT');
    expect(accountField()).toHaveValue('player02');

    await userEvent.clear(accountField());
    await userEvent.type(accountField(), '{Enter}');
    await waitFor(() => expect(inputs(agentDownlineTransactions).at(-1)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-05', type: 'DEPOSIT', pageNo: 1, pageSize: 20 }));
    expect(addressParams()).toEqual({ from: '2026-11-01', to: '2026-11-05', type: 'DEPOSIT' });
  });

  it('says beside the field when the downline is not in the team, keeps what was typed, and asks again once corrected', async () => {
    await renderPage();
    answer({ page: NOT_IN_TEAM });
    await userEvent.type(accountField(), 'stranger{Enter}');
    expect(await screen.findByText('stranger is not in your team.')).toBeInTheDocument();
    expect(accountField()).toHaveValue('stranger');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    answer();
    await userEvent.clear(accountField());
    await userEvent.type(accountField(), 'player01{Enter}');
    expect(await screen.findByRole('table', { name: 'Downline transaction details' })).toBeInTheDocument();
    expect(screen.queryByText('stranger is not in your team.')).not.toBeInTheDocument();
    expect(inputs(agentDownlineTransactions).at(-1)).toMatchObject({ account: 'player01' });
  });

  it('exports every record of the filters as a CSV that holds exactly what the table shows', async () => {
    const files = catchDownloads();
    const { table } = await renderPage({ route: '/agent/agentDownlineTransactionDetailsCopy?from=2026-11-01&to=2026-11-07&type=BET&account=sitifan01' });
    await within(table).findByText('Lucky Cherry');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('4 records exported.')).toBeInTheDocument();
    expect(inputs(agentDownlineTransactionsExport)).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-07', type: 'BET', account: 'sitifan01' }]);
    expect(files.map((file) => file.name)).toEqual(['downline-transactions-2026-11-01-2026-11-07.csv']);
    const text = await readBlob(files[0]!.blob);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [headers, ...cells] = parseCsv(text.slice(1));
    expect(headers).toEqual(shownHeaders(table));
    expect(cells).toEqual(csvOfTable(table));
    expect(cells[1]![6]).toBe("'@SUM(A1)");
  });

  it('writes the CSV in the running language', async () => {
    const files = catchDownloads();
    await renderInApp(<DownlineTransactionsPage />, { locale: 'zh' });
    const table = await screen.findByRole('table');
    await within(table).findByText('Lucky Cherry');
    await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [headers, first] = parseCsv((await readBlob(files[0]!.blob)).slice(1));
    expect(headers).toEqual(shownHeaders(table));
    expect(first).toEqual(shownRows(table)[0]);
  });

  it('says when the filters held more records than one file may', async () => {
    catchDownloads();
    answer({ exported: { list: ROWS.slice(0, 2), truncated: true } });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Not every record is in the file');
    expect(warning).toHaveTextContent('The file holds the newest 2 records of this period.');
  });

  it("shows the gateway's refusal of too many exports and downloads nothing", async () => {
    const files = catchDownloads();
    answer({ exported: new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many exports in a minute: please wait a moment' }) });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export could not be made.');
    expect(alert).toHaveTextContent('Too many requests. Please try again after 5 minutes.');
    expect(files).toEqual([]);
  });

  it('refuses a period longer than the gateway answers, and asks nothing', async () => {
    await renderInApp(<DownlineTransactionsPage />, { route: '/agent/agentDownlineTransactionDetailsCopy?from=2026-01-01&to=2026-06-30' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs(agentDownlineTransactions)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the team has no records in the period, and offers no export', async () => {
    answer({ page: { list: [], totalPages: 0, isCountCapped: false, totals: { ...TOTALS, betCount: 0, bets: 0, validBets: 0, payouts: 0, bonuses: 0, rebates: 0, deposits: 0, withdrawals: 0, net: 0 } } });
    const { table } = await renderPage();
    expect(await within(table).findByText('No account records of your team in this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a loading failure with a retry', async () => {
    answer({ page: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await renderPage();
    expect(await screen.findByText('System error. Please try again later.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lucky Cherry')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    await screen.findByText('Lucky Cherry');
    expect(await axeViolations(container)).toEqual([]);
  });
});
