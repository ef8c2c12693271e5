import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentTeamBets, agentTeamBetsExport, ApiError, type AgentTeamBetsExport, type AgentTeamBetsPage, type TeamBet } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { catchDownloads, parseCsv, readBlob, SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import { accountField, addressParams, answerReport, csvOfTable, inputsOf, lastWeek } from './team-report-test-support';
import TeamBetsPage from './TeamBetsPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const BET_TIME = Date.UTC(2026, 10, 20, 6, 30);

const WIN: TeamBet = {
  account: 'player01',
  roundNo: 'SP00000042',
  gameName: 'Lucky Cherry',
  vendorCode: 'DEMO',
  gameType: 'RNG',
  betAmount: 10,
  validBet: 10,
  payout: 50,
  winLoss: 40,
  status: 'SETTLED',
  betTime: BET_TIME,
  settleTime: BET_TIME,
};
const LOSS: TeamBet = { ...WIN, account: 'sitifan01', roundNo: 'SP00000041', vendorCode: 'PT', gameName: '=Great Blue', payout: 0, winLoss: -10 };
const TICKET: TeamBet = {
  ...WIN,
  account: 'player02',
  roundNo: 'LT00000007',
  gameName: '4D Lotto',
  vendorCode: 'LOTT',
  gameType: 'LOTT',
  betAmount: 2,
  validBet: 2,
  payout: null,
  winLoss: null,
  status: 'UNSETTLED',
  settleTime: null,
};

const PAGE: AgentTeamBetsPage = {
  list: [WIN, LOSS, TICKET],
  totalPages: 3,
  totals: { betCount: 57, betAmount: 1234.5, validBet: 1200, payout: 1000, winLoss: -234.5 },
};

const NOT_IN_TEAM = new ApiError({ code: 'NOT_FOUND', status: 404, message: '"stranger" is not in your downline' });

function answer({ page = PAGE, exported = { list: PAGE.list, totals: PAGE.totals, truncated: false } }: { page?: AgentTeamBetsPage | Error; exported?: AgentTeamBetsExport | Error } = {}) {
  answerReport(call, new Map<unknown, unknown>([[agentTeamBets, page], [agentTeamBetsExport, exported]]));
}

const inputs = (definition: unknown) => inputsOf(call, definition);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(
    <>
      <TeamBetsPage />
      <SearchProbe />
    </>,
    { route: '/agent/personalHistoryCopy', ...options },
  );
  const table = await screen.findByRole('table', { name: 'Team betting' });
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

describe('TeamBetsPage', () => {
  it("asks for the whole team's bets of the last 7 business days and shows each with its member, and the totals", async () => {
    const { table } = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Team betting' })).toBeInTheDocument();
    expect(inputs(agentTeamBets)).toEqual([{ startDate: lastWeek().start, endDate: lastWeek().end, pageNo: 1, pageSize: 20 }]);

    await within(table).findByText('player01');
    expect(shownHeaders(table)).toEqual(['Round no.', 'Member', 'Game', 'Vendor', 'Bet time', 'Stake', 'Valid bet', 'Payout', 'Win/loss', 'Status']);
    const rows = shownRows(table);
    expect(rows.map((row) => [...row.slice(0, 4), ...row.slice(5)])).toEqual([
      ['SP00000042', 'player01', 'Lucky Cherry', 'Demo Games', 'P 10.00', 'P 10.00', 'P 50.00', 'P +40.00', 'Settled'],
      ['SP00000041', 'sitifan01', '=Great Blue', 'Playtech', 'P 10.00', 'P 10.00', 'P 0.00', 'P -10.00', 'Settled'],
      ['LT00000007', 'player02', '4D Lotto', 'Platform Lottery', 'P 2.00', 'P 2.00', '', '', 'Unsettled'],
    ]);
    expect(rows[0]![4]).toContain('2026');
    expect(within(table).getByText('P -10.00')).toHaveAttribute('data-sign', 'negative');

    // The totals cover every matching bet, not just the page.
    const totalRow = within(table).getByText('Period total').closest('tr')!;
    expect(totalRow).toHaveTextContent('57 bets');
    expect(totalRow).toHaveTextContent('P 1,234.50');
    expect(within(totalRow).getByText('P -234.50')).toHaveAttribute('data-sign', 'negative');
  });

  it("narrows to one downline's bets on Enter, keeps it in the address, and goes back to the whole team", async () => {
    await renderPage();
    await userEvent.type(accountField(), '  sitifan01 {Enter}');
    await waitFor(() => expect(inputs(agentTeamBets).at(-1)).toEqual({ startDate: lastWeek().start, endDate: lastWeek().end, pageNo: 1, pageSize: 20, account: 'sitifan01' }));
    expect(addressParams()).toEqual({ account: 'sitifan01' });
    expect(accountField()).toHaveValue('sitifan01');

    await userEvent.click(screen.getByRole('button', { name: 'Whole team' }));
    await waitFor(() => expect(addressParams()).toEqual({}));
    expect(accountField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Whole team' })).not.toBeInTheDocument();
  });

  it('filters by game type, vendor and settlement and pages, all kept in the address with the downline', async () => {
    await renderPage({ route: '/agent/personalHistoryCopy?account=player02' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Game type/ }), 'Lottery');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Settlement/ }), 'Unsettled');
    await userEvent.click(await screen.findByRole('button', { name: /Page 2/ }));
    const expected = { startDate: lastWeek().start, endDate: lastWeek().end, pageNo: 2, pageSize: 20, gameType: 'LOTT', status: 'UNSETTLED', account: 'player02' };
    await waitFor(() => expect(inputs(agentTeamBets).at(-1)).toEqual(expected));
    expect(addressParams()).toEqual({ account: 'player02', gameType: 'LOTT', status: 'UNSETTLED', page: '2' });
  });

  it('opens with the filters the address names', async () => {
    await renderPage({ route: '/agent/personalHistoryCopy?from=2026-11-01&to=2026-11-05&account=agent41&vendor=PT&page=3' });
    expect(inputs(agentTeamBets)).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-05', vendorCode: 'PT', account: 'agent41', pageNo: 3, pageSize: 20 }]);
    expect(accountField()).toHaveValue('agent41');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-01');
    expect(screen.getByRole('combobox', { name: /^Vendor/ })).toHaveValue('PT');
  });

  it('shows the rule of an account too long, keeps what was typed and asks nothing', async () => {
    await renderPage();
    const tooLong = 'a'.repeat(65);
    await userEvent.type(accountField(), `${tooLong}{Enter}`);
    expect(await screen.findByText('Enter one account of at most 64 characters.')).toBeInTheDocument();
    expect(accountField()).toHaveValue(tooLong);
    expect(accountField()).toHaveAttribute('aria-invalid', 'true');
    expect(inputs(agentTeamBets)).toHaveLength(1);
    expect(addressParams()).toEqual({});
  });

  it('says beside the field when the downline is not in the team, keeps it, and offers no table or export', async () => {
    await renderPage();
    answer({ page: NOT_IN_TEAM });
    await userEvent.type(accountField(), 'stranger{Enter}');
    expect(await screen.findByText('stranger is not in your team.')).toBeInTheDocument();
    expect(accountField()).toHaveValue('stranger');
    expect(accountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports every bet of the filters as a CSV that holds exactly what the table shows', async () => {
    const files = catchDownloads();
    const { table } = await renderPage({ route: '/agent/personalHistoryCopy?from=2026-11-01&to=2026-11-07&account=player01&status=SETTLED&page=2' });
    await within(table).findByText('player01');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('3 records exported.')).toBeInTheDocument();
    expect(inputs(agentTeamBetsExport)).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-07', status: 'SETTLED', account: 'player01' }]);
    expect(files.map((file) => file.name)).toEqual(['team-bets-2026-11-01-2026-11-07.csv']);
    const text = await readBlob(files[0]!.blob);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [headers, ...cells] = parseCsv(text.slice(1));
    expect(headers).toEqual(shownHeaders(table));
    expect(cells).toEqual(csvOfTable(table));
    expect(cells[1]![2]).toBe("'=Great Blue");
  });

  it('says when the filters held more bets than one file may', async () => {
    catchDownloads();
    answer({ exported: { list: [WIN], totals: PAGE.totals, truncated: true } });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('The file holds the newest 1 records of this period. Choose a shorter period to export the rest.');
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
    await renderInApp(<TeamBetsPage />, { route: '/agent/personalHistoryCopy?from=2026-01-01&to=2026-06-30' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs(agentTeamBets)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the team has no bets, and offers no export', async () => {
    answer({ page: { list: [], totalPages: 0, totals: { betCount: 0, betAmount: 0, validBet: 0, payout: 0, winLoss: 0 } } });
    const { table } = await renderPage();
    expect(await within(table).findByText('No bets of your team match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a loading failure (an account that is not an agent) with a retry', async () => {
    answer({ page: new ApiError({ code: 'NOT_AGENT', status: 403, message: 'Only agents can do this' }) });
    await renderPage();
    expect(await screen.findByText('Non-agents cannot log in.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('sitifan01')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    await screen.findByText('sitifan01');
    expect(await axeViolations(container)).toEqual([]);
  });
});
