import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { REGISTER_RULES, STRICT_REGISTER_RULES } from '../test/server-rules';
import { COUNTRIES, IMAGE_HOST, VALID, alternatingCaptcha, errorOf, withoutCaptcha } from '../test/register-fixtures';
import { RegisterForm, type RegisterFlags, type RegisterFormProps } from './RegisterForm';

const REQUIRED = 'Ruangan ini tidak boleh kosong';
const CONSENT = 'Saya berumur lebih 18 tahun dan menerima terma dan syarat';
const CONSENT_ERROR = 'Sahkan bahawa anda berumur lebih 18 tahun dan menerima terma dan syarat';
const BOTH_METHODS: RegisterFlags = { isUsernameRegisterEnabled: true, isMobileRegisterEnabled: true };

type Canvas = ReturnType<typeof within>;

const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
/** Password inputs have no role: find them by their label (which ends with the required marker). */
const passwordInput = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}\\*?$`));
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Daftar' });

/** Fills what the demo rules require on the username tab, and ticks the consent. */
async function fillUsernameTab(canvas: Canvas, { captcha = true }: { captcha?: boolean } = {}) {
  await userEvent.type(textbox(canvas, 'Nama pengguna'), VALID.username);
  await userEvent.type(textbox(canvas, 'Nombor telefon bimbit'), VALID.mobileNum);
  await userEvent.type(passwordInput(canvas, 'Kata laluan'), VALID.password);
  await userEvent.type(passwordInput(canvas, 'Sahkan kata laluan'), VALID.password);
  if (captcha) await userEvent.type(textbox(canvas, 'Kod pengesahan'), VALID.captcha);
  await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
}

/** What the demo rules send for the username tab with only the required fields filled. */
const DEMO_PAYLOAD = {
  registerMethod: 'username',
  username: VALID.username,
  password: VALID.password,
  confirmPassword: VALID.password,
  mobileNum: VALID.mobileNum,
  countryCode: 'MY',
  countryDialingCode: '60',
  payeeName: '',
  email: '',
  line: '',
  whatsapp: '',
  recommenderId: '',
  captcha: VALID.captcha,
};

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  args: {
    rules: REGISTER_RULES,
    flags: {},
    countries: COUNTRIES,
    imageHost: IMAGE_HOST,
    onSubmit: fn(async () => {}),
    fetchCaptcha: fn(alternatingCaptcha()),
    onRequestSmsCode: fn(async () => ({ expiredMinutes: 1 })),
    onMethodChange: fn(),
    onOpenTerms: fn(),
    onLogin: fn(),
  },
  argTypes: {
    rules: { control: 'object' },
    countries: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <RegisterForm {...args} />
    </div>
  ),
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo brand's rules: username, mobile number, password twice, the optional profile fields
 * the server enables, a captcha and the consent. Filled and sent.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(1));
    await expect(textbox(canvas, 'Nama pengguna')).toHaveAccessibleDescription('6-16 aksara: bermula dengan huruf, diikuti huruf atau digit');
    await expect(textbox(canvas, 'Nama sebenar')).not.toHaveAttribute('aria-required');
    // Disabled by the server: hidden.
    await expect(canvas.queryByRole('textbox', { name: 'Nombor QQ' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'ID WeChat' })).toBeNull();
    await fillUsernameTab(canvas);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(DEMO_PAYLOAD));
  },
};

/** An empty submit: every required field says so, the first takes the focus, nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(textbox(canvas, 'Nama pengguna')).toHaveFocus());
    for (const input of [
      textbox(canvas, 'Nama pengguna'),
      textbox(canvas, 'Nombor telefon bimbit'),
      passwordInput(canvas, 'Kata laluan'),
      passwordInput(canvas, 'Sahkan kata laluan'),
      textbox(canvas, 'Kod pengesahan'),
    ]) {
      await expect(errorOf(input)).toBe(`Ralat: ${REQUIRED}`);
    }
    await expect(errorOf(canvas.getByRole('checkbox', { name: CONSENT }))).toBe(`Ralat: ${CONSENT_ERROR}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const STRICT_LABELS = [
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

/**
 * Every optional field enabled and required (and the affiliate feature on): an empty submit
 * shows the required message under each. The payment password gets a numeric keyboard.
 */
export const EveryFieldRequired: Story = {
  args: { rules: STRICT_REGISTER_RULES, flags: { isAffiliateEnabled: true } },
  play: async ({ canvas, args }) => {
    const paymentPassword = passwordInput(canvas, 'Kata laluan pembayaran');
    await expect(paymentPassword).toHaveAttribute('inputmode', 'numeric');
    await expect(paymentPassword).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(textbox(canvas, 'Nama pengguna')).toHaveFocus());
    for (const label of STRICT_LABELS) {
      await expect(textbox(canvas, label)).toHaveAttribute('aria-required', 'true');
      await expect(errorOf(textbox(canvas, label))).toBe(`Ralat: ${REQUIRED}`);
    }
    for (const label of ['Kata laluan', 'Sahkan kata laluan', 'Kata laluan pembayaran']) {
      await expect(errorOf(passwordInput(canvas, label))).toBe(`Ralat: ${REQUIRED}`);
    }
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(STRICT_LABELS.length + 3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each way a username can fail the demo rule (6-16, a letter first, then letters or digits). */
export const UsernameRuleFailures: Story = {
  play: async ({ canvas }) => {
    const username = textbox(canvas, 'Nama pengguna');
    const hint = '6-16 aksara: bermula dengan huruf, diikuti huruf atau digit';
    const cases: Array<[string, string]> = [
      ['abc12', 'Gunakan 6-16 aksara'],
      ['player0123456789x', 'Gunakan 6-16 aksara'],
      ['1player', hint],
      ['player_01', hint],
      ['pemain 01', hint],
    ];
    for (const [value, message] of cases) {
      await userEvent.clear(username);
      await userEvent.type(username, value);
      await userEvent.tab();
      await waitFor(() => expect(errorOf(username)).toBe(`Ralat: ${message}`));
    }
    await userEvent.clear(username);
    await userEvent.tab();
    await waitFor(() => expect(errorOf(username)).toBe(`Ralat: ${REQUIRED}`));
    await userEvent.type(username, VALID.username);
    await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));
  },
};

/** Each way a password can fail the demo rule (6-20, letters and digits both). */
export const PasswordRuleFailures: Story = {
  play: async ({ canvas }) => {
    const password = passwordInput(canvas, 'Kata laluan');
    const hint = '6-20 aksara, mengandungi huruf dan digit';
    const cases: Array<[string, string]> = [
      ['abc12', 'Gunakan 6-20 aksara'],
      ['secret88secret88secret88', 'Gunakan 6-20 aksara'],
      ['secretpw', hint],
      ['12345678', hint],
      ['secret_88', hint],
    ];
    for (const [value, message] of cases) {
      await userEvent.clear(password);
      await userEvent.type(password, value);
      await userEvent.tab();
      await waitFor(() => expect(errorOf(password)).toBe(`Ralat: ${message}`));
    }
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

/** The confirmation differs from the password: "the two entries differ", in Malay. */
export const ConfirmMismatch: Story = {
  play: mismatchPlay('Kata laluan', 'Sahkan kata laluan', 'Ralat: Kedua-dua entri tidak sama'),
};

export const ConfirmMismatchEnglish: Story = {
  globals: { locale: 'en' },
  play: mismatchPlay('Password', 'Confirm password', 'Error: The two entries differ'),
};

export const ConfirmMismatchChinese: Story = {
  globals: { locale: 'zh' },
  play: mismatchPlay('密码', '确认密码', '错误： 两次输入不一致'),
};

/** Both methods on: the mobile tab without SMS verification or password asks for the number only. */
export const MobileTab: Story = {
  args: { flags: BOTH_METHODS, defaultMethod: 'mobile' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Daftar dengan telefon bimbit' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('textbox', { name: 'Nama pengguna' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Kod pengesahan SMS' })).toBeNull();
    await expect(canvas.queryByLabelText(/^Kata laluan/)).toBeNull();
    await userEvent.type(textbox(canvas, 'Nombor telefon bimbit'), VALID.mobileNum);
    await userEvent.type(textbox(canvas, 'Kod pengesahan'), VALID.captcha);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        registerMethod: 'mobile',
        mobileNum: VALID.mobileNum,
        countryCode: 'MY',
        countryDialingCode: '60',
        payeeName: '',
        email: '',
        line: '',
        whatsapp: '',
        recommenderId: '',
        captcha: VALID.captcha,
      }),
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
    const code = textbox(canvas, 'Kod pengesahan SMS');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(textbox(canvas, 'Nombor telefon bimbit'), VALID.mobileNum);
    await userEvent.click(canvas.getByRole('button', { name: 'Hantar kod' }));
    await waitFor(() =>
      expect(args.onRequestSmsCode).toHaveBeenCalledWith({ mobileNum: VALID.mobileNum, countryCode: 'SG', countryDialingCode: '65' }),
    );
    await userEvent.type(code, VALID.verificationCode);
    await userEvent.type(passwordInput(canvas, 'Kata laluan'), VALID.password);
    await userEvent.type(passwordInput(canvas, 'Sahkan kata laluan'), VALID.password);
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        registerMethod: 'mobile',
        mobileNum: VALID.mobileNum,
        countryCode: 'SG',
        countryDialingCode: '65',
        verificationCode: VALID.verificationCode,
        password: VALID.password,
        confirmPassword: VALID.password,
        payeeName: '',
        email: '',
        line: '',
        whatsapp: '',
        recommenderId: '',
      }),
    );
  },
};

/** SMS verification on the username tab: the number and its code are asked there too. */
export const UsernameTabWithSms: Story = {
  args: { flags: { ...BOTH_METHODS, isSmsVerificationEnabled: true }, rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await expect(textbox(canvas, 'Nombor telefon bimbit')).toHaveAttribute('aria-required', 'true');
    // A send with a number that fails its rule is ignored, and the number says why.
    await userEvent.type(textbox(canvas, 'Nombor telefon bimbit'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Hantar kod' }));
    await waitFor(() => expect(errorOf(textbox(canvas, 'Nombor telefon bimbit'))).toBe('Ralat: Gunakan 9-11 aksara'));
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await userEvent.clear(textbox(canvas, 'Nombor telefon bimbit'));
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(errorOf(textbox(canvas, 'Kod pengesahan SMS'))).toBe(`Ralat: ${REQUIRED}`));
    await userEvent.type(textbox(canvas, 'Kod pengesahan SMS'), VALID.verificationCode);
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
    await userEvent.type(textbox(canvas, 'Nama pengguna'), VALID.username);
    await userEvent.type(textbox(canvas, 'Nombor telefon bimbit'), VALID.mobileNum);
    await userEvent.type(textbox(canvas, 'Kod pengesahan'), VALID.captcha);
    const mobileTab = canvas.getByRole('tab', { name: 'Daftar dengan telefon bimbit' });
    await userEvent.click(mobileTab);
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('mobile');
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    await expect(textbox(canvas, 'Nombor telefon bimbit')).toHaveValue(VALID.mobileNum);
    await expect(textbox(canvas, 'Kod pengesahan')).toHaveValue('');
    // Back with the arrow key: a third image, and the username is still there.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(3));
    await expect(textbox(canvas, 'Nama pengguna')).toHaveValue(VALID.username);
  },
};

/** An affiliate code from the URL that the server accepted: the field stays hidden, the code is sent. */
export const AffiliateCodeFromUrl: Story = {
  args: { flags: { isAffiliateEnabled: true }, affiliateCodeFromUrl: 'AFF777', rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Kod afiliasi' })).toBeNull();
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
    const field = textbox(canvas, 'Kod afiliasi');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('4-16 aksara, huruf atau digit sahaja');
    await userEvent.type(field, 'A1');
    await userEvent.tab();
    await waitFor(() => expect(errorOf(field)).toBe('Ralat: Gunakan 4-16 aksara'));
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
    await expect(textbox(canvas, 'Kod afiliasi')).not.toHaveAttribute('aria-required');
  },
};

/** The affiliate feature off: no field, and a code in the URL is not sent. */
export const AffiliateFeatureOff: Story = {
  args: { affiliateCodeFromUrl: 'AFF777', rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Kod afiliasi' })).toBeNull();
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
    const consent = canvas.getByRole('checkbox', { name: CONSENT });
    await userEvent.click(consent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(consent).toHaveFocus());
    await expect(errorOf(consent)).toBe(`Ralat: ${CONSENT_ERROR}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The terms open from the link in the label, which leaves the box as it was.
    await userEvent.click(canvas.getByRole('link', { name: 'terma dan syarat' }));
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
    await expect(args.onSubmit).toHaveBeenCalledWith(DEMO_PAYLOAD);
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    await expect(textbox(canvas, 'Kod pengesahan')).toHaveValue('');
    await expect(textbox(canvas, 'Nama pengguna')).toHaveValue(VALID.username);
    await expect(passwordInput(canvas, 'Kata laluan')).toHaveValue(VALID.password);
  },
};

/** While the registration runs the button is busy and ignores presses. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), rules: withoutCaptcha(REGISTER_RULES) },
  play: async ({ canvas, args }) => {
    await fillUsernameTab(canvas, { captcha: false });
    await userEvent.click(submitButton(canvas));
    const busy = await canvas.findByRole('button', { name: 'Daftar Memuatkan' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** One column on a phone, two on a wide screen, read row by row in the same order. */
export const Layout: Story = {
  args: { rules: STRICT_REGISTER_RULES },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div data-testid="phone" style={{ width: 360 }}>
        <RegisterForm {...args} />
      </div>
      <div data-testid="wide" style={{ width: 820 }}>
        <RegisterForm {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const top = (scope: Canvas, label: string) => textbox(scope, label).closest('[data-field]')!.getBoundingClientRect().top;
    const left = (scope: Canvas, label: string) => textbox(scope, label).closest('[data-field]')!.getBoundingClientRect().left;
    const phone = within(canvas.getByTestId('phone'));
    const wide = within(canvas.getByTestId('wide'));
    await expect(top(phone, 'Nombor telefon bimbit')).toBeGreaterThan(top(phone, 'Nama pengguna'));
    await expect(left(phone, 'Nombor telefon bimbit')).toBe(left(phone, 'Nama pengguna'));
    // Username and mobile share the first row; the next field starts the second.
    await expect(top(wide, 'Nombor telefon bimbit')).toBe(top(wide, 'Nama pengguna'));
    await expect(left(wide, 'Nombor telefon bimbit')).toBeGreaterThan(left(wide, 'Nama pengguna'));
    await expect(top(wide, 'Nama sebenar')).toBeGreaterThan(top(wide, 'Nama pengguna'));
    // The consent and the button span both columns.
    const wideForm = canvas.getByTestId('wide').querySelector('form')!;
    await expect(wide.getByRole('button', { name: 'Daftar' }).getBoundingClientRect().width).toBe(wideForm.getBoundingClientRect().width);
  },
};

function RegisterModal(args: RegisterFormProps) {
  return (
    <Modal defaultOpen title={<Trans>Create an account</Trans>} hasCloseButton width={720}>
      <RegisterForm {...args} />
    </Modal>
  );
}

/**
 * In the registration modal: focus starts inside, the dialling-code picker opens inside the
 * modal's focus trap, and the picked country goes with the registration.
 */
export const InModal: Story = {
  args: { flags: BOTH_METHODS },
  render: (args) => <RegisterModal {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cipta akaun' });
    const modal = within(dialog);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(modal.getByRole('tab', { name: 'Daftar dengan telefon bimbit' }));
    await waitFor(() => expect(args.fetchCaptcha).toHaveBeenCalledTimes(2));
    const picker = modal.getByRole('combobox', { name: 'Kod dail negara' });
    await userEvent.click(picker);
    const listbox = await modal.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /\+66/ }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Nombor telefon bimbit' }), VALID.mobileNum);
    await userEvent.type(modal.getByRole('textbox', { name: 'Kod pengesahan' }), VALID.captcha);
    await userEvent.click(modal.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(modal.getByRole('button', { name: 'Daftar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ registerMethod: 'mobile', countryCode: 'TH', countryDialingCode: '66' })),
    );
  },
};

/** Dark mode, with errors showing (axe checks their contrast). */
export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { flags: { ...BOTH_METHODS, isAffiliateEnabled: true } },
  play: async ({ canvas }) => {
    // The dark primary is light enough to carry dark text (after the colour transition).
    await waitFor(() => expect(getComputedStyle(submitButton(canvas)).backgroundColor).toBe('rgb(110, 164, 255)'));
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(errorOf(textbox(canvas, 'Nama pengguna'))).toBe(`Ralat: ${REQUIRED}`));
  },
};

/** In Chinese: the tabs, labels, hints, the consent and its message. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { flags: BOTH_METHODS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '用户名注册' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '手机注册' })).toBeInTheDocument();
    await expect(textbox(canvas, '用户名')).toHaveAccessibleDescription('6-16个字符，以字母开头，仅限字母或数字');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(errorOf(textbox(canvas, '用户名'))).toBe('错误： 输入不能为空'));
    await expect(errorOf(canvas.getByRole('checkbox', { name: '我已年满 18 岁，并接受条款和条件' }))).toBe(
      '错误： 请确认您已年满 18 岁并接受条款和条件',
    );
  },
};

/** Every brand in both colour modes, every field shown; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  args: { rules: STRICT_REGISTER_RULES, flags: { ...BOTH_METHODS, isSmsVerificationEnabled: true, isAffiliateEnabled: true } },
  render: (args) => <RegisterForm {...args} />,
  play: async ({ canvasElement }) => {
    for (const brand of ['default', 'jade']) {
      for (const mode of ['light', 'dark']) {
        const scope = within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`));
        await expect(scope.getByRole('tablist', { name: 'Cara pendaftaran' })).toBeInTheDocument();
        await expect(scope.getByRole('button', { name: 'Daftar' })).toBeInTheDocument();
      }
    }
  },
};
