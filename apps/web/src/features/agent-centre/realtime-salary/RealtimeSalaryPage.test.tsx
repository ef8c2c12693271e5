import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentRealtimeAccrual, ApiError, type RealtimeAccrual } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { shownRows } from '../../../components/records/test-support';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import RealtimeSalaryPage from './RealtimeSalaryPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));
// The contracts are another part's (agent-centre/contracts): these tests are about the accrual.
vi.mock('../contracts/ContractsSection', () => ({ ContractsSection: ({ kind }: { kind: string }) => <p>The {kind} contracts</p> }));

const call = vi.mocked(api.call);

const MINUTE = 60_000;
/** 15:32:10 in Kuala Lumpur: the window 15:30–15:35 has 2:50 left. */
const NOW = Date.parse('2026-11-26T07:32:10Z');
const WINDOW_START = Date.parse('2026-11-26T07:30:00Z');
const WINDOW_END = WINDOW_START + 5 * MINUTE;

const ACCRUAL: RealtimeAccrual = {
  contractId: 31,
  upline: 'master01',
  windowStart: WINDOW_START,
  windowEnd: WINDOW_END,
  accrued: 3.37,
  figures: {
    betCount: 3,
    bets: 350,
    validBets: 350,
    activeMembers: 2,
    lines: [
      { tier: 2, outcome: 'LOSS', betCount: 1, bets: 200, rate: 1.2, amount: 2.4 },
      { tier: 1, outcome: 'PROFIT', betCount: 1, bets: 120.55, rate: 0.8, amount: 0.96 },
      { tier: 0, outcome: 'LOSS', betCount: 1, bets: 29.45, rate: 0, amount: 0 },
    ],
  },
  bets: [
    { roundNo: 'R-9001', account: 'player07', betAmount: 120.55, payout: 240, outcome: 'PROFIT', tier: 1, rate: 0.8, amount: 0.9644, settleTime: NOW - 20_000 },
    { roundNo: 'R-9000', account: 'player03', betAmount: 200, payout: 50, outcome: 'LOSS', tier: 2, rate: 1.2, amount: 2.4, settleTime: NOW - 60_000 },
    { roundNo: 'R-8999', account: 'player03', betAmount: 29.45, payout: 0, outcome: 'LOSS', tier: 0, rate: 0, amount: 0, settleTime: NOW - 90_000 },
  ],
  truncated: false,
};

const NEXT_WINDOW: RealtimeAccrual = {
  ...ACCRUAL,
  windowStart: WINDOW_END,
  windowEnd: WINDOW_END + 5 * MINUTE,
  accrued: 0,
  figures: { betCount: 0, bets: 0, validBets: 0, activeMembers: 0, lines: [] },
  bets: [],
};

const NO_CONTRACT: RealtimeAccrual = { ...NEXT_WINDOW, contractId: null, upline: null, windowStart: WINDOW_START, windowEnd: WINDOW_END };

type Answer = RealtimeAccrual | Error | Promise<RealtimeAccrual>;

/** Answers the accrual with `answers` in turn, the last one from then on. */
function answer(...answers: Answer[]) {
  let asked = 0;
  call.mockImplementation(async (definition) => {
    if (definition !== agentRealtimeAccrual) return null;
    const next = answers[Math.min(asked, answers.length - 1)]!;
    asked += 1;
    if (next instanceof Error) throw next;
    return next;
  });
}

const accrualCalls = () => call.mock.calls.filter(([definition]) => definition === agentRealtimeAccrual);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const clockTime = (epochMs: number) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(epochMs);
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
const liveCountdown = () => document.querySelector('[aria-live="polite"]:not([role])')!;

beforeEach(() => {
  // The player's clock stands still until a test moves it: the countdown's and the refresh's
  // intervals run on it; timeouts stay real, so Testing Library's waits and React's scheduler work.
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  call.mockReset();
  answer(ACCRUAL);
  sessionStore.signIn({ token: 'agent-token', account: 'agent07', type: 1 });
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe('RealtimeSalaryPage: the salary as it accrues', () => {
  it("shows the window, who pays, what has accrued and the window's figures", async () => {
    await renderInApp(<RealtimeSalaryPage />, { route: '/agent/agentRealtimeSalary' });
    expect(screen.getByRole('heading', { level: 2, name: 'Real-time salary' })).toBeInTheDocument();
    expect(screen.getByText(/Every 5 minutes your upline pays you for your team's bets settled in that window/)).toBeInTheDocument();
    expect(await screen.findByText('P 3.37', { selector: 'dd' })).toBeInTheDocument();
    expect(figure('Current window')).toHaveTextContent(`${clockTime(WINDOW_START)}–${clockTime(WINDOW_END)}`);
    expect(figure('Next settlement in')).toHaveTextContent('2:50');
    expect(figure('Paid by your upline')).toHaveTextContent('master01');
    expect(figure('Bets counted')).toHaveTextContent('3');
    expect(figure('Bet amount')).toHaveTextContent('P 350.00');
    expect(figure('Active members')).toHaveTextContent('2');
    expect(accrualCalls()).toEqual([[agentRealtimeAccrual, {}]]);
    expect(screen.getByText('The REALTIME contracts')).toBeInTheDocument();
  });

  it('breaks the salary down by tier and outcome, each line with its rate, and totals it', async () => {
    await renderInApp(<RealtimeSalaryPage />);
    const table = await screen.findByRole('table', { name: 'Salary by tier and outcome' });
    expect(shownRows(table)).toEqual([
      ['Tier 2', 'Player lost', '1', 'P 200.00', '1.2%', 'P 2.40'],
      ['Tier 1', 'Player won or broke even', '1', 'P 120.55', '0.8%', 'P 0.96'],
      ['Below every tier', 'Player lost', '1', 'P 29.45', '0%', 'P 0.00'],
    ]);
    const totals = within(table.querySelector('tfoot')!).getByRole('row');
    expect(within(totals).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent ?? cell.textContent)).toEqual(['Total', '', '3', 'P 350.00', '', 'P 3.37']);
  });

  it('traces each team bet to its tier, its rate and what it earned, to the hundredth of a cent', async () => {
    await renderInApp(<RealtimeSalaryPage />);
    const table = await screen.findByRole('table', { name: 'Team bets of this window' });
    const settled = (epochMs: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
    expect(shownRows(table)).toEqual([
      ['R-9001', settled(NOW - 20_000), 'player07', 'P 120.55', 'P 240.00', 'Player won or broke even', 'Tier 1', '0.8%', 'P 0.9644'],
      ['R-9000', settled(NOW - 60_000), 'player03', 'P 200.00', 'P 50.00', 'Player lost', 'Tier 2', '1.2%', 'P 2.40'],
      ['R-8999', settled(NOW - 90_000), 'player03', 'P 29.45', 'P 0.00', 'Player lost', 'Below every tier', '0%', 'P 0.00'],
    ]);
    expect(screen.queryByText(/Only the newest/)).not.toBeInTheDocument();
  });

  it('says in words when the window holds more bets than are listed', async () => {
    answer({ ...ACCRUAL, figures: { ...ACCRUAL.figures, betCount: 240 }, truncated: true });
    await renderInApp(<RealtimeSalaryPage />);
    expect(await screen.findByText("Only the newest 3 of the window's 240 bets are listed here; the salary above counts them all.")).toBeInTheDocument();
  });

  it('says when no team bet has been settled in the window yet', async () => {
    answer(NEXT_WINDOW);
    await renderInApp(<RealtimeSalaryPage />);
    for (const name of ['Salary by tier and outcome', 'Team bets of this window']) {
      const table = await screen.findByRole('table', { name });
      expect(within(table).getByText('No team bet has been settled in this window yet.')).toBeInTheDocument();
    }
    expect(figure('Accrued so far')).toHaveTextContent('P 0.00');
  });
});

describe('RealtimeSalaryPage: the countdown', () => {
  it('ticks each second but tells screen readers only at each minute', async () => {
    await renderInApp(<RealtimeSalaryPage />);
    await screen.findByText('2:50');
    const clock = screen.getByText('2:50');
    expect(clock).toHaveAttribute('aria-hidden', 'true');
    expect(liveCountdown()).toHaveTextContent('Next settlement within 3 minutes');

    const spoken = new Set<string>();
    for (let second = 1; second <= 50; second += 1) {
      await advance(1_000);
      spoken.add(liveCountdown().textContent!);
    }
    // 2:50 … 2:00: the clock moved fifty times, the live region not once until 2:00.
    expect(screen.getByText('2:00')).toBeInTheDocument();
    expect([...spoken]).toEqual(['Next settlement within 3 minutes', 'Next settlement within 2 minutes']);
    await advance(1_000);
    expect(screen.getByText('1:59')).toBeInTheDocument();
    expect(liveCountdown()).toHaveTextContent('Next settlement within 2 minutes');
  });

  it('asks again every 15 seconds, and for the new window right after the window ends', async () => {
    // The gateway's answer at the time asked: the accrual grows, then a new window starts from nothing.
    call.mockImplementation(async (definition) => {
      if (definition !== agentRealtimeAccrual) return null;
      if (Date.now() >= WINDOW_END) return NEXT_WINDOW;
      return accrualCalls().length <= 2 ? ACCRUAL : { ...ACCRUAL, accrued: 4.1 };
    });
    await renderInApp(<RealtimeSalaryPage />);
    await screen.findByText('P 3.37', { selector: 'dd' });
    expect(accrualCalls()).toHaveLength(1);
    await advance(15_000);
    expect(accrualCalls()).toHaveLength(2);
    await advance(15_000);
    expect(accrualCalls()).toHaveLength(3);
    expect(await screen.findByText('P 4.10', { selector: 'dd' })).toBeInTheDocument();

    // 15:32:40 now; at 15:35:00 the window ends: the clock says so, and the old window stays until the new one comes.
    await advance(2 * MINUTE + 20_000);
    expect(screen.getByText('Settling now')).toBeInTheDocument();
    expect(liveCountdown()).toHaveTextContent('The window has ended: its salary is being settled.');
    expect(figure('Accrued so far')).toHaveTextContent('P 4.10');
    // Asked again a second after the end, not 15 seconds after the last time.
    const before = accrualCalls().length;
    await advance(1_500);
    expect(accrualCalls()).toHaveLength(before + 1);
    expect(await screen.findByText('4:59')).toBeInTheDocument();
    expect(figure('Current window')).toHaveTextContent(`${clockTime(WINDOW_END)}–${clockTime(WINDOW_END + 5 * MINUTE)}`);
    expect(figure('Accrued so far')).toHaveTextContent('P 0.00');
    expect(liveCountdown()).toHaveTextContent('Next settlement within 5 minutes');
  });
});

describe('RealtimeSalaryPage: other states', () => {
  it('says plainly when there is no running real-time salary contract, with no empty table', async () => {
    answer(NO_CONTRACT);
    await renderInApp(<RealtimeSalaryPage />);
    expect(
      await screen.findByText('You have no running real-time salary contract, so nothing accrues. Your upline can offer you one: its offers show below, under your contracts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Next settlement in')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, then the refusal with a retry that loads it', async () => {
    let refuse!: (error: Error) => void;
    answer(new Promise<RealtimeAccrual>((_resolve, reject) => (refuse = reject)), ACCRUAL);
    await renderInApp(<RealtimeSalaryPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your real-time salary');
    refuse(new ApiError({ code: 'NOT_AGENT', status: 403, message: 'Only agents can do this' }));
    expect(await screen.findByText('Your real-time salary could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Non-agents cannot log in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('P 3.37', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Your real-time salary could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps the last answer when a refresh fails, and says so', async () => {
    answer(ACCRUAL, new ApiError({ code: 'NETWORK', status: 0, message: 'offline' }));
    await renderInApp(<RealtimeSalaryPage />);
    await screen.findByText('P 3.37', { selector: 'dd' });
    await advance(15_000);
    expect(await screen.findByText('The salary could not be refreshed; it is tried again shortly.')).toBeInTheDocument();
    expect(screen.getByText('P 3.37', { selector: 'dd' })).toBeInTheDocument();
  });

  it('has no axe violations, in light and dark', async () => {
    for (const colorMode of ['light', 'dark'] as const) {
      const { container, unmount } = await renderInApp(<RealtimeSalaryPage />, { colorMode });
      await screen.findByRole('table', { name: 'Team bets of this window' });
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });
});
