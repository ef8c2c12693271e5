import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, gameMenus, memberTransactions, memberTransactionsExport, type MemberTransaction, type MemberTransactionsExport } from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { catchDownloads, GAME_MENUS, parseCsv, readBlob, SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import AccountRecordPage from './AccountRecordPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function record(id: number, type: string, amount: number, balance: number, remark: string | null, referenceNo = `RF0000000${id}`): MemberTransaction {
  return { id, referenceNo, type, amount, balance, status: 'SUCCESS', remark, createTime: Date.UTC(2026, 2, 5, 6, 30 - id) };
}

const ROWS: MemberTransaction[] = [
  record(4, 'WIN', 25, 1025.5, 'Lucky Cherry', 'SP00000003'),
  record(3, 'BET', -10, 1000.5, '=HYPERLINK("http://evil")', 'SP00000003'),
  record(2, 'BONUS', 0.5, 1010.5, 'Sign-in, day 3 "bonus"'),
  record(1, 'DEPOSIT', 1010, 1010, null),
];

function answer({ page = { list: ROWS, totalPages: 3 }, exported = { list: ROWS, truncated: false } }: {
  page?: { list: MemberTransaction[]; totalPages: number } | Error;
  exported?: MemberTransactionsExport | Error;
} = {}) {
  call.mockImplementation(async (definition) => {
    if (definition === gameMenus) return GAME_MENUS;
    if (definition === memberTransactions) {
      if (page instanceof Error) throw page;
      return page;
    }
    if (definition === memberTransactionsExport) {
      if (exported instanceof Error) throw exported;
      return exported;
    }
    return null;
  });
}

const inputs = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(
    <>
      <AccountRecordPage />
      <SearchProbe />
    </>,
    { route: '/member/transactionHistory', ...options },
  );
  const table = await screen.findByRole('table', { name: 'Account record' });
  return { ...rendered, table };
}

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

describe('AccountRecordPage', () => {
  it('asks for the last 7 business days and shows each movement with its type, signed amount and balance after', async () => {
    const { table } = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Account record' })).toBeInTheDocument();
    const week = presetDateRange('last7Days', businessToday());
    expect(inputs(memberTransactions)).toEqual([{ startDate: week.start, endDate: week.end, pageNo: 1, pageSize: 20 }]);

    await within(table).findByText('Lucky Cherry');
    expect(shownHeaders(table)).toEqual(['Time', 'Reference no.', 'Type', 'Amount', 'Balance after', 'Remark']);
    const rows = shownRows(table);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['SP00000003', 'Payout', 'P +25.00', 'P 1,025.50', 'Lucky Cherry'],
      ['SP00000003', 'Bet', 'P -10.00', 'P 1,000.50', '=HYPERLINK("http://evil")'],
      ['RF00000002', 'Bonus', 'P +0.50', 'P 1,010.50', 'Sign-in, day 3 "bonus"'],
      ['RF00000001', 'Deposit', 'P +1,010.00', 'P 1,010.00', ''],
    ]);
    expect(rows[0]![0]).toContain('2026');
    // The sign is written, and coloured by the theme as well.
    expect(within(table).getByText('P +25.00')).toHaveAttribute('data-sign', 'positive');
    expect(within(table).getByText('P -10.00')).toHaveAttribute('data-sign', 'negative');
  });

  it('filters by type and period, keeps the filters in the address, and pages', async () => {
    await renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Bets and payouts');
    const week = presetDateRange('last7Days', businessToday());
    await waitFor(() => expect(inputs(memberTransactions).at(-1)).toEqual({ startDate: week.start, endDate: week.end, type: 'BET', pageNo: 1, pageSize: 20 }));

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = businessToday();
    await waitFor(() => expect(inputs(memberTransactions).at(-1)).toEqual({ startDate: today, endDate: today, type: 'BET', pageNo: 1, pageSize: 20 }));

    await userEvent.click(await screen.findByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(inputs(memberTransactions).at(-1)).toEqual({ startDate: today, endDate: today, type: 'BET', pageNo: 2, pageSize: 20 }));
    const search = new URLSearchParams(screen.getByTestId('search').textContent!);
    expect(Object.fromEntries(search)).toEqual({ type: 'BET', from: today, to: today, page: '2' });
  });

  it('keeps the rows it shows, marked busy, until the next page comes', async () => {
    const { table } = await renderPage();
    await within(table).findByText('Lucky Cherry');
    let deliver: (page: { list: MemberTransaction[]; totalPages: number }) => void = () => {};
    call.mockImplementation((definition) => (definition === memberTransactions ? new Promise((resolve) => (deliver = resolve)) : Promise.resolve(GAME_MENUS)) as never);

    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getByText('Lucky Cherry')).toBeInTheDocument();

    deliver({ list: [record(9, 'DEPOSIT', 50, 50, 'Older deposit')], totalPages: 3 });
    await within(table).findByText('Older deposit');
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).queryByText('Lucky Cherry')).toBeNull();
  });

  it('opens with the filters the address names (back and refresh keep them)', async () => {
    await renderPage({ route: '/member/transactionHistory?from=2026-03-01&to=2026-03-05&type=DEPOSIT&page=3' });
    expect(inputs(memberTransactions)).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-05', type: 'DEPOSIT', pageNo: 3, pageSize: 20 }]);
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('DEPOSIT');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-03-01');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('2026-03-05');
  });

  it('refuses a period longer than the gateway answers, with the rule, and asks nothing', async () => {
    await renderInApp(<AccountRecordPage />, { route: '/member/transactionHistory?from=2025-01-01&to=2025-06-30' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs(memberTransactions)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports every record of the filters as a CSV that holds exactly what the table shows', async () => {
    const files = catchDownloads();
    const { table } = await renderPage({ route: '/member/transactionHistory?from=2026-03-01&to=2026-03-07&type=BET' });
    await within(table).findByText('Lucky Cherry');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('4 records exported.')).toBeInTheDocument();
    expect(inputs(memberTransactionsExport)).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-07', type: 'BET' }]);
    expect(files.map((file) => file.name)).toEqual(['account-record-2026-03-01-2026-03-07.csv']);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = await readBlob(files[0]!.blob);
    expect(text.startsWith('\uFEFF')).toBe(true);

    const [headers, ...cells] = parseCsv(text.slice(1));
    expect(headers).toEqual(shownHeaders(table));
    // The same cells, except that a formula-like one is made text for the spreadsheet.
    const defused = shownRows(table).map((row) => row.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
    expect(cells).toEqual(defused);
    expect(cells[1]![5]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('writes the CSV in the running language', async () => {
    const files = catchDownloads();
    await renderInApp(<AccountRecordPage />, { locale: 'zh' });
    const table = await screen.findByRole('table');
    await within(table).findByText('Lucky Cherry');
    await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [headers, first] = parseCsv((await readBlob(files[0]!.blob)).slice(1));
    expect(headers).toEqual(shownHeaders(table));
    expect(first).toEqual(shownRows(table)[0]);
  });

  it('says when the period held more records than one file may', async () => {
    catchDownloads();
    answer({ exported: { list: ROWS.slice(0, 2), truncated: true } });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Not every record is in the file');
    expect(warning).toHaveTextContent('The file holds the newest 2 records of this period. Choose a shorter period to export the rest.');
  });

  it('shows why an export failed and downloads nothing', async () => {
    const files = catchDownloads();
    answer({ exported: new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }) });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export could not be made.');
    expect(alert).toHaveTextContent('Network connection abnormal, please retry.');
    expect(files).toEqual([]);
  });

  it('says when the period has no records, and offers no export', async () => {
    answer({ page: { list: [], totalPages: 0 } });
    const { table } = await renderPage();
    expect(await within(table).findByText('No account records in this period.')).toBeInTheDocument();
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
