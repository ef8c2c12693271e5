import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, betDetail, betRecords, gameMenus, type BetDetail, type BetRecord, type BetRecordsPage } from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { businessToday } from '../../../components/records/business-day';
import { GAME_MENUS, SearchProbe, shownHeaders, shownRows } from '../../../components/records/test-support';
import BettingRecordPage from './BettingRecordPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const BET_TIME = Date.UTC(2026, 2, 5, 6, 30);

const SPIN: BetRecord = {
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
const LOSS: BetRecord = { ...SPIN, roundNo: 'SP00000041', vendorCode: 'PT', gameName: 'Great Blue', payout: 0, winLoss: -10 };
const TICKET: BetRecord = { ...SPIN, roundNo: 'LT00000007', gameName: '4D Lotto', vendorCode: 'LOTT', gameType: 'LOTT', betAmount: 2, validBet: 2, payout: null, winLoss: null, status: 'UNSETTLED', settleTime: null };

const PAGE: BetRecordsPage = {
  list: [SPIN, LOSS, TICKET],
  totalPages: 2,
  totals: { betCount: 123, betAmount: 1234.5, validBet: 1200, payout: 1000, winLoss: -232.5 },
};

const SPIN_DETAIL: BetDetail = { ...SPIN, round: { kind: 'SLOT', reels: ['CHERRY', 'CHERRY', 'SEVEN'], multiple: 5 } };
const TICKET_DETAIL: BetDetail = {
  ...TICKET,
  round: { kind: 'LOTTERY', drawNo: '20260305-042', picks: ['12', '07'], drawnNumbers: null, drawTime: BET_TIME + 3_600_000 },
};

function answer({ page = PAGE, detail }: { page?: BetRecordsPage | Error; detail?: Error } = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === gameMenus) return GAME_MENUS;
    if (definition === betRecords) {
      if (page instanceof Error) throw page;
      return page;
    }
    if (definition === betDetail) {
      if (detail) throw detail;
      return (input as { roundNo: string }).roundNo === TICKET.roundNo ? TICKET_DETAIL : SPIN_DETAIL;
    }
    return null;
  });
}

const inputs = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(
    <>
      <BettingRecordPage />
      <SearchProbe />
    </>,
    { route: '/member/personalHistoryCopy', ...options },
  );
  const table = await screen.findByRole('table', { name: 'Betting record' });
  return { ...rendered, table };
}

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
});
afterEach(() => sessionStore.signOut());

describe('BettingRecordPage', () => {
  it('asks for the last 7 business days and shows each bet, its win or loss signed, and the period totals', async () => {
    const { table } = await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Betting record' })).toBeInTheDocument();
    const week = presetDateRange('last7Days', businessToday());
    expect(inputs(betRecords)).toEqual([{ pageNo: 1, pageSize: 20, startDate: week.start, endDate: week.end }]);

    await within(table).findByText('SP00000042');
    expect(shownHeaders(table)).toEqual(['Round no.', 'Game', 'Vendor', 'Bet time', 'Stake', 'Valid bet', 'Payout', 'Win/loss', 'Status']);
    const rows = shownRows(table).map((row) => row.filter((_cell, index) => index !== 3));
    expect(rows).toEqual([
      ['SP00000042', 'Lucky Cherry', 'Demo Games', 'P 10.00', 'P 10.00', 'P 50.00', 'P +40.00', 'Settled'],
      ['SP00000041', 'Great Blue', 'Playtech', 'P 10.00', 'P 10.00', 'P 0.00', 'P -10.00', 'Settled'],
      ['LT00000007', '4D Lotto', 'Platform Lottery', 'P 2.00', 'P 2.00', '', '', 'Unsettled'],
    ]);
    expect(within(table).getByText('P +40.00')).toHaveAttribute('data-sign', 'positive');
    expect(within(table).getByText('P -10.00')).toHaveAttribute('data-sign', 'negative');

    const totals = within(table.querySelector('tfoot')!).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent);
    expect(totals).toEqual(['Period total', '123 bets', '', '', 'P 1,234.50', 'P 1,200.00', 'P 1,000.00', 'P -232.50', '']);
  });

  it('offers the lobby’s game types and vendors, and asks again for every filter, keeping them in the address', async () => {
    await renderPage();
    const gameType = screen.getByRole('combobox', { name: 'Game type' });
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    await waitFor(() => expect(within(gameType).getAllByRole('option').map((option) => option.textContent)).toEqual(['All game types', 'Slots', 'Lottery']));
    expect(within(vendor).getAllByRole('option').map((option) => option.textContent)).toEqual(['All vendors', 'Playtech', 'Demo Games', 'Platform Lottery']);

    await userEvent.selectOptions(gameType, 'Slots');
    expect(within(vendor).getAllByRole('option').map((option) => option.textContent)).toEqual(['All vendors', 'Playtech', 'Demo Games']);
    await userEvent.selectOptions(vendor, 'Playtech');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Settlement' }), 'Settled');
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = presetDateRange('yesterday', businessToday());
    await waitFor(() =>
      expect(inputs(betRecords).at(-1)).toEqual({ pageNo: 1, pageSize: 20, startDate: yesterday.start, endDate: yesterday.end, gameType: 'RNG', vendorCode: 'PT', status: 'SETTLED' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(inputs(betRecords).at(-1)).toMatchObject({ pageNo: 2, gameType: 'RNG', vendorCode: 'PT', status: 'SETTLED' }));
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent!))).toEqual({
      gameType: 'RNG',
      vendor: 'PT',
      status: 'SETTLED',
      from: yesterday.start,
      to: yesterday.end,
      page: '2',
    });

    // Another game type does not keep a vendor it does not have.
    await userEvent.selectOptions(gameType, 'Lottery');
    await waitFor(() => expect(inputs(betRecords).at(-1)).toEqual({ pageNo: 1, pageSize: 20, startDate: yesterday.start, endDate: yesterday.end, gameType: 'LOTT', status: 'SETTLED' }));
  });

  it('opens with the filters the address names, and ignores what the gateway would refuse', async () => {
    await renderPage({ route: '/member/personalHistoryCopy?from=2026-03-01&to=2026-03-05&gameType=RNG&vendor=PT&status=UNSETTLED&page=2' });
    expect(inputs(betRecords)).toEqual([{ pageNo: 2, pageSize: 20, startDate: '2026-03-01', endDate: '2026-03-05', gameType: 'RNG', vendorCode: 'PT', status: 'UNSETTLED' }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveDisplayValue('Playtech'));
    expect(screen.getByRole('combobox', { name: 'Game type' })).toHaveDisplayValue('Slots');
    expect(screen.getByRole('combobox', { name: 'Settlement' })).toHaveDisplayValue('Unsettled');
    cleanup();

    // A game type the lobby does not list still shows as chosen.
    await renderInApp(<BettingRecordPage />, { route: '/member/personalHistoryCopy?gameType=COCKFIGHT' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Game type' })).toHaveDisplayValue('COCKFIGHT'));
    cleanup();
    call.mockClear();
    await renderInApp(<BettingRecordPage />, { route: '/member/personalHistoryCopy?from=2026-03-09&to=2026-03-01&gameType=<script>&status=LOST&page=-4' });
    const week = presetDateRange('last7Days', businessToday());
    await waitFor(() => expect(inputs(betRecords)).toEqual([{ pageNo: 1, pageSize: 20, startDate: week.start, endDate: week.end }]));
  });

  it('opens a slot round’s detail from the keyboard, with its figures and reels', async () => {
    const { table } = await renderPage();
    const open = await within(table).findByRole('button', { name: 'Round SP00000042 details' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Round SP00000042' });
    expect(inputs(betDetail)).toEqual([{ roundNo: 'SP00000042' }]);
    await within(dialog).findByText('Reels');
    const figure = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Game')).toBe('Lucky Cherry');
    expect(figure('Game type')).toBe('Slots');
    expect(figure('Vendor')).toBe('Demo Games');
    expect(figure('Stake')).toBe('P 10.00');
    expect(figure('Payout')).toBe('P 50.00');
    expect(figure('Win/loss')).toBe('P +40.00');
    expect(within(dialog).getAllByRole('listitem').map((reel) => reel.textContent)).toEqual(['🍒Cherry', '🍒Cherry', '7Seven']);
    expect(within(dialog).getByText('Paytable multiple: ×5')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a lottery ticket waiting for its draw', async () => {
    const { table } = await renderPage();
    await userEvent.click(await within(table).findByRole('button', { name: 'Round LT00000007 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round LT00000007' });
    expect(await within(dialog).findByRole('heading', { name: 'Draw 20260305-042' })).toBeInTheDocument();
    expect(within(dialog).getByText('Payout', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Waiting for the result');
    expect(within(within(dialog).getByRole('list', { name: 'Your numbers' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['12', '07']);
    expect(within(dialog).getByText('Not drawn yet.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Win/loss')).not.toBeInTheDocument();
  });

  it('shows a round that cannot load, with a retry', async () => {
    answer({ detail: new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }) });
    const { table } = await renderPage();
    await userEvent.click(await within(table).findByRole('button', { name: 'Round SP00000042 details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round SP00000042' });
    expect(await within(dialog).findByText('The round could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Reels')).toBeInTheDocument();
  });

  it('says when no bet matches, and shows a loading failure with a retry', async () => {
    answer({ page: { list: [], totalPages: 0, totals: { betCount: 0, betAmount: 0, validBet: 0, payout: 0, winLoss: 0 } } });
    const { table } = await renderPage();
    expect(await within(table).findByText('No bets match these filters.')).toBeInTheDocument();

    answer({ page: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('System error. Please try again later.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SP00000042')).toBeInTheDocument();
  });

  it('refuses a period longer than 92 days and asks nothing', async () => {
    await renderInApp(<BettingRecordPage />, { route: '/member/personalHistoryCopy?from=2025-01-01&to=2025-12-31' });
    expect(await screen.findByText('Choose a period of at most 92 days.')).toBeInTheDocument();
    expect(inputs(betRecords)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, with the detail open too', async (colorMode) => {
    const { container, table } = await renderPage({ colorMode });
    await within(table).findByText('SP00000042');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(table).getByRole('button', { name: 'Round SP00000042 details' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Reels');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
