import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  claimRebate,
  gameMenus,
  rebateClaims,
  rebateSummary,
  type ClaimRebateRequest,
  type ClaimRebateResult,
  type RebateClaim,
  type RebateSummary,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { GAME_MENUS, shownRows } from '../../../components/records/test-support';
import ManualRebatePage from './ManualRebatePage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const TOKEN = 'member-token';

const SUMMARY: RebateSummary = {
  lines: [
    { gameType: 'RNG', validBets: 1250, ratePercent: 0.8, amount: 10 },
    { gameType: 'LOTT', validBets: 700, ratePercent: 0.3, amount: 2.1 },
  ],
  totalAmount: 12.1,
  minClaim: 1,
  rankLevel: 2,
  lastClaimTime: null,
};

const CLAIM: RebateClaim = {
  claimNo: 'RB00000042',
  claimTime: Date.UTC(2026, 10, 20, 4, 0),
  amount: 5.5,
  lines: [{ gameType: 'RNG', validBets: 687.5, ratePercent: 0.8, amount: 5.5 }],
};

const CLAIMED: ClaimRebateResult = { claimNo: 'RB00000077', claimTime: Date.UTC(2026, 10, 21, 4, 0), amount: 12.1, lines: SUMMARY.lines, balance: 112.1 };

function answer(summary: RebateSummary = SUMMARY, claims: RebateClaim[] = [CLAIM]) {
  call.mockImplementation(async (definition) => {
    if (definition === gameMenus) return GAME_MENUS;
    if (definition === rebateSummary) return summary;
    if (definition === rebateClaims) return { list: claims, totalPages: claims.length > 0 ? 1 : 0 };
    if (definition === claimRebate) return CLAIMED;
    return null;
  });
}

const claimsSent = () => call.mock.calls.filter(([definition]) => definition === claimRebate).map(([, input]) => input as ClaimRebateRequest);

async function renderPage(colorMode: 'light' | 'dark' = 'light') {
  const rendered = await renderInApp(<ManualRebatePage />, { colorMode });
  await screen.findByRole('table', { name: 'Rebate by game type' });
  return rendered;
}

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: TOKEN, account: 'player01', type: 0 });
});
afterEach(() => {
  sessionStore.signOut();
});

describe('ManualRebatePage', () => {
  it('shows the rebate per game type with its rate, the total, the minimum, the level and the history', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Manual rebate' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rebate by game type' });
    await waitFor(() => expect(shownRows(table)).toEqual([
      ['Slots', 'P 1,250.00', '0.8%', 'P 10.00'],
      ['Lottery', 'P 700.00', '0.3%', 'P 2.10'],
    ]));
    expect(within(table).getByText('P 12.10')).toBeInTheDocument();
    expect(screen.getByText('Rebate available').nextElementSibling).toHaveTextContent('P 12.10');
    expect(screen.getByText('Minimum claim').nextElementSibling).toHaveTextContent('P 1.00');
    expect(screen.getByText('Your level').nextElementSibling).toHaveTextContent('Level 2');
    expect(screen.getByText('Last claim').nextElementSibling).toHaveTextContent('Not yet');
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeEnabled();

    const history = await screen.findByRole('table', { name: 'Rebate history' });
    expect(await within(history).findByText('RB00000042')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Details of RB00000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebate RB00000042' });
    expect(shownRows(within(dialog).getByRole('table', { name: 'Rebate by game type' }))).toEqual([['Slots', 'P 687.50', '0.8%', 'P 5.50']]);
  });

  it('claims with one press, shows the result and asks the balance, funds, rebate and history again', async () => {
    const { queryClient } = await renderPage();
    queryClient.setQueryData(queryKeys.balance(TOKEN), 100);
    queryClient.setQueryData(queryKeys.funds(TOKEN), { sumBalance: 100, availableBalance: 100, promotionalBalance: 0, frozenBalance: 0 });
    const summaryAsks = call.mock.calls.filter(([definition]) => definition === rebateSummary).length;
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('P 12.10 rebate claimed into your main wallet. Reference RB00000077.')).toBeInTheDocument();
    expect(claimsSent()).toEqual([{ requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) }]);
    expect(queryClient.getQueryState(queryKeys.balance(TOKEN))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.funds(TOKEN))?.isInvalidated).toBe(true);
    await waitFor(() => expect(call.mock.calls.filter(([definition]) => definition === rebateSummary).length).toBeGreaterThan(summaryAsks));
  });

  it('retries a claim that got no answer with the same requestId, and a new claim with a new one', async () => {
    await renderPage();
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    await screen.findByText('P 12.10 rebate claimed into your main wallet. Reference RB00000077.');
    const [lost, retried] = claimsSent();
    expect(retried).toEqual(lost);
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    await waitFor(() => expect(claimsSent()).toHaveLength(3));
    expect(claimsSent()[2]!.requestId).not.toBe(lost!.requestId);
  });

  it('shows the refusal of the gateway', async () => {
    await renderPage();
    call.mockRejectedValueOnce(new ApiError({ code: 'BAD_REQUEST', status: 400, message: 'There is no rebate to claim yet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no rebate to claim yet');
    expect(screen.queryByText(/rebate claimed/)).not.toBeInTheDocument();
  });

  it('disables the claim below the minimum and says why', async () => {
    answer({ ...SUMMARY, lines: [{ gameType: 'LOTT', validBets: 300, ratePercent: 0.3, amount: 0.9 }], totalAmount: 0.9, lastClaimTime: CLAIM.claimTime });
    await renderPage();
    const button = screen.getByRole('button', { name: 'Claim rebate' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You can claim once your rebate reaches P 1.00: it is P 0.90 now.');
    expect(screen.getByText('Last claim').nextElementSibling).not.toHaveTextContent('Not yet');
  });

  it('disables the claim with nothing to claim, and shows an empty history', async () => {
    answer({ ...SUMMARY, lines: [{ gameType: 'RNG', validBets: 0, ratePercent: 0.8, amount: 0 }], totalAmount: 0 }, []);
    await renderPage();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toHaveAccessibleDescription('There is no rebate to claim yet: it grows with your valid bets.');
    const history = await screen.findByRole('table', { name: 'Rebate history' });
    expect(await within(history).findByText('You have not claimed a rebate yet.')).toBeInTheDocument();
  });

  it('shows a loading error with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === gameMenus) return GAME_MENUS;
      if (definition === rebateSummary) throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
      if (definition === rebateClaims) return { list: [], totalPages: 0 };
      return null;
    });
    await renderInApp(<ManualRebatePage />);
    expect(await screen.findByText('Your rebate could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Rebate by game type' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage(colorMode);
    await screen.findByText('RB00000042');
    expect(await axeViolations(container)).toEqual([]);
  });
});
