import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { SMS_THROTTLE_MS } from '../SmsCodeButton/SmsCodeButton';
import { axeViolations } from '../test/axe';
import { useFakeTimersInEachTest } from '../test/fake-timers';
import { renderWithProviders } from '../test/render-with-providers';
import { REGISTER_RULES } from '../test/server-rules';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

// mobileNum: digits, 9-11; email: email, 6-60; password: letters and digits, 6-20.
const RULES = REGISTER_RULES;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function renderForm(props: Partial<ForgotPasswordFormProps> = {}, locale: 'en' | 'ms' | 'zh' = 'en') {
  const onSubmit = vi.fn<ForgotPasswordFormProps['onSubmit']>(async () => {});
  const onRequestSmsCode = vi.fn<NonNullable<ForgotPasswordFormProps['onRequestSmsCode']>>(async () => ({ expiredMinutes: 1 }));
  const result = await renderWithProviders(
    <ForgotPasswordForm
      onSubmit={onSubmit}
      onRequestSmsCode={onRequestSmsCode}
      countries={DEMO_COUNTRIES}
      imageHost={DEMO_IMAGE_HOST}
      {...props}
    />,
    { locale },
  );
  return {
    ...result,
    onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit,
    onRequestSmsCode: (props.onRequestSmsCode as typeof onRequestSmsCode | undefined) ?? onRequestSmsCode,
  };
}

describe('ForgotPasswordForm by email', () => {
  it('asks for the username and email only, with no method choice, when phone reset is off', async () => {
    await renderForm({ rules: RULES });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(/^Mobile number/)).toBeNull();
    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Email')).toHaveAttribute('name', 'email');
  });

  it('submits the trimmed username and email, then shows a confirmation that takes the focus', async () => {
    const onBackToLogin = vi.fn();
    const { onSubmit } = await renderForm({ onBackToLogin });
    await userEvent.type(field('Username'), ' player01 ');
    await userEvent.type(field('Email'), 'ali@example.my {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ method: 'email', username: 'player01', email: 'ali@example.my' });

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('If the username and email match, we have sent reset instructions to ali@example.my.');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(confirmation.closest('[data-state="sent"]')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBackToLogin).toHaveBeenCalledTimes(1);
  });

  it('has no back-to-login button without a handler', async () => {
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Back to login' })).toBeNull();
  });

  it('requires both fields and moves focus to the first', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription(/Input cannot be empty/));
    expect(field('Email')).toHaveAccessibleDescription(/Input cannot be empty/);
    expect(field('Username')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without an email rule, checks that the email looks valid', async () => {
    const { onSubmit } = await renderForm();
    expect(field('Email')).not.toHaveAccessibleDescription();
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Email'), 'ali@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(/Enter a valid email address/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("with an email rule, shows its hint and names the part of it that fails", async () => {
    const { onSubmit } = await renderForm({ rules: RULES });
    expect(field('Email')).toHaveAccessibleDescription('A valid email address of 6-60 characters');
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Email'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(/Error: Use 6-60 characters/));
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'ali@example');
    await userEvent.tab();
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(/Error: A valid email address of 6-60 characters/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message when the request fails and keeps what was typed", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Username or email does not exist');
    });
    await renderForm({ onSubmit });
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Email'), 'ali@example.my');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or email does not exist');
    expect(field('Username')).toHaveValue('player01');
    expect(field('Email')).toHaveValue('ali@example.my');
    expect(screen.queryByText(/we have sent reset instructions/)).toBeNull();
  });
});

describe('ForgotPasswordForm by phone', () => {
  async function renderPhone(props: Partial<ForgotPasswordFormProps> = {}, locale?: 'en' | 'ms' | 'zh') {
    const result = await renderForm({ isPhoneResetEnabled: true, defaultMethod: 'phone', rules: RULES, ...props }, locale);
    return result;
  }

  it('offers email and phone as tabs, by pointer and by keyboard', async () => {
    await renderForm({ isPhoneResetEnabled: true });
    const email = screen.getByRole('tab', { name: 'By email' });
    const phone = screen.getByRole('tab', { name: 'By mobile number' });
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Send reset instructions' })).toBeInTheDocument();

    await userEvent.click(phone);
    expect(field('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();

    phone.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(field('Email')).toBeInTheDocument();
  });

  it("shows the mobile number's 'n-digit number' hint from its rule, 10 without one", async () => {
    const { unmount } = await renderPhone();
    expect(field('Mobile number')).toHaveAttribute('placeholder', '11-digit number');
    expect(field('Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(field('SMS verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    unmount();
    await renderPhone({ rules: {} });
    expect(field('Mobile number')).toHaveAttribute('placeholder', '10-digit number');
  });

  describe('with fake timers (SMS presses are throttled to one a second)', () => {
    const fakeTimersUser = useFakeTimersInEachTest();

    it('ignores an SMS send while the number is invalid, and sends it with the dialling code once it is valid', async () => {
      const user = fakeTimersUser();
      const { onRequestSmsCode } = await renderPhone();
      const send = screen.getByRole('button', { name: 'Send code' });
      await user.click(send);
      await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription(/Input cannot be empty/));
      await user.type(field('Mobile number'), '0123-45678');
      await act(() => vi.advanceTimersByTime(SMS_THROTTLE_MS));
      await user.click(send);
      await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription(/9-11 characters, digits only/));
      expect(onRequestSmsCode).not.toHaveBeenCalled();
      expect(send).toHaveAttribute('data-state', 'idle');

      await user.clear(field('Mobile number'));
      await user.type(field('Mobile number'), ' 0123456789 ');
      await act(() => vi.advanceTimersByTime(SMS_THROTTLE_MS));
      await user.click(send);
      await waitFor(() =>
        expect(onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '0123456789', countryCode: 'MY', countryDialingCode: '60' }),
      );
      await waitFor(() => expect(send).toHaveAttribute('data-state', 'counting'));
      expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
    });
  });

  it("shows the server's message when the SMS request fails", async () => {
    await renderPhone({
      onRequestSmsCode: vi.fn(async () => {
        throw new Error('Too many requests, try again after 5 minutes');
      }),
    });
    await userEvent.type(field('Mobile number'), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many requests, try again after 5 minutes')).toBeInTheDocument();
  });

  it('submits the number, the picked country and its dialling code, the code and the new password', async () => {
    const { onSubmit } = await renderPhone();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country dialling code' }));
    await userEvent.click(screen.getByRole('option', { name: '+65 Singapore' }));
    await userEvent.type(field('Mobile number'), '912345678 ');
    await userEvent.type(field('SMS verification code'), ' 4321');
    await userEvent.type(field('New password'), 'newpass22');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'phone',
      mobileNum: '912345678',
      countryCode: 'SG',
      countryDialingCode: '65',
      verificationCode: '4321',
      newPassword: 'newpass22',
    });
    // The app logs the player in: the form shows no confirmation of its own.
    expect(screen.getByRole('form', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('starts on the given country', async () => {
    const { onRequestSmsCode } = await renderPhone({ defaultCountryCode: 'TH' });
    expect(screen.getByRole('combobox', { name: 'Country dialling code' })).toHaveValue('+66');
    await userEvent.type(field('Mobile number'), '812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '812345678', countryCode: 'TH', countryDialingCode: '66' }),
    );
  });

  it('requires every field, and names the part of each rule that fails', async () => {
    const { onSubmit } = await renderPhone();
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await userEvent.click(submit);
    for (const label of ['Mobile number', 'SMS verification code', 'New password']) {
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(/Input cannot be empty/));
    }
    expect(field('Mobile number')).toHaveFocus();

    await userEvent.type(field('Mobile number'), '0123');
    await userEvent.type(field('SMS verification code'), '4321');
    await userEvent.type(field('New password'), 'letters');
    await userEvent.click(submit);
    await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription(/Error: Use 9-11 characters/));
    expect(field('New password')).toHaveAccessibleDescription(/Error: 6-20 characters, with both letters and digits/);

    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '0123-45678');
    await userEvent.click(submit);
    await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription(/Error: 9-11 characters, digits only/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switching method clears the errors shown and keeps what was typed', async () => {
    await renderPhone();
    await userEvent.type(field('Mobile number'), '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('tab', { name: 'By email' }));
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('tab', { name: 'By mobile number' }));
    expect(field('Mobile number')).toHaveValue('0123');
    expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message when the reset fails and keeps what was typed", async () => {
    await renderPhone({
      onSubmit: vi.fn(async () => {
        throw new Error('Invalid verification code');
      }),
    });
    await userEvent.type(field('Mobile number'), '0123456789');
    await userEvent.type(field('SMS verification code'), '9999');
    await userEvent.type(field('New password'), 'newpass22');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(field('Mobile number')).toHaveValue('0123456789');
    expect(field('SMS verification code')).toHaveValue('9999');
    expect(field('New password')).toHaveValue('newpass22');
  });
});

describe('ForgotPasswordForm languages and accessibility', () => {
  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderForm({ isPhoneResetEnabled: true, rules: RULES }, 'ms');
    expect(screen.getByRole('tab', { name: 'Melalui e-mel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Melalui nombor telefon bimbit' }));
    expect(screen.getByLabelText(/^Nombor telefon bimbit/)).toHaveAttribute('placeholder', 'Nombor 11 digit');
    unmount();

    await renderForm({}, 'zh');
    await userEvent.type(screen.getByLabelText(/^用户名/), 'player01');
    await userEvent.type(screen.getByLabelText(/^电子邮箱/), 'ali@');
    await userEvent.click(screen.getByRole('button', { name: '发送重置说明' }));
    await waitFor(() => expect(screen.getByLabelText(/^电子邮箱/)).toHaveAccessibleDescription(/请输入有效的电子邮箱地址/));
    await userEvent.clear(screen.getByLabelText(/^电子邮箱/));
    await userEvent.type(screen.getByLabelText(/^电子邮箱/), 'ali@example.my');
    await userEvent.click(screen.getByRole('button', { name: '发送重置说明' }));
    expect(await screen.findByRole('status')).toHaveTextContent('如果用户名与邮箱匹配，我们已将重置说明发送至 ali@example.my。');
  });

  it('has no axe violations in either method, with errors, or confirmed', async () => {
    const { container } = await renderForm({ isPhoneResetEnabled: true, rules: RULES, onBackToLogin: () => {} });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    await waitFor(() => expect(field('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'By mobile number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true'));
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'By email' }));
    await userEvent.type(field('Username'), 'player01');
    await userEvent.type(field('Email'), 'ali@example.my');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    await screen.findByText(/we have sent reset instructions/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
