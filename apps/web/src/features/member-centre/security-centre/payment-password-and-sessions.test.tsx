import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePaymentPassword, loginHistory, memberSessions, paymentPasswordStatus, setPaymentPassword, signOutOtherSessions, signOutSession } from '@platform/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { renderInApp } from '../../../test/render-in-app';
import SecurityCentrePage from './SecurityCentrePage';
import { SESSIONS, TOKEN, answer, call, callsOf, failFirst, refusal, signInMember, siteStatus } from './test-support';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

function renderPage(route = '/member/securityCenter') {
  return renderInApp(<SecurityCentrePage />, { siteStatus, route });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

async function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => {
  sessionStore.signOut();
});

describe('Payment password', () => {
  it('asks for one before the first withdrawal and shows its rule', async () => {
    await renderPage();
    const area = section('Payment password');
    expect(area).toHaveAttribute('id', 'payment-password');
    expect(await within(area).findByText(/Set a payment password before your first withdrawal/)).toBeInTheDocument();
    const form = within(area).getByRole('form', { name: 'Set payment password' });
    expect(within(form).getByText('6 characters, digits only')).toBeInTheDocument();
  });

  it('refuses a short password and a confirmation that differs, keeping what was typed', async () => {
    await renderPage();
    const form = await within(section('Payment password')).findByRole('form', { name: 'Set payment password' });
    await fill(form, { 'Login password': 'player123', 'New payment password': '12345', 'Confirm new payment password': '123456' });
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(within(form).getByText('Use 6 characters')).toBeInTheDocument();
    expect(within(form).getByText('The two entries differ')).toBeInTheDocument();

    await fill(form, { 'New payment password': '12345a' });
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(within(form).getAllByText('6 characters, digits only')).toHaveLength(2);
    expect(within(form).getByLabelText(/^Login password/)).toHaveValue('player123');
    expect(callsOf(setPaymentPassword)).toHaveLength(0);
  });

  it('sets it with the login password, then offers the change', async () => {
    const answers = answer();
    const { queryClient } = await renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const area = section('Payment password');
    const form = await within(area).findByRole('form', { name: 'Set payment password' });
    await fill(form, { 'Login password': 'player123', 'New payment password': '246810', 'Confirm new payment password': '246810' });
    answers.paymentPassword = { isSet: true, lockedUntil: null };
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(call).toHaveBeenCalledWith(setPaymentPassword, { loginPassword: 'player123', paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(await within(area).findByText('Your payment password is set. You can now withdraw.')).toBeInTheDocument();
    expect(await within(area).findByRole('form', { name: 'Change payment password' })).toBeInTheDocument();
    // The withdrawal page's answers (whether a payment password is set) are asked again when shown.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.member(TOKEN), refetchType: 'none' });
  });

  it('shows a wrong login password, and the lock that wrong passwords lead to', async () => {
    const answers = answer();
    await renderPage();
    const area = section('Payment password');
    const form = await within(area).findByRole('form', { name: 'Set payment password' });
    await fill(form, { 'Login password': 'wrong', 'New payment password': '246810', 'Confirm new payment password': '246810' });
    answers.paymentPassword = { isSet: false, lockedUntil: Date.UTC(2026, 10, 21, 9, 45) };
    call.mockRejectedValueOnce(refusal('PASSWORD_INCORRECT'));
    await userEvent.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(await within(form).findByText('Incorrect password.')).toBeInTheDocument();
    expect(await within(area).findByText(/Too many wrong passwords: payment passwords are refused until/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^New payment password/)).toHaveValue('246810');
  });

  it('changes it with the old one, which the new one must differ from', async () => {
    answer({ paymentPassword: { isSet: true, lockedUntil: null } });
    await renderPage();
    const area = section('Payment password');
    const form = await within(area).findByRole('form', { name: 'Change payment password' });
    await fill(form, { 'Current payment password': '246810', 'New payment password': '246810', 'Confirm new payment password': '246810' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change payment password' }));
    expect(within(form).getByText('The new payment password must differ from the old one.')).toBeInTheDocument();
    expect(callsOf(changePaymentPassword)).toHaveLength(0);

    await fill(form, { 'New payment password': '135790', 'Confirm new payment password': '135790' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change payment password' }));
    expect(call).toHaveBeenCalledWith(changePaymentPassword, { oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(await within(area).findByText('Your payment password is changed.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current payment password/)).toHaveValue('');
  });

  it('is scrolled to and focused when the address links to #payment-password', async () => {
    await renderPage('/member/securityCenter#payment-password');
    const area = section('Payment password');
    await within(area).findByRole('form', { name: 'Set payment password' });
    await waitFor(() => expect(area).toHaveFocus());
  });

  it('shows a status that could not load, and tries again', async () => {
    failFirst(paymentPasswordStatus);
    await renderPage();
    const area = section('Payment password');
    expect(await within(area).findByText('Your payment password could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(area).getByRole('button', { name: 'Try again' }));
    expect(await within(area).findByRole('form', { name: 'Set payment password' })).toBeInTheDocument();
  });
});

describe('Login history', () => {
  it('lists each login with its time, address, device and result, and pages', async () => {
    await renderPage();
    const table = await within(section('Login history')).findByRole('table', { name: 'Login history' });
    await within(table).findByText('203.0.113.9');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      // Each cell's value (a phone card's label before it is hidden from screen readers).
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent));
    expect(rows).toHaveLength(3);
    expect(rows[0]!.slice(1)).toEqual(['198.51.100.4', 'Chrome on Android', 'Password', 'Logged in']);
    expect(rows[1]!.slice(1)).toEqual(['203.0.113.9', 'Unknown device', 'Password', 'Wrong password']);
    expect(rows[2]!.slice(1)).toEqual(['198.51.100.4', 'Safari', 'SMS code', 'Logged in']);
    expect(rows[0]![0]).toMatch(/2026/);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(call).toHaveBeenCalledWith(loginHistory, { pageNo: 2, pageSize: 10 });
  });

  it('says when there are none', async () => {
    answer({ history: { list: [], totalPages: 0 } });
    await renderPage();
    expect(await within(section('Login history')).findByRole('cell', { name: 'No logins yet.' })).toBeInTheDocument();
    expect(within(section('Login history')).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    failFirst(loginHistory);
    await renderPage();
    const area = section('Login history');
    expect(await within(area).findByText('System error. Please try again later.')).toBeInTheDocument();
    await userEvent.click(within(area).getByRole('button', { name: 'Retry' }));
    expect(await within(area).findByText('203.0.113.9')).toBeInTheDocument();
  });
});

describe('Signed-in sessions', () => {
  it('marks this device and signs out another, then asks for the list again', async () => {
    await renderPage();
    const area = section('Signed-in sessions');
    const list = await within(area).findByRole('list', { name: 'Signed-in sessions' });
    const [current, other] = within(list).getAllByRole('listitem');
    expect(within(current!).getByText('This device')).toBeInTheDocument();
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other!).getByText('Firefox on Windows')).toBeInTheDocument();
    expect(within(other!).getByText('Address: 203.0.113.10')).toBeInTheDocument();

    const listCalls = callsOf(memberSessions).length;
    await userEvent.click(within(other!).getByRole('button', { name: /^Sign out Firefox on Windows/ }));
    expect(call).toHaveBeenCalledWith(signOutSession, { sessionId: 5 });
    expect(await within(area).findByText('1 session signed out.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(memberSessions).length).toBeGreaterThan(listCalls));
  });

  it('signs out all other sessions only after the confirmation', async () => {
    await renderPage();
    const area = section('Signed-in sessions');
    await userEvent.click(await within(area).findByRole('button', { name: 'Sign out all other sessions' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(callsOf(signOutOtherSessions)).toHaveLength(0);

    await userEvent.click(within(area).getByRole('button', { name: 'Sign out all other sessions' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(callsOf(signOutOtherSessions)).toHaveLength(1));
    expect(await within(area).findByText('1 session signed out.')).toBeInTheDocument();
  });

  it('shows a refused sign-out and offers no "all others" when this is the only session', async () => {
    await renderPage();
    const area = section('Signed-in sessions');
    await within(area).findByText('Firefox on Windows');
    call.mockRejectedValueOnce(refusal('NOT_FOUND', 404, 'No such signed-in session: it may be signed out already'));
    await userEvent.click(within(area).getByRole('button', { name: /^Sign out Firefox/ }));
    expect(await within(area).findByText('No such signed-in session: it may be signed out already')).toBeInTheDocument();

    answer({ sessions: [SESSIONS[0]!] });
    await userEvent.click(within(area).getByRole('button', { name: /^Sign out Firefox/ }));
    await waitFor(() => expect(within(area).queryByText('Firefox on Windows')).not.toBeInTheDocument());
    expect(within(area).queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });
});
