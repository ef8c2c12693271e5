import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { Modal } from '../Modal/Modal';
import { REGISTER_RULES } from '../test/server-rules';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

const COUNTRIES = DEMO_COUNTRIES.slice(0, 7);
const IMAGE_HOST = DEMO_IMAGE_HOST;

/**
 * The demo brands' rules: mobileNum digits 9-11 (placeholder "11-digit number"), email 6-60,
 * password letters and digits 6-20.
 */
const RULES = REGISTER_RULES;

type Queries = ReturnType<typeof within>;
/** A field by the start of its label (a required label ends with a `*`). */
const field = (canvas: Queries, label: string) => canvas.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const expectError = (canvas: Queries, label: string, message: string) =>
  waitFor(() => expect(field(canvas, label)).toHaveAccessibleDescription(new RegExp(message)));
const press = (canvas: Queries, name: string) => userEvent.click(canvas.getByRole('button', { name }));
/** SMS presses closer together than a second count once (the button's throttle). */
const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, 1100));

const SEND_EMAIL = 'Hantar arahan tetapan semula';
const RESET = 'Tetapkan semula kata laluan';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    onSubmit: fn(async () => {}),
    onRequestSmsCode: fn(async () => ({ expiredMinutes: 1 })),
    onBackToLogin: fn(),
    isPhoneResetEnabled: false,
    rules: RULES,
    countries: COUNTRIES,
    imageHost: IMAGE_HOST,
  },
  argTypes: {
    defaultMethod: { control: 'inline-radio', options: ['email', 'phone'] },
    rules: { control: false },
    countries: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
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
    await expect(canvas.queryByLabelText(/^Nombor telefon bimbit/)).toBeNull();
    await expect(field(canvas, 'Nama pengguna')).toHaveAttribute('autocomplete', 'username');
    await expect(field(canvas, 'E-mel')).toHaveAttribute('type', 'email');
    await expect(field(canvas, 'E-mel')).toHaveAttribute('autocomplete', 'email');
    await expect(field(canvas, 'E-mel')).toHaveAccessibleDescription('Alamat e-mel yang sah, 6-60 aksara');

    await userEvent.type(field(canvas, 'Nama pengguna'), ' player01 ');
    await userEvent.type(field(canvas, 'E-mel'), 'ali@example.my ');
    await press(canvas, SEND_EMAIL);
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'email', username: 'player01', email: 'ali@example.my' });

    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent(
      'Jika nama pengguna dan e-mel sepadan, kami telah menghantar arahan tetapan semula ke ali@example.my.',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
    await waitFor(() => expect(confirmation.closest('[data-state="sent"]')).toHaveFocus());
    await press(canvas, 'Kembali ke log masuk');
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** Nothing typed: both fields are required, and the focus moves to the first. */
export const EmailEmpty: Story = {
  play: async ({ canvas, args }) => {
    await press(canvas, SEND_EMAIL);
    await expectError(canvas, 'Nama pengguna', 'Ruangan ini tidak boleh kosong');
    await expectError(canvas, 'E-mel', 'Ruangan ini tidak boleh kosong');
    await expect(field(canvas, 'Nama pengguna')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's email rule: a too-short address, then one that breaks its pattern. */
export const EmailRuleFailures: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Nama pengguna'), 'player01');
    await userEvent.type(field(canvas, 'E-mel'), 'a@b.c');
    await press(canvas, SEND_EMAIL);
    await expectError(canvas, 'E-mel', 'Ralat: Gunakan 6-60 aksara');
    await userEvent.clear(field(canvas, 'E-mel'));
    await userEvent.type(field(canvas, 'E-mel'), 'ali@example');
    await press(canvas, SEND_EMAIL);
    await expectError(canvas, 'E-mel', 'Ralat: Alamat e-mel yang sah, 6-60 aksara');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without an email rule the address has no hint, and must still look like an email. */
export const EmailWithoutRule: Story = {
  args: { rules: {} },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'E-mel')).not.toHaveAccessibleDescription();
    await userEvent.type(field(canvas, 'Nama pengguna'), 'player01');
    await userEvent.type(field(canvas, 'E-mel'), 'ali@');
    await press(canvas, SEND_EMAIL);
    await expectError(canvas, 'E-mel', 'Masukkan alamat e-mel yang sah');
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
    await userEvent.type(field(canvas, 'Nama pengguna'), 'player01');
    await userEvent.type(field(canvas, 'E-mel'), 'ali@example.my');
    await press(canvas, SEND_EMAIL);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username or email does not exist');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field(canvas, 'Nama pengguna')).toHaveValue('player01');
    await expect(field(canvas, 'E-mel')).toHaveValue('ali@example.my');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Phone reset on: email and phone are tabs, chosen by pointer or arrow keys; typed values survive a switch. */
export const MethodChoice: Story = {
  args: { isPhoneResetEnabled: true },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('tab', { name: 'Melalui e-mel' });
    const phone = canvas.getByRole('tab', { name: 'Melalui nombor telefon bimbit' });
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(field(canvas, 'Nama pengguna'), 'player01');

    await userEvent.click(phone);
    await expect(field(canvas, 'Nombor telefon bimbit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: RESET })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(email).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvas, 'Nama pengguna')).toHaveValue('player01');
    await expect(canvas.getByRole('button', { name: SEND_EMAIL })).toBeInTheDocument();
  },
};

/**
 * By phone: pick the country, send the SMS code (with the dialling code), type the code and
 * the new password. The app logs the player in with it afterwards.
 */
export const ByPhone: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    const mobile = field(canvas, 'Nombor telefon bimbit');
    await expect(mobile).toHaveAttribute('placeholder', 'Nombor 11 digit');
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(field(canvas, 'Kod pengesahan SMS')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(canvas, 'Kata laluan baharu')).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Kod dail negara' }));
    await userEvent.click(await canvas.findByRole('option', { name: /\+65/ }));
    await userEvent.type(mobile, '912345678');
    await press(canvas, 'Hantar kod');
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: '912345678', countryCode: 'SG', countryDialingCode: '65' }),
    );
    await userEvent.type(field(canvas, 'Kod pengesahan SMS'), '4321');
    await userEvent.type(field(canvas, 'Kata laluan baharu'), 'newpass22');
    await press(canvas, RESET);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'phone',
      mobileNum: '912345678',
      countryCode: 'SG',
      countryDialingCode: '65',
      verificationCode: '4321',
      newPassword: 'newpass22',
    });
    // No confirmation of its own: the app logs in.
    await expect(canvas.getByRole('form', { name: RESET })).toBeInTheDocument();
  },
};

/** Nothing typed: the number, the code and the new password are all required. */
export const PhoneEmpty: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    await press(canvas, RESET);
    for (const label of ['Nombor telefon bimbit', 'Kod pengesahan SMS', 'Kata laluan baharu']) {
      await expectError(canvas, label, 'Ruangan ini tidak boleh kosong');
    }
    await expect(field(canvas, 'Nombor telefon bimbit')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The mobileNum and password rules: too short, then the wrong characters. */
export const PhoneRuleFailures: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Nombor telefon bimbit'), '0123');
    await userEvent.type(field(canvas, 'Kod pengesahan SMS'), '4321');
    await userEvent.type(field(canvas, 'Kata laluan baharu'), 'ab1');
    await press(canvas, RESET);
    await expectError(canvas, 'Nombor telefon bimbit', 'Ralat: Gunakan 9-11 aksara');
    await expectError(canvas, 'Kata laluan baharu', 'Ralat: Gunakan 6-20 aksara');

    await userEvent.clear(field(canvas, 'Nombor telefon bimbit'));
    await userEvent.type(field(canvas, 'Nombor telefon bimbit'), '0123-45678');
    await userEvent.clear(field(canvas, 'Kata laluan baharu'));
    await userEvent.type(field(canvas, 'Kata laluan baharu'), 'onlyletters');
    await press(canvas, RESET);
    await expectError(canvas, 'Nombor telefon bimbit', 'Ralat: 9-11 aksara, digit sahaja');
    await expectError(canvas, 'Kata laluan baharu', 'Ralat: 6-20 aksara, mengandungi huruf dan digit');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A press on "Send code" is ignored while the number is empty or invalid; once valid it sends. */
export const SmsIgnoredWhileInvalid: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Hantar kod' });
    await userEvent.click(send);
    await expectError(canvas, 'Nombor telefon bimbit', 'Ruangan ini tidak boleh kosong');
    await userEvent.type(field(canvas, 'Nombor telefon bimbit'), '01234');
    await afterThrottle();
    await userEvent.click(send);
    await expectError(canvas, 'Nombor telefon bimbit', 'Gunakan 9-11 aksara');
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await expect(send).toHaveAttribute('data-state', 'idle');

    await userEvent.type(field(canvas, 'Nombor telefon bimbit'), '67890');
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
    await expect(field(canvas, 'Nombor telefon bimbit')).toHaveAttribute('placeholder', 'Nombor 10 digit');
    await expect(field(canvas, 'Kata laluan baharu')).not.toHaveAccessibleDescription();
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
    await userEvent.type(field(canvas, 'Nombor telefon bimbit'), '0123456789');
    await press(canvas, 'Hantar kod');
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
    await expect(canvas.getByRole('combobox', { name: 'Kod dail negara' })).toHaveValue('+66');
    await userEvent.type(field(canvas, 'Nombor telefon bimbit'), '812345678');
    await userEvent.type(field(canvas, 'Kod pengesahan SMS'), '9999');
    await userEvent.type(field(canvas, 'Kata laluan baharu'), 'newpass22');
    await press(canvas, RESET);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid verification code');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'TH', countryDialingCode: '66' }));
    await expect(field(canvas, 'Nombor telefon bimbit')).toHaveValue('812345678');
    await expect(field(canvas, 'Kod pengesahan SMS')).toHaveValue('9999');
    await expect(field(canvas, 'Kata laluan baharu')).toHaveValue('newpass22');
  },
};

/** In the forgot-password modal: the country picker opens inside it, and the reset runs there. */
export const InsideModal: Story = {
  args: { isPhoneResetEnabled: true },
  render: (args) => (
    <Modal defaultOpen title={<Trans>Forgot password</Trans>} hasCloseButton>
      <ForgotPasswordForm {...args} />
    </Modal>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Lupa kata laluan' });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('tab', { name: 'Melalui nombor telefon bimbit' }));
    await userEvent.click(inDialog.getByRole('combobox', { name: 'Kod dail negara' }));
    const option = await inDialog.findByRole('option', { name: /\+84/ });
    await userEvent.click(option);
    await expect(inDialog.getByRole('combobox', { name: 'Kod dail negara' })).toHaveValue('+84');
    await userEvent.type(field(inDialog, 'Nombor telefon bimbit'), '912345678');
    await userEvent.type(field(inDialog, 'Kod pengesahan SMS'), '4321');
    await userEvent.type(field(inDialog, 'Kata laluan baharu'), 'newpass22{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'phone', countryCode: 'VN', countryDialingCode: '84', mobileNum: '912345678' }),
    );
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const DarkMode: Story = {
  args: { isPhoneResetEnabled: true },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await press(canvas, SEND_EMAIL);
    await expectError(canvas, 'Nama pengguna', 'Ruangan ini tidak boleh kosong');
    // The dark primary is light enough to carry dark text.
    // (Waiting out the colour transition from the light mode the page started in.)
    const button = canvas.getByRole('button', { name: SEND_EMAIL });
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe('rgb(110, 164, 255)'));
  },
};

/** Labels, hints, messages and the confirmation in Chinese. */
export const Chinese: Story = {
  args: { isPhoneResetEnabled: true },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '通过手机号码' }));
    await expect(field(canvas, '手机号码')).toHaveAttribute('placeholder', '11位数字');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expectError(canvas, '手机号码', '输入不能为空');

    await userEvent.click(canvas.getByRole('tab', { name: '通过邮箱' }));
    await userEvent.type(field(canvas, '用户名'), 'player01');
    await userEvent.type(field(canvas, '电子邮箱'), 'ali@example.my');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置说明' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('如果用户名与邮箱匹配，我们已将重置说明发送至 ali@example.my。');
    await expect(canvas.getByRole('button', { name: '返回登录' })).toBeInTheDocument();
  },
};

/**
 * A copy of the form in the theme matrix, named after its brand and mode ("Default, light"), so
 * that the four form landmarks on the page have names of their own.
 */
function MatrixForm(args: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const [scope, setScope] = useState<string>();
  const measure = useCallback((node: HTMLDivElement | null) => {
    setScope(node?.closest('section[aria-label]')?.getAttribute('aria-label') ?? undefined);
  }, []);
  return (
    <div ref={measure}>
      <ForgotPasswordForm {...args} aria-label={scope ? t`Reset password (${scope})` : undefined} />
    </div>
  );
}

/** Every brand in both colour modes, by phone with errors showing; axe checks each. */
export const AllThemes: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  parameters: { themeMatrix: true },
  render: (args) => <MatrixForm {...args} />,
  play: async ({ canvasElement }) => {
    const scopes = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`))),
    );
    for (const scope of scopes) await press(scope, RESET);
    for (const scope of scopes) await expectError(scope, 'Nombor telefon bimbit', 'Ruangan ini tidak boleh kosong');
    const buttons = scopes.map((scope) => getComputedStyle(scope.getByRole('button', { name: RESET })).backgroundColor);
    await expect(new Set(buttons).size).toBe(4);
  },
};
