import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  consolidatedFunds,
  merchantWallet,
  promotionalCredits,
  walletTransfer,
  type MerchantWallet,
  type PromotionalCredit,
  type WalletTransferRequest,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import MyWalletPage from './MyWalletPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const TOKEN = 'member-token';

const WALLETS: MerchantWallet[] = [
  { walletCode: 'MAIN', displayName: 'Main Wallet', balance: 500, gameType: null },
  { walletCode: 'AG', displayName: 'AG Gaming', balance: 120.5, gameType: 'LIVE' },
  { walletCode: 'PG', displayName: 'PG Soft', balance: 0, gameType: 'RNG' },
  { walletCode: 'SBT', displayName: 'SBTech', balance: 30.25, gameType: 'SPORTS' },
];
const FUNDS = { sumBalance: 700.75, availableBalance: 600.75, promotionalBalance: 50, frozenBalance: 50 };

const WELCOME_CREDIT: PromotionalCredit = {
  id: 7,
  kind: 'WELCOME',
  amount: 50,
  lockedAmount: 50,
  turnoverRequired: 150,
  turnoverDone: 60,
  status: 'ACTIVE',
  referenceNo: 'WB000007',
  grantTime: Date.UTC(2026, 10, 20),
  endTime: null,
};
const RELEASED_BONUS: PromotionalCredit = { ...WELCOME_CREDIT, id: 8, kind: 'BONUS', lockedAmount: 0, turnoverDone: 150, status: 'RELEASED' };
let credits: PromotionalCredit[] = [WELCOME_CREDIT, RELEASED_BONUS];

function answer() {
  call.mockImplementation(async (definition) => {
    if (definition === merchantWallet) return WALLETS;
    if (definition === consolidatedFunds) return FUNDS;
    if (definition === promotionalCredits) return { list: credits, totalPages: 1 };
    if (definition === walletTransfer) return { transferId: 'TF00000009', wallets: [], sumBalance: 700.75 };
    return null;
  });
}

/** The inputs of every walletTransfer call so far. */
const transfers = () => call.mock.calls.filter(([definition]) => definition === walletTransfer).map(([, input]) => input as WalletTransferRequest);

async function renderPage(colorMode: 'light' | 'dark' = 'light') {
  const rendered = await renderInApp(<MyWalletPage />, { colorMode });
  await screen.findByRole('article', { name: 'AG Gaming' });
  return rendered;
}

async function openTransfer(buttonName: string, dialogName: string) {
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: dialogName });
}

beforeEach(() => {
  credits = [WELCOME_CREDIT, RELEASED_BONUS];
  call.mockReset();
  answer();
  sessionStore.signIn({ token: TOKEN, account: 'player01', type: 0 });
});
afterEach(() => {
  sessionStore.signOut();
});

describe('MyWalletPage', () => {
  it('lists the promotional credit still locked with its turnover progress, not what was released', async () => {
    await renderPage();
    const promotional = await screen.findByRole('region', { name: 'Promotional credit' });
    expect(promotional).toHaveTextContent('Welcome credit P 50.00 locked');
    expect(promotional).not.toHaveTextContent('Bonus');
    const progress = within(promotional).getByRole('progressbar', { name: 'Turnover P 60.00 of P 150.00' });
    expect(progress).toHaveAttribute('value', '60');
    expect(progress).toHaveAttribute('max', '150');
  });

  it('tells the player a welcome credit whose turnover is met waits for a first deposit', async () => {
    credits = [{ ...WELCOME_CREDIT, turnoverDone: 150 }];
    await renderPage();
    expect(await screen.findByText('Turnover met: it becomes withdrawable after your first deposit.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the consolidated funds, the main wallet and each vendor wallet from the answers', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'My wallet' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(merchantWallet, {});
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total funds' })).toHaveTextContent('P 700.75'));
    expect(screen.getByRole('group', { name: 'Withdrawable' })).toHaveTextContent('P 600.75');
    expect(screen.getByRole('group', { name: 'Promotional credit locked' })).toHaveTextContent('P 50.00');
    expect(screen.getByRole('group', { name: 'Frozen by pending withdrawals' })).toHaveTextContent('P 50.00');

    expect(screen.getByRole('article', { name: 'Main Wallet' })).toHaveTextContent('P 500.00');
    const list = screen.getByRole('list', { name: 'Game wallets' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('AG GamingP 120.50'),
      expect.stringContaining('PG SoftP 0.00'),
      expect.stringContaining('SBTechP 30.25'),
    ]);
    // Nothing to transfer out of an empty wallet.
    expect(within(cards[1]!).getByRole('button', { name: 'Transfer out of PG Soft' })).toBeDisabled();
  });

  it('transfers in from the main wallet with the exact input, then asks the balances again', async () => {
    const { queryClient } = await renderPage();
    queryClient.setQueryData(queryKeys.balance(TOKEN), 700.75);
    const dialog = await openTransfer('Transfer in to AG Gaming', 'Transfer from Main Wallet to AG Gaming');
    expect(within(dialog).getByText('In Main Wallet: P 500.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '50.5');
    const walletAsks = call.mock.calls.filter(([definition]) => definition === merchantWallet).length;
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(transfers()).toHaveLength(1));
    expect(transfers()[0]).toEqual({ from: 'MAIN', to: 'AG', amount: 50.5, requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) });
    expect(await screen.findByText('P 50.50 moved from Main Wallet to AG Gaming.')).toBeInTheDocument();
    await waitFor(() => expect(call.mock.calls.filter(([definition]) => definition === merchantWallet).length).toBeGreaterThan(walletAsks));
    expect(queryClient.getQueryState(queryKeys.balance(TOKEN))?.isInvalidated).toBe(true);
    expect(call.mock.calls.filter(([definition]) => definition === consolidatedFunds).length).toBeGreaterThan(1);
  });

  it('transfers out to the main wallet, reusing the request id when the same transfer is retried', async () => {
    await renderPage();
    const dialog = await openTransfer('Transfer out of AG Gaming', 'Transfer from AG Gaming to Main Wallet');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '20');
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    expect(amount).toHaveValue('20');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await screen.findByText('P 20.00 moved from AG Gaming to Main Wallet.');
    const [first, retry] = transfers();
    expect(first).toEqual({ from: 'AG', to: 'MAIN', amount: 20, requestId: expect.any(String) });
    expect(retry).toEqual(first);
  });

  it('gives a new transfer a new request id', async () => {
    await renderPage();
    let dialog = await openTransfer('Transfer out of AG Gaming', 'Transfer from AG Gaming to Main Wallet');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await screen.findByText('P 20.00 moved from AG Gaming to Main Wallet.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

    dialog = await openTransfer('Transfer out of AG Gaming', 'Transfer from AG Gaming to Main Wallet');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfers()).toHaveLength(2));
    expect(transfers()[1]!.requestId).not.toBe(transfers()[0]!.requestId);
  });

  it('shows an insufficient balance refusal in the dialog and keeps the amount', async () => {
    await renderPage();
    const dialog = await openTransfer('Transfer in to SBTech', 'Transfer from Main Wallet to SBTech');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '400');
    call.mockRejectedValueOnce(new ApiError({ code: 'INSUFFICIENT_BALANCE', status: 400, message: 'Insufficient balance for this amount' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(amount).toHaveValue('400');
    expect(screen.getByRole('dialog', { name: 'Transfer from Main Wallet to SBTech' })).toBeInTheDocument();
  });

  it('refuses an amount above the source wallet with the rule, and "All" fills in its balance', async () => {
    await renderPage();
    const dialog = await openTransfer('Transfer out of AG Gaming', 'Transfer from AG Gaming to Main Wallet');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Please enter an amount.')).toBeInTheDocument();
    await userEvent.type(amount, '120.51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('More than your available balance P 120.50')).toBeInTheDocument();
    expect(amount).toHaveValue('120.51');
    expect(transfers()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('120.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfers()).toEqual([{ from: 'AG', to: 'MAIN', amount: 120.5, requestId: expect.any(String) }]));
  });

  it('recalls every non-empty vendor wallet to the main wallet after a confirmation, and reports a failure', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recall all to the main wallet?' });
    expect(confirm).toHaveTextContent('All the money in your game wallets (P 150.75) goes to the main wallet.');
    call.mockImplementation(async (definition, input) => {
      if (definition === walletTransfer && (input as WalletTransferRequest).from === 'SBT') {
        throw new ApiError({ code: 'REAL_ACCOUNT_REQUIRED', status: 403, message: 'refused' });
      }
      if (definition === merchantWallet) return WALLETS;
      if (definition === consolidatedFunds) return FUNDS;
      return { transferId: 'TF1', wallets: [], sumBalance: 700.75 };
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Recall all' }));

    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Some wallets could not be recalled.');
    expect(report).toHaveTextContent('P 120.50 moved to the main wallet.');
    expect(within(report).getByRole('listitem')).toHaveTextContent('SBTech: Please register or log in to a real account.');
    const [ag, sbt] = transfers();
    expect(transfers()).toHaveLength(2);
    expect(ag).toEqual({ from: 'AG', to: 'MAIN', amount: 120.5, requestId: expect.any(String) });
    expect(sbt).toEqual({ from: 'SBT', to: 'MAIN', amount: 30.25, requestId: expect.any(String) });
    expect(ag!.requestId).not.toBe(sbt!.requestId);

    // Recalling again retries the refused wallet with the same request id.
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Recall all to the main wallet?' })).getByRole('button', { name: 'Recall all' }));
    await waitFor(() => expect(transfers()).toHaveLength(4));
    expect(transfers()[3]).toEqual(sbt);
  });

  it('does nothing when the recall is cancelled', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recall all to the main wallet?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(transfers()).toEqual([]);
  });

  it('shows the wallets’ loading error with a retry that asks again', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === merchantWallet) throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
      if (definition === consolidatedFunds) return FUNDS;
      return null;
    });
    await renderInApp(<MyWalletPage />);
    expect(await screen.findByText('Your wallets could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'AG Gaming' })).toBeInTheDocument();
  });

  it('says so when the site has no game wallets, and offers no recall', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === merchantWallet) return [WALLETS[0]];
      if (definition === consolidatedFunds) return FUNDS;
      return null;
    });
    await renderInApp(<MyWalletPage />);
    expect(await screen.findByText('This site has no game wallets: all your money is in the main wallet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
  });

  it('refreshes the wallets and the funds', async () => {
    await renderPage();
    const asked = call.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(call.mock.calls.slice(asked).map(([definition]) => definition)).toEqual(expect.arrayContaining([merchantWallet, consolidatedFunds])));
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage(colorMode);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total funds' })).toHaveTextContent('P 700.75'));
    expect(await axeViolations(container)).toEqual([]);
    const dialog = await openTransfer('Transfer in to AG Gaming', 'Transfer from Main Wallet to AG Gaming');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
