import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  convertPoints,
  paymentPasswordStatus,
  pointsBalance,
  pointsDetails,
  redeem,
  redeemList,
  redeemRecords,
  type ConvertPointsRequest,
  type RedeemItem,
  type RedeemRecord,
} from '@platform/api';
import { api } from '../../lib/api';
import { closeLoginPrompt, useLoginPrompt } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import PointMallPage from './PointMallPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const ITEMS: RedeemItem[] = [
  { itemId: 11, name: 'Cash 5.00', type: 'CASH', imageUrl: '/cash.svg', pointsRequired: 5000, amountRequired: null, quantity: null, redeemAmount: 5 },
  { itemId: 16, name: 'Insulated tumbler', type: 'GOODS', imageUrl: '/tumbler.svg', pointsRequired: 15000, amountRequired: 500, quantity: 120, redeemAmount: null },
  { itemId: 20, name: 'Gold bar 1 g', type: 'GOODS', imageUrl: null, pointsRequired: 400000, amountRequired: null, quantity: 0, redeemAmount: null },
];

function record(referenceNo: string, status: RedeemRecord['status'], extra: Partial<RedeemRecord> = {}): RedeemRecord {
  return { referenceNo, applyTime: '2026-11-20 10:00:00', type: 'CASH', name: 'Cash 5.00', quantity: 1, points: 5000, status, ...extra };
}

const RECORDS = [
  record('RD1', 'APPLYING', { type: 'GOODS', name: 'Insulated tumbler', receivingAddress: '1 Jalan Ampang' }),
  record('RD2', 'REJECTED', { remark: 'Address incomplete' }),
  record('RD3', 'APPROVED', { paidAccount: 'player01', paidAmount: 5 }),
];

let paymentPasswordSet = true;

function answer() {
  call.mockImplementation(async (definition, input) => {
    if (definition === pointsBalance) return { points: 14390, balance: 3861, ratio: 1000 };
    if (definition === redeemList) return { list: ITEMS, totalPages: 1 };
    if (definition === redeemRecords) return { list: RECORDS, totalPages: 1 };
    if (definition === pointsDetails)
      return {
        list: [
          { referenceNo: 'SP2', changedPoints: -5000, points: 9390, type: 'REDEEM', remark: null, createTime: '2026-11-21 08:00:00' },
          { referenceNo: 'SP1', changedPoints: 50, points: 14390, type: 'EARN', remark: 'Demo slot', createTime: '2026-11-20 08:00:00' },
        ],
        totalPages: 1,
      };
    if (definition === redeem) return record('RD9', 'APPROVED', { paidAccount: 'player01', paidAmount: 5 });
    if (definition === paymentPasswordStatus) return { isSet: paymentPasswordSet, lockedUntil: null };
    if (definition === convertPoints) {
      const { points } = input as ConvertPointsRequest;
      return { changedPoints: -points, amount: points / 1000, points: 14390 - points, balance: 3861 + points / 1000 };
    }
    return null;
  });
}

function LoginPromptProbe() {
  return useLoginPrompt().isOpen ? <p>login prompt open</p> : null;
}

function signInMember(type = 0) {
  sessionStore.signIn({ token: 'member-token', account: 'player01', type });
}

async function openRedeem(name: string) {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: 'Redeem' }));
  return screen.findByRole('dialog', { name: `Redeem ${name}` });
}

beforeEach(() => {
  call.mockReset();
  paymentPasswordSet = true;
  answer();
});
afterEach(() => {
  sessionStore.signOut();
  closeLoginPrompt();
});

describe('PointMallPage for a guest', () => {
  it('asks the guest to log in, shows the rules, and asks nothing member-only', async () => {
    await renderInApp(
      <>
        <PointMallPage />
        <LoginPromptProbe />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByText('Points have no expiry: they stay in your account until you use them.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('login prompt open')).toBeInTheDocument();
    for (const definition of [pointsBalance, redeemList, redeemRecords, pointsDetails]) expect(call).not.toHaveBeenCalledWith(definition, expect.anything());
  });
});

describe('PointMallPage for a member', () => {
  it('shows the points and the items with their cost, requirement and quantity', async () => {
    signInMember();
    await renderInApp(<PointMallPage />);
    expect(await screen.findByText('14,390')).toBeInTheDocument();
    expect(screen.getByText('1,000 points = P1.00')).toBeInTheDocument();
    const cash = await screen.findByRole('article', { name: 'Cash 5.00' });
    expect(within(cash).getByText('5,000 points')).toBeInTheDocument();
    expect(within(cash).getByText('Unlimited')).toBeInTheDocument();
    expect(within(cash).getByText('Pays P5.00')).toBeInTheDocument();
    const tumbler = screen.getByRole('article', { name: 'Insulated tumbler' });
    expect(within(tumbler).getByText('120 left')).toBeInTheDocument();
    expect(within(tumbler).getByText('Needs P500.00 in deposits or valid bets')).toBeInTheDocument();
    expect(within(tumbler).getByText('You need more points for this.')).toBeInTheDocument();
    const gold = screen.getByRole('article', { name: 'Gold bar 1 g' });
    expect(within(gold).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('redeems with the payment password and reports the redemption', async () => {
    signInMember();
    await renderInApp(<PointMallPage />);
    const dialog = await openRedeem('Cash 5.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(redeem, expect.anything());

    await userEvent.type(within(dialog).getByLabelText(/Payment password/), 'player123');
    await userEvent.keyboard('{Enter}');
    expect(call).toHaveBeenCalledWith(redeem, { itemId: 11, quantity: 1, password: 'player123' });
    expect(await screen.findByText(/You redeemed Cash 5.00 × 1 for 5,000 points\./)).toBeInTheDocument();
    expect(screen.getByText(/Reference RD9\. Status: Approved\./)).toBeInTheDocument();
    // The dialog fades out, then leaves the page.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem Cash 5.00' })).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it.each([
    ['INSUFFICIENT_BALANCE', 'You do not have enough points for this.'],
    ['OUT_OF_STOCK', 'This item is out of stock.'],
    ['PASSWORD_INCORRECT', 'Incorrect password.'],
  ])('shows the refusal %s inside the dialog', async (code, message) => {
    signInMember();
    await renderInApp(<PointMallPage />);
    const dialog = await openRedeem('Cash 5.00');
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), 'player123');
    call.mockRejectedValueOnce(new ApiError({ code, status: 400, message: 'refused' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/Payment password/)).toHaveValue('');
  });

  it('asks goods for a receiving address and sends it', async () => {
    signInMember();
    await renderInApp(<PointMallPage />);
    const dialog = await openRedeem('Insulated tumbler');
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), 'player123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('Please enter the address to send it to.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Receiving address/), '1 Jalan Ampang');
    const quantity = within(dialog).getByLabelText(/Quantity/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).getByText('Total: 30,000 points')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(call).toHaveBeenCalledWith(redeem, { itemId: 16, quantity: 2, password: 'player123', receivingAddress: '1 Jalan Ampang' });
  });

  it('refuses a trial account with the warning before any dialog', async () => {
    signInMember(4);
    await renderInApp(<PointMallPage />);
    const card = await screen.findByRole('article', { name: 'Cash 5.00' });
    await userEvent.click(within(card).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    // The dialog fades out, then leaves the page.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem Cash 5.00' })).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('shows the redeem history with its statuses, and the points details', async () => {
    signInMember();
    await renderInApp(<PointMallPage />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('region', { name: 'Redeem history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['In process', 'Rejected', 'Approved']);
    expect(within(rows[1]!).getByText('Address incomplete')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid P5.00 to player01')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    const details = await screen.findByRole('region', { name: 'Points details' });
    const changes = within(details).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(changes[0]).toEqual(['2026-11-21 08:00:00', 'SP2', 'Redeemed', '−5,000', '9,390', '']);
    expect(changes[1]).toEqual(['2026-11-20 08:00:00', 'SP1', 'Earned from play', '+50', '14,390', 'Demo slot']);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    signInMember();
    const { container } = await renderInApp(<PointMallPage />, { colorMode });
    await screen.findByRole('article', { name: 'Cash 5.00' });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    await screen.findByRole('region', { name: 'Redeem history' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations for a guest in %s mode', async (colorMode) => {
    const { container } = await renderInApp(<PointMallPage />, { colorMode });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('converting points to balance', () => {
  const conversions = () => call.mock.calls.filter(([definition]) => definition === convertPoints).map(([, input]) => input as ConvertPointsRequest);

  async function openConvert() {
    signInMember();
    const rendered = await renderInApp(<PointMallPage />);
    await screen.findByText('14,390');
    await userEvent.click(screen.getByRole('button', { name: 'Convert to balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to balance' });
    return { ...rendered, dialog };
  }

  it('converts with the payment password and a requestId, and reports the money paid', async () => {
    const { dialog } = await openConvert();
    const form = await within(dialog).findByRole('form', { name: 'Convert points to balance' });
    await userEvent.type(within(form).getByLabelText(/Points to convert/), '12340');
    expect(within(form).getByText('You receive P12.34')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Payment password/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('12,340 points converted: P12.34 was paid into your main wallet.')).toBeInTheDocument();
    expect(conversions()).toEqual([{ points: 12340, paymentPassword: '246810', requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) }]);
  });

  it('shows the failed rule and keeps what was typed', async () => {
    const { dialog } = await openConvert();
    const form = await within(dialog).findByRole('form', { name: 'Convert points to balance' });
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(within(form).getByText('Enter at least 10 points.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your payment password.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Points to convert/), '1005');
    await userEvent.type(within(form).getByLabelText(/Payment password/), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(within(form).getByText('Points are converted in steps of 10.')).toBeInTheDocument();
    expect(within(form).getByText('The payment password is 6 digits.')).toBeInTheDocument();
    const points = within(form).getByLabelText(/Points to convert/);
    await userEvent.clear(points);
    await userEvent.type(points, '20000');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(within(form).getByText('You have 14,390 points.')).toBeInTheDocument();
    expect(points).toHaveValue('20000');
    expect(conversions()).toEqual([]);
  });

  it('retries a conversion that got no answer with the same requestId, and shows a wrong password', async () => {
    const { dialog } = await openConvert();
    const form = await within(dialog).findByRole('form', { name: 'Convert points to balance' });
    await userEvent.type(within(form).getByLabelText(/Points to convert/), '1000');
    await userEvent.type(within(form).getByLabelText(/Payment password/), '246810');
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Network connection abnormal, please retry.');
    call.mockRejectedValueOnce(new ApiError({ code: 'PASSWORD_INCORRECT', status: 400, message: 'The payment password is incorrect: 4 tries left' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Incorrect password.'));
    expect(within(form).getByLabelText(/Points to convert/)).toHaveValue('1000');
    const [lost, retried] = conversions();
    expect(retried).toEqual(lost);
    // The refusal was an answer: the next conversion is a new request.
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    await screen.findByText('1,000 points converted: P1.00 was paid into your main wallet.');
    expect(conversions()[2]!.requestId).not.toBe(lost!.requestId);
  });

  it('guides a member without a payment password to the security centre', async () => {
    paymentPasswordSet = false;
    const { dialog } = await openConvert();
    expect(await within(dialog).findByText('Set a payment password first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter#payment-password');
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    signInMember();
    await renderInApp(<PointMallPage />, { colorMode });
    await screen.findByText('14,390');
    await userEvent.click(screen.getByRole('button', { name: 'Convert to balance' }));
    await screen.findByRole('form', { name: 'Convert points to balance' });
    // The dialog is portalled out of the page's container.
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
