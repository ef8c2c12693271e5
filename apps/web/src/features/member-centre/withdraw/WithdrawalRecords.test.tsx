import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  bankCards,
  confirmWithdrawal,
  paymentPasswordStatus,
  withdrawalForm,
  withdrawals,
  type ConfirmWithdrawalRequest,
  type Withdrawal,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { bankCardsAnswer, formAnswer, partlyPaid, pngFile, signInMember, stubObjectUrls, withdrawal } from './test-fixtures';
import WithdrawPage from './WithdrawPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const REJECTED = withdrawal('WD00000001', 'REJECTED', {
  returnedAmount: 300,
  rejectReason: 'Card name mismatch',
  history: [
    { status: 'REQUESTED', time: 1_000, detail: 'Requested 300.00' },
    { status: 'REJECTED', time: 2_000, detail: 'Rejected: Card name mismatch. 300.00 returned to your main wallet' },
  ],
});
const NOT_RECEIVED = withdrawal('WD00000003', 'NOT_RECEIVED', {
  paidAmount: 300,
  remark: 'Nothing in my account',
  proofImages: [{ imageId: 41, contentType: 'image/png', byteSize: 11 }],
  history: [
    { status: 'REQUESTED', time: 1_000, detail: 'Requested' },
    { status: 'PAID', time: 2_000, detail: 'Paid 300.00 in full' },
    { status: 'NOT_RECEIVED', time: 3_000, detail: 'Reported not received (1 proof image)' },
  ],
});

let list: Withdrawal[] = [];

function answer() {
  call.mockImplementation(async (definition, input) => {
    if (definition === paymentPasswordStatus) return { isSet: true, lockedUntil: null };
    if (definition === withdrawalForm) return formAnswer();
    if (definition === bankCards) return bankCardsAnswer();
    if (definition === withdrawals) return { list, totalPages: 3 };
    if (definition === confirmWithdrawal) {
      const request = input as ConfirmWithdrawalRequest;
      const found = list.find((item) => item.withdrawalNo === request.withdrawalNo)!;
      return { ...found, status: request.outcome, confirmDeadline: null, amountReceived: request.amountReceived ?? null };
    }
    return null;
  });
}

function confirmations(): ConfirmWithdrawalRequest[] {
  return call.mock.calls.filter(([definition]) => definition === confirmWithdrawal).map(([, input]) => input as ConfirmWithdrawalRequest);
}

async function openRecord() {
  await userEvent.click(screen.getByRole('tab', { name: 'Withdrawal record' }));
  return screen.findByRole('table', { name: 'Withdrawal record' });
}

async function openConfirmation(withdrawalNo: string) {
  await openRecord();
  await userEvent.click(await screen.findByRole('button', { name: `Confirm receipt of ${withdrawalNo}` }));
  return screen.findByRole('dialog', { name: `Withdrawal ${withdrawalNo}` });
}

let fetchImage: ReturnType<typeof vi.fn>;

beforeEach(() => {
  call.mockReset();
  list = [partlyPaid('WD00000002', Date.now() + 29 * 60_000 + 30_000), REJECTED, NOT_RECEIVED];
  answer();
  signInMember();
  stubObjectUrls();
  fetchImage = vi.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }) }));
  vi.stubGlobal('fetch', fetchImage);
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('WithdrawPage: the withdrawal record', () => {
  it('lists the withdrawals with their status, card, amounts and pages', async () => {
    await renderInApp(<WithdrawPage />);
    const table = await openRecord();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Partly paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Maybank ********1234')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('P 300.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('P 200.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not received')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Withdrawal record pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(withdrawals, { pageNo: 2, pageSize: 10 }));
  });

  it('shows an empty record, and a failure with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === withdrawals) throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
      if (definition === paymentPasswordStatus) return { isSet: true, lockedUntil: null };
      return formAnswer();
    });
    await renderInApp(<WithdrawPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawal record' }));
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    list = [];
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('table', { name: 'Withdrawal record' })).findByText('You have made no withdrawal yet.')).toBeInTheDocument();
  });

  it('shows the history as a Timeline labelled by status in the current language, with the reason of a rejection', async () => {
    await renderInApp(<WithdrawPage />);
    await openRecord();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of WD00000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal WD00000001' });
    const steps = within(within(dialog).getByRole('list', { name: 'History of withdrawal WD00000001' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('[data-state]') ?? step).map((step) => step.getAttribute('data-state'))).toEqual(['done', 'failed']);
    expect(steps[0]).toHaveTextContent('Requested');
    expect(steps[0]).toHaveTextContent('P 300.00 to Maybank ********1234: the amount is frozen until it is paid.');
    expect(steps[1]).toHaveTextContent('Rejected');
    expect(steps[1]).toHaveTextContent('Reason: Card name mismatch. P 300.00 returned to your main wallet.');
    // The gateway's English detail is not shown: the page words each step itself.
    expect(dialog).not.toHaveTextContent('Rejected: Card name mismatch.');
    expect(within(dialog).queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });

  it('shows the proof images sent, fetched with the token, and revokes them on close', async () => {
    const { revoked } = stubObjectUrls();
    await renderInApp(<WithdrawPage />);
    await openRecord();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of WD00000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal WD00000003' });
    expect(await within(dialog).findByRole('img', { name: 'Proof image 1' })).toHaveAttribute('src', 'blob:test/1');
    const [url, init] = fetchImage.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/wps/member/withdrawal/proofImage?merchantCode=DEMO_ROYAL&imageId=41`);
    expect(init.headers).toMatchObject({ authorization: 'Bearer member-token' });
    expect(within(dialog).getByText('Nothing in my account')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:test/1'), { timeout: 3000 });
  });

  it('counts down to the deadline of a payout awaiting confirmation', async () => {
    const dialog = await (async () => {
      await renderInApp(<WithdrawPage />);
      return openConfirmation('WD00000002');
    })();
    expect(within(dialog).getByText(/^Please confirm within 29:(30|29)\.$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/the payout counts as received, and a payout counted as received is not refunded/)).toBeInTheDocument();
    const steps = within(within(dialog).getByRole('list', { name: 'History of withdrawal WD00000002' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Requested'),
      expect.stringContaining('Paid in part'),
      expect.stringContaining('Waiting for your confirmation'),
    ]);
    expect(steps[1]).toHaveTextContent('P 200.00 of P 300.00 paid; P 100.00 returned to your main wallet.');
  });
});

describe('WithdrawPage: confirming a payout', () => {
  it('asks for an answer, then sends "received in full" exactly', async () => {
    await renderInApp(<WithdrawPage />);
    const dialog = await openConfirmation('WD00000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(within(dialog).getByText('Choose what arrived.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Received in full' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(confirmations()).toEqual([{ withdrawalNo: 'WD00000002', outcome: 'FULLY_RECEIVED' }]);
    expect(await screen.findByText('Thank you: your answer about withdrawal WD00000002 was sent.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument());
  });

  it('sends "received in part" with the amount, the remainder shown, a proof image in base64 and the remark', async () => {
    await renderInApp(<WithdrawPage />);
    const dialog = await openConfirmation('WD00000002');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Received in part' }));
    const amount = within(dialog).getByLabelText(/Amount received/);
    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(within(dialog).getByText('Enter less than the P 200.00 paid, or choose "Received in full".')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150.25');
    expect(within(dialog).getByText('Remainder not received: P 49.75')).toBeInTheDocument();
    const proof = pngFile('bank-statement.png');
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, proof.file);
    expect(await within(dialog).findByRole('button', { name: 'Remove bank-statement.png' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Only 150.25 arrived');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    await waitFor(() =>
      expect(confirmations()).toEqual([
        { withdrawalNo: 'WD00000002', outcome: 'RECEIVED', amountReceived: 150.25, remark: 'Only 150.25 arrived', proofImages: [proof.base64] },
      ]),
    );
  });

  it('sends "not received" only with a proof image, and with the remark', async () => {
    await renderInApp(<WithdrawPage />);
    const dialog = await openConfirmation('WD00000002');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not received' }));
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Nothing arrived');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(within(dialog).getByText('Add at least one image that shows the money did not arrive.')).toBeInTheDocument();
    expect(confirmations()).toEqual([]);

    const first = pngFile('one.png');
    const second = pngFile('two.png');
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [first.file, second.file]);
    await within(dialog).findByRole('button', { name: 'Remove two.png' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    await waitFor(() =>
      expect(confirmations()).toEqual([
        { withdrawalNo: 'WD00000002', outcome: 'NOT_RECEIVED', remark: 'Nothing arrived', proofImages: [first.base64, second.base64] },
      ]),
    );
  });

  it('refuses a remark over 140 characters', async () => {
    await renderInApp(<WithdrawPage />);
    const dialog = await openConfirmation('WD00000002');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not received' }));
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile('one.png').file);
    await within(dialog).findByRole('button', { name: 'Remove one.png' });
    await userEvent.click(within(dialog).getByLabelText(/Remark/));
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(within(dialog).getByText('At most 140 characters.')).toBeInTheDocument();
    expect(confirmations()).toEqual([]);
  });

  it('shows the refusal inside the dialog and keeps the answer', async () => {
    await renderInApp(<WithdrawPage />);
    const dialog = await openConfirmation('WD00000002');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Received in part' }));
    await userEvent.type(within(dialog).getByLabelText(/Amount received/), '100');
    call.mockRejectedValueOnce(new ApiError({ code: 'BAD_REQUEST', status: 409, message: 'Withdrawal WD00000002 was not confirmed in time and counted as received' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(await within(dialog).findByText('Withdrawal WD00000002 was not confirmed in time and counted as received')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Received in part' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Amount received/)).toHaveValue('100');
  });

  it.each(['light', 'dark'] as const)('has no axe violations in the record and the confirmation in %s mode', async (colorMode) => {
    const { container } = await renderInApp(<WithdrawPage />, { colorMode });
    await openRecord();
    expect(await axeViolations(container)).toEqual([]);
    const dialog = await openConfirmation('WD00000002');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not received' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
