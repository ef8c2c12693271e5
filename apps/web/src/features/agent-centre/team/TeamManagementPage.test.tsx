import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentTeam,
  ApiError,
  consolidatedFunds,
  paymentPasswordStatus,
  transferToDownline,
  type AgentTeamPage,
  type AgentTeamQuery,
  type TeamMember,
  type TransferToDownlineRequest,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import TeamManagementPage from './TeamManagementPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const TOKEN = 'agent-token';
const ROUTE = '/agent/downlineManagmentView';

function member(account: string, extra: Partial<TeamMember> = {}): TeamMember {
  return {
    account,
    nickname: null,
    type: 0,
    upline: 'master01',
    level: 1,
    mainBalance: 0,
    totalBalance: 0,
    lastLoginTime: null,
    teamSize: 0,
    directDownlineCount: 0,
    contracts: [],
    registerTime: '2026-11-01T02:00:00.000Z',
    ...extra,
  };
}

const AGENT02 = member('agent02', {
  nickname: 'Siti',
  type: 2,
  totalBalance: 1234.5,
  lastLoginTime: '2026-11-25T04:30:00.000Z',
  teamSize: 5,
  directDownlineCount: 2,
  contracts: [
    { kind: 'DAILY', topRate: 1.5 },
    { kind: 'HOURLY', topRate: 20 },
  ],
});
const PLAYER01 = member('player01', { totalBalance: 50 });
const PLAYER09 = member('player09');
const AGENT41 = member('agent41a', { type: 41, upline: 'agent02', level: 2, teamSize: 1, directDownlineCount: 1 });
const PLAYER05 = member('player05', { upline: 'agent02', level: 2 });
const PLAYER07 = member('player07', { upline: 'agent41a', level: 3 });
const TRIAL = member('trial01', { type: 4 });

const MASTER = { account: 'master01', type: 1 };

function teamAnswer(query: AgentTeamQuery): AgentTeamPage {
  if (query.search) {
    const list = [PLAYER01, PLAYER05, PLAYER07].filter((found) => found.account.includes(query.search!));
    return { path: [MASTER], list, totalCount: list.length, totalPages: list.length > 0 ? 1 : 0 };
  }
  if (query.account === 'agent02') return { path: [MASTER, { account: 'agent02', type: 2 }], list: [AGENT41, PLAYER05], totalCount: 2, totalPages: 1 };
  if (query.account === 'agent41a') {
    return { path: [MASTER, { account: 'agent02', type: 2 }, { account: 'agent41a', type: 41 }], list: [PLAYER07], totalCount: 1, totalPages: 1 };
  }
  if (query.pageNo === 2) return { path: [MASTER], list: [PLAYER09], totalCount: 21, totalPages: 2 };
  return { path: [MASTER], list: [AGENT02, PLAYER01, TRIAL], totalCount: 21, totalPages: 2 };
}

let isPaymentPasswordSet = true;

function answer() {
  call.mockImplementation(async (definition, input) => {
    if (definition === agentTeam) return teamAnswer(input as AgentTeamQuery);
    if (definition === consolidatedFunds) return { sumBalance: 500, availableBalance: 300, frozenBalance: 0, promotionalBalance: 200 };
    if (definition === paymentPasswordStatus) return { isSet: isPaymentPasswordSet, lockedUntil: null };
    if (definition === transferToDownline) {
      const request = input as TransferToDownlineRequest;
      return { transferId: 'MT00000042', toAccount: request.toAccount, amount: request.amount, sumBalance: 400 };
    }
    return null;
  });
}

const teamQueries = () => call.mock.calls.filter(([definition]) => definition === agentTeam).map(([, input]) => input as AgentTeamQuery);
const transfers = () => call.mock.calls.filter(([definition]) => definition === transferToDownline).map(([, input]) => input as TransferToDownlineRequest);

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

async function renderPage({ route = ROUTE, colorMode = 'light' }: { route?: string; colorMode?: 'light' | 'dark' } = {}) {
  const rendered = await renderInApp(
    <>
      <TeamManagementPage />
      <SearchProbe />
      <BackButton />
    </>,
    { route: ['/agent/agentTeamOverview', route], colorMode },
  );
  return rendered;
}

async function findTable(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table.querySelector('[data-skeleton]')).toBeNull());
  return table;
}

async function openTransfer(account: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Transfer to ${account}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Transfer to a downline' });
  await within(dialog).findByRole('form', { name: `Transfer to ${account}` });
  return dialog;
}

async function fillIn(dialog: HTMLElement, amount: string, password: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), amount);
  await userEvent.type(within(dialog).getByLabelText(/Payment password/), password);
}

beforeEach(() => {
  call.mockReset();
  isPaymentPasswordSet = true;
  answer();
  sessionStore.signIn({ token: TOKEN, account: 'master01', type: 1 });
});
afterEach(() => sessionStore.signOut());

describe('TeamManagementPage: browsing', () => {
  it('shows the agent’s direct downlines with their type, balance, last login, team size and contracts', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Team management' })).toBeInTheDocument();
    const table = await findTable('Your direct downlines');
    expect(teamQueries()[0]).toEqual({ pageNo: 1, pageSize: 20 });
    expect(shownHeaders(table)).toEqual(['Account', 'Type', 'Balance', 'Last login', 'Team size', 'Contracts', 'Actions']);
    const [agent, player, trial] = shownRows(table);
    expect(agent!.slice(0, 6)).toEqual([
      'agent02Siti',
      'Level 2 agent',
      'P 1,234.50',
      expect.stringMatching(/^Nov 25, 2026/),
      '5',
      'Daily wages: up to 1.5%Hourly salary: up to P 20.00',
    ]);
    expect(player!.slice(0, 6)).toEqual(['player01', 'Member', 'P 50.00', 'Never', '0', 'None']);
    // Only a member with a team of its own opens; a trial account receives no transfer.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Open team of agent02' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Open team/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Transfer to player01' })).toBeInTheDocument();
    expect(trial![0]).toBe('trial01');
    expect(within(rows[2]!).queryByRole('button', { name: /Transfer/ })).not.toBeInTheDocument();
  });

  it('opens a downline’s level with a breadcrumb back up, keeps it in the address, and Back returns', async () => {
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open team of agent02' }));
    let table = await findTable('Direct downlines of agent02');
    expect(teamQueries().at(-1)).toEqual({ pageNo: 1, pageSize: 20, account: 'agent02' });
    expect(screen.getByTestId('search')).toHaveTextContent('?level=agent02');
    expect(shownRows(table).map((row) => row[0])).toEqual(['agent41a', 'player05']);
    expect(shownRows(table)[0]![1]).toBe('Level 3 agent (41)');

    await userEvent.click(within(table).getByRole('button', { name: 'Open team of agent41a' }));
    table = await findTable('Direct downlines of agent41a');
    const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(crumbs).getByRole('button', { name: 'master01 (my team)' })).toBeInTheDocument();
    expect(within(crumbs).getByRole('button', { name: 'agent02' })).toBeInTheDocument();
    expect(within(crumbs).getByText('agent41a')).toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await findTable('Direct downlines of agent02');
    expect(screen.getByTestId('search')).toHaveTextContent('?level=agent02');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Team levels' })).getByRole('button', { name: 'master01 (my team)' }));
    await findTable('Your direct downlines');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('opens the level a shared link names, and pages through a level', async () => {
    await renderPage({ route: `${ROUTE}?level=agent41a` });
    const table = await findTable('Direct downlines of agent41a');
    expect(teamQueries()[0]).toEqual({ pageNo: 1, pageSize: 20, account: 'agent41a' });
    expect(shownRows(table).map((row) => row[0])).toEqual(['player07']);

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Team levels' })).getByRole('button', { name: 'master01 (my team)' }));
    await findTable('Your direct downlines');
    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    expect(await screen.findByText('player09')).toBeInTheDocument();
    expect(teamQueries().at(-1)).toEqual({ pageNo: 2, pageSize: 20 });
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
  });

  it('keeps a level’s rows while its next page loads, and shows placeholders while another level loads', async () => {
    await renderPage();
    const table = await findTable('Your direct downlines');
    const held: (() => void)[] = [];
    const answerHeld = () => held.splice(0).forEach((answerNow) => answerNow());
    const answerLater = call.getMockImplementation()!;
    call.mockImplementation((definition, input) =>
      definition === agentTeam ? new Promise((resolve) => held.push(() => resolve(answerLater(definition, input)))) : answerLater(definition, input),
    );

    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getByText('agent02')).toBeInTheDocument();
    expect(table.querySelector('[data-skeleton]')).toBeNull();
    answerHeld();
    expect(await within(table).findByText('player09')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await userEvent.click(await within(table).findByRole('button', { name: 'Open team of agent02' }));
    const level = await screen.findByRole('table', { name: 'Direct downlines of agent02' });
    await waitFor(() => expect(level.querySelector('[data-skeleton]')).not.toBeNull());
    expect(within(level).queryByText('player01')).not.toBeInTheDocument();
    answerHeld();
    expect(await within(level).findByText('agent41a')).toBeInTheDocument();
  });

  it('says when the agent has no downlines yet', async () => {
    call.mockImplementation(async (definition) => (definition === agentTeam ? { path: [MASTER], list: [], totalCount: 0, totalPages: 0 } : null));
    await renderPage();
    const table = await findTable('Your direct downlines');
    expect(within(table).getByText('You have no downlines yet. Open an account or share an affiliate link to build your team.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Team pages' })).not.toBeInTheDocument();
  });

  it('shows a level that fails to load, with a retry and the way back to the agent’s own level', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === agentTeam) throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
      return null;
    });
    await renderPage({ route: `${ROUTE}?level=agent02` });
    const table = screen.getByRole('table', { name: 'Direct downlines of agent02' });
    expect(await within(table).findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Team levels' })).getByRole('button', { name: 'master01 (my team)' })).toBeInTheDocument();
    answer();
    await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByText('agent41a')).toBeInTheDocument();
  });
});

describe('TeamManagementPage: search', () => {
  it('searches the whole team, shows where each found member sits, and clears back to the level', async () => {
    await renderPage({ route: `${ROUTE}?level=agent02` });
    await findTable('Direct downlines of agent02');
    await userEvent.type(screen.getByRole('textbox', { name: /Account/ }), 'play{Enter}');
    const table = await findTable('Members found for “play”');
    // The whole team, whatever level is open.
    expect(teamQueries().at(-1)).toEqual({ pageNo: 1, pageSize: 20, search: 'play' });
    expect(screen.getByTestId('search')).toHaveTextContent('?level=agent02&search=play');
    expect(screen.getByText('3 members found for “play”.')).toBeInTheDocument();
    expect(shownHeaders(table)).toEqual(['Account', 'Where', 'Type', 'Balance', 'Last login', 'Team size', 'Contracts', 'Actions']);
    expect(shownRows(table).map((row) => [row[0], row[1]])).toEqual([
      ['player01', 'Level 1Upline: master01'],
      ['player05', 'Level 2Upline: agent02'],
      ['player07', 'Level 3Upline: agent41a'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await findTable('Direct downlines of agent02');
    expect(screen.getByRole('textbox', { name: /Account/ })).toHaveValue('');
    expect(screen.getByTestId('search')).toHaveTextContent('?level=agent02');
  });

  it('opens the level where a found member sits, and says when nothing matches', async () => {
    await renderPage();
    await findTable('Your direct downlines');
    await userEvent.type(screen.getByRole('textbox', { name: /Account/ }), 'player0');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await findTable('Members found for “player0”');
    await userEvent.click(within(table).getByRole('button', { name: 'Open the level of agent41a' }));
    await findTable('Direct downlines of agent41a');
    expect(screen.getByTestId('search')).toHaveTextContent('?level=agent41a');

    await userEvent.type(screen.getByRole('textbox', { name: /Account/ }), 'nobody{Enter}');
    const empty = await findTable('Members found for “nobody”');
    expect(within(empty).getByText('No member of your team has an account containing “nobody”.')).toBeInTheDocument();
    expect(screen.getByText('0 members found for “nobody”.')).toBeInTheDocument();
  });
});

describe('TeamManagementPage: transfer to a downline', () => {
  it('shows the recipient and the withdrawable money, and refuses a missing or too large amount and a malformed password', async () => {
    await renderPage();
    const dialog = await openTransfer('agent02');
    expect(within(dialog).getByText('Recipient').nextElementSibling).toHaveTextContent('agent02 (Siti)Level 2 agent');
    expect(within(dialog).getByText('Your withdrawable money').nextElementSibling).toHaveTextContent('P 300.00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Please enter an amount.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your payment password.')).toBeInTheDocument();

    await fillIn(dialog, '300.01', '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('More than your available balance P 300.00')).toBeInTheDocument();
    expect(within(dialog).getByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('300.01');
    expect(within(dialog).getByLabelText(/Payment password/)).toHaveValue('1234');
    expect(transfers()).toEqual([]);
  });

  it('sends exactly the amount and the downline, confirms with the reference, and refreshes balances and the team', async () => {
    const { queryClient } = await renderPage();
    queryClient.setQueryData(queryKeys.balance(TOKEN), 500);
    const dialog = await openTransfer('player01');
    const teamAsks = teamQueries().length;
    await fillIn(dialog, '100', '123456');
    await userEvent.keyboard('{Enter}');

    expect(await within(dialog).findByText('P 100.00 transferred to player01. Reference MT00000042.')).toBeInTheDocument();
    expect(transfers()).toEqual([{ toAccount: 'player01', amount: 100, paymentPassword: '123456', requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) }]);
    expect(queryClient.getQueryState(queryKeys.balance(TOKEN))?.isInvalidated).toBe(true);
    await waitFor(() => expect(call.mock.calls.filter(([definition]) => definition === consolidatedFunds).length).toBeGreaterThan(1));
    await waitFor(() => expect(teamQueries().length).toBeGreaterThan(teamAsks));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the input after a network error and retries with the same request id; a new transfer gets a new one', async () => {
    await renderPage();
    let dialog = await openTransfer('player01');
    await fillIn(dialog, '50.5', '123456');
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('50.5');
    expect(within(dialog).getByLabelText(/Payment password/)).toHaveValue('123456');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('P 50.50 transferred to player01. Reference MT00000042.');
    const [lost, retried] = transfers();
    expect(lost).toEqual({ toAccount: 'player01', amount: 50.5, paymentPassword: '123456', requestId: expect.any(String) });
    expect(retried).toEqual(lost);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openTransfer('player01');
    await fillIn(dialog, '50.5', '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('P 50.50 transferred to player01. Reference MT00000042.');
    expect(transfers()[2]!.requestId).not.toBe(lost!.requestId);
  });

  it('sends one transfer however often the button is pressed while it is pending', async () => {
    let finish: (value: unknown) => void = () => undefined;
    await renderPage();
    const dialog = await openTransfer('player01');
    await fillIn(dialog, '20', '123456');
    call.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await userEvent.keyboard('{Enter}');
    expect(transfers()).toHaveLength(1);
    finish({ transferId: 'MT00000043', toAccount: 'player01', amount: 20, sumBalance: 480 });
    expect(await within(dialog).findByText('P 20.00 transferred to player01. Reference MT00000043.')).toBeInTheDocument();
    expect(transfers()).toHaveLength(1);
  });

  it('shows the gateway’s refusals in the dialog and keeps what was typed', async () => {
    await renderPage();
    const dialog = await openTransfer('agent02');
    await fillIn(dialog, '80', '111111');
    call.mockRejectedValueOnce(new ApiError({ code: 'PASSWORD_INCORRECT', status: 400, message: 'The payment password is incorrect: 4 tries left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Incorrect password.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('80');
    expect(within(dialog).getByLabelText(/Payment password/)).toHaveValue('111111');

    call.mockRejectedValueOnce(new ApiError({ code: 'PROMOTIONAL_CREDIT_LOCKED', status: 400, message: 'Only withdrawable money' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText(/Only withdrawable money can be transferred or withdrawn\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('80');
    expect(transfers()).toHaveLength(2);
  });

  it('sends an agent without a payment password to the security centre', async () => {
    isPaymentPasswordSet = false;
    await renderPage();
    const dialog = await openTransfer('player01');
    expect(await within(dialog).findByText('Set a payment password first')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set it in the member centre’s security centre' })).toHaveAttribute('href', '/member/securityCenter#payment-password');
  });
});

describe('TeamManagementPage: accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, with and without the dialog', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    await findTable('Your direct downlines');
    expect(await axeViolations(container)).toEqual([]);
    const dialog = await openTransfer('player01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
