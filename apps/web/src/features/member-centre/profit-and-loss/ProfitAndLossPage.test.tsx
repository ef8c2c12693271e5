import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, gameMenus, personalProfit, type PersonalProfit, type ProfitFigures } from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { GAME_MENUS, shownHeaders, shownRows } from '../../../components/records/test-support';
import ProfitAndLossPage from './ProfitAndLossPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function figures(bets: number, payouts: number, bonuses = 0, rebates = 0): ProfitFigures {
  return { betCount: bets / 10, bets, validBets: bets, payouts, bonuses, rebates, deposits: 0, withdrawals: 0, net: payouts - bets + bonuses + rebates };
}

const PROFIT: PersonalProfit = {
  totals: figures(300, 250, 20, 5),
  days: [
    { day: '2026-03-01', ...figures(100, 180) },
    { day: '2026-03-02', ...figures(0, 0) },
    { day: '2026-03-03', ...figures(200, 70, 20, 5) },
  ],
  gameTypes: [
    { gameType: 'RNG', betCount: 25, bets: 250, validBets: 250, payouts: 240, winLoss: -10 },
    { gameType: 'COCKFIGHT', betCount: 5, bets: 50, validBets: 50, payouts: 10, winLoss: -40 },
  ],
};

function answer(profit: PersonalProfit | Error = PROFIT) {
  call.mockImplementation(async (definition) => {
    if (definition === gameMenus) return GAME_MENUS;
    if (definition === personalProfit) {
      if (profit instanceof Error) throw profit;
      return profit;
    }
    return null;
  });
}

const inputs = () => call.mock.calls.filter(([called]) => called === personalProfit).map(([, input]) => input);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(<ProfitAndLossPage />, { route: '/member/personalProfit?from=2026-03-01&to=2026-03-03', ...options });
  await screen.findByRole('table', { name: 'Profit and loss by day' });
  await screen.findByText('P +80.00');
  return rendered;
}

const card = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
});
afterEach(() => sessionStore.signOut());

describe('ProfitAndLossPage', () => {
  it('asks for the last 7 business days unless the address names a period', async () => {
    await renderInApp(<ProfitAndLossPage />);
    const week = presetDateRange('last7Days', businessToday());
    await waitFor(() => expect(inputs()).toEqual([{ startDate: week.start, endDate: week.end }]));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const month = presetDateRange('last30Days', businessToday());
    await waitFor(() => expect(inputs().at(-1)).toEqual({ startDate: month.start, endDate: month.end }));
  });

  it('shows the period’s figures, the net signed and coloured by its sign', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Profit and loss' })).toBeInTheDocument();
    expect(inputs()).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-03' }]);
    expect(card('Bets')).toHaveTextContent('P 300.00');
    expect(card('Valid bets')).toHaveTextContent('P 300.00');
    expect(card('Payouts')).toHaveTextContent('P 250.00');
    expect(card('Bonuses')).toHaveTextContent('P 20.00');
    expect(card('Rebates')).toHaveTextContent('P 5.00');
    expect(card('Net result')).toHaveTextContent('P -25.00');
    expect(within(card('Net result')).getByText('P -25.00')).toHaveAttribute('data-sign', 'negative');
  });

  it('draws the net by day for the eye and gives screen readers the same figures as a table', async () => {
    const { container } = await renderPage();
    const chart = screen.getByRole('figure', { name: /Net result by day/ });
    const svg = chart.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect([...svg.querySelectorAll('rect')].map((bar) => bar.getAttribute('data-sign'))).toEqual(['positive', 'zero', 'negative']);
    // No colour is written into the drawing: the theme's tokens colour it in either mode.
    expect(container.innerHTML).not.toMatch(/fill="#/);

    const byDay = screen.getByRole('table', { name: 'Profit and loss by day' });
    expect(shownHeaders(byDay)).toEqual(['Day', 'Bets', 'Valid bets', 'Payouts', 'Bonuses', 'Rebates', 'Net result']);
    expect(shownRows(byDay)).toEqual([
      ['Mar 1, 2026', 'P 100.00', 'P 100.00', 'P 180.00', 'P 0.00', 'P 0.00', 'P +80.00'],
      ['Mar 2, 2026', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00', 'P 0.00'],
      ['Mar 3, 2026', 'P 200.00', 'P 200.00', 'P 70.00', 'P 20.00', 'P 5.00', 'P -105.00'],
    ]);
    const totals = within(byDay.querySelector('tfoot')!).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent);
    expect(totals).toEqual(['Period total', 'P 300.00', 'P 300.00', 'P 250.00', 'P 20.00', 'P 5.00', 'P -25.00']);
  });

  it('shows the figures by game type, named as the lobby names them', async () => {
    await renderPage();
    const byType = screen.getByRole('table', { name: 'Profit and loss by game type' });
    expect(shownRows(byType)).toEqual([
      ['Slots', '25', 'P 250.00', 'P 250.00', 'P 240.00', 'P -10.00'],
      ['COCKFIGHT', '5', 'P 50.00', 'P 50.00', 'P 10.00', 'P -40.00'],
    ]);
  });

  it('says when the period has no bets', async () => {
    answer({ totals: figures(0, 0), days: [{ day: '2026-03-01', ...figures(0, 0) }], gameTypes: [] });
    await renderInApp(<ProfitAndLossPage />, { route: '/member/personalProfit?from=2026-03-01&to=2026-03-01' });
    const byType = await screen.findByRole('table', { name: 'Profit and loss by game type' });
    expect(await within(byType).findByText('No bets in this period.')).toBeInTheDocument();
    expect(card('Net result')).toHaveTextContent('P 0.00');
  });

  it('shows placeholders while it loads, and a failure with a retry', async () => {
    let fail!: (error: Error) => void;
    call.mockImplementation((definition) => (definition === personalProfit ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve(null)));
    await renderInApp(<ProfitAndLossPage />);
    expect(await screen.findByRole('group', { name: 'Net result' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'Profit and loss by day' })).toHaveAttribute('aria-busy', 'true');
    fail(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    expect(await screen.findByText('The profit and loss could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Profit and loss by game type' })).toBeInTheDocument();
  });

  it('while another period loads, the cards wait for its figures and the tables say they are updating', async () => {
    await renderPage();
    let deliver: (profit: PersonalProfit) => void = () => {};
    call.mockImplementation((definition) => (definition === personalProfit ? new Promise((resolve) => (deliver = resolve)) : Promise.resolve(GAME_MENUS)) as never);

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(card('Net result')).toHaveAttribute('aria-busy', 'true'));
    expect(card('Bets')).not.toHaveTextContent('P 300.00');
    expect(screen.getByRole('table', { name: 'Profit and loss by day' })).toHaveAttribute('aria-busy', 'true');

    deliver({ ...PROFIT, totals: figures(40, 50) });
    await waitFor(() => expect(card('Bets')).toHaveTextContent('P 40.00'));
    expect(card('Net result')).toHaveTextContent('P +10.00');
    expect(screen.getByRole('table', { name: 'Profit and loss by day' })).not.toHaveAttribute('aria-busy');
  });

  it('refuses a period longer than 92 days and asks nothing', async () => {
    await renderInApp(<ProfitAndLossPage />, { route: '/member/personalProfit?from=2025-01-01&to=2025-12-31' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs()).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    expect(await axeViolations(container)).toEqual([]);
  });
});
