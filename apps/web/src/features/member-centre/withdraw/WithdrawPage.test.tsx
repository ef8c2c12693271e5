import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  bankCards,
  paymentPasswordStatus,
  requestWithdrawal,
  withdrawalForm,
  withdrawals,
  type WithdrawalForm,
  type WithdrawalRequest,
} from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { bankCardsAnswer, formAnswer, signInMember, withdrawal } from './test-fixtures';
import WithdrawPage from './WithdrawPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function answer({ isSet = true, form = formAnswer() }: { isSet?: boolean; form?: WithdrawalForm } = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === paymentPasswordStatus) return { isSet, lockedUntil: null };
    if (definition === withdrawalForm) return { ...form, paymentPasswordSet: isSet };
    if (definition === bankCards) return bankCardsAnswer({ cards: form.cards });
    if (definition === withdrawals) return { list: [], totalPages: 0 };
    if (definition === requestWithdrawal) {
      const request = input as WithdrawalRequest;
      return withdrawal('WD00000042', 'REQUESTED', { amount: request.amount });
    }
    return null;
  });
}

function requests(): WithdrawalRequest[] {
  return call.mock.calls.filter(([definition]) => definition === requestWithdrawal).map(([, input]) => input as WithdrawalRequest);
}

async function fillForm({ card = 'Maybank ********1234 · Ali Bin Abu', amount = '300', password = '246810' } = {}) {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Bank card/ }), card);
  const amountField = screen.getByLabelText(/^Amount/);
  await userEvent.clear(amountField);
  await userEvent.type(amountField, amount);
  const passwordField = screen.getByLabelText(/Payment password/);
  await userEvent.clear(passwordField);
  if (password) await userEvent.type(passwordField, password);
}

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => sessionStore.signOut());

describe('WithdrawPage: the gates', () => {
  it('starts with its own h2 and the three tabs', async () => {
    await renderInApp(<WithdrawPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Withdrawal' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Withdraw', 'Bank cards', 'Withdrawal record']);
  });

  it('asks for a payment password first, with a link to the security centre, and shows no form', async () => {
    answer({ isSet: false });
    await renderInApp(<WithdrawPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A payment password is required before your first withdrawal');
    expect(within(alert).getByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter#payment-password');
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
  });

  it('leads to the Bank cards tab when there is no card', async () => {
    answer({ form: formAnswer({ cards: [] }) });
    await renderInApp(<WithdrawPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Add a bank card first');
    expect(screen.queryByRole('form', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Add a bank card' }));
    expect(screen.getByRole('tab', { name: 'Bank cards' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Add a bank card' })).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === withdrawalForm) throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
      return { isSet: true, lockedUntil: null };
    });
    await renderInApp(<WithdrawPage />);
    expect(await screen.findByText('The withdrawal form could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Request a withdrawal' })).toBeInTheDocument();
  });
});

describe('WithdrawPage: the withdrawal', () => {
  it('shows the limits, the day count and the turnover still required before the player submits', async () => {
    await renderInApp(<WithdrawPage />);
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Withdrawable balance')).toBe('P 800.00');
    expect(figure('Minimum per withdrawal')).toBe('P 50.00');
    expect(figure('Maximum per withdrawal')).toBe('P 50,000.00');
    expect(figure('Withdrawals left today')).toBe('3 of 5');
    expect(figure('Turnover still required')).toBe('P 2,400.00');
    expect(screen.getByText(/Bets still needed before your promotional credit \(P 120\.00\) can be withdrawn/)).toBeInTheDocument();
    expect(screen.getByText('From P 50.00 to P 50,000.00')).toBeInTheDocument();
  });

  it('refuses an amount outside the limits or above the balance, and a bad password, without calling', async () => {
    await renderInApp(<WithdrawPage />);
    await fillForm({ amount: '20', password: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Minimum P 50.00')).toBeInTheDocument();
    expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
    await fillForm({ amount: '900', password: '246810' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('More than your available balance P 800.00')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('900');
    expect(requests()).toEqual([]);
  });

  it('asks for a card, an amount and the password', async () => {
    answer({ form: formAnswer() });
    await renderInApp(<WithdrawPage />);
    await screen.findByRole('form', { name: 'Request a withdrawal' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Choose the bank card to pay to.')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount to withdraw.')).toBeInTheDocument();
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('sends the exact request, reuses its requestId on a retry, and shows the amount frozen', async () => {
    await renderInApp(<WithdrawPage />);
    await fillForm({ card: 'CIMB Bank ******5678 · Ali Bin Abu', amount: '300.50' });
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Network connection abnormal, please retry.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('300.50');
    expect(screen.getByLabelText(/Payment password/)).toHaveValue('246810');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const [first, retry] = requests();
    expect(first).toEqual({ cardId: 8, amount: 300.5, paymentPassword: '246810', requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) });
    expect(retry).toEqual(first);

    expect(await screen.findByText('Withdrawal WD00000042 requested')).toBeInTheDocument();
    expect(screen.getByText(/P 300\.50 to Maybank \*{8}1234 is frozen until it is paid\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('');

    // The next withdrawal is a new request.
    await fillForm({ card: 'CIMB Bank ******5678 · Ali Bin Abu', amount: '300.50' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(requests()[2]!.requestId).not.toBe(first!.requestId);
  });

  it('takes a new requestId when the player changes the amount after a failure', async () => {
    await renderInApp(<WithdrawPage />);
    await fillForm({ amount: '300' });
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Network connection abnormal, please retry.');
    await fillForm({ amount: '250' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const [first, second] = requests();
    expect(second).toMatchObject({ cardId: 7, amount: 250 });
    expect(second!.requestId).not.toBe(first!.requestId);
  });

  it.each([
    ['PASSWORD_INCORRECT', 'The payment password is incorrect: 4 tries left', 'Incorrect password.'],
    ['BAD_REQUEST', 'You have made the 5 withdrawals allowed today: try again tomorrow', 'You have made the 5 withdrawals allowed today: try again tomorrow'],
    ['PROMOTIONAL_CREDIT_LOCKED', 'locked', 'Only withdrawable money can be transferred or withdrawn.'],
  ])('shows the refusal %s and keeps the input', async (code, message, shown) => {
    await renderInApp(<WithdrawPage />);
    await fillForm({ amount: '300' });
    call.mockRejectedValueOnce(new ApiError({ code, status: 400, message }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('combobox', { name: /^Bank card/ })).toHaveValue('7');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('300');
    expect(screen.getByLabelText(/Payment password/)).toHaveValue('246810');
  });

  it('says a pending withdrawal or the used day count blocks another, before the player submits', async () => {
    answer({ form: formAnswer({ pendingWithdrawalNo: 'WD00000040', dailyCount: { used: 5, allowed: 5 }, frozenBalance: 300 }) });
    await renderInApp(<WithdrawPage />);
    expect(await screen.findByText(/Withdrawal WD00000040 is still being processed/)).toBeInTheDocument();
    expect(screen.getByText(/You have made all the withdrawals allowed today/)).toBeInTheDocument();
    expect(screen.getByText('Frozen by a pending withdrawal', { selector: 'dt' }).nextElementSibling).toHaveTextContent('P 300.00');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('shows a payment password locked by wrong attempts', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === paymentPasswordStatus) return { isSet: true, lockedUntil: Date.now() + 10 * 60_000 };
      if (definition === withdrawalForm) return formAnswer();
      return null;
    });
    await renderInApp(<WithdrawPage />);
    expect(await screen.findByText(/Too many wrong payment passwords: try again after/)).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderInApp(<WithdrawPage />, { colorMode });
    await fillForm({ amount: '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations at the payment password gate in %s mode', async (colorMode) => {
    answer({ isSet: false });
    const { container } = await renderInApp(<WithdrawPage />, { colorMode });
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });
});
