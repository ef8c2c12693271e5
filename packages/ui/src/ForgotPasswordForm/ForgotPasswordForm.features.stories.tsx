import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { PATTERN_MESSAGES } from '../validation/pattern-messages';
import type { ForgotPasswordForm } from './ForgotPasswordForm';
import forgotPasswordFormMeta, { InsideModal as InsideModalLayout } from './ForgotPasswordForm.stories';

type Queries = ReturnType<typeof within>;
/** A field by its translated label (a required label ends with a `*`). */
const field = (canvas: Queries, label: string) =>
  canvas.getByLabelText((text: string) => text.replace(/\s*\*$/, '') === label, { selector: 'input' }) as HTMLInputElement;
const expectError = (canvas: Queries, label: string, message: string) =>
  waitFor(() => expect(field(canvas, label)).toHaveAccessibleDescription(expect.stringContaining(message)));
/** A rule's failure: "Error:" and what the rule asks for. */
const expectRuleError = async (canvas: Queries, label: string, message: string) => {
  await expectError(canvas, label, message);
  await expect(field(canvas, label)).toHaveAccessibleDescription(expect.stringContaining(translated('Error:')));
};
const lengthError = (length: string) => translated('Use {length} characters', { length });
const EMAIL_HINT = () => translated(PATTERN_MESSAGES.email, { length: '6-60' });
const press = (canvas: Queries, name: string) => userEvent.click(canvas.getByRole('button', { name }));
/** SMS presses closer together than a second count once (the button's throttle). */
const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, 1100));

const SEND_EMAIL = () => translated('Send reset instructions');
const RESET = () => translated('Reset password');

const meta = {
  ...forgotPasswordFormMeta,
  title: 'Forms/ForgotPasswordForm/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Phone reset is off (the brand's CHNGPASSVERIF3 setting): no choice, only the username and the
 * email. After the request the form gives way to a confirmation, which takes the focus.
 */
export const ByEmail: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByLabelText((text) => text.startsWith(translated('Mobile number')))).toBeNull();
    await expect(field(canvas, translated('Username'))).toHaveAttribute('autocomplete', 'username');
    await expect(field(canvas, translated('Email'))).toHaveAttribute('type', 'email');
    await expect(field(canvas, translated('Email'))).toHaveAttribute('autocomplete', 'email');
    await expect(field(canvas, translated('Email'))).toHaveAccessibleDescription(EMAIL_HINT());

    await userEvent.type(field(canvas, translated('Username')), ' player01 ');
    await userEvent.type(field(canvas, translated('Email')), 'ali@example.my ');
    await press(canvas, SEND_EMAIL());
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'email', username: 'player01', email: 'ali@example.my' });

    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent(
      translated('If the username and email match, we have sent reset instructions to {email}.', { email: 'ali@example.my' }),
    );
    await expect(canvas.queryByRole('form')).toBeNull();
    await waitFor(() => expect(confirmation.closest('[data-state="sent"]')).toHaveFocus());
    await press(canvas, translated('Back to login'));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** Nothing typed: both fields are required, and the focus moves to the first. */
export const EmailEmpty: Story = {
  play: async ({ canvas, args }) => {
    await press(canvas, SEND_EMAIL());
    await expectError(canvas, translated('Username'), translated('Input cannot be empty'));
    await expectError(canvas, translated('Email'), translated('Input cannot be empty'));
    await expect(field(canvas, translated('Username'))).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's email rule: a too-short address, then one that breaks its pattern. */
export const EmailRuleFailures: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, translated('Username')), 'player01');
    await userEvent.type(field(canvas, translated('Email')), 'a@b.c');
    await press(canvas, SEND_EMAIL());
    await expectRuleError(canvas, translated('Email'), lengthError('6-60'));
    await userEvent.clear(field(canvas, translated('Email')));
    await userEvent.type(field(canvas, translated('Email')), 'ali@example');
    await press(canvas, SEND_EMAIL());
    await expectRuleError(canvas, translated('Email'), EMAIL_HINT());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without an email rule the address has no hint, and must still look like an email. */
export const EmailWithoutRule: Story = {
  args: { rules: {} },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, translated('Email'))).not.toHaveAccessibleDescription();
    await userEvent.type(field(canvas, translated('Username')), 'player01');
    await userEvent.type(field(canvas, translated('Email')), 'ali@');
    await press(canvas, SEND_EMAIL());
    await expectError(canvas, translated('Email'), translated('Enter a valid email address'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the request: its message shows, what was typed stays, no confirmation. */
export const EmailServerRejects: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Username or email does not exist');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, translated('Username')), 'player01');
    await userEvent.type(field(canvas, translated('Email')), 'ali@example.my');
    await press(canvas, SEND_EMAIL());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username or email does not exist');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field(canvas, translated('Username'))).toHaveValue('player01');
    await expect(field(canvas, translated('Email'))).toHaveValue('ali@example.my');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Phone reset on: email and phone are tabs, chosen by pointer or arrow keys; typed values survive a switch. */
export const MethodChoice: Story = {
  args: { isPhoneResetEnabled: true },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('tab', { name: translated('By email') });
    const phone = canvas.getByRole('tab', { name: translated('By mobile number') });
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(field(canvas, translated('Username')), 'player01');

    await userEvent.click(phone);
    await expect(field(canvas, translated('Mobile number'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: RESET() })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvas, translated('Username'))).toHaveValue('player01');
    await expect(canvas.getByRole('button', { name: SEND_EMAIL() })).toBeInTheDocument();
  },
};

/**
 * By phone: pick the country, send the SMS code (with the dialling code), type the code and
 * the new password. The app logs the player in with it afterwards.
 */
export const ResetByPhone: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    const mobile = field(canvas, translated('Mobile number'));
    await expect(mobile).toHaveAttribute('placeholder', translated('{count}-digit number', { count: 11 }));
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(field(canvas, translated('SMS verification code'))).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(canvas, translated('New password'))).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.click(canvas.getByRole('combobox', { name: translated('Country dialling code') }));
    await userEvent.click(await canvas.findByRole('option', { name: /\+65/ }));
    await userEvent.type(mobile, '912345678');
    await press(canvas, translated('Send code'));
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '912345678', countryCode: 'SG', countryDialingCode: '65' }),
    );
    await userEvent.type(field(canvas, translated('SMS verification code')), '4321');
    await userEvent.type(field(canvas, translated('New password')), 'newpass22');
    await press(canvas, RESET());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'phone',
      mobileNum: '912345678',
      countryCode: 'SG',
      countryDialingCode: '65',
      verificationCode: '4321',
      newPassword: 'newpass22',
    });
    // No confirmation of its own: the app logs in.
    await expect(canvas.getByRole('form', { name: RESET() })).toBeInTheDocument();
  },
};

/** Nothing typed: the number, the code and the new password are all required. */
export const PhoneEmpty: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    await press(canvas, RESET());
    for (const label of [translated('Mobile number'), translated('SMS verification code'), translated('New password')]) {
      await expectError(canvas, label, translated('Input cannot be empty'));
    }
    await expect(field(canvas, translated('Mobile number'))).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The mobileNum and password rules: too short, then the wrong characters. */
export const PhoneRuleFailures: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, translated('Mobile number')), '0123');
    await userEvent.type(field(canvas, translated('SMS verification code')), '4321');
    await userEvent.type(field(canvas, translated('New password')), 'ab1');
    await press(canvas, RESET());
    await expectRuleError(canvas, translated('Mobile number'), lengthError('9-11'));
    await expectRuleError(canvas, translated('New password'), lengthError('6-20'));

    await userEvent.clear(field(canvas, translated('Mobile number')));
    await userEvent.type(field(canvas, translated('Mobile number')), '0123-45678');
    await userEvent.clear(field(canvas, translated('New password')));
    await userEvent.type(field(canvas, translated('New password')), 'onlyletters');
    await press(canvas, RESET());
    await expectRuleError(canvas, translated('Mobile number'), translated(PATTERN_MESSAGES.digits, { length: '9-11' }));
    await expectRuleError(canvas, translated('New password'), translated(PATTERN_MESSAGES.lettersAndDigits, { length: '6-20' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A press on "Send code" is ignored while the number is empty or invalid; once valid it sends. */
export const SmsIgnoredWhileInvalid: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: translated('Send code') });
    await userEvent.click(send);
    await expectError(canvas, translated('Mobile number'), translated('Input cannot be empty'));
    await userEvent.type(field(canvas, translated('Mobile number')), '01234');
    await afterThrottle();
    await userEvent.click(send);
    await expectError(canvas, translated('Mobile number'), lengthError('9-11'));
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await expect(send).toHaveAttribute('data-state', 'idle');

    await userEvent.type(field(canvas, translated('Mobile number')), '67890');
    await afterThrottle();
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '0123467890', countryCode: 'MY', countryDialingCode: '60' }),
    );
    await waitFor(() => expect(send).toHaveAttribute('data-state', 'counting'));
  },
};

/** Without a mobileNum rule the placeholder says ten digits, and the number is only required. */
export const MobileWithoutRule: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone', rules: {} },
  play: async ({ canvas }) => {
    await expect(field(canvas, translated('Mobile number'))).toHaveAttribute('placeholder', translated('{count}-digit number', { count: 10 }));
    await expect(field(canvas, translated('New password'))).not.toHaveAccessibleDescription();
  },
};

/** The SMS request fails: the server's message shows. */
export const SmsRejected: Story = {
  args: {
    isPhoneResetEnabled: true,
    defaultMethod: 'phone',
    onRequestSmsCode: fn(async () => {
      throw new Error('Too many requests, please try again after 5 minutes');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, translated('Mobile number')), '0123456789');
    await press(canvas, translated('Send code'));
    await expect(await canvas.findByText('Too many requests, please try again after 5 minutes')).toBeInTheDocument();
    await expect(args.onRequestSmsCode).toHaveBeenCalledTimes(1);
  },
};

/** The reset fails (a wrong code): the server's message shows and everything typed stays. */
export const PhoneServerRejects: Story = {
  args: {
    isPhoneResetEnabled: true,
    defaultMethod: 'phone',
    defaultCountryCode: 'TH',
    onSubmit: fn(async () => {
      throw new Error('Invalid verification code');
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: translated('Country dialling code') })).toHaveValue('+66');
    await userEvent.type(field(canvas, translated('Mobile number')), '812345678');
    await userEvent.type(field(canvas, translated('SMS verification code')), '9999');
    await userEvent.type(field(canvas, translated('New password')), 'newpass22');
    await press(canvas, RESET());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid verification code');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'TH', countryDialingCode: '66' }));
    await expect(field(canvas, translated('Mobile number'))).toHaveValue('812345678');
    await expect(field(canvas, translated('SMS verification code'))).toHaveValue('9999');
    await expect(field(canvas, translated('New password'))).toHaveValue('newpass22');
  },
};

/** In the forgot-password modal: the country picker opens inside it, and the reset runs there. */
export const InsideModal: Story = {
  ...InsideModalLayout,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: translated('Forgot password') });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('tab', { name: translated('By mobile number') }));
    await userEvent.click(inDialog.getByRole('combobox', { name: translated('Country dialling code') }));
    const option = await inDialog.findByRole('option', { name: /\+84/ });
    await userEvent.click(option);
    await expect(inDialog.getByRole('combobox', { name: translated('Country dialling code') })).toHaveValue('+84');
    await userEvent.type(field(inDialog, translated('Mobile number')), '912345678');
    await userEvent.type(field(inDialog, translated('SMS verification code')), '4321');
    await userEvent.type(field(inDialog, translated('New password')), 'newpass22{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'phone', countryCode: 'VN', countryDialingCode: '84', mobileNum: '912345678' }),
    );
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};
