import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindEmail, bindEmailCode, bindPhone, bindPhoneCode, changePassword, memberSessions, securityProfile, updateNickname } from '@platform/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import SecurityCentrePage from './SecurityCentrePage';
import { PROFILE, TOKEN, answer, call, callsOf, refusal, signInMember, siteStatus } from './test-support';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

function renderPage(options: { colorMode?: 'light' | 'dark'; route?: string } = {}) {
  return renderInApp(<SecurityCentrePage />, { siteStatus, ...options });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => {
  sessionStore.signOut();
});

describe('SecurityCentrePage: profile', () => {
  it('shows the profile with the contacts exactly as the gateway masks them', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Security centre' })).toBeInTheDocument();
    for (const title of ['Profile', 'Password', 'Phone and email', 'Payment password', 'Login history', 'Signed-in sessions']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const profile = section('Profile');
    expect(await within(profile).findByText('Account: player01')).toBeInTheDocument();
    expect(within(profile).getByText('Tan Ah Kow')).toBeInTheDocument();
    expect(within(profile).getByText('p***@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('+60 12****789')).toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: /^Nickname/ })).toHaveValue('Lucky');
  });

  it('says "Not set" for what the member has not given', async () => {
    answer({ profile: { ...PROFILE, realName: null, maskedEmail: null, maskedPhone: null, countryDialingCode: null } });
    await renderPage();
    const profile = section('Profile');
    await within(profile).findByText('Account: player01');
    expect(within(profile).getAllByText('Not set')).toHaveLength(3);
    const contacts = section('Phone and email');
    expect(await within(contacts).findByRole('button', { name: 'Bind phone' })).toBeInTheDocument();
    expect(within(contacts).getByRole('button', { name: 'Bind email' })).toBeInTheDocument();
    expect(within(contacts).getAllByText('Not bound')).toHaveLength(2);
  });

  it('shows a profile that could not load, and tries again', async () => {
    call.mockRejectedValueOnce(refusal('SYSTEM_ERROR', 500));
    await renderPage();
    const profile = section('Profile');
    expect(await within(profile).findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(within(profile).getByText('System error. Please try again later.')).toBeInTheDocument();
    await userEvent.click(within(profile).getByRole('button', { name: 'Try again' }));
    expect(await within(profile).findByText('Account: player01')).toBeInTheDocument();
  });
});

describe('SecurityCentrePage: nickname', () => {
  it('shows the rule that failed, keeps what was typed and sends nothing', async () => {
    await renderPage();
    const profile = section('Profile');
    const field = await within(profile).findByRole('textbox', { name: /^Nickname/ });
    await userEvent.clear(field);
    await userEvent.type(field, '_lucky');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save nickname' }));
    const hint = '2 to 20 characters: letters, digits, spaces, "_", "-" or ".", starting with a letter or a digit.';
    expect(within(profile).getAllByText(hint).length).toBeGreaterThan(1);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('_lucky');

    await userEvent.clear(field);
    await userEvent.type(field, 'L');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save nickname' }));
    expect(within(profile).getByText('Use 2-20 characters')).toBeInTheDocument();
    expect(callsOf(updateNickname)).toHaveLength(0);
  });

  it('saves the nickname as the gateway stores it and refreshes the member info of the header', async () => {
    const { queryClient } = await renderPage();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const profile = section('Profile');
    const field = await within(profile).findByRole('textbox', { name: /^Nickname/ });
    await userEvent.clear(field);
    await userEvent.type(field, '  Lucky   Star {Enter}');
    expect(call).toHaveBeenCalledWith(updateNickname, { nickname: 'Lucky Star' });
    expect(await within(profile).findByText('Your nickname is now Lucky Star.')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.memberInfo(TOKEN) });
    await waitFor(() => expect(callsOf(securityProfile).length).toBeGreaterThan(1));
  });

  it('shows a refusal and keeps the nickname typed', async () => {
    await renderPage();
    const profile = section('Profile');
    const field = await within(profile).findByRole('textbox', { name: /^Nickname/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Star');
    call.mockRejectedValueOnce(refusal('TOO_MANY_REQUESTS', 429));
    await userEvent.click(within(profile).getByRole('button', { name: 'Save nickname' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent('Too many requests. Please try again after 5 minutes.');
    expect(field).toHaveValue('Star');
  });
});

describe('SecurityCentrePage: password', () => {
  it('changes the password with the server rule shown, and says other devices were signed out', async () => {
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await waitFor(() => expect(within(form).getByText('6-16 characters, letters or digits only')).toBeInTheDocument());
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'player123');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'better456');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'better456');
    const sessionCalls = callsOf(memberSessions).length;
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(call).toHaveBeenCalledWith(changePassword, { oldPassword: 'player123', newPassword: 'better456', confirmNewPassword: 'better456' });
    expect(await screen.findByText('Your password is changed. Other devices were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(memberSessions).length).toBeGreaterThan(sessionCalls));
    expect(within(screen.getByRole('form', { name: 'Change password' })).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong old password and keeps what was typed', async () => {
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'wrong123');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'better456');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'better456');
    call.mockRejectedValueOnce(refusal('PASSWORD_INCORRECT'));
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('wrong123');
  });
});

describe('SecurityCentrePage: phone and email', () => {
  it('checks the number before sending a code, then counts down the gateway\'s expiredMinutes', async () => {
    await renderPage();
    const contacts = section('Phone and email');
    await userEvent.click(await within(contacts).findByRole('button', { name: 'Change phone' }));
    const form = within(contacts).getByRole('form', { name: 'Bind phone' });
    const number = within(form).getByLabelText(/^New mobile number/);
    expect(within(form).getByText('9-10 characters, digits only')).toBeInTheDocument();
    expect(within(form).getByText('Send a code first. Another can be asked for a minute later, up to 5 an hour.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getByText('Input cannot be empty')).toBeInTheDocument();
    await userEvent.type(number, '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Bind phone' }));
    expect(within(form).getByText('Use 9-10 characters')).toBeInTheDocument();
    expect(number).toHaveValue('12ab');
    expect(callsOf(bindPhoneCode)).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '1122334999');
    // The button takes one press a second (SMS_THROTTLE_MS).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(call).toHaveBeenCalledWith(bindPhoneCode, { mobileNum: '1122334999', countryDialingCode: '60', countryCode: 'MY' });
    const resend = await within(form).findByRole('button', { name: 'Resend code' });
    expect(resend).toHaveAttribute('data-seconds-left', '120');
    expect(resend).toHaveTextContent('Resend in 120 s');
    expect(within(form).getByText('The code works for 5 minutes.')).toBeInTheDocument();
  });

  it('binds the phone with the number, the code and the login password', async () => {
    await renderPage();
    const contacts = section('Phone and email');
    await userEvent.click(await within(contacts).findByRole('button', { name: 'Change phone' }));
    const form = within(contacts).getByRole('form', { name: 'Bind phone' });
    await userEvent.type(within(form).getByLabelText(/^New mobile number/), '1122334999');
    await userEvent.click(within(form).getByRole('button', { name: 'Bind phone' }));
    expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(2);
    expect(callsOf(bindPhone)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^SMS verification code/), ' 123456 ');
    await userEvent.type(within(form).getByLabelText(/^Login password/), 'player123');
    await userEvent.click(within(form).getByRole('button', { name: 'Bind phone' }));
    expect(call).toHaveBeenCalledWith(bindPhone, {
      mobileNum: '1122334999',
      countryDialingCode: '60',
      countryCode: 'MY',
      verificationCode: '123456',
      password: 'player123',
    });
    expect(await within(contacts).findByText('Your phone is now +60 11****999.')).toBeInTheDocument();
    expect(within(contacts).queryByRole('form', { name: 'Bind phone' })).not.toBeInTheDocument();
    expect(within(contacts).getByRole('button', { name: 'Change phone' })).toHaveFocus();
  });

  it('shows a refused bind and keeps everything typed', async () => {
    await renderPage();
    const contacts = section('Phone and email');
    await userEvent.click(await within(contacts).findByRole('button', { name: 'Change phone' }));
    const form = within(contacts).getByRole('form', { name: 'Bind phone' });
    await userEvent.type(within(form).getByLabelText(/^New mobile number/), '1122334999');
    await userEvent.type(within(form).getByLabelText(/^SMS verification code/), '999999');
    await userEvent.type(within(form).getByLabelText(/^Login password/), 'player123');
    call.mockRejectedValueOnce(refusal('CODE_INVALID'));
    await userEvent.click(within(form).getByRole('button', { name: 'Bind phone' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid verification code.');
    expect(within(form).getByLabelText(/^New mobile number/)).toHaveValue('1122334999');
    expect(within(form).getByLabelText(/^SMS verification code/)).toHaveValue('999999');
    expect(within(form).getByLabelText(/^Login password/)).toHaveValue('player123');
  });

  it('shows a refused email code, which does not count down', async () => {
    await renderPage();
    const contacts = section('Phone and email');
    await userEvent.click(await within(contacts).findByRole('button', { name: 'Change email' }));
    const form = within(contacts).getByRole('form', { name: 'Bind email' });
    await userEvent.type(within(form).getByLabelText(/^New email address/), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Bind email' }));
    // The rule is the field's description, and now its error too.
    expect(within(form).getAllByText('A valid email address of 3-254 characters')).toHaveLength(2);
    expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(2);
    expect(callsOf(bindEmailCode)).toHaveLength(0);
    expect(callsOf(bindEmail)).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^New email address/));
    await userEvent.type(within(form).getByLabelText(/^New email address/), ' new@example.org ');
    call.mockRejectedValueOnce(refusal('TOO_MANY_REQUESTS', 429));
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(call).toHaveBeenCalledWith(bindEmailCode, { email: 'new@example.org' });
    expect(await within(form).findByText('Too many requests. Please try again after 5 minutes.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send code' })).not.toHaveAttribute('data-seconds-left');
  });

  it('binds the email with the code mailed to it and the login password', async () => {
    await renderPage();
    const contacts = section('Phone and email');
    await userEvent.click(await within(contacts).findByRole('button', { name: 'Change email' }));
    const form = within(contacts).getByRole('form', { name: 'Bind email' });
    await userEvent.type(within(form).getByLabelText(/^New email address/), 'new@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByRole('button', { name: 'Resend code' })).toHaveAttribute('data-seconds-left', '60');
    expect(within(form).getByText('The code works for 10 minutes.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Email verification code/), '654321');
    await userEvent.type(within(form).getByLabelText(/^Login password/), 'player123{Enter}');
    expect(call).toHaveBeenCalledWith(bindEmail, { email: 'new@example.org', verificationCode: '654321', password: 'player123' });
    expect(await within(contacts).findByText('Your email is now n***@example.org.')).toBeInTheDocument();
  });

  it('tells an account without a login password to ask customer service', async () => {
    answer({ profile: { ...PROFILE, hasPassword: false } });
    await renderPage();
    const contacts = section('Phone and email');
    expect(
      await within(contacts).findByText('This account has no login password. Please contact customer service to change its phone or email.'),
    ).toBeInTheDocument();
    expect(within(contacts).queryByRole('button', { name: 'Change phone' })).not.toBeInTheDocument();
  });
});

describe('SecurityCentrePage: accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, with a bind form open', async (colorMode) => {
    const { container } = await renderPage({ colorMode });
    await within(section('Profile')).findByText('Account: player01');
    await within(section('Signed-in sessions')).findByText('This device');
    await within(section('Login history')).findByText('203.0.113.9');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(section('Phone and email')).getByRole('button', { name: 'Change phone' }));
    await within(section('Phone and email')).findByRole('form', { name: 'Bind phone' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
