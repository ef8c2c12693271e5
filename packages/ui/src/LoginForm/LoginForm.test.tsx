import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821 } from '../test/captcha-images';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { REGISTER_RULES } from '../test/server-rules';
import { LoginForm, isCaptchaRequiredError, type LoginFormProps } from './LoginForm';

const COUNTRIES = DEMO_COUNTRIES.slice(0, 7);
const EMPTY = 'Ruangan ini tidak boleh kosong';

function captchaError(message = 'Incorrect account or password') {
  return Object.assign(new Error(message), { captchaRequired: true as const });
}

async function renderLogin(props: Partial<LoginFormProps> = {}, locale: 'ms' | 'en' | 'zh' = 'ms') {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const rendered = await renderWithProviders(
    <LoginForm imageHost={DEMO_IMAGE_HOST} countries={COUNTRIES} rules={REGISTER_RULES} {...props} onSubmit={onSubmit} />,
    { locale },
  );
  return { ...rendered, onSubmit };
}

const username = () => screen.getByRole('textbox', { name: 'Nama pengguna' });
const password = () => screen.getByLabelText(/^Kata laluan/, { selector: 'input' });
const captchaInput = () => screen.getByRole('textbox', { name: /^Kod pengesahan$/ });
const mobile = () => screen.getByRole('textbox', { name: 'Nombor telefon bimbit' });
const smsCode = () => screen.getByRole('textbox', { name: 'Kod pengesahan SMS' });
const loginButton = () => screen.getByRole('button', { name: /^Log masuk/ });
const smsTab = () => screen.getByRole('tab', { name: 'Telefon bimbit' });
const fieldError = (input: HTMLElement) => input.closest('[data-field]')?.querySelector('[role="alert"]')?.textContent ?? '';

describe('LoginForm', () => {
  it('logs in by username with trimmed values, from the button or Enter in any field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderLogin();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(username()).toHaveAttribute('name', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('name', 'password');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Kod pengesahan/ })).not.toBeInTheDocument();

    await user.type(username(), '  player01 ');
    await user.type(password(), ' secret88  {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret88' });

    await user.type(username(), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await user.click(loginButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
  });

  it('lets password managers paste and fill: the password field takes pasted text', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderLogin();
    await user.type(username(), 'player01');
    await user.click(password());
    await user.paste('secret88');
    await user.click(loginButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret88' }));
  });

  it('requires the username and the password, in the player’s language, and focuses the first one missing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderLogin();
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(username())).toContain(EMPTY));
    expect(fieldError(password())).toContain(EMPTY);
    expect(username()).toHaveFocus();
    expect(username()).toHaveAttribute('aria-invalid', 'true');

    // Spaces alone are empty once trimmed.
    await user.type(username(), '   ');
    await user.type(password(), 'secret88');
    await user.click(loginButton());
    await waitFor(() => expect(username()).toHaveFocus());
    expect(fieldError(username())).toContain(EMPTY);
    expect(fieldError(password())).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Input cannot be empty" in English and Chinese too', async () => {
    const user = userEvent.setup();
    const en = await renderLogin({}, 'en');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2));
    en.unmount();
    await renderLogin({ 'aria-label': '登录' }, 'zh');
    expect(screen.getByRole('form', { name: '登录' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getAllByText('输入不能为空')).toHaveLength(2));
  });

  it('shows the server’s message on a failure and keeps every value typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('Incorrect account or password');
    });
    const onRemember = vi.fn();
    const fetchCaptcha = vi.fn(async () => CAPTCHA_IMAGE_4821);
    await renderLogin({ onSubmit, onRemember, fetchCaptcha });
    await user.type(username(), 'player01');
    await user.type(password(), 'wrongpass');
    await user.click(loginButton());
    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument();
    expect(username()).toHaveValue('player01');
    expect(password()).toHaveValue('wrongpass');
    expect(screen.queryByRole('textbox', { name: /^Kod pengesahan/ })).not.toBeInTheDocument();
    expect(fetchCaptcha).not.toHaveBeenCalled();
    expect(onRemember).not.toHaveBeenCalled();
  });

  it('brings in the captcha after a failure flagged with it, requires it, and renews it after every failure', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (values: unknown) => {
      if ((values as { password: string }).password !== 'secret88') throw captchaError();
    });
    const fetchCaptcha = vi.fn().mockResolvedValueOnce(CAPTCHA_IMAGE_4821).mockResolvedValue(CAPTCHA_IMAGE_0375);
    await renderLogin({ onSubmit, fetchCaptcha });
    await user.type(username(), 'player01');
    await user.type(password(), 'wrongpass');
    await user.click(loginButton());

    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument();
    await waitFor(() => expect(captchaInput()).toHaveFocus());
    expect(captchaInput()).toHaveAttribute('autocomplete', 'off');
    expect(captchaInput()).toHaveAttribute('name', 'captcha');
    expect(await screen.findByRole('img', { name: 'Imej kod pengesahan' })).toHaveAttribute('src', CAPTCHA_IMAGE_4821);
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);

    // Now required.
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(captchaInput())).toContain(EMPTY));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // A failed try clears the answer and brings a new image.
    await user.type(captchaInput(), ' 4821 ');
    await user.click(loginButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ type: 'username', username: 'player01', password: 'wrongpass', captcha: '4821' });
    await waitFor(() => expect(captchaInput()).toHaveValue(''));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Imej kod pengesahan' })).toHaveAttribute('src', CAPTCHA_IMAGE_0375));
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(password()).toHaveValue('wrongpass');

    await user.clear(password());
    await user.type(password(), 'secret88');
    await user.type(captchaInput(), '0375{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit).toHaveBeenLastCalledWith({ type: 'username', username: 'player01', password: 'secret88', captcha: '0375' });
    await waitFor(() => expect(screen.queryByText('Incorrect account or password')).not.toBeInTheDocument());
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('starts with the captcha when isCaptchaRequired, and shows a failed image fetch', async () => {
    const user = userEvent.setup();
    const fetchCaptcha = vi.fn(async () => {
      throw new Error('Network connection abnormal, please retry');
    });
    const { onSubmit } = await renderLogin({ isCaptchaRequired: true, fetchCaptcha });
    expect(captchaInput()).toBeInTheDocument();
    expect(await screen.findByText('Network connection abnormal, please retry')).toBeInTheDocument();
    await user.type(username(), 'player01');
    await user.type(password(), 'secret88');
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(captchaInput())).toContain(EMPTY));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers SMS login only when mobile code login is on, and keeps what was typed in each mode', async () => {
    const user = userEvent.setup();
    await renderLogin({ isMobileLoginEnabled: true });
    const tablist = screen.getByRole('tablist', { name: 'Kaedah log masuk' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Nama pengguna', 'Telefon bimbit']);
    expect(screen.getByRole('tab', { name: 'Nama pengguna' })).toHaveAttribute('aria-selected', 'true');

    await user.type(username(), 'player01');
    await user.click(smsTab());
    expect(document.querySelector('form')).toHaveAttribute('data-mode', 'sms');
    expect(screen.queryByRole('textbox', { name: 'Nama pengguna' })).not.toBeInTheDocument();
    expect(mobile()).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile()).toHaveAttribute('name', 'mobileNum');
    expect(mobile()).toHaveAttribute('placeholder', 'Nombor 11 digit');
    expect(smsCode()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(smsCode()).toHaveAttribute('name', 'verificationCode');
    await user.type(mobile(), '123456789');

    // The arrow keys switch back, as in any tabs.
    screen.getByRole('tab', { name: 'Telefon bimbit' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(username()).toHaveValue('player01');
    await user.click(smsTab());
    expect(mobile()).toHaveValue('123456789');
  });

  it('logs in by SMS: mobile number per its rule, the code, and the dialling code of the picked country', async () => {
    const user = userEvent.setup();
    const onRequestSmsCode = vi.fn(async () => ({ expiredMinutes: 2 }));
    const { onSubmit } = await renderLogin({ isMobileLoginEnabled: true, defaultMode: 'sms', onRequestSmsCode, defaultCountryCode: 'SG' });
    await user.type(mobile(), ' 123456789 ');
    await user.click(screen.getByRole('button', { name: 'Hantar kod' }));
    await waitFor(() => expect(onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '123456789', countryCode: 'SG', countryDialingCode: '65' }));
    await user.type(smsCode(), ' 5678 {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'sms',
      mobileNum: '123456789',
      countryCode: 'SG',
      countryDialingCode: '65',
      verificationCode: '5678',
    });
  });

  it('in SMS mode checks the mobile number against its rule and requires the code', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderLogin({ isMobileLoginEnabled: true, defaultMode: 'sms', onRequestSmsCode: vi.fn() });
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(mobile())).toContain(EMPTY));
    expect(fieldError(smsCode())).toContain(EMPTY);
    expect(mobile()).toHaveFocus();

    await user.type(mobile(), '12345');
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(mobile())).toContain('Gunakan 9-11 aksara'));

    await user.clear(mobile());
    await user.type(mobile(), '12345-6789');
    await user.type(smsCode(), '5678');
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(mobile())).toContain('9-11 aksara, digit sahaja'));
    expect(fieldError(smsCode())).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the mobile number even when its rule says it is optional', async () => {
    const user = userEvent.setup();
    const rules = { ...REGISTER_RULES, mobileNum: { ...REGISTER_RULES.mobileNum!, required: false } };
    const { onSubmit } = await renderLogin({ isMobileLoginEnabled: true, defaultMode: 'sms', rules });
    await user.type(smsCode(), '5678');
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(mobile())).toContain(EMPTY));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a send while the mobile number is invalid, and shows why', async () => {
    const user = userEvent.setup();
    const onRequestSmsCode = vi.fn(async () => undefined);
    await renderLogin({ isMobileLoginEnabled: true, defaultMode: 'sms', onRequestSmsCode });
    await user.type(mobile(), '12ab');
    await user.click(screen.getByRole('button', { name: 'Hantar kod' }));
    await waitFor(() => expect(fieldError(mobile())).toContain('Gunakan 9-11 aksara'));
    expect(onRequestSmsCode).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Hantar kod' })).toHaveAttribute('data-state', 'idle');
  });

  it('shows the server’s message when the SMS cannot be sent', async () => {
    const user = userEvent.setup();
    const onRequestSmsCode = vi.fn(async () => {
      throw new Error('Too many requests, try again after 5 minutes');
    });
    await renderLogin({ isMobileLoginEnabled: true, defaultMode: 'sms', onRequestSmsCode });
    await user.type(mobile(), '123456789');
    await user.click(screen.getByRole('button', { name: 'Hantar kod' }));
    expect(await screen.findByText('Too many requests, try again after 5 minutes')).toBeInTheDocument();
  });

  it('skips the captcha in SMS mode, even once the server asked for it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderLogin({ isMobileLoginEnabled: true, isCaptchaRequired: true, fetchCaptcha: vi.fn(async () => CAPTCHA_IMAGE_4821) });
    expect(captchaInput()).toBeInTheDocument();
    await user.click(smsTab());
    expect(screen.queryByRole('textbox', { name: /^Kod pengesahan$/ })).not.toBeInTheDocument();
    await user.type(mobile(), '123456789');
    await user.type(smsCode(), '5678');
    await user.click(loginButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'sms', mobileNum: '123456789', countryCode: 'MY', countryDialingCode: '60', verificationCode: '5678' });
  });

  it('prefills remembered values with the box checked, and remembers only after a successful login, never the password', async () => {
    const user = userEvent.setup();
    const onRemember = vi.fn();
    let resolveLogin!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (resolveLogin = resolve)));
    await renderLogin({ onSubmit, onRemember, isMobileLoginEnabled: true, remembered: { username: 'player01', mobileNum: '123456789', countryCode: 'TH' } });
    expect(username()).toHaveValue('player01');
    const remember = screen.getByRole('checkbox', { name: 'Ingat saya' });
    expect(remember).toBeChecked();

    await user.type(password(), 'secret88');
    await user.click(loginButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    expect(onRemember).not.toHaveBeenCalled();
    await act(async () => resolveLogin());
    await waitFor(() => expect(onRemember).toHaveBeenCalledTimes(1));
    expect(onRemember).toHaveBeenCalledWith({ username: 'player01', mobileNum: '123456789', countryCode: 'TH' });
    expect(JSON.stringify(onRemember.mock.calls)).not.toContain('secret88');
    expect(screen.getByRole('button', { name: 'Log masuk' })).not.toHaveAttribute('aria-busy');

    await user.click(smsTab());
    expect(mobile()).toHaveValue('123456789');
    expect(screen.getByRole('combobox')).toHaveValue('+66');
  });

  it('remembers the mobile number after an SMS login, keeping the remembered username', async () => {
    const user = userEvent.setup();
    const onRemember = vi.fn();
    await renderLogin({ onRemember, isMobileLoginEnabled: true, defaultMode: 'sms', remembered: { username: 'player01' } });
    await user.type(mobile(), '987654321');
    await user.type(smsCode(), '5678{Enter}');
    await waitFor(() => expect(onRemember).toHaveBeenCalledWith({ username: 'player01', mobileNum: '987654321', countryCode: 'MY' }));
  });

  it('calls onRemember with undefined when the box is unchecked, and not at all after a failure', async () => {
    const user = userEvent.setup();
    const onRemember = vi.fn();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('Incorrect account or password')).mockResolvedValue(undefined);
    await renderLogin({ onSubmit, onRemember, remembered: { username: 'player01' } });
    await user.click(screen.getByRole('checkbox', { name: 'Ingat saya' }));
    await user.type(password(), 'secret88');
    await user.click(loginButton());
    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument();
    expect(onRemember).not.toHaveBeenCalled();
    await user.click(loginButton());
    await waitFor(() => expect(onRemember).toHaveBeenCalledTimes(1));
    expect(onRemember).toHaveBeenCalledWith(undefined);
  });

  it('starts with the box unchecked without remembered values, and hides it without onRemember', async () => {
    const first = await renderLogin({ onRemember: vi.fn() });
    expect(screen.getByRole('checkbox', { name: 'Ingat saya' })).not.toBeChecked();
    first.unmount();
    const { container } = await renderLogin();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Unnamed by default: not a landmark unless the app names it.
    expect(container.querySelector('form')).not.toHaveAttribute('aria-label');
  });

  it('shows the register link only when direct registration is on, and the forgot-password link', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const onForgotPassword = vi.fn();
    const { rerender, onSubmit } = await renderLogin({ onRegister, onForgotPassword, isRegisterEnabled: false });
    expect(screen.queryByRole('button', { name: 'Daftar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lupa kata laluan?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);

    rerender(
      <LoginForm imageHost={DEMO_IMAGE_HOST} onSubmit={onSubmit} onRegister={onRegister} onForgotPassword={onForgotPassword} isRegisterEnabled />,
    );
    expect(screen.getByText('Belum ada akaun?')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Daftar' }).focus();
    await user.keyboard('{Enter}');
    expect(onRegister).toHaveBeenCalledTimes(1);
    // Neither link submits the form.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lays out inline for the header, and is a named landmark only when given a name', async () => {
    const { container } = await renderLogin({ layout: 'inline', 'aria-labelledby': 'login-title' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('data-login-layout', 'inline');
    expect(form).toHaveAttribute('aria-labelledby', 'login-title');
    expect(form).not.toHaveAttribute('aria-label');
    expect(form).not.toHaveAccessibleName();
  });

  it('recognises a captcha-flagged error only by captchaRequired === true', () => {
    expect(isCaptchaRequiredError(captchaError())).toBe(true);
    expect(isCaptchaRequiredError(Object.assign(new Error('x'), { captchaRequired: 'true' }))).toBe(false);
    expect(isCaptchaRequiredError(new Error('x'))).toBe(false);
    expect(isCaptchaRequiredError({ captchaRequired: true })).toBe(false);
    expect(isCaptchaRequiredError(undefined)).toBe(false);
  });

  it('has no axe violations in either mode, with errors, the captcha and every link', async () => {
    const user = userEvent.setup();
    const { container } = await renderLogin({
      isMobileLoginEnabled: true,
      isCaptchaRequired: true,
      fetchCaptcha: vi.fn(async () => CAPTCHA_IMAGE_4821),
      onRemember: vi.fn(),
      onRegister: vi.fn(),
      isRegisterEnabled: true,
      onForgotPassword: vi.fn(),
    });
    await user.click(loginButton());
    await waitFor(() => expect(fieldError(username())).toContain(EMPTY));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(smsTab());
    expect(await axeViolations(container)).toEqual([]);
  });
});
