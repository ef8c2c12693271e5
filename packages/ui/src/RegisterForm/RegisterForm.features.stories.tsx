import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { PATTERN_MESSAGES } from '../validation/pattern-messages';
import { REGISTER_RULES, STRICT_REGISTER_RULES } from '../test/server-rules';
import { BLANK_PROFILE, MOBILE_PAYLOAD, SMS_MOBILE_PAYLOAD, USERNAME_PAYLOAD, VALID, errorOf, withoutCaptcha } from '../test/register-fixtures';
import type { RegisterFlags, RegisterForm } from './RegisterForm';
import registerFormMeta, { InModal as InModalLayout, Layout as LayoutDemo } from './RegisterForm.stories';

const REQUIRED = () => translated('Input cannot be empty');
/** The consent's label, whose "terms and conditions" part is a link. */
const CONSENT_MESSAGE = () => translated('I am over 18 and accept the <0>terms and conditions</0>');
const CONSENT = () => CONSENT_MESSAGE().replace(/<\/?0>/g, '');
const TERMS_LINK = () => /<0>(.*)<\/0>/.exec(CONSENT_MESSAGE())![1]!;
const CONSENT_ERROR = () => translated('Confirm that you are over 18 and accept the terms and conditions');
/** A field's error as it is read: "Error:" and the message. */
const errorText = (message: string) => `${translated('Error:')} ${message}`;
const lengthError = (length: string) => translated('Use {length} characters', { length });
const BOTH_METHODS: RegisterFlags = { isUsernameRegisterEnabled: true, isMobileRegisterEnabled: true };

type Canvas = ReturnType<typeof within>;

const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
/** Password inputs have no role: find them by their label (which ends with the required marker). */
const passwordInput = (canvas: Canvas, label: string) => canvas.getByLabelText((text: string) => text.replace(/\*$/, '') === label);
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: translated('Register') });

/** Fills what the demo rules require on the username tab, and ticks the consent. */
async function fillUsernameTab(canvas: Canvas, { captcha = true }: { captcha?: boolean } = {}) {
  await userEvent.type(textbox(canvas, translated('Username')), VALID.username);
  await userEvent.type(textbox(canvas, translated('Mobile number')), VALID.mobileNum);
  await userEvent.type(passwordInput(canvas, translated('Password')), VALID.password);
  await userEvent.type(passwordInput(canvas, translated('Confirm password')), VALID.password);
  if (captcha) await userEvent.type(textbox(canvas, translated('Verification code')), VALID.captcha);
  await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT() }));
}

const meta = {
  ...registerFormMeta,
  title: 'Forms/RegisterForm/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo brand's rules: username, mobile number, password twice, the optional profile fields
 * the server enables, a captcha and the consent. Filled and sent.
 */
export const FillAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(1));
    await expect(textbox(canvas, translated('Username'))).toHaveAccessibleDescription(translated(PATTERN_MESSAGES.letterFirstAlphanumeric, { length: '6-16' }));
    await expect(textbox(canvas, translated('Real name'))).not.toHaveAttribute('aria-required');
    // Disabled by the server: hidden.
    await expect(canvas.queryByRole('textbox', { name: translated('QQ number') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: translated('WeChat ID') })).toBeNull();
    await fillUsernameTab(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(USERNAME_PAYLOAD));
  },
};

/** An empty submit: every required field says so, the first takes the focus, nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(textbox(canvas, translated('Username'))).toHaveFocus());
    for (const input of [
      textbox(canvas, translated('Username')),
      textbox(canvas, translated('Mobile number')),
      passwordInput(canvas, translated('Password')),
      passwordInput(canvas, translated('Confirm password')),
      textbox(canvas, translated('Verification code')),
    ]) {
      await expect(errorOf(input)).toBe(errorText(REQUIRED()));
    }
    await expect(errorOf(canvas.getByRole('checkbox', { name: CONSENT() }))).toBe(errorText(CONSENT_ERROR()));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Read when a story runs, in its language. */
const strictLabels = () => [
  translated('Username'),
  translated('Mobile number'),
  translated('Real name'),
  translated('Email'),
  translated('QQ number'),
  translated('LINE ID'),
  translated('WhatsApp number'),
  translated('Facebook'),
  translated('WeChat ID'),
  translated('ID number'),
  translated('Referrer ID'),
  translated('Affiliate code'),
  translated('Verification code'),
];

/**
 * Every optional field enabled and required (and the affiliate feature on): an empty submit
 * shows the required message under each. The payment password gets a numeric keyboard.
 */
export const EveryFieldRequired: Story = {
  args: { rules: STRICT_REGISTER_RULES, flags: { isAffiliateEnabled: true } },
  play: async ({ canvas, args }) => {
    const paymentPassword = passwordInput(canvas, translated('Payment password'));
    await expect(paymentPassword).toHaveAttribute('inputmode', 'numeric');
    await expect(paymentPassword).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(textbox(canvas, translated('Username'))).toHaveFocus());
    for (const label of strictLabels()) {
      await expect(textbox(canvas, label)).toHaveAttribute('aria-required', 'true');
      await expect(errorOf(textbox(canvas, label))).toBe(errorText(REQUIRED()));
    }
    for (const label of [translated('Password'), translated('Confirm password'), translated('Payment password')]) {
      await expect(errorOf(passwordInput(canvas, label))).toBe(errorText(REQUIRED()));
    }
    await expect(canvas.getAllByText(REQUIRED())).toHaveLength(strictLabels().length + 3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Types each value into the field and leaves it: the field shows that value's error. */
async function expectErrors(field: HTMLElement, cases: Array<[value: string, message: string]>) {
  for (const [value, message] of cases) {
    await userEvent.clear(field);
    await userEvent.type(field, value);
    await userEvent.tab();
    await waitFor(() => expect(errorOf(field)).toBe(errorText(message)));
  }
}

/** Each way a username can fail the demo rule (6-16, a letter first, then letters or digits). */
export const UsernameRuleFailures: Story = {
  play: async ({ canvas }) => {
    const username = textbox(canvas, translated('Username'));
    const hint = translated(PATTERN_MESSAGES.letterFirstAlphanumeric, { length: '6-16' });
    await expectErrors(username, [
      ['abc12', lengthError('6-16')],
      ['player0123456789x', lengthError('6-16')],
      ['1player', hint],
      ['player_01', hint],
      ['pemain 01', hint],
    ]);
    await userEvent.clear(username);
    await userEvent.tab();
    await waitFor(() => expect(errorOf(username)).toBe(errorText(REQUIRED())));
    await userEvent.type(username, VALID.username);
    await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));
  },
};

/** Each way a password can fail the demo rule (6-20, letters and digits both). */
export const PasswordRuleFailures: Story = {
  play: async ({ canvas }) => {
    const password = passwordInput(canvas, translated('Password'));
    const hint = translated(PATTERN_MESSAGES.lettersAndDigits, { length: '6-20' });
    await expectErrors(password, [
      ['abc12', lengthError('6-20')],
      ['secret88secret88secret88', lengthError('6-20')],
      ['secretpw', hint],
      ['12345678', hint],
      ['secret_88', hint],
    ]);
    await userEvent.clear(password);
    await userEvent.type(password, VALID.password);
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
  },
};

function mismatchPlay(passwordLabel: string, confirmLabel: string, message: string): Story['play'] {
  return async ({ canvas }) => {
    await userEvent.type(passwordInput(canvas, passwordLabel), VALID.password);
    const confirm = passwordInput(canvas, confirmLabel);
    await userEvent.type(confirm, 'secret89');
    await userEvent.tab();
    await waitFor(() => expect(errorOf(confirm)).toBe(message));
    // Changing the password to match clears the confirmation's error.
    await userEvent.clear(passwordInput(canvas, passwordLabel));
    await userEvent.type(passwordInput(canvas, passwordLabel), 'secret89');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
  };
}

/** The confirmation differs from the password: "the two entries differ". */
export const ConfirmMismatch: Story = {
  play: async (context) => {
    await mismatchPlay(translated('Password'), translated('Confirm password'), errorText(translated('The two entries differ')))!(context);
  },
};

/** Both methods on: the mobile tab without SMS verification or password asks for the number only. */
export const MobileTab: Story = {
  args: { flags: BOTH_METHODS, defaultMethod: 'mobile' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: translated('Register by mobile') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('textbox', { name: translated('Username') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: translated('SMS verification code') })).toBeNull();
    await expect(canvas.queryByLabelText(/^Kata laluan/)).toBeNull();
    await userEvent.type(textbox(canvas, translated('Mobile number')), VALID.mobileNum);
    await userEvent.type(textbox(canvas, translated('Verification code')), VALID.captcha);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT() }));
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(MOBILE_PAYLOAD),
    );
  },
};

/**
 * The mobile tab with SMS verification and a password: the code is sent to the number in the
 * picked country (Singapore here), then the code and the password go with the registration.
 */
export const MobileTabWithSmsAndPassword: Story = {
  args: {
    flags: { ...BOTH_METHODS, isSmsVerificationEnabled: true, isMobilePasswordEnabled: true },
    defaultMethod: 'mobile',
    defaultCountryCode: 'SG',
    rules: withoutCaptcha(REGISTER_RULES),
  },
  play: async ({ canvas, args }) => {
    const code = textbox(canvas, translated('SMS verification code'));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(textbox(canvas, translated('Mobile number')), VALID.mobileNum);
    await userEvent.click(canvas.getByRole('button', { name: translated('Send code') }));
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: VALID.mobileNum, countryCode: 'SG', countryDialingCode: '65' }),
    );
    await userEvent.type(code, VALID.verificationCode);
    await userEvent.type(passwordInput(canvas, translated('Password')), VALID.password);
    await userEvent.type(passwordInput(canvas, translated('Confirm password')), VALID.password);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT() }));
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...SMS_MOBILE_PAYLOAD, ...BLANK_PROFILE }),
    );
  },
};

/** SMS verification on the username tab: the number and its code are asked there too. */
export const UsernameTabWithSms: Story = {
  args: { flags: { ...BOTH_METHODS, isSmsVerificationEnabled: true }, rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await expect(textbox(canvas, translated('Mobile number'))).toHaveAttribute('aria-required', 'true');
    // A send with a number that fails its rule is ignored, and the number says why.
    await userEvent.type(textbox(canvas, translated('Mobile number')), '12');
    await userEvent.click(canvas.getByRole('button', { name: translated('Send code') }));
    await waitFor(() => expect(errorOf(textbox(canvas, translated('Mobile number')))).toBe(errorText(lengthError('9-11'))));
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await userEvent.clear(textbox(canvas, translated('Mobile number')));
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(errorOf(textbox(canvas, translated('SMS verification code')))).toBe(errorText(REQUIRED())));
    await userEvent.type(textbox(canvas, translated('SMS verification code')), VALID.verificationCode);
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ registerMethod: 'username', mobileNum: VALID.mobileNum, verificationCode: VALID.verificationCode }),
      ),
    );
  },
};

/** Switching tabs fetches a new captcha (its old answer cleared) and keeps everything else typed. */
export const TabSwitchRefreshesCaptcha: Story = {
  args: { flags: BOTH_METHODS },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(1));
    await userEvent.type(textbox(canvas, translated('Username')), VALID.username);
    await userEvent.type(textbox(canvas, translated('Mobile number')), VALID.mobileNum);
    await userEvent.type(textbox(canvas, translated('Verification code')), VALID.captcha);
    const mobileTab = canvas.getByRole('tab', { name: translated('Register by mobile') });
    await userEvent.click(mobileTab);
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('mobile');
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    await expect(textbox(canvas, translated('Mobile number'))).toHaveValue(VALID.mobileNum);
    await expect(textbox(canvas, translated('Verification code'))).toHaveValue('');
    // Back with the arrow key: a third image, and the username is still there.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(3));
    await expect(textbox(canvas, translated('Username'))).toHaveValue(VALID.username);
  },
};

/** An affiliate code from the URL that the server accepted: the field stays hidden, the code is sent. */
export const AffiliateCodeFromUrl: Story = {
  args: { flags: { isAffiliateEnabled: true }, affiliateCodeFromUrl: 'AFF777', rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: translated('Affiliate code') })).toBeNull();
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'AFF777' })));
  },
};

/** The server rejected the URL's code: the field shows, empty, for the player to type one. */
export const AffiliateCodeRejected: Story = {
  args: {
    flags: { isAffiliateEnabled: true },
    affiliateCodeFromUrl: 'BAD1',
    isAffiliateCodeRejected: true,
    rules: withoutCaptcha(REGISTER_RULES),
  },
  play: async ({ canvas, args }) => {
    const field = textbox(canvas, translated('Affiliate code'));
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(translated(PATTERN_MESSAGES.lettersOrDigits, { length: '4-16' }));
    await userEvent.type(field, 'A1');
    await userEvent.tab();
    await waitFor(() => expect(errorOf(field)).toBe(errorText(lengthError('4-16'))));
    await userEvent.type(field, 'B2C3');
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'A1B2C3' })));
  },
};

/** No code in the URL and the feature on: the field shows (optional under the demo rules). */
export const AffiliateCodeTyped: Story = {
  args: { flags: { isAffiliateEnabled: true } },
  play: async ({ canvas }) => {
    await expect(textbox(canvas, translated('Affiliate code'))).not.toHaveAttribute('aria-required');
  },
};

/** The affiliate feature off: no field, and a code in the URL is not sent. */
export const AffiliateFeatureOff: Story = {
  args: { affiliateCodeFromUrl: 'AFF777', rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: translated('Affiliate code') })).toBeNull();
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ affiliateCode: expect.anything() }));
  },
};

/** Without the 18+ and terms consent nothing is sent; the box says why and takes the focus. */
export const ConsentMissing: Story = {
  args: { rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await fillUsernameTab(canvas, { captcha: false });
    const consent = canvas.getByRole('checkbox', { name: CONSENT() });
    await userEvent.click(consent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(errorOf(consent)).toBe(errorText(CONSENT_ERROR()));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The terms open from the link in the label, which leaves the box as it was.
    await userEvent.click(canvas.getByRole('link', { name: TERMS_LINK() }));
    await expect(args.onOpenTerms).toHaveBeenCalledTimes(1);
    await expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/**
 * The server refuses: its message shows above the button, the typed values stay, the captcha
 * answer is cleared and a new image fetched.
 */
export const ServerRejection: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Nama pengguna ini sudah didaftarkan.');
    }),
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(1));
    await fillUsernameTab(canvas);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nama pengguna ini sudah didaftarkan.');
    await expect(args.onSubmit).toHaveBeenCalledWith(USERNAME_PAYLOAD);
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    await expect(textbox(canvas, translated('Verification code'))).toHaveValue('');
    await expect(textbox(canvas, translated('Username'))).toHaveValue(VALID.username);
    await expect(passwordInput(canvas, translated('Password'))).toHaveValue(VALID.password);
  },
};

/** While the registration runs the button is busy and ignores presses. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    const busy = await canvas.findByRole('button', { name: `${translated('Register')} ${translated('Loading')}` });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** One column on a phone, two on a wide screen, read row by row in the same order. */
export const Layout: Story = {
  ...LayoutDemo,
  play: async ({ canvas }) => {
    const top = (scope: Canvas, label: string) => textbox(scope, label).closest('[data-field]')!.getBoundingClientRect().top;
    const left = (scope: Canvas, label: string) => textbox(scope, label).closest('[data-field]')!.getBoundingClientRect().left;
    const phone = within(canvas.getByTestId('phone'));
    const wide = within(canvas.getByTestId('wide'));
    await expect(top(phone, translated('Mobile number'))).toBeGreaterThan(top(phone, translated('Username')));
    await expect(left(phone, translated('Mobile number'))).toBe(left(phone, translated('Username')));
    // Username and mobile share the first row; the next field starts the second.
    await expect(top(wide, translated('Mobile number'))).toBe(top(wide, translated('Username')));
    await expect(left(wide, translated('Mobile number'))).toBeGreaterThan(left(wide, translated('Username')));
    await expect(top(wide, translated('Real name'))).toBeGreaterThan(top(wide, translated('Username')));
    // The consent and the button span both columns.
    const wideForm = canvas.getByTestId('wide').querySelector('form')!;
    await expect(wide.getByRole('button', { name: translated('Register') }).getBoundingClientRect().width).toBe(wideForm.getBoundingClientRect().width);
  },
};

/**
 * In the registration modal: focus starts inside, the dialling-code picker opens inside the
 * modal's focus trap, and the picked country goes with the registration.
 */
export const InModal: Story = {
  ...InModalLayout,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: translated('Create an account') });
    const modal = within(dialog);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(modal.getByRole('tab', { name: translated('Register by mobile') }));
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    const picker = modal.getByRole('combobox', { name: translated('Country dialling code') });
    await userEvent.click(picker);
    const listbox = await modal.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /\+66/ }));
    await userEvent.type(modal.getByRole('textbox', { name: translated('Mobile number') }), VALID.mobileNum);
    await userEvent.type(modal.getByRole('textbox', { name: translated('Verification code') }), VALID.captcha);
    await userEvent.click(modal.getByRole('checkbox', { name: CONSENT() }));
    await userEvent.click(modal.getByRole('button', { name: translated('Register') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ registerMethod: 'mobile', countryCode: 'TH', countryDialingCode: '66' })),
    );
  },
};
