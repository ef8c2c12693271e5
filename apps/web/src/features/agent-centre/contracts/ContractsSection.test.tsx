import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentContracts,
  ApiError,
  CLIENT_ERROR_CODE,
  contractOfferImpact,
  contractSimulation,
  dailySalaryContract,
  dividendRequest,
  downlines,
  type AgentContract,
  type AgentContractsQuery,
  type ContractOfferImpact,
  type ContractSimulation,
  type SettlementKind,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { ContractsSection } from './ContractsSection';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const NOV_20 = Date.UTC(2026, 10, 20, 2);

function contract(contractId: number, status: AgentContract['status'], extra: Partial<AgentContract> = {}): AgentContract {
  return {
    contractId,
    kind: 'DAILY',
    upline: 'master01',
    downline: 'agent01',
    status,
    period: null,
    tiers: [
      { periodValidBet: 1000, activeMembers: 3, rate: 1 },
      { periodValidBet: 5000, activeMembers: 5, rate: 1.5 },
    ],
    topRate: 1.5,
    terminatesLower: false,
    offeredAt: NOV_20,
    acceptedAt: status === 'ACTIVE' ? NOV_20 + 3_600_000 : null,
    endedAt: status === 'REJECTED' || status === 'TERMINATED' ? NOV_20 + 7_200_000 : null,
    ...extra,
  };
}

/** The agent (master02) is paid by master01 and pays agent01 and agent02. */
const RECEIVED = [
  contract(21, 'PENDING', { upline: 'master01', downline: 'master02', tiers: [{ periodValidBet: 2000, activeMembers: 2, rate: 0.5 }], topRate: 0.5, terminatesLower: true }),
  contract(20, 'ACTIVE', { upline: 'master01', downline: 'master02' }),
  contract(12, 'TERMINATED', { upline: 'master01', downline: 'master02' }),
];
const PAID = [
  contract(31, 'PENDING', { upline: 'master02', downline: 'agent02' }),
  contract(30, 'ACTIVE', { upline: 'master02', downline: 'agent01' }),
  contract(25, 'REJECTED', { upline: 'master02', downline: 'agent01' }),
];

const NOT_LOWER: ContractOfferImpact = { topRate: 2, replaces: null, isLowerRate: false, wouldTerminate: [] };
const LOWER: ContractOfferImpact = {
  topRate: 0.8,
  replaces: contract(40, 'ACTIVE', { upline: 'master02', downline: 'agent01', topRate: 1.5 }),
  isLowerRate: true,
  wouldTerminate: [contract(41, 'ACTIVE', { upline: 'agent01', downline: 'player09', topRate: 1.2 })],
};

const SIMULATION: ContractSimulation = {
  periods: [
    { periodStart: Date.UTC(2026, 10, 24, 16), periodEnd: Date.UTC(2026, 10, 25, 16), figures: { betCount: 40, bets: 8000, validBets: 7500, activeMembers: 6 }, tier: 2, rate: 1.5, amount: 112.5 },
    { periodStart: Date.UTC(2026, 10, 23, 16), periodEnd: Date.UTC(2026, 10, 24, 16), figures: { betCount: 5, bets: 900, validBets: 800, activeMembers: 2 }, tier: 0, rate: null, amount: 0 },
  ],
  total: 112.5,
  tierCounts: [1, 0, 1],
};

interface Answers {
  received: AgentContract[] | Error | Promise<never>;
  paid: AgentContract[] | Error;
  impact: ContractOfferImpact;
  offer: (input: unknown) => unknown;
}
let answers: Answers;

function listed(query: AgentContractsQuery) {
  const source = query.side === 'PAID' ? answers.paid : answers.received;
  if (source instanceof Error || source instanceof Promise) return source;
  const list = source.filter(
    (item) => (!query.status || item.status === query.status) && (!query.downline || item.downline.includes(query.downline)),
  );
  return { list, totalPages: 1, count: list.length };
}

function answer() {
  call.mockImplementation(async (definition, input) => {
    if (definition === agentContracts) {
      const page = listed(input as AgentContractsQuery);
      if (page instanceof Error) throw page;
      return page;
    }
    if (definition === downlines) {
      const all = [
        { account: 'agent01', nickname: 'Ali', type: 1, downlineCount: 4, registerTime: NOV_20 },
        { account: 'agent02', nickname: null, type: 1, downlineCount: 0, registerTime: NOV_20 },
      ];
      const { account } = input as { account?: string };
      return { list: all.filter((item) => !account || item.account.includes(account)), totalPages: 1 };
    }
    if (definition === contractOfferImpact) return answers.impact;
    if (definition === contractSimulation) return SIMULATION;
    if (definition === dailySalaryContract || definition === dividendRequest) return answers.offer(input);
    return null;
  });
}

const callsOf = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);

function refusal(status: number, code: string, message: string) {
  return new ApiError({ code, status, message });
}

async function renderSection(kind: SettlementKind = 'DAILY', colorMode: 'light' | 'dark' = 'light') {
  return renderInApp(<ContractsSection kind={kind} />, { colorMode });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

async function confirmIn(dialogName: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

async function openOffer() {
  await userEvent.click(screen.getByRole('button', { name: 'Offer a contract' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer a contract' });
  await within(dialog).findByRole('option', { name: 'agent01 (Ali)' });
  return dialog;
}

async function fillTier(dialog: HTMLElement, tier: number, values: Record<string, string>) {
  const group = within(dialog).getByRole('group', { name: `Tier ${tier}` });
  for (const [label, value] of Object.entries(values)) {
    const field = within(group).getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(field);
    if (value !== '') await userEvent.type(field, value);
  }
  return group;
}

beforeEach(() => {
  call.mockReset();
  answers = { received: RECEIVED, paid: PAID, impact: NOT_LOWER, offer: () => contract(50, 'PENDING', { upline: 'master02' }) };
  answer();
  sessionStore.signIn({ token: 'agent-token', account: 'master02', type: 1 });
});
afterEach(() => sessionStore.signOut());

describe('ContractsSection: from my upline', () => {
  it('shows the running contract with its tiers, the pending offer and the history', async () => {
    await renderSection();
    const received = section('From my upline');
    const running = await within(received).findByRole('article', { name: 'Running contract with master01' });
    const tiers = within(running).getByRole('table', { name: 'Tiers: Running contract with master01' });
    expect(within(tiers).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Tier', "Previous day's valid bet", 'Active members', 'Wage rate']);
    expect(within(tiers).getByText('1.5%')).toBeInTheDocument();
    expect(within(tiers).getByText(/5,000\.00/)).toBeInTheDocument();
    const offer = within(received).getByRole('article', { name: 'Offer from master01' });
    expect(within(offer).getByText(/accepting it ends those contracts/)).toBeInTheDocument();
    const history = await within(section('Contract history with my upline')).findByRole('table', { name: 'Contract history' });
    expect(within(history).getByText('Terminated')).toBeInTheDocument();
  });

  it('accepts, rejects and terminates after a confirmation, sending the exact bodies', async () => {
    await renderSection();
    const received = section('From my upline');
    const offer = await within(received).findByRole('article', { name: 'Offer from master01' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    const question = await screen.findByRole('dialog', { name: 'Accept the offer from master01?' });
    expect(within(question).getByText(/It also ends your own contracts with your downlines that pay more than it/)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsOf(dailySalaryContract)).toEqual([{ contractId: 21, decision: 'ACCEPT' }]));

    await userEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
    await confirmIn('Reject the offer from master01?', 'Reject');
    await waitFor(() => expect(callsOf(dailySalaryContract)).toContainEqual({ contractId: 21, decision: 'REJECT' }));

    const running = within(received).getByRole('article', { name: 'Running contract with master01' });
    await userEvent.click(within(running).getByRole('button', { name: 'Terminate' }));
    await confirmIn('Terminate your contract with master01?', 'Terminate');
    await waitFor(() => expect(callsOf(dailySalaryContract)).toContainEqual({ contractId: 20, decision: 'TERMINATE' }));
  });

  it('sends nothing when the confirmation is cancelled, and shows a refusal', async () => {
    answers.offer = () => {
      throw refusal(409, 'OPERATION_NOT_ALLOWED', 'The offer is no longer pending');
    };
    await renderSection();
    const offer = await screen.findByRole('article', { name: 'Offer from master01' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
    await confirmIn('Reject the offer from master01?', 'Cancel');
    expect(callsOf(dailySalaryContract)).toEqual([]);
    await userEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
    await confirmIn('Reject the offer from master01?', 'Reject');
    expect(await within(section('From my upline')).findByText('Operation not allowed. Please contact customer service.')).toBeInTheDocument();
  });

  it('says when the upline has given no contract, and offers a retry when the list fails', async () => {
    answers.received = [];
    const first = await renderSection();
    expect(await screen.findByText('Your upline has not given you a contract of this kind.')).toBeInTheDocument();
    expect(await within(section('Contract history with my upline')).findAllByText('No contract from your upline yet.')).not.toHaveLength(0);
    first.unmount();

    answers.received = refusal(0, CLIENT_ERROR_CODE.network, 'offline');
    await renderSection();
    expect(await screen.findByText('The contracts from your upline could not be loaded.')).toBeInTheDocument();
    answers.received = RECEIVED;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Running contract with master01' })).toBeInTheDocument();
  });

  it('shows a loading state while the contracts load', async () => {
    answers.received = new Promise<never>(() => {});
    await renderSection();
    expect(within(section('From my upline')).getByRole('status')).toHaveTextContent('Loading the contracts from your upline');
    expect(within(section('From my upline')).queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('ContractsSection: to my downlines', () => {
  it('lists the contracts I pay, filters them, and terminates or withdraws after a confirmation', async () => {
    await renderSection();
    const paid = section('To my downlines');
    const table = await within(paid).findByRole('table', { name: 'Contracts with your downlines' });
    expect(within(table).getByText('agent02')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();

    await userEvent.selectOptions(within(paid).getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(callsOf(agentContracts)).toContainEqual({ kind: 'DAILY', side: 'PAID', status: 'PENDING', pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(within(table).queryByText('Rejected')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'Withdraw offer' }));
    await confirmIn('Withdraw your offer to agent02?', 'Withdraw offer');
    await waitFor(() => expect(callsOf(dailySalaryContract)).toEqual([{ requestType: 'TERMINATION', downline: 'agent02', contractId: 31 }]));

    await userEvent.selectOptions(within(paid).getByLabelText('Status'), 'All');
    await userEvent.type(within(paid).getByLabelText('Downline account'), 'agent01');
    await waitFor(() => expect(callsOf(agentContracts)).toContainEqual({ kind: 'DAILY', side: 'PAID', downline: 'agent01', pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(within(table).queryByText('agent02')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'Terminate' }));
    await confirmIn('Terminate your contract with agent01?', 'Terminate');
    await waitFor(() => expect(callsOf(dailySalaryContract)).toContainEqual({ requestType: 'TERMINATION', downline: 'agent01', contractId: 30 }));
  });

  it('shows the tiers of a listed contract in a dialog', async () => {
    await renderSection();
    const table = await within(section('To my downlines')).findByRole('table', { name: 'Contracts with your downlines' });
    await userEvent.click(within(table).getAllByRole('button', { name: /^Tiers of the contract with agent01/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tiers: master02 → agent01' });
    expect(within(dialog).getByText('1.5%')).toBeInTheDocument();
  });

  it('shows an error with a retry, and an empty list', async () => {
    answers.paid = refusal(0, CLIENT_ERROR_CODE.network, 'offline');
    const first = await renderSection();
    const paid = section('To my downlines');
    expect(await within(paid).findAllByText('Network connection abnormal, please retry.')).not.toHaveLength(0);
    first.unmount();
    answers.paid = [];
    await renderSection();
    expect(await within(section('To my downlines')).findAllByText('You have not offered a contract of this kind yet.')).not.toHaveLength(0);
  });
});

describe('ContractsSection: offering a contract', () => {
  it('shows the tier rules by their fields and keeps what was typed', async () => {
    await renderSection();
    const dialog = await openOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByText('Choose a downline.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter a value.')).toHaveLength(3);

    await fillTier(dialog, 1, { "Previous day's valid bet": '1000.123', 'Active members': '2.5', 'Wage rate': '120' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await fillTier(dialog, 2, { "Previous day's valid bet": '500', 'Active members': '3', 'Wage rate': '0.5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const first = within(dialog).getByRole('group', { name: 'Tier 1' });
    expect(within(first).getByText('Use at most two decimals.')).toBeInTheDocument();
    expect(within(first).getByText('Enter a whole number of members.')).toBeInTheDocument();
    expect(within(first).getByText('Enter a percent from 0 to 100.')).toBeInTheDocument();
    expect(within(first).getByLabelText(/^Previous day's valid bet/)).toHaveValue('1000.123');

    await fillTier(dialog, 1, { "Previous day's valid bet": '1000', 'Active members': '2', 'Wage rate': '1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    expect(within(second).getByText("Must be greater than tier 1's: tiers go lowest first.")).toBeInTheDocument();
    expect(within(second).getByText('Must pay at least as much as tier 1.')).toBeInTheDocument();
    expect(callsOf(contractOfferImpact)).toEqual([]);
    expect(callsOf(dailySalaryContract)).toEqual([]);

    await userEvent.click(within(second).getByRole('button', { name: 'Remove tier 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Tier 2' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
  });

  it('sends an offer that pays no less without agreeToTerminate, then says it waits for an answer', async () => {
    await renderSection();
    const dialog = await openOffer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Downline/), 'agent01');
    await fillTier(dialog, 1, { "Previous day's valid bet": '1000', 'Active members': '2', 'Wage rate': '1.25' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await fillTier(dialog, 2, { "Previous day's valid bet": '8000', 'Active members': '6', 'Wage rate': '2' });
    // Enter in a field sends the form, as the button does.
    await userEvent.keyboard('{Enter}');
    const tiers = [
      { periodValidBet: 1000, activeMembers: 2, rate: 1.25 },
      { periodValidBet: 8000, activeMembers: 6, rate: 2 },
    ];
    await waitFor(() => expect(callsOf(dailySalaryContract)).toEqual([{ requestType: 'NEW', downline: 'agent01', tiers }]));
    expect(callsOf(contractOfferImpact)).toEqual([{ kind: 'DAILY', downline: 'agent01', tiers }]);
    expect(await screen.findByText('Your offer was sent to agent01: it waits for their answer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Offer a contract' })).not.toBeInTheDocument());
  });

  it('shows what a lower-rate offer ends and sends it, with agreeToTerminate, only after consent', async () => {
    answers.impact = LOWER;
    await renderSection();
    const dialog = await openOffer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Downline/), 'agent01');
    await fillTier(dialog, 1, { "Previous day's valid bet": '1000', 'Active members': '2', 'Wage rate': '0.8' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    const ending = await within(dialog).findByRole('list', { name: 'Contracts that end' });
    expect(within(ending).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('master02 → agent01Top 1.5%Running'),
      expect.stringContaining('agent01 → player09Top 1.2%Running'),
    ]);
    expect(within(dialog).getByText('This offer pays less (top 0.8%)')).toBeInTheDocument();
    expect(within(dialog).getByText('Tick this box to send an offer that pays less.')).toBeInTheDocument();
    expect(callsOf(dailySalaryContract)).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText(/^I agree that these contracts end when agent01 accepts this offer/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(callsOf(dailySalaryContract)).toEqual([
        { requestType: 'NEW', downline: 'agent01', tiers: [{ periodValidBet: 1000, activeMembers: 2, rate: 0.8 }], agreeToTerminate: true },
      ]),
    );
  });

  it("shows the gateway's refusal in the form and keeps the input", async () => {
    answers.offer = () => {
      throw refusal(400, 'BAD_REQUEST', 'Tier 1: rate has more than two decimals');
    };
    await renderSection();
    const dialog = await openOffer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Downline/), 'agent02');
    await fillTier(dialog, 1, { "Previous day's valid bet": '1000', 'Active members': '2', 'Wage rate': '1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('Tier 1: rate has more than two decimals')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Wage rate/)).toHaveValue('1');
    expect(within(dialog).getByLabelText(/^Downline/)).toHaveValue('agent02');

    // A pending offer to the same downline: the form says so, and explains the gateway's 409.
    answers.offer = () => {
      throw refusal(409, 'OPERATION_NOT_ALLOWED', 'agent02 already has a pending daily salary offer from you');
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('agent02 already has a pending offer from you: withdraw it in the list of your contracts before sending another.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('agent02 already has a pending offer of this kind from you: withdraw it first to send a new one.')).toBeInTheDocument();
  });

  it('simulates what the tiers would have paid over the chosen past periods', async () => {
    await renderSection();
    const dialog = await openOffer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Downline/), 'agent01');
    await fillTier(dialog, 1, { "Previous day's valid bet": '1000', 'Active members': '2', 'Wage rate': '1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await fillTier(dialog, 2, { "Previous day's valid bet": '5000', 'Active members': '5', 'Wage rate': '1.5' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Past periods'), '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simulate' }));
    const table = await within(dialog).findByRole('table', { name: 'Simulated periods' });
    expect(callsOf(contractSimulation)).toEqual([
      {
        kind: 'DAILY',
        downline: 'agent01',
        tiers: [
          { periodValidBet: 1000, activeMembers: 2, rate: 1 },
          { periodValidBet: 5000, activeMembers: 5, rate: 1.5 },
        ],
        periods: 14,
      },
    ]);
    expect(within(table).getByText('2026-11-25')).toBeInTheDocument();
    expect(within(table).getByText('Tier 2')).toBeInTheDocument();
    expect(within(table).getByText('None')).toBeInTheDocument();
    expect(within(table).getAllByText(/112\.50/)).toHaveLength(2);
    // Changing the tiers clears a simulation of other tiers.
    await fillTier(dialog, 2, { 'Wage rate': '2' });
    expect(within(dialog).queryByRole('table', { name: 'Simulated periods' })).not.toBeInTheDocument();
  });

  it('asks a dividend offer for its period and sends it', async () => {
    await renderSection('DIVIDEND');
    const dialog = await openOffer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Downline/), 'agent01');
    await fillTier(dialog, 1, { 'Period valid bet': '1000', 'Period profit and loss': '-50', 'Active members': '2', 'Dividend rate': '10' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByText('Choose how often it settles.')).toBeInTheDocument();
    expect(callsOf(dividendRequest)).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Period/ }), 'Weekly (from Monday)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(callsOf(dividendRequest)).toEqual([
        { requestType: 'NEW', downline: 'agent01', tiers: [{ periodValidBet: 1000, periodProfitLoss: -50, activeMembers: 2, rate: 10 }], period: 'WEEKLY' },
      ]),
    );
  });
});

describe('ContractsSection: accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, the offer form open too', async (colorMode) => {
    answers.impact = LOWER;
    const { container } = await renderSection('DAILY', colorMode);
    await screen.findByRole('article', { name: 'Running contract with master01' });
    await within(section('To my downlines')).findByRole('table', { name: 'Contracts with your downlines' });
    expect(await axeViolations(container)).toEqual([]);
    const dialog = await openOffer();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Downline/), 'agent01');
    await fillTier(dialog, 1, { "Previous day's valid bet": '1000', 'Active members': '2', 'Wage rate': '0.8' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await within(dialog).findByRole('list', { name: 'Contracts that end' });
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
