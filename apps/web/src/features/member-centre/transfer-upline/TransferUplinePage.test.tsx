import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  memberTransactions,
  memberTransfer,
  uplineAccount,
  type MemberTransaction,
  type MemberTransferRequest,
  type UplineAccount,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import TransferUplinePage from './TransferUplinePage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const TOKEN = 'member-token';

const UPLINE: UplineAccount = { account: 'ag***41', withdrawableBalance: 300, paymentPasswordSet: true };

function transaction(referenceNo: string, amount: number, balance: number, remark: string): MemberTransaction {
  return { id: referenceNo, referenceNo, type: 'TRANSFER', amount, balance, status: 'SUCCESS', remark, createTime: Date.UTC(2026, 10, 21, 4, 0) };
}

const PAGE_1 = [transaction('MT00000002', -100, 400, 'To upline ag***41'), transaction('MT00000001', -50.5, 500, 'To upline ag***41')];
const PAGE_2 = [transaction('MT00000000', -20, 550.5, 'To upline ag***41')];

function answer(upline: UplineAccount = UPLINE) {
  call.mockImplementation(async (definition, input) => {
    if (definition === uplineAccount) return upline;
    if (definition === memberTransactions) return (input as { pageNo: number }).pageNo === 2 ? { list: PAGE_2, totalPages: 2 } : { list: PAGE_1, totalPages: 2 };
    if (definition === memberTransfer) return { transferId: 'MT00000007', toAccount: 'ag***41', amount: (input as MemberTransferRequest).amount, sumBalance: 600 };
    return null;
  });
}

const sent = () => call.mock.calls.filter(([definition]) => definition === memberTransfer).map(([, input]) => input as MemberTransferRequest);
const asked = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).length;

async function renderPage(colorMode: 'light' | 'dark' = 'light') {
  const rendered = await renderInApp(<TransferUplinePage />, { colorMode });
  await screen.findByRole('form', { name: 'Transfer to your upline' });
  return rendered;
}

async function fillIn(amount: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
  await userEvent.type(screen.getByLabelText(/Payment password/), password);
}

beforeEach(() => {
  call.mockReset();
  answer();
  sessionStore.signIn({ token: TOKEN, account: 'player01', type: 0 });
});
afterEach(() => {
  sessionStore.signOut();
});

describe('TransferUplinePage', () => {
  it('shows the upline masked, the withdrawable money, and the transfer record with its pages', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Transfer to upline' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Transfer to your upline' });
    expect(within(form).getByText('Your upline').nextElementSibling).toHaveTextContent('ag***41');
    expect(within(form).getByText('Withdrawable').nextElementSibling).toHaveTextContent('P 300.00');

    expect(call).toHaveBeenCalledWith(memberTransactions, { type: 'TRANSFER', counterparty: 'UPLINE', pageNo: 1, pageSize: 10 });
    const table = await screen.findByRole('table', { name: 'Transfer record' });
    await waitFor(() => expect(within(table).getAllByText('To upline ag***41')).toHaveLength(2));
    const firstRow = within(table).getByText('MT00000002').closest('tr')!;
    expect(firstRow).toHaveTextContent('P -100.00');
    expect(firstRow).toHaveTextContent('P 400.00');

    await userEvent.click(screen.getByRole('button', { name: /Page 2/ }));
    expect(await within(table).findByText('MT00000000')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(memberTransactions, { type: 'TRANSFER', counterparty: 'UPLINE', pageNo: 2, pageSize: 10 });
  });

  it('refuses an amount above the withdrawable money and a malformed payment password, with their rules', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your payment password.')).toBeInTheDocument();

    await fillIn('300.01', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(screen.getByText('More than your available balance P 300.00')).toBeInTheDocument();
    expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('300.01');
    expect(screen.getByLabelText(/Payment password/)).toHaveValue('1234');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('confirms the masked upline and the amount, then sends the exact transfer and asks the balances again', async () => {
    const { queryClient } = await renderPage();
    queryClient.setQueryData(queryKeys.balance(TOKEN), 700);
    queryClient.setQueryData(queryKeys.funds(TOKEN), { sumBalance: 700, availableBalance: 300, promotionalBalance: 400, frozenBalance: 0 });
    await fillIn('100', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    expect(confirm).toHaveTextContent('Transfer P 100.00 to your upline ag***41?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([]);

    const accountAsks = asked(uplineAccount);
    const recordAsks = asked(memberTransactions);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('P 100.00 transferred to your upline ag***41. Reference MT00000007.')).toBeInTheDocument();
    expect(sent()).toEqual([{ direction: 'UPLINE', amount: 100, paymentPassword: '123456', requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) }]);
    expect(queryClient.getQueryState(queryKeys.balance(TOKEN))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.funds(TOKEN))?.isInvalidated).toBe(true);
    await waitFor(() => expect(asked(uplineAccount)).toBeGreaterThan(accountAsks));
    expect(asked(memberTransactions)).toBeGreaterThan(recordAsks);
    // The form is ready for the next transfer.
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  it('shows a wrong payment password, keeps the input, and retries with the same request id', async () => {
    await renderPage();
    await fillIn('50.5', '111111');
    call.mockRejectedValueOnce(new ApiError({ code: 'PASSWORD_INCORRECT', status: 400, message: 'The payment password is incorrect: 4 tries left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm the transfer' })).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('50.5');
    expect(screen.getByLabelText(/Payment password/)).toHaveValue('111111');

    const password = screen.getByLabelText(/Payment password/);
    await userEvent.clear(password);
    await userEvent.type(password, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm the transfer' })).getByRole('button', { name: 'Transfer' }));
    await screen.findByText('P 50.50 transferred to your upline ag***41. Reference MT00000007.');
    const [wrong, right] = sent();
    expect(wrong).toEqual({ direction: 'UPLINE', amount: 50.5, paymentPassword: '111111', requestId: expect.any(String) });
    expect(right).toEqual({ ...wrong, paymentPassword: '123456' });
  });

  it('sends the player to the security centre when no payment password is set', async () => {
    answer({ ...UPLINE, paymentPasswordSet: false });
    await renderInApp(<TransferUplinePage />);
    expect(await screen.findByText('Set a payment password first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter#payment-password');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the gateway’s refusal to open the transfer, with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === uplineAccount) throw new ApiError({ code: 'OPERATION_NOT_ALLOWED', status: 403, message: 'Transfers to your upline are switched off for your account' });
      if (definition === memberTransactions) return { list: [], totalPages: 0 };
      return null;
    });
    await renderInApp(<TransferUplinePage />);
    expect(await screen.findByText('The transfer to your upline could not be opened.')).toBeInTheDocument();
    expect(screen.getByText('Operation not allowed. Please contact customer service.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transfer record' });
    expect(await within(table).findByText('You have not made any transfers yet.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Transfer to your upline' })).toBeInTheDocument();
  });

  it('shows the record’s loading error with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === uplineAccount) return UPLINE;
      if (definition === memberTransactions) throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
      return null;
    });
    await renderPage();
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('MT00000002')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderPage(colorMode);
    await screen.findByText('MT00000002');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
