import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { REGISTER_RULES } from '../test/server-rules';
import { PATTERN_MESSAGES } from '../validation/pattern-messages';
import type { LoginForm, LoginValues } from './LoginForm';
import loginFormMeta, { InlineHeader as InlineHeaderLayout, InModal as InModalPopup } from './LoginForm.stories';

const WRONG_LOGIN = 'Incorrect account or password';

/** A login rejection as the app's API client makes it: the server's message, and its captcha flag. */
function loginError(message: string, captchaRequired = false) {
  return Object.assign(new Error(message), captchaRequired ? { captchaRequired: true as const } : {});
}

const meta = {
  ...loginFormMeta,
  title: 'Forms/LoginForm/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const startsWith = (message: string) => (name: string) => name.startsWith(translated(message));
const empty = () => translated('Input cannot be empty');
const username = (canvas: Canvas) => canvas.getByRole('textbox', { name: translated('Username') });
const password = (canvas: Canvas) => canvas.getByLabelText(startsWith('Password'), { selector: 'input' });
const captcha = (canvas: Canvas) => canvas.getByRole('textbox', { name: translated('Verification code') });
const mobile = (canvas: Canvas) => canvas.getByRole('textbox', { name: translated('Mobile number') });
const smsCode = (canvas: Canvas) => canvas.getByRole('textbox', { name: translated('SMS verification code') });
const loginButton = (canvas: Canvas) => canvas.getByRole('button', { name: startsWith('Log in') });
const sendCode = (canvas: Canvas) => canvas.getByRole('button', { name: translated('Send code') });
const tab = (canvas: Canvas, message: 'Username' | 'Mobile') => canvas.getByRole('tab', { name: translated(message) });

/** Username mode: the values are trimmed, and the fields carry what password managers look for. */
export const UsernameMode: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(username(canvas)).toHaveAttribute('autocomplete', 'username');
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('checkbox', { name: translated('Remember me') })).not.toBeChecked();

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
    await userEvent.click(tab(canvas, 'Mobile'));
    await expect(canvas.queryByRole('textbox', { name: translated('Username') })).not.toBeInTheDocument();
    await expect(mobile(canvas)).toHaveAttribute('placeholder', translated('{count}-digit number', { count: 11 }));
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
    await userEvent.click(tab(canvas, 'Username'));
    await expect(username(canvas)).toHaveValue('player01');
    await userEvent.click(tab(canvas, 'Mobile'));
    await expect(mobile(canvas)).toHaveValue(' 912345678 ');
    await expect(canvas.getByRole('combobox')).toHaveValue('+65');
  },
};

/** With a valid number, the code is sent, the countdown runs, and the login carries the SMS payload. */
export const SmsLogin: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms', isCaptchaRequired: true },
  play: async ({ canvas, args }) => {
    // SMS mode skips the captcha, even once the server has asked for it.
    await expect(canvas.queryByRole('textbox', { name: translated('Verification code') })).not.toBeInTheDocument();
    await userEvent.type(mobile(canvas), '123456789');
    await userEvent.click(sendCode(canvas));
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '123456789', countryCode: 'MY', countryDialingCode: '60' }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: translated('Resend code') })).toHaveAttribute('data-state', 'counting'));
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
    await userEvent.click(tab(canvas, 'Username'));
    await expect(captcha(canvas)).toBeInTheDocument();
  },
};

/** Mobile code login off: username and password only, no choice of mode. */
export const MobileLoginOff: Story = {
  args: { isMobileLoginEnabled: false, defaultMode: 'sms' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: translated('Mobile number') })).not.toBeInTheDocument();
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
    await expect(canvas.queryByRole('textbox', { name: translated('Verification code') })).not.toBeInTheDocument();
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
    const image = await canvas.findByRole('img', { name: translated('Verification code image') });
    const firstImage = image.getAttribute('src');
    await expect(args.fetchCaptcha).toHaveBeenCalledTimes(1);

    // Required now.
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(captcha(canvas)).toHaveAccessibleDescription(expect.stringContaining(empty())));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    // Another failure: the answer is cleared, a new image comes.
    await userEvent.type(captcha(canvas), '4821');
    await userEvent.click(loginButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ type: 'username', username: 'player01', password: 'wrongpass', captcha: '4821' });
    await waitFor(() => expect(captcha(canvas)).toHaveValue(''));
    await waitFor(() => expect(canvas.getByRole('img', { name: translated('Verification code image') }).getAttribute('src')).not.toBe(firstImage));

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
    await expect(canvas.getByRole('checkbox', { name: translated('Remember me') })).toBeChecked();
    await userEvent.type(password(canvas), 'secret88{Enter}');
    await waitFor(() =>
      expect(args.onRemember).toHaveBeenCalledWith({ username: 'player01', mobileNum: '123456789', countryCode: 'TH' }),
    );
    await expect(JSON.stringify((args.onRemember as ReturnType<typeof fn>).mock.calls)).not.toContain('secret88');
    await userEvent.click(tab(canvas, 'Mobile'));
    await expect(mobile(canvas)).toHaveValue('123456789');
    await expect(canvas.getByRole('combobox')).toHaveValue('+66');
  },
};

/** Unchecking "Remember me" makes a successful login forget: onRemember(undefined). */
export const RememberUnchecked: Story = {
  args: { remembered: { username: 'player01' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: translated('Remember me') }));
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
    await waitFor(() => expect(username(canvas)).toHaveAccessibleDescription(expect.stringContaining(empty())));
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
    await waitFor(() => expect(password(canvas)).toHaveAccessibleDescription(expect.stringContaining(empty())));
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
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(expect.stringContaining(empty())));
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
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(expect.stringContaining(translated(PATTERN_MESSAGES.digits, { length: '9-11' }))));
    await userEvent.clear(mobile(canvas));
    await userEvent.type(mobile(canvas), '12345');
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(expect.stringContaining(translated('Use {length} characters', { length: '9-11' }))));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A press on "Send code" is ignored while the mobile number is invalid, and says why. */
export const SmsSendIgnoredWhileMobileInvalid: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.type(mobile(canvas), '12ab');
    await userEvent.click(sendCode(canvas));
    await waitFor(() => expect(mobile(canvas)).toHaveAccessibleDescription(expect.stringContaining(translated('Use {length} characters', { length: '9-11' }))));
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await expect(sendCode(canvas)).toHaveAttribute('data-state', 'idle');
  },
};

/** SMS mode: the code is required. */
export const MissingSmsCode: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.type(mobile(canvas), '123456789{Enter}');
    await waitFor(() => expect(smsCode(canvas)).toHaveAccessibleDescription(expect.stringContaining(empty())));
    await expect(smsCode(canvas)).toHaveFocus();
    await expect(mobile(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The links: "Forgot password?" always, "Register" when direct registration is on. */
export const Links: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(translated('No account yet?'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translated('Register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: translated('Forgot password?') }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Direct registration off: no register link. */
export const RegisterHidden: Story = {
  args: { isRegisterEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: translated('Register') })).not.toBeInTheDocument();
    await expect(canvas.queryByText(translated('No account yet?'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: translated('Forgot password?') })).toBeVisible();
  },
};

/**
 * The header's compact form: one row on a wide screen (mode choice, fields, button), the
 * links under it; on a phone the row wraps.
 */
export const InlineHeader: Story = {
  ...InlineHeaderLayout,
  play: async ({ canvas }) => {
    const wide = within(canvas.getByTestId('header-1040'));
    const box = (element: HTMLElement) => (element.closest('[data-field-control]') ?? element).getBoundingClientRect();
    const user = box(username(wide));
    const pass = box(password(wide));
    const button = loginButton(wide).getBoundingClientRect();
    const usernameTab = tab(wide, 'Username').getBoundingClientRect();
    // One row: the tabs, the inputs and the button line up, side by side.
    for (const other of [pass, button, usernameTab]) {
      await expect(Math.abs(other.top - user.top)).toBeLessThan(1);
      await expect(Math.abs(other.bottom - user.bottom)).toBeLessThan(1);
    }
    await expect(user.left).toBeGreaterThan(usernameTab.right);
    await expect(pass.left).toBeGreaterThan(user.right);
    await expect(button.left).toBeGreaterThan(pass.right);

    const phone = within(canvas.getByTestId('header-340'));
    // On a phone the row wraps: the button goes under the fields.
    await expect(loginButton(phone).getBoundingClientRect().top).toBeGreaterThan(password(phone).getBoundingClientRect().bottom);
  },
};

/** The login popup: the form inside an open Modal. */
export const InModal: Story = {
  ...InModalPopup,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: translated('Log in') }));
    await userEvent.type(username(dialog), 'player01');
    await userEvent.type(password(dialog), 'secret88{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret88' }));
    // The dialling-code picker's list opens inside the modal's focus trap.
    await userEvent.click(tab(dialog, 'Mobile'));
    await userEvent.click(dialog.getByRole('combobox'));
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};
