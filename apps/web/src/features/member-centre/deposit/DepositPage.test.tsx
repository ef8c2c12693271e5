import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createDeposit, declineDepositLimitPrompt, depositChannels, setLimit } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import DepositPage from './DepositPage';
import { CHANNELS, answer, order, signInMember } from './deposit-test-support';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function createCalls() {
  return call.mock.calls.filter(([definition]) => definition === createDeposit).map(([, input]) => input);
}

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(<DepositPage />, options);
  await screen.findByRole('radiogroup', { name: 'Payment channel' });
  return rendered;
}

const amountField = () => screen.getByRole('textbox', { name: /Deposit amount/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Deposit' }));

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => sessionStore.signOut());

describe('DepositPage: the channels', () => {
  it('shows its heading, the two tabs and the channels the gateway answered, the first chosen', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Deposit record' })).toBeInTheDocument();
    const radios = within(screen.getByRole('radiogroup', { name: 'Payment channel' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'MaybankBank transferP 30.00 to P 50,000.00',
      "Touch 'n Go eWalletE-wallet QRP 10.00 to P 5,000.00",
      'USDT (TRC20)USDTP 50.00 to P 100,000.00',
    ]);
    expect(screen.getByRole('radio', { name: /Maybank/ })).toBeChecked();
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['50', '100', '300']);
    expect(call).toHaveBeenCalledWith(depositChannels, {});
  });

  it('moves between channels with the arrow keys, and the limits and quick amounts follow', async () => {
    await renderPage();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /Maybank/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Touch 'n Go/ })).toBeChecked();
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['10', '50', '100']);
    expect(screen.getByText('From P 10.00 to P 5,000.00')).toBeInTheDocument();
  });

  it('explains the first-deposit promotion, its bonus and its turnover rule', async () => {
    await renderPage();
    const offer = screen.getByRole('region', { name: 'First-deposit bonus: Welcome bonus' });
    expect(within(offer).getByText('Get 100% of your first deposit as a bonus, up to P 1,000.00, on a deposit of at least P 50.00.')).toBeInTheDocument();
    expect(within(offer).getByText(/becomes withdrawable once your bets reach 3 times the bonus/)).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('checkbox', { name: 'Join this promotion with my deposit' }));
    await userEvent.type(amountField(), '300');
    expect(within(offer).getByText('Your bonus with this deposit: P 300.00')).toBeInTheDocument();
  });

  it('offers no promotion when the gateway has none for the member', async () => {
    answer({ channels: { ...CHANNELS, firstDepositPromotion: null } });
    await renderPage();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says so when the site takes no deposits or has no channel open', async () => {
    answer({ channels: { ...CHANNELS, depositOffered: false, channels: [], firstDepositPromotion: null } });
    const { unmount } = await renderInApp(<DepositPage />);
    expect(await screen.findByText('This site plays on credit: it takes no deposits.')).toBeInTheDocument();
    unmount();
    answer({ channels: { ...CHANNELS, channels: [] } });
    await renderInApp(<DepositPage />);
    expect(await screen.findByText(/No deposit channel is open right now/)).toBeInTheDocument();
  });

  it('shows why the channels could not load, and loads them again on Try again', async () => {
    answer({ channels: new ApiError({ code: 'REAL_ACCOUNT_REQUIRED', status: 403, message: 'real account' }) });
    await renderInApp(<DepositPage />);
    expect(await screen.findByText('The deposit channels could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Please register or log in to a real account.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Payment channel' })).toBeInTheDocument();
  });
});

describe('DepositPage: the amount', () => {
  it('asks for an amount, and shows the minimum or maximum broken, keeping what was typed', async () => {
    await renderPage();
    await submit();
    expect(screen.getByText('Enter the amount to deposit')).toBeInTheDocument();

    await userEvent.type(amountField(), '20');
    await submit();
    expect(screen.getByText('Minimum P 30.00')).toBeInTheDocument();
    expect(amountField()).toHaveValue('20');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '50001');
    await submit();
    expect(screen.getByText('Maximum P 50,000.00')).toBeInTheDocument();
    expect(amountField()).toHaveValue('50001');
    expect(createCalls()).toEqual([]);
  });

  it('checks the amount against the channel chosen', async () => {
    await renderPage();
    await userEvent.type(amountField(), '20');
    await userEvent.click(screen.getByRole('radio', { name: /Touch 'n Go/ }));
    await submit();
    expect(screen.queryByText(/Minimum/)).not.toBeInTheDocument();
    expect(createCalls()).toEqual([expect.objectContaining({ channelCode: 'QR_TNG', amount: 20 })]);
  });

  it('fills a quick amount in with one press', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: '300' }));
    expect(amountField()).toHaveValue('300');
    expect(screen.getByRole('button', { name: '300' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses the promotion with a deposit below its minimum', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Join this promotion with my deposit' }));
    await userEvent.type(amountField(), '40');
    await submit();
    expect(screen.getByText('The bonus needs a deposit of at least P 50.00')).toBeInTheDocument();
    expect(createCalls()).toEqual([]);
  });
});

describe('DepositPage: opening the order', () => {
  it('sends the channel, the amount, the promotion opt-in and a request id', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('radio', { name: /Touch 'n Go/ }));
    await userEvent.click(screen.getByRole('button', { name: '100' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Join this promotion with my deposit' }));
    await submit();
    expect(createCalls()).toEqual([{ channelCode: 'QR_TNG', amount: 100, joinFirstDepositPromotion: true, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(await screen.findByRole('heading', { name: 'Deposit order DP000123' })).toHaveFocus();
  });

  it('sends no opt-in when no promotion is offered, and submits with Enter', async () => {
    answer({ channels: { ...CHANNELS, firstDepositPromotion: null } });
    await renderPage();
    await userEvent.type(amountField(), '75.5{Enter}');
    expect(createCalls()).toEqual([{ channelCode: 'BANK_MAYBANK', amount: 75.5, requestId: expect.any(String) }]);
  });

  it('sends the same request id when the player retries after a network failure, and a new one for a new request', async () => {
    await renderPage();
    await userEvent.type(amountField(), '100');
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }));
    await submit();
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    expect(amountField()).toHaveValue('100');

    call.mockRejectedValueOnce(new ApiError({ code: 'TIMEOUT', status: 0, message: '' }));
    await submit();
    expect(await screen.findByText('The page is slow to open. Please try again.')).toBeInTheDocument();
    const [first, retry] = createCalls() as { requestId: string }[];
    expect(retry!.requestId).toBe(first!.requestId);

    // Another amount is another request.
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '200');
    await submit();
    const third = createCalls()[2] as { requestId: string; amount: number };
    expect(third.amount).toBe(200);
    expect(third.requestId).not.toBe(first!.requestId);
  });

  it("shows the gateway's refusal beside the form and keeps what was chosen; the next try is a new request", async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('radio', { name: /USDT \(TRC20\)/ }));
    await userEvent.type(amountField(), '500');
    call.mockRejectedValueOnce(
      new ApiError({ code: 'OPERATION_NOT_ALLOWED', status: 400, message: 'You have 3 deposits waiting for payment' }),
    );
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deposit could not be opened.');
    expect(alert).toHaveTextContent('Operation not allowed. Please contact customer service.');
    expect(screen.getByRole('radio', { name: /USDT/ })).toBeChecked();
    expect(amountField()).toHaveValue('500');

    await submit();
    const [first, second] = createCalls() as { requestId: string }[];
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it('ignores a second press while the first is on its way', async () => {
    let open: (value: unknown) => void = () => {};
    await renderPage();
    call.mockImplementationOnce(() => new Promise((resolve) => (open = resolve)));
    await userEvent.type(amountField(), '100');
    await submit();
    const button = screen.getByRole('button', { name: /Deposit/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(createCalls()).toHaveLength(1);
    open(order('BANK_TRANSFER'));
    expect(await screen.findByRole('heading', { name: 'Deposit order DP000123' })).toBeInTheDocument();
  });

  it('goes back to a new form from the order', async () => {
    await renderPage();
    await userEvent.type(amountField(), '100{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('radiogroup', { name: 'Payment channel' })).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
  });
});

describe('DepositPage: player protection', () => {
  it('links to the responsible-gaming limits', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Set your deposit limits' })).toHaveAttribute('href', '/member/responsibleGaming');
  });

  it('asks for a deposit limit before the first deposit, then shows the form with the limit set', async () => {
    answer({ isLimitPromptDue: true });
    const { container } = await renderInApp(<DepositPage />);
    const prompt = await screen.findByRole('region', { name: 'Set a deposit limit before your first deposit' });
    expect(screen.queryByRole('radiogroup', { name: 'Payment channel' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    expect(within(prompt).getByText("Enter the limit's amount.")).toBeInTheDocument();
    await userEvent.selectOptions(within(prompt).getByRole('combobox', { name: 'Limit period' }), 'Per 7 days');
    await userEvent.type(within(prompt).getByRole('textbox', { name: /Deposit limit/ }), '500');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    expect(call).toHaveBeenCalledWith(setLimit, { kind: 'DEPOSIT', period: 'WEEK', amount: 500 });
    expect(await screen.findByText('Your deposit limit per 7 days is P 500.00.')).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Payment channel' })).toBeInTheDocument();
  });

  it('shows the form after "Not now", which the gateway records', async () => {
    answer({ isLimitPromptDue: true });
    await renderInApp(<DepositPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(call).toHaveBeenCalledWith(declineDepositLimitPrompt, {});
    expect(await screen.findByRole('radiogroup', { name: 'Payment channel' })).toBeInTheDocument();
  });

  it('says which limit refused a deposit, what it has counted and when the amount fits', async () => {
    await renderPage();
    await userEvent.type(amountField(), '300');
    const allowedFrom = Date.UTC(2026, 10, 22, 2, 30);
    call.mockRejectedValueOnce(
      new ApiError({ code: 'LIMIT_REACHED', status: 403, message: 'limit', value: { kind: 'DEPOSIT', period: 'DAY', limit: 500, used: 400, allowedFrom } }),
    );
    await submit();
    const alert = await screen.findByRole('alert');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(allowedFrom);
    expect(alert).toHaveTextContent(`This would go over your deposit limit per 24 hours of P 500.00: P 400.00 is already counted. This amount fits from ${when}.`);
    expect(amountField()).toHaveValue('300');
  });
});

describe('DepositPage: accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, on the form and on an order', async (colorMode) => {
    answer({ created: order('USDT') });
    const { container } = await renderPage({ colorMode });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(amountField(), '100');
    await submit();
    await screen.findByRole('heading', { name: 'Deposit order DP000123' });
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Deposit record' })).toBeInTheDocument());
  });
});
