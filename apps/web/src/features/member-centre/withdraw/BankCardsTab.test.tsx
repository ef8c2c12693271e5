import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBankCard, ApiError, bankCards, paymentPasswordStatus, removeBankCard, withdrawalForm, withdrawals, type BankCards } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { bankCardsAnswer, CIMB, formAnswer, MAYBANK, signInMember } from './test-fixtures';
import WithdrawPage from './WithdrawPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function answer(cards: BankCards = bankCardsAnswer(), isSet = true) {
  call.mockImplementation(async (definition) => {
    if (definition === paymentPasswordStatus) return { isSet, lockedUntil: null };
    if (definition === withdrawalForm) return formAnswer({ cards: cards.cards });
    if (definition === bankCards) return cards;
    if (definition === withdrawals) return { list: [], totalPages: 0 };
    if (definition === addBankCard) return { ...CIMB, cardId: 9, bankCode: 'PBB', bankName: 'Public Bank', accountNumber: '********9012' };
    return null;
  });
}

async function openCards() {
  await userEvent.click(screen.getByRole('tab', { name: 'Bank cards' }));
}

async function fillCard({ bank = 'Public Bank', number = '1234569012', payee = '' }: { bank?: string; number?: string; payee?: string }) {
  const form = await screen.findByRole('form', { name: 'Add a bank card' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Bank/ }), bank);
  await userEvent.type(within(form).getByLabelText(/Account number/), number);
  const payeeField = within(form).getByLabelText(/Payee name/);
  if (payee) {
    await userEvent.clear(payeeField);
    await userEvent.type(payeeField, payee);
  }
  return form;
}

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => sessionStore.signOut());

describe('WithdrawPage: bank cards', () => {
  it('lists the cards masked, with their payee, and the count against the limit', async () => {
    await renderInApp(<WithdrawPage />);
    await openCards();
    const list = await screen.findByRole('list', { name: 'Your bank cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Maybank********1234Ali Bin AbuRemove', 'CIMB Bank******5678Ali Bin AbuRemove']);
    expect(screen.getByText('2 of 5 bank cards')).toBeInTheDocument();
  });

  it('adds a card in the registered name: the payee name is filled in, and the exact request is sent', async () => {
    await renderInApp(<WithdrawPage />);
    await openCards();
    const form = await fillCard({});
    expect(within(form).getByLabelText(/Payee name/)).toHaveValue('Ali Bin Abu');
    expect(within(form).getByText('Must be the real name registered on your account: Ali Bin Abu.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(call).toHaveBeenCalledWith(addBankCard, { bankCode: 'PBB', accountNumber: '1234569012', payeeName: 'Ali Bin Abu' });
    expect(await screen.findByText('Public Bank ********9012 was added.')).toBeInTheDocument();
  });

  it('refuses a payee name other than the registered real name, but not one that differs only in case and spaces', async () => {
    await renderInApp(<WithdrawPage />);
    await openCards();
    const form = await fillCard({ payee: 'Siti Aminah' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(within(form).getByText('The payee name must be Ali Bin Abu, the real name registered on your account.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(addBankCard, expect.anything());

    await userEvent.clear(within(form).getByLabelText(/Payee name/));
    await userEvent.type(within(form).getByLabelText(/Payee name/), '  ali  bin abu ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(call).toHaveBeenCalledWith(addBankCard, { bankCode: 'PBB', accountNumber: '1234569012', payeeName: 'ali  bin abu' });
  });

  it('explains that the first card sets the real name when the account has none', async () => {
    answer(bankCardsAnswer({ cards: [], payeeName: null }));
    await renderInApp(<WithdrawPage />);
    await openCards();
    expect(await screen.findByText('You have no bank card yet. Add one to withdraw to it.')).toBeInTheDocument();
    const form = await fillCard({ bank: 'Maybank', payee: 'Siti Aminah' });
    expect(within(form).getByText(/Your first card sets the real name of your account/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(call).toHaveBeenCalledWith(addBankCard, { bankCode: 'MAYBANK', accountNumber: '1234569012', payeeName: 'Siti Aminah' });
  });

  it('checks the fields before sending, and keeps the input when the gateway refuses', async () => {
    await renderInApp(<WithdrawPage />);
    await openCards();
    const form = await screen.findByRole('form', { name: 'Add a bank card' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(within(form).getByText('Choose the bank.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the account number.')).toBeInTheDocument();
    await fillCard({ number: '12ab' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(within(form).getByText('Digits only, 6 to 20 of them.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(addBankCard, expect.anything());

    const number = within(form).getByLabelText(/Account number/);
    await userEvent.clear(number);
    await userEvent.type(number, '1234569012');
    call.mockRejectedValueOnce(new ApiError({ code: 'BAD_REQUEST', status: 400, message: 'This account number is registered to another member' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This account number is registered to another member');
    expect(number).toHaveValue('1234569012');
    expect(within(form).getByRole('combobox', { name: /^Bank/ })).toHaveValue('PBB');
  });

  it('shows and enforces the limit of 5 cards', async () => {
    const five = [1, 2, 3, 4, 5].map((cardId) => ({ ...MAYBANK, cardId, accountNumber: `******000${cardId}` }));
    answer(bankCardsAnswer({ cards: five }));
    await renderInApp(<WithdrawPage />);
    await openCards();
    expect(await screen.findByText('5 of 5 bank cards')).toBeInTheDocument();
    expect(screen.getByText('You have 5 bank cards, the most allowed. Remove one to add another.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a bank card' })).not.toBeInTheDocument();
  });

  it('removes a card with the payment password, after checking it, and shows a refusal inside the dialog', async () => {
    await renderInApp(<WithdrawPage />);
    await openCards();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove CIMB Bank ******5678' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank card' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(within(dialog).getByText('Enter your payment password.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Payment password/), '135790');
    call.mockRejectedValueOnce(new ApiError({ code: 'PASSWORD_INCORRECT', status: 400, message: 'The payment password is incorrect: 4 tries left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password.');

    await userEvent.clear(within(dialog).getByLabelText(/Payment password/));
    await userEvent.type(within(dialog).getByLabelText(/Payment password/), '246810');
    await userEvent.keyboard('{Enter}');
    expect(call).toHaveBeenCalledWith(removeBankCard, { cardId: 8, paymentPassword: '246810' });
    expect(await screen.findByText('CIMB Bank ******5678 was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove bank card' })).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('sends to the security centre to remove a card without a payment password', async () => {
    answer(bankCardsAnswer(), false);
    await renderInApp(<WithdrawPage />);
    await openCards();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Maybank ********1234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank card' });
    expect(await within(dialog).findByRole('link', { name: 'Set it in the security centre' })).toHaveAttribute('href', '/member/securityCenter#payment-password');
    expect(within(dialog).getByRole('button', { name: 'Remove card' })).toBeDisabled();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderInApp(<WithdrawPage />, { colorMode });
    await openCards();
    const form = await screen.findByRole('form', { name: 'Add a bank card' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
