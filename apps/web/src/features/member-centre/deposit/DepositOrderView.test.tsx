import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusManager } from '@tanstack/react-query';
import { depositOrder, type DepositOrder } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import DepositPage from './DepositPage';
import { ORDER_POLL_MS } from './deposit-queries';
import { TOKEN, answer, order, signInMember, type Answers } from './deposit-test-support';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

/** Opens an order through the form; the gateway answers `created`, then `orders` when it is asked again. */
async function openOrder(created: DepositOrder, more: Omit<Answers, 'created'> = {}, options: Parameters<typeof renderInApp>[1] = {}) {
  answer({ created, ...more });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = await renderInApp(<DepositPage />, options);
  await screen.findByRole('radiogroup', { name: 'Payment channel' });
  await user.click(screen.getByRole('radio', { name: new RegExp(created.channelName.replace(/[()]/g, '\\$&')) }));
  await user.type(screen.getByRole('textbox', { name: /Deposit amount/ }), '100{Enter}');
  const section = await screen.findByRole('region', { name: `Deposit order ${created.orderNo}` });
  return { ...rendered, section, user };
}

const orderStatus = () => screen.getByRole('status', { name: 'Order status' });
const pollCount = () => call.mock.calls.filter(([definition]) => definition === depositOrder).length;

async function waitPolls(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  call.mockReset();
  signInMember();
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe('DepositOrderView: how to pay', () => {
  it('shows a bank transfer: the account to pay, the reference to quote, the amount, and that it waits for review', async () => {
    const { section } = await openOrder(order('BANK_TRANSFER'));
    expect(within(section).getByText('Transfer exactly P 100.00 to this Maybank account, and quote the reference in the transfer\'s remark so that we can match it to you.')).toBeInTheDocument();
    expect(within(section).getByText('Royal Lotto Sdn Bhd')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Account number' })).toHaveValue('514011223344');
    expect(within(section).getByRole('textbox', { name: 'Reference to quote' })).toHaveValue('K7QF2M9X');
    expect(within(section).getByRole('button', { name: 'Copy Reference to quote' })).toBeInTheDocument();
    expect(orderStatus()).toHaveTextContent('Waiting for review');
    expect(within(section).getByText('2:00:00')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows an e-wallet's QR code and the cashier to pay on, in a new tab", async () => {
    const { section } = await openOrder(order('QR_EWALLET'));
    expect(within(section).getByRole('img', { name: "QR code to pay P 100.00 with Touch 'n Go eWallet" })).toBeInTheDocument();
    const payNow = within(section).getByRole('link', { name: 'Pay now (opens in a new tab)' });
    expect(payNow).toHaveAttribute('href', '/lgw/demo/cashier?token=abc&language=en');
    expect(payNow).toHaveAttribute('target', '_blank');
    expect(payNow.getAttribute('rel')).toContain('noopener');
    expect(orderStatus()).toHaveTextContent('Waiting for payment');
    expect(within(section).getByText('30:00')).toBeInTheDocument();
  });

  it('shows the USDT address to copy, its QR code and the cashier', async () => {
    const { section } = await openOrder(order('USDT'));
    expect(within(section).getByRole('textbox', { name: 'USDT address (TRC20)' })).toHaveValue('TDEMOroyaLotto0000000000000000000001');
    expect(within(section).getByRole('img', { name: 'QR code of the USDT address' })).toBeInTheDocument();
    expect(within(section).getByText(/on the TRC20 network/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', '/lgw/demo/cashier?token=usdt&language=en');
  });
});

describe('DepositOrderView: the status, live', () => {
  it('asks for the order every few seconds until it is paid, then shows the new balance and refreshes the wallet', async () => {
    const pending = order('QR_EWALLET');
    const paid = { ...pending, status: 'PAID' as const, bonusAmount: 100, settleTime: Date.now(), instructions: { ...pending.instructions, cashierUrl: null } };
    const { section, queryClient } = await openOrder(pending, { orders: [pending, paid], balance: 1_200 });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await waitPolls(ORDER_POLL_MS.online);
    expect(call).toHaveBeenCalledWith(depositOrder, { orderNo: 'DP000123' });
    expect(orderStatus()).toHaveTextContent('Waiting for payment');

    await waitPolls(ORDER_POLL_MS.online);
    expect(orderStatus()).toHaveTextContent('Paid');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.balance(TOKEN) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.funds(TOKEN) });
    expect(await within(section).findByText(/Your balance is now P 1,200.00\./)).toBeInTheDocument();
    expect(within(section).getByText(/P 100.00 has been credited to your main wallet\./)).toBeInTheDocument();
    expect(within(section).getByText(/Your first-deposit bonus of P 100.00 was added as promotional credit\./)).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();

    // Paid is final: no more asking.
    const asked = pollCount();
    await waitPolls(ORDER_POLL_MS.online * 3);
    expect(pollCount()).toBe(asked);
  });

  it('stops asking while the page is hidden, and asks at once when the player comes back from the cashier', async () => {
    const pending = order('QR_EWALLET');
    await openOrder(pending, { orders: [pending, { ...pending, status: 'PAID' }] });
    focusManager.setFocused(false);
    try {
      await waitPolls(ORDER_POLL_MS.online * 3);
      expect(pollCount()).toBe(0);
      act(() => focusManager.setFocused(true));
      await waitPolls(0);
      expect(pollCount()).toBe(1);
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it('shows a failed payment with its reason', async () => {
    const pending = order('USDT');
    const { section } = await openOrder(pending, { orders: [{ ...pending, status: 'FAILED', remark: 'Declined by the wallet' }] });
    await waitPolls(ORDER_POLL_MS.online);
    expect(orderStatus()).toHaveTextContent('Failed');
    expect(within(section).getByRole('alert')).toHaveTextContent('The payment failed');
    expect(within(section).getByRole('alert')).toHaveTextContent('Declined by the wallet');
  });

  it('shows a bank transfer the review rejected', async () => {
    const pending = order('BANK_TRANSFER');
    const { section } = await openOrder(pending, { orders: [{ ...pending, status: 'REJECTED', remark: 'No transfer arrived' }] });
    await waitPolls(ORDER_POLL_MS.review);
    expect(orderStatus()).toHaveTextContent('Rejected');
    expect(within(section).getByRole('alert')).toHaveTextContent('No transfer arrived');
  });

  it('counts the time down, and shows the order expired when it runs out', async () => {
    const pending = order('QR_EWALLET', { expireTime: Date.now() + 5_000 });
    const { section } = await openOrder(pending, { orders: [pending] });
    expect(within(section).getByText(/^0:0[45]$/)).toBeInTheDocument();
    answer({ orders: [{ ...pending, status: 'EXPIRED' }] });
    await waitPolls(6_000);
    expect(orderStatus()).toHaveTextContent('Expired');
    expect(within(section).getByText('This order has expired')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(within(section).queryByText('Time left to pay')).not.toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations on a bank transfer and a paid order in %s mode', async (colorMode) => {
    const pending = order('BANK_TRANSFER');
    const { container } = await openOrder(pending, { orders: [{ ...pending, status: 'PAID' }] }, { colorMode });
    expect(await axeViolations(container)).toEqual([]);
    await waitPolls(ORDER_POLL_MS.review);
    expect(orderStatus()).toHaveTextContent('Paid');
    expect(await axeViolations(container)).toEqual([]);
  });
});
