import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../i18n';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { REGISTER_RULES, STRICT_REGISTER_RULES } from '../test/server-rules';
import type { ServerFieldRules } from '../validation/server-rule';
import { COUNTRIES, IMAGE_HOST, MOBILE_PAYLOAD, SMS_MOBILE_PAYLOAD, USERNAME_PAYLOAD, VALID, alternatingCaptcha, errorOf, withoutCaptcha } from '../test/register-fixtures';
import { RegisterForm, type RegisterFormProps, type RegisterValues } from './RegisterForm';

const REQUIRED = 'Ruangan ini tidak boleh kosong';
const CONSENT = 'Saya berumur lebih 18 tahun dan menerima terma dan syarat';
const CONSENT_ERROR = 'Sahkan bahawa anda berumur lebih 18 tahun dan menerima terma dan syarat';

async function setup(props: Partial<RegisterFormProps> = {}, locale: Locale = 'ms') {
  const onSubmit = vi.fn<(values: RegisterValues) => Promise<void>>(async () => {});
  const fetchCaptcha = vi.fn(alternatingCaptcha());
  const user = userEvent.setup();
  const view = await renderWithProviders(
    <RegisterForm
      rules={REGISTER_RULES}
      onSubmit={onSubmit}
      fetchCaptcha={fetchCaptcha}
      countries={COUNTRIES}
      imageHost={IMAGE_HOST}
      {...props}
    />,
    { locale },
  );
  // The first captcha image arrives.
  if ((props.rules ?? REGISTER_RULES).captcha?.enabled) await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(1));
  return { user, onSubmit, fetchCaptcha, ...view };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const queryTextbox = (name: string) => screen.queryByRole('textbox', { name });
/** Password inputs have no role: find them by their label (which ends with the required marker). */
const passwordInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const submitButton = () => screen.getByRole('button', { name: 'Daftar' });

/** Fills what REGISTER_RULES require on the username tab, and ticks the consent. */
async function fillUsernameTab(user: UserEvent, { captcha = true }: { captcha?: boolean } = {}) {
  await user.type(textbox('Nama pengguna'), VALID.username);
  await user.type(textbox('Nombor telefon bimbit'), VALID.mobileNum);
  await user.type(passwordInput('Kata laluan'), VALID.password);
  await user.type(passwordInput('Sahkan kata laluan'), VALID.password);
  if (captcha) await user.type(textbox('Kod pengesahan'), VALID.captcha);
  await user.click(screen.getByRole('checkbox', { name: CONSENT }));
}

describe('RegisterForm', () => {
  it('shows the fields the demo rules enable, marks the required ones and gives each rule as a hint', async () => {
    await setup();
    const username = textbox('Nama pengguna');
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveAccessibleDescription('6-16 aksara: bermula dengan huruf, diikuti huruf atau digit');
    const password = passwordInput('Kata laluan');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('aria-required', 'true');
    expect(password).toHaveAccessibleDescription('6-20 aksara, mengandungi huruf dan digit');
    expect(passwordInput('Sahkan kata laluan')).toHaveAttribute('autocomplete', 'new-password');
    expect(textbox('Nombor telefon bimbit')).toHaveAttribute('autocomplete', 'tel-national');
    expect(textbox('Nombor telefon bimbit')).toHaveAttribute('placeholder', 'Nombor 11 digit');

    // Optional unless the server says required: payeeName, email, line, whatsapp, recommenderId.
    for (const name of ['Nama sebenar', 'E-mel', 'ID LINE', 'Nombor WhatsApp', 'ID perujuk']) {
      expect(textbox(name)).not.toHaveAttribute('aria-required');
    }
    expect(textbox('E-mel')).toHaveAttribute('autocomplete', 'email');
    expect(textbox('Nombor WhatsApp')).toHaveAttribute('inputmode', 'numeric');
    expect(textbox('Kod pengesahan')).toHaveAttribute('aria-required', 'true');

    // Disabled rules: hidden. The affiliate feature is off; no SMS verification.
    for (const name of ['Nombor QQ', 'Facebook', 'ID WeChat', 'Nombor kad pengenalan', 'Kod afiliasi', 'Kod pengesahan SMS']) {
      expect(queryTextbox(name)).toBeNull();
    }
    expect(screen.queryByLabelText(/^Kata laluan pembayaran/)).toBeNull();
    // One method only: no tabs.
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('submits the trimmed values of the fields it shows, with the dialling code of the picked country', async () => {
    const { user, onSubmit } = await setup();
    await user.type(textbox('Nama pengguna'), `  ${VALID.username} `);
    await user.type(textbox('Nombor telefon bimbit'), VALID.mobileNum);
    await user.type(passwordInput('Kata laluan'), VALID.password);
    await user.type(passwordInput('Sahkan kata laluan'), VALID.password);
    await user.type(textbox('Nama sebenar'), VALID.payeeName);
    await user.type(textbox('Kod pengesahan'), VALID.captcha);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ ...USERNAME_PAYLOAD, payeeName: VALID.payeeName });
  });

  it('on an empty submit shows each required message, calls nothing and focuses the first invalid field', async () => {
    const { user, onSubmit } = await setup();
    await user.click(submitButton());
    await waitFor(() => expect(textbox('Nama pengguna')).toHaveFocus());
    for (const input of [textbox('Nama pengguna'), textbox('Nombor telefon bimbit'), passwordInput('Kata laluan'), passwordInput('Sahkan kata laluan'), textbox('Kod pengesahan')]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(input)).toBe(`Ralat: ${REQUIRED}`);
    }
    expect(textbox('Nama sebenar')).not.toHaveAttribute('aria-invalid');
    expect(errorOf(screen.getByRole('checkbox', { name: CONSENT }))).toBe(`Ralat: ${CONSENT_ERROR}`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  const username = () => textbox('Nama pengguna');
  const password = () => passwordInput('Kata laluan');
  it.each([
    ['username', 'too short', username, 'abc12', 'Gunakan 6-16 aksara'],
    ['username', 'too long', username, 'player0123456789x', 'Gunakan 6-16 aksara'],
    ['username', 'not starting with a letter', username, '1player', '6-16 aksara: bermula dengan huruf, diikuti huruf atau digit'],
    ['username', 'with a symbol', username, 'player_01', '6-16 aksara: bermula dengan huruf, diikuti huruf atau digit'],
    ['password', 'too short', password, 'abc12', 'Gunakan 6-20 aksara'],
    ['password', 'too long', password, 'secret88secret88secret88', 'Gunakan 6-20 aksara'],
    ['password', 'without digits', password, 'secretpw', '6-20 aksara, mengandungi huruf dan digit'],
    ['password', 'without letters', password, '12345678', '6-20 aksara, mengandungi huruf dan digit'],
  ])('rejects a %s %s', async (_field, _case, input, value, message) => {
    const { user } = await setup();
    const field = input();
    await user.type(field, value);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field)).toBe(`Ralat: ${message}`);
  });

  it.each([
    ['ms', 'Kata laluan', 'Sahkan kata laluan', 'Kedua-dua entri tidak sama'],
    ['en', 'Password', 'Confirm password', 'The two entries differ'],
    ['zh', '密码', '确认密码', '两次输入不一致'],
  ] as const)('says the two entries differ in %s, and re-checks when the password changes', async (locale, passwordLabel, confirmLabel, message) => {
    const prefix = { ms: 'Ralat: ', en: 'Error: ', zh: '错误： ' }[locale];
    const { user } = await setup({}, locale);
    await user.type(passwordInput(passwordLabel), VALID.password);
    const confirm = passwordInput(confirmLabel);
    await user.type(confirm, 'secret89');
    await user.tab();
    expect(errorOf(confirm)).toBe(`${prefix}${message}`);
    await user.clear(passwordInput(passwordLabel));
    await user.type(passwordInput(passwordLabel), 'secret89');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
  });

  it('with every optional field enabled and required, shows a required message under each on an empty submit', async () => {
    const { user, onSubmit } = await setup({ rules: STRICT_REGISTER_RULES, flags: { isAffiliateEnabled: true } });
    const labels = [
      'Nama pengguna',
      'Nombor telefon bimbit',
      'Nama sebenar',
      'E-mel',
      'Nombor QQ',
      'ID LINE',
      'Nombor WhatsApp',
      'Facebook',
      'ID WeChat',
      'Nombor kad pengenalan',
      'ID perujuk',
      'Kod afiliasi',
      'Kod pengesahan',
    ];
    for (const label of labels) expect(textbox(label)).toHaveAttribute('aria-required', 'true');
    await user.click(submitButton());
    await waitFor(() => expect(textbox('Nama pengguna')).toHaveFocus());
    for (const label of labels) expect(errorOf(textbox(label))).toBe(`Ralat: ${REQUIRED}`);
    for (const label of ['Kata laluan', 'Sahkan kata laluan', 'Kata laluan pembayaran']) {
      expect(errorOf(passwordInput(label))).toBe(`Ralat: ${REQUIRED}`);
    }
    expect(screen.getAllByText(REQUIRED)).toHaveLength(labels.length + 3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with every field filled in the strict rules, submits all of them', async () => {
    const { user, onSubmit } = await setup({ rules: STRICT_REGISTER_RULES, flags: { isAffiliateEnabled: true } });
    const typed: Array<[string, string]> = [
      ['Nama sebenar', VALID.payeeName],
      ['E-mel', VALID.email],
      ['Nombor QQ', VALID.qqNum],
      ['ID LINE', VALID.line],
      ['Nombor WhatsApp', VALID.whatsapp],
      ['Facebook', VALID.facebook],
      ['ID WeChat', VALID.wechat],
      ['Nombor kad pengenalan', VALID.idNumber],
      ['ID perujuk', VALID.recommenderId],
      ['Kod afiliasi', VALID.affiliateCode],
    ];
    for (const [label, value] of typed) await user.type(textbox(label), value);
    await user.type(passwordInput('Kata laluan pembayaran'), VALID.paymentPassword);
    await fillUsernameTab(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ...USERNAME_PAYLOAD,
      payeeName: VALID.payeeName,
      email: VALID.email,
      qqNum: VALID.qqNum,
      line: VALID.line,
      whatsapp: VALID.whatsapp,
      facebook: VALID.facebook,
      wechat: VALID.wechat,
      idNumber: VALID.idNumber,
      recommenderId: VALID.recommenderId,
      affiliateCode: VALID.affiliateCode,
      paymentPassword: VALID.paymentPassword,
      captcha: VALID.captcha,
    });
  });

  it('asks for the payment password when enabled: required, new-password, numeric keyboard for a digits rule', async () => {
    const rules: ServerFieldRules = { ...REGISTER_RULES, paymentPassword: { ...REGISTER_RULES.paymentPassword!, enabled: true } };
    const { user } = await setup({ rules });
    const paymentPassword = passwordInput('Kata laluan pembayaran');
    expect(paymentPassword).toHaveAttribute('autocomplete', 'new-password');
    expect(paymentPassword).toHaveAttribute('inputmode', 'numeric');
    expect(paymentPassword).toHaveAttribute('aria-required', 'true');
    expect(paymentPassword).toHaveAccessibleDescription('6 aksara, digit sahaja');
    await user.type(paymentPassword, '12345');
    await user.tab();
    expect(errorOf(paymentPassword)).toBe('Ralat: Gunakan 6 aksara');
  });

  it('requires the captcha only when the rule says so', async () => {
    const rules: ServerFieldRules = { ...REGISTER_RULES, captcha: { ...REGISTER_RULES.captcha!, required: false } };
    const { user, onSubmit } = await setup({ rules });
    await fillUsernameTab(user, { captcha: false });
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].captcha).toBe('');
  });

  it('hides the captcha when the rule is disabled, and never fetches one', async () => {
    const { fetchCaptcha } = await setup({ rules: withoutCaptcha(REGISTER_RULES) });
    expect(queryTextbox('Kod pengesahan')).toBeNull();
    expect(fetchCaptcha).not.toHaveBeenCalled();
  });

  it('refuses to register without the 18+ and terms consent, with its own message', async () => {
    const { user, onSubmit } = await setup({ rules: withoutCaptcha(REGISTER_RULES) });
    await fillUsernameTab(user, { captcha: false });
    const consent = screen.getByRole('checkbox', { name: CONSENT });
    await user.click(consent);
    expect(consent).not.toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(consent).toHaveFocus());
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(CONSENT_ERROR)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Space ticks it from the keyboard; the message goes and the form submits.
    await user.keyboard(' ');
    expect(consent).toBeChecked();
    await waitFor(() => expect(screen.queryByText(CONSENT_ERROR)).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('opens the terms from a link inside the consent label without ticking the box', async () => {
    const onOpenTerms = vi.fn();
    const { user } = await setup({ onOpenTerms });
    const consent = screen.getByRole('checkbox', { name: CONSENT });
    const link = screen.getByRole('link', { name: 'terma dan syarat' });
    await user.click(link);
    expect(onOpenTerms).toHaveBeenCalledTimes(1);
    expect(consent).not.toBeChecked();
    link.focus();
    await user.keyboard('{Enter}');
    expect(onOpenTerms).toHaveBeenCalledTimes(2);
  });

  it('offers a log-in button for players who already have an account', async () => {
    const onLogin = vi.fn();
    const { user } = await setup({ onLogin });
    expect(screen.getByText('Sudah mempunyai akaun?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log masuk' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('on a server rejection shows its message, keeps what was typed, clears the captcha answer and fetches a new image', async () => {
    const onSubmit = vi.fn<(values: RegisterValues) => Promise<void>>(async () => {
      throw new Error('Nama pengguna sudah wujud');
    });
    const { user, fetchCaptcha } = await setup({ onSubmit });
    await fillUsernameTab(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nama pengguna sudah wujud');
    expect(textbox('Kod pengesahan')).toHaveValue('');
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(textbox('Nama pengguna')).toHaveValue(VALID.username);
    expect(passwordInput('Kata laluan')).toHaveValue(VALID.password);
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    // The new image's answer, and the form goes through.
    onSubmit.mockResolvedValueOnce(undefined);
    await user.type(textbox('Kod pengesahan'), '0375');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the button busy while the registration runs', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await setup({ onSubmit, rules: withoutCaptcha(REGISTER_RULES) });
    await fillUsernameTab(user, { captcha: false });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar Memuatkan' })).toHaveAttribute('aria-busy', 'true'));
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' })).not.toHaveAttribute('aria-busy'));
  });

  describe('tabs', () => {
    const BOTH = { isUsernameRegisterEnabled: true, isMobileRegisterEnabled: true };

    it('shows the register and register-by-mobile tabs; switching fetches a new captcha and keeps typed values', async () => {
      const onMethodChange = vi.fn();
      const { user, fetchCaptcha } = await setup({ flags: BOTH, onMethodChange });
      const tablist = screen.getByRole('tablist', { name: 'Cara pendaftaran' });
      const usernameTab = within(tablist).getByRole('tab', { name: 'Daftar dengan nama pengguna' });
      const mobileTab = within(tablist).getByRole('tab', { name: 'Daftar dengan telefon bimbit' });
      expect(usernameTab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Daftar dengan nama pengguna');

      await user.type(textbox('Nama pengguna'), VALID.username);
      await user.type(textbox('Nombor telefon bimbit'), VALID.mobileNum);
      await user.type(textbox('Nama sebenar'), VALID.payeeName);
      await user.type(textbox('Kod pengesahan'), VALID.captcha);

      await user.click(mobileTab);
      expect(onMethodChange).toHaveBeenLastCalledWith('mobile');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Daftar dengan telefon bimbit');
      await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
      expect(queryTextbox('Nama pengguna')).toBeNull();
      expect(screen.queryByLabelText(/^Kata laluan/)).toBeNull();
      expect(textbox('Nombor telefon bimbit')).toHaveValue(VALID.mobileNum);
      expect(textbox('Nama sebenar')).toHaveValue(VALID.payeeName);
      // The old image's answer is of no use with the new image.
      expect(textbox('Kod pengesahan')).toHaveValue('');

      // Back with the keyboard: the arrow keys move between tabs.
      mobileTab.focus();
      await user.keyboard('{ArrowLeft}');
      expect(usernameTab).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(3));
      expect(textbox('Nama pengguna')).toHaveValue(VALID.username);
    });

    it('registers by mobile without SMS verification or password: the number and the profile fields', async () => {
      const { user, onSubmit } = await setup({ flags: BOTH, defaultMethod: 'mobile' });
      expect(queryTextbox('Kod pengesahan SMS')).toBeNull();
      expect(screen.queryByLabelText(/^Kata laluan/)).toBeNull();
      await user.type(textbox('Nombor telefon bimbit'), VALID.mobileNum);
      await user.type(textbox('Kod pengesahan'), VALID.captcha);
      await user.click(screen.getByRole('checkbox', { name: CONSENT }));
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(MOBILE_PAYLOAD);
    });

    it('registers by mobile with SMS verification and a password, in the picked country', async () => {
      const onRequestSmsCode = vi.fn(async () => ({ expiredMinutes: 2 }));
      const { user, onSubmit } = await setup({
        flags: { ...BOTH, isSmsVerificationEnabled: true, isMobilePasswordEnabled: true },
        defaultMethod: 'mobile',
        defaultCountryCode: 'SG',
        rules: withoutCaptcha(REGISTER_RULES),
        onRequestSmsCode,
      });
      const code = textbox('Kod pengesahan SMS');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('aria-required', 'true');

      await user.type(textbox('Nombor telefon bimbit'), ` ${VALID.mobileNum}`);
      await user.click(screen.getByRole('button', { name: 'Hantar kod' }));
      await waitFor(() => expect(onRequestSmsCode).toHaveBeenCalledTimes(1));
      expect(onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: VALID.mobileNum, countryCode: 'SG', countryDialingCode: '65' });

      await user.click(submitButton());
      await waitFor(() => expect(errorOf(code)).toBe(`Ralat: ${REQUIRED}`));
      expect(errorOf(passwordInput('Kata laluan'))).toBe(`Ralat: ${REQUIRED}`);

      await user.type(code, VALID.verificationCode);
      await user.type(passwordInput('Kata laluan'), VALID.password);
      await user.type(passwordInput('Sahkan kata laluan'), VALID.password);
      await user.click(screen.getByRole('checkbox', { name: CONSENT }));
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining(SMS_MOBILE_PAYLOAD),
      );
      expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('username');
    });

    it('ignores an SMS code request while the mobile number is invalid, and shows why', async () => {
      const onRequestSmsCode = vi.fn(async () => undefined);
      const { user } = await setup({
        flags: { ...BOTH, isSmsVerificationEnabled: true },
        defaultMethod: 'mobile',
        rules: withoutCaptcha(REGISTER_RULES),
        onRequestSmsCode,
      });
      const mobile = textbox('Nombor telefon bimbit');
      await user.type(mobile, '12');
      await user.click(screen.getByRole('button', { name: 'Hantar kod' }));
      await waitFor(() => expect(errorOf(mobile)).toBe('Ralat: Gunakan 9-11 aksara'));
      expect(onRequestSmsCode).not.toHaveBeenCalled();
    });

    it('with SMS verification asks for the mobile number and code on the username tab too', async () => {
      const { user, onSubmit } = await setup({
        flags: { ...BOTH, isSmsVerificationEnabled: true },
        rules: withoutCaptcha({ ...REGISTER_RULES, mobileNum: undefined }),
        onRequestSmsCode: vi.fn(async () => undefined),
      });
      expect(textbox('Nombor telefon bimbit')).toHaveAttribute('aria-required', 'true');
      await fillUsernameTab(user, { captcha: false });
      await user.type(textbox('Kod pengesahan SMS'), VALID.verificationCode);
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ registerMethod: 'username', username: VALID.username, mobileNum: VALID.mobileNum, verificationCode: VALID.verificationCode }),
      );
    });

    it('focuses the first invalid field in reading order after a switch', async () => {
      // No mobile number on the username tab: on the mobile tab it mounts after the profile fields.
      const rules = { ...STRICT_REGISTER_RULES, mobileNum: { ...STRICT_REGISTER_RULES.mobileNum!, enabled: false } };
      const { user } = await setup({ flags: BOTH, rules });
      expect(queryTextbox('Nombor telefon bimbit')).toBeNull();
      await user.click(screen.getByRole('tab', { name: 'Daftar dengan telefon bimbit' }));
      await user.click(submitButton());
      await waitFor(() => expect(textbox('Nombor telefon bimbit')).toHaveFocus());
    });

    it('follows a controlled method and reports the player’s pick', async () => {
      const onMethodChange = vi.fn();
      const { user, rerender } = await setup({ flags: BOTH, method: 'mobile', onMethodChange });
      expect(screen.getByRole('tab', { name: 'Daftar dengan telefon bimbit' })).toHaveAttribute('aria-selected', 'true');
      await user.click(screen.getByRole('tab', { name: 'Daftar dengan nama pengguna' }));
      expect(onMethodChange).toHaveBeenCalledWith('username');
      expect(queryTextbox('Nama pengguna')).toBeNull();
      rerender(
        <RegisterForm rules={REGISTER_RULES} onSubmit={vi.fn()} imageHost={IMAGE_HOST} countries={COUNTRIES} flags={BOTH} method="username" />,
      );
      expect(textbox('Nama pengguna')).toBeInTheDocument();
    });

    it('shows the mobile form alone when only mobile registration is on', async () => {
      await setup({ flags: { isUsernameRegisterEnabled: false, isMobileRegisterEnabled: true } });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(textbox('Nombor telefon bimbit')).toBeInTheDocument();
      expect(queryTextbox('Nama pengguna')).toBeNull();
    });
  });

  describe('affiliate code', () => {
    it('shows the field when the feature is on and no code came in the URL', async () => {
      const { user, onSubmit } = await setup({ flags: { isAffiliateEnabled: true }, rules: withoutCaptcha(REGISTER_RULES) });
      const field = textbox('Kod afiliasi');
      expect(field).not.toHaveAttribute('aria-required');
      expect(field).toHaveAccessibleDescription('4-16 aksara, huruf atau digit sahaja');
      await user.type(field, 'AF');
      await user.tab();
      expect(errorOf(field)).toBe('Ralat: Gunakan 4-16 aksara');
      await user.type(field, 'F88');
      await fillUsernameTab(user, { captcha: false });
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0].affiliateCode).toBe('AFF88');
    });

    it('hides an accepted code from the URL and sends it', async () => {
      const { user, onSubmit } = await setup({
        flags: { isAffiliateEnabled: true },
        affiliateCodeFromUrl: 'AFF777',
        rules: withoutCaptcha(REGISTER_RULES),
      });
      expect(queryTextbox('Kod afiliasi')).toBeNull();
      await fillUsernameTab(user, { captcha: false });
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0].affiliateCode).toBe('AFF777');
    });

    it('shows the field, empty, when the server rejected the URL code', async () => {
      const { user, onSubmit } = await setup({
        flags: { isAffiliateEnabled: true },
        affiliateCodeFromUrl: 'BAD1',
        isAffiliateCodeRejected: true,
        rules: withoutCaptcha(REGISTER_RULES),
      });
      expect(textbox('Kod afiliasi')).toHaveValue('');
      await user.type(textbox('Kod afiliasi'), 'GOOD1');
      await fillUsernameTab(user, { captcha: false });
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0].affiliateCode).toBe('GOOD1');
    });

    it('hides the field and sends no code when the feature is off', async () => {
      const { user, onSubmit } = await setup({ affiliateCodeFromUrl: 'AFF777', rules: withoutCaptcha(REGISTER_RULES) });
      expect(queryTextbox('Kod afiliasi')).toBeNull();
      await fillUsernameTab(user, { captcha: false });
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('affiliateCode');
    });
  });

  it('speaks Chinese: labels, hints, the consent and its message', async () => {
    const { user } = await setup({ rules: withoutCaptcha(REGISTER_RULES) }, 'zh');
    expect(textbox('用户名')).toHaveAccessibleDescription('6-16个字符，以字母开头，仅限字母或数字');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请确认您已年满 18 岁并接受条款和条件')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已年满 18 岁，并接受条款和条件' })).toBeInTheDocument();
  });

  it('has no axe violations, with tabs, every field and their errors', async () => {
    const { container, user } = await setup({
      rules: STRICT_REGISTER_RULES,
      flags: { isMobileRegisterEnabled: true, isSmsVerificationEnabled: true, isAffiliateEnabled: true },
      onOpenTerms: vi.fn(),
      onLogin: vi.fn(),
      onRequestSmsCode: vi.fn(async () => undefined),
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(submitButton());
    await waitFor(() => expect(textbox('Nama pengguna')).toHaveAttribute('aria-invalid', 'true'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations with a server message', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Nama pengguna sudah wujud');
    });
    const { container, user } = await setup({ onSubmit, rules: withoutCaptcha(REGISTER_RULES) });
    await fillUsernameTab(user, { captcha: false });
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });
});
