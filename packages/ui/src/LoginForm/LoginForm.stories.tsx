import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821 } from '../test/captcha-images';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { Modal } from '../Modal/Modal';
import { REGISTER_RULES } from '../test/server-rules';
import { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';

/** MY 60, SG 65, TH 66, VN 84, ID 62, PH 63, CN 86, as the country-code call lists them. */
const COUNTRIES = DEMO_COUNTRIES.slice(0, 7);
const EMPTY = /Ruangan ini tidak boleh kosong/;
const WRONG_LOGIN = 'Incorrect account or password';

/** A captcha image fetcher that alternates between two images, so every refresh shows a new one. */
function captchaImages() {
  let count = 0;
  return fn(async () => (count++ % 2 === 0 ? CAPTCHA_IMAGE_4821 : CAPTCHA_IMAGE_0375));
}

/** A login rejection as the app's API client makes it: the server's message, and its captcha flag. */
function loginError(message: string, captchaRequired = false) {
  return Object.assign(new Error(message), captchaRequired ? { captchaRequired: true as const } : {});
}

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(async (_values: LoginValues) => {}),
    fetchCaptcha: captchaImages(),
    onRequestSmsCode: fn(async () => ({ expiredMinutes: 1 })),
    isMobileLoginEnabled: false,
    defaultMode: 'username',
    rules: REGISTER_RULES,
    countries: COUNTRIES,
    imageHost: DEMO_IMAGE_HOST,
    defaultCountryCode: 'MY',
    onRemember: fn(),
    isCaptchaRequired: false,
    onRegister: fn(),
    isRegisterEnabled: true,
    onForgotPassword: fn(),
    layout: 'stacked',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['stacked', 'inline'] },
    defaultMode: { control: 'inline-radio', options: ['username', 'sms'] },
    rules: { control: false },
    countries: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: args.layout === 'inline' ? undefined : 420 }}>
      <LoginForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const username = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Nama pengguna' });
const password = (canvas: Canvas) => canvas.getByLabelText(/^Kata laluan/, { selector: 'input' });
const captcha = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Kod pengesahan$/ });
const mobile = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Nombor telefon bimbit' });
const smsCode = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Kod pengesahan SMS' });
const loginButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Log masuk/ });
const sendCode = (canvas: Canvas) => canvas.getByRole('button', { name: 'Hantar kod' });

/** Username mode: the values are trimmed, and the fields carry what password managers look for. */
export const UsernameMode: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(username(canvas)).toHaveAttribute('autocomplete', 'username');
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('checkbox', { name: 'Ingat saya' })).not.toBeChecked();

    await userEvent.type(username(canvas), '  player01 ');
    await userEvent.type(password(canvas), ' secret88 ');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret88' }));
    await expect(args.onRemember).toHaveBeenCalledWith(undefined);

    // Enter in a field submits too.
    await userEvent.type(username(canvas), '{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/**
 * SMS mode, offered when mobile code login is on: the mobile number with its dialling code, the
 * code it receives, and no captcha. Switching modes keeps what was typed in each.
 */
export const SmsMode: Story = {
  args: { isMobileLoginEnabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(username(canvas), 'player01');
    await userEvent.click(canvas.getByRole('tab', { name: 'Telefon bimbit' }));
    await expect(canvas.queryByRole('textbox', { name: 'Nama pengguna' })).not.toBeInTheDocument();
    await expect(mobile(canvas)).toHaveAttribute('placeholder', 'Nombor 11 digit');
    await expect(mobile(canvas)).toHaveAttribute('autocomplete', 'tel-national');
    await expect(smsCode(canvas)).toHaveAttribute('autocomplete', 'one-time-code');

    // Pick Singapore by its dialling code.
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('65{Enter}');
    await expect(canvas.getByRole('combobox')).toHaveValue('+65');

    await userEvent.type(mobile(canvas), ' 912345678 ');
    await userEvent.click(sendCode(canvas));
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '912345678', countryCode: 'SG', countryDialingCode: '65' }),
    );

    // What was typed in each mode stays through a switch.
    await userEvent.click(canvas.getByRole('tab', { name: 'Nama pengguna' }));
    await expect(username(canvas)).toHaveValue('player01');
    await userEvent.click(canvas.getByRole('tab', { name: 'Telefon bimbit' }));
    await expect(mobile(canvas)).toHaveValue(' 912345678 ');
    await expect(canvas.getByRole('combobox')).toHaveValue('+65');
  },
};

/** With a valid number, the code is sent, the countdown runs, and the login carries the SMS payload. */
export const SmsLogin: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms', isCaptchaRequired: true },
  play: async ({ canvas, args }) => {
    // SMS mode skips the captcha, even once the server has asked for it.
    await expect(canvas.queryByRole('textbox', { name: /^Kod pengesahan$/ })).not.toBeInTheDocument();
    await userEvent.type(mobile(canvas), '123456789');
    await userEvent.click(sendCode(canvas));
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '123456789', countryCode: 'MY', countryDialingCode: '60' }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Hantar semula kod' })).toHaveAttribute('data-state', 'counting'));
    await userEvent.type(smsCode(canvas), '5678{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'sms',
        mobileNum: '123456789',
        countryCode: 'MY',
        countryDialingCode: '60',
        verificationCode: '5678',
      }),
    );

    // Back in username mode the captcha shows, as the server asked.
    await userEvent.click(canvas.getByRole('tab', { name: 'Nama pengguna' }));
    await expect(captcha(canvas)).toBeInTheDocument();
  },
};

/** Mobile code login off: username and password only, no choice of mode. */
export const MobileLoginOff: Story = {
  args: { isMobileLoginEnabled: false, defaultMode: 'sms' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Nombor telefon bimbit' })).not.toBeInTheDocument();
    await expect(username(canvas)).toBeInTheDocument();
  },
};

/** A failure without a captcha flag: the server's message shows, every value stays, no captcha. */
export const FailureWithoutCaptcha: Story = {
  args: {
    onSubmit: fn(async (_values: LoginValues) => {
      throw loginError(WRONG_LOGIN);
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(username(canvas), 'player01');
    await userEvent.type(password(canvas), 'wrongpass');
    await userEvent.click(loginButton(canvas));
    await expect(await canvas.findByText(WRONG_LOGIN)).toBeVisible();
    await expect(username(canvas)).toHaveValue('player01');
    await expect(password(canvas)).toHaveValue('wrongpass');
    await expect(canvas.queryByRole('textbox', { name: /^Kod pengesahan$/ })).not.toBeInTheDocument();
    await expect(args.fetchCaptcha).not.toHaveBeenCalled();
    await expect(args.onRemember).not.toHaveBeenCalled();
  },
};

/**
 * A failure flagged with a captcha: the captcha appears (and takes the focus), is required from
 * then on, and after each failed try its answer is cleared and a new image fetched.
 */
export const FailureFlaggedWithCaptcha: Story = {
  args: {
    onSubmit: fn(async (values: LoginValues) => {
      if (values.type === 'username' && values.password !== 'secret88') throw loginError(WRONG_LOGIN, true);
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(username(canvas), 'player01');
    await userEvent.type(password(canvas), 'wrongpass');
    await userEvent.click(loginButton(canvas));
    await expect(await canvas.findByText(WRONG_LOGIN)).toBeVisible();
    await waitFor(() => expect(captcha(canvas)).toHaveFocus());
    const image = await canvas.findByRole('img', { name: 'Imej kod pengesahan' });
    const firstImage = image.getAttribute('src');
    await expect(args.fetchCaptcha).toHaveBeenCalledTimes(1);

    // Required now.
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(captcha(canvas)).toHaveAccessibleDescription(EMPTY));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    // Another failure: the answer is cleared, a new image comes.
    await userEvent.type(captcha(canvas), '4821');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ type: 'username', username: 'player01', password: 'wrongpass', captcha: '4821' });
    await waitFor(() => expect(captcha(canvas)).toHaveValue(''));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Imej kod pengesahan' }).getAttribute('src')).not.toBe(firstImage));

    await userEvent.clear(password(canvas));
    await userEvent.type(password(canvas), 'secret88');
    await userEvent.type(captcha(canvas), '0375{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({ type: 'username', username: 'player01', password: 'secret88', captcha: '0375' }),
    );
    await waitFor(() => expect(canvas.queryByText(WRONG_LOGIN)).not.toBeInTheDocument());
  },
};

/** Remembered values prefill the form and the box starts checked; only username and mobile are remembered. */
export const Remembered: Story = {
  args: { isMobileLoginEnabled: true, remembered: { username: 'player01', mobileNum: '123456789', countryCode: 'TH' } },
  play: async ({ canvas, args }) => {
    await expect(username(canvas)).toHaveValue('player01');
    await expect(canvas.getByRole('checkbox', { name: 'Ingat saya' })).toBeChecked();
    await userEvent.type(password(canvas), 'secret88{Enter}');
    await waitFor(() =>
      expect(args.onRemember).toHaveBeenCalledWith({ username: 'player01', mobileNum: '123456789', countryCode: 'TH' }),
    );
    await expect(JSON.stringify((args.onRemember as ReturnType<typeof fn>).mock.calls)).not.toContain('secret88');
    await userEvent.click(canvas.getByRole('tab', { name: 'Telefon bimbit' }));
    await expect(mobile(canvas)).toHaveValue('123456789');
    await expect(canvas.getByRole('combobox')).toHaveValue('+66');
  },
};

/** Unchecking "Remember me" makes a successful login forget: onRemember(undefined). */
export const RememberUnchecked: Story = {
  args: { remembered: { username: 'player01' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya' }));
    await userEvent.type(password(canvas), 'secret88');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(args.onRemember).toHaveBeenCalledTimes(1));
    await expect(args.onRemember).toHaveBeenCalledWith(undefined);
  },
};

/** An empty username is refused before anything is sent, and takes the focus. */
export const EmptyUsername: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(username(canvas), '   ');
    await userEvent.type(password(canvas), 'secret88');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(username(canvas)).toHaveAccessibleDescription(EMPTY));
    await expect(username(canvas)).toHaveFocus();
    await expect(password(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An empty password is refused with "Input cannot be empty" in the player's language. */
export const EmptyPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(username(canvas), 'player01');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(password(canvas)).toHaveAccessibleDescription(EMPTY));
    await expect(password(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SMS mode: the mobile number is required, whatever its rule's `required` says. */
export const EmptyMobile: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms', rules: { ...REGISTER_RULES, mobileNum: { ...REGISTER_RULES.mobileNum!, required: false } } },
  play: async ({ canvas, args }) => {
    await userEvent.type(smsCode(canvas), '5678');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(EMPTY));
    await expect(mobile(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SMS mode: the mobile number must meet the server's rule (digits, 9 to 11 here). */
export const InvalidMobile: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.type(mobile(canvas), '1234-5678');
    await userEvent.type(smsCode(canvas), '5678');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(/9-11 aksara, digit sahaja/));
    await userEvent.clear(mobile(canvas));
    await userEvent.type(mobile(canvas), '12345');
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(/Gunakan 9-11 aksara/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A press on "Send code" is ignored while the mobile number is invalid, and says why. */
export const SmsSendIgnoredWhileMobileInvalid: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.type(mobile(canvas), '12ab');
    await userEvent.click(sendCode(canvas));
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(/Gunakan 9-11 aksara/));
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await expect(sendCode(canvas)).toHaveAttribute('data-state', 'idle');
  },
};

/** SMS mode: the code is required. */
export const MissingSmsCode: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.type(mobile(canvas), '123456789{Enter}');
    await waitFor(() => expect(smsCode(canvas)).toHaveAccessibleDescription(EMPTY));
    await expect(smsCode(canvas)).toHaveFocus();
    await expect(mobile(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The links: "Forgot password?" always, "Register" when direct registration is on. */
export const Links: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Belum ada akaun?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lupa kata laluan?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Direct registration off: no register link. */
export const RegisterHidden: Story = {
  args: { isRegisterEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Daftar' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Belum ada akaun?')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Lupa kata laluan?' })).toBeVisible();
  },
};

function HeaderDemo(args: LoginFormProps & { width: number }) {
  const { width, ...props } = args;
  return (
    <div data-testid={`header-${width}`} style={{ width, padding: 12, borderRadius: 8, boxShadow: '0 1px 3px #0003' }}>
      <LoginForm {...props} />
    </div>
  );
}

/**
 * The header's compact form: one row on a wide screen (mode choice, fields, button), the
 * links under it; on a phone the row wraps.
 */
export const InlineHeader: Story = {
  args: { layout: 'inline', isMobileLoginEnabled: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <HeaderDemo {...args} width={1040} />
      <HeaderDemo {...args} width={340} />
    </div>
  ),
  play: async ({ canvas }) => {
    const wide = within(canvas.getByTestId('header-1040'));
    const box = (element: HTMLElement) => (element.closest('[data-field-control]') ?? element).getBoundingClientRect();
    const user = box(username(wide));
    const pass = box(password(wide));
    const button = loginButton(wide).getBoundingClientRect();
    const tab = wide.getByRole('tab', { name: 'Nama pengguna' }).getBoundingClientRect();
    // One row: the tabs, the inputs and the button line up, side by side.
    for (const other of [pass, button, tab]) {
      await expect(Math.abs(other.top - user.top)).toBeLessThan(1);
      await expect(Math.abs(other.bottom - user.bottom)).toBeLessThan(1);
    }
    await expect(user.left).toBeGreaterThan(tab.right);
    await expect(pass.left).toBeGreaterThan(user.right);
    await expect(button.left).toBeGreaterThan(pass.right);

    const phone = within(canvas.getByTestId('header-340'));
    // On a phone the row wraps: the button goes under the fields.
    await expect(loginButton(phone).getBoundingClientRect().top).toBeGreaterThan(password(phone).getBoundingClientRect().bottom);
  },
};

/** The login popup: the form inside an open Modal. */
export const InModal: Story = {
  render: (args) => (
    <Modal defaultOpen title={<Trans>Log in</Trans>} width={440}>
      <LoginForm {...args} isMobileLoginEnabled />
    </Modal>
  ),
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log masuk' }));
    await userEvent.type(username(dialog), 'player01');
    await userEvent.type(password(dialog), 'secret88{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret88' }));
    // The dialling-code picker's list opens inside the modal's focus trap.
    await userEvent.click(dialog.getByRole('tab', { name: 'Telefon bimbit' }));
    await userEvent.click(dialog.getByRole('combobox'));
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Dark mode, with the captcha and both modes. */
export const DarkMode: Story = {
  args: { isMobileLoginEnabled: true, isCaptchaRequired: true },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    // The dark primary is light enough to carry dark text.
    await waitFor(() => expect(getComputedStyle(loginButton(canvas)).backgroundColor).toBe('rgb(110, 164, 255)'));
    await expect(await canvas.findByRole('img', { name: 'Imej kod pengesahan' })).toBeVisible();
  },
};

/** In Chinese: labels, tabs and the validation message. */
export const Chinese: Story = {
  args: { isMobileLoginEnabled: true },
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['用户名', '手机']);
    await expect(canvas.getByRole('checkbox', { name: '记住我' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveAccessibleDescription(/输入不能为空/));
    await expect(canvas.getByRole('button', { name: '忘记密码？' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every brand in both colour modes, with every part shown; axe checks the contrast of each. */
export const AllThemes: Story = {
  args: { isMobileLoginEnabled: true, isCaptchaRequired: true },
  parameters: { themeMatrix: true },
  render: (args) => <LoginForm {...args} />,
  play: async ({ canvasElement }) => {
    const backgrounds = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`));
        return getComputedStyle(loginButton(scope)).backgroundColor;
      }),
    );
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
