import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { REGISTER_RULES, STRICT_REGISTER_RULES } from '../test/server-rules';
import { COUNTRIES, IMAGE_HOST, alternatingCaptcha, withoutCaptcha } from '../test/register-fixtures';
import { RegisterForm, type RegisterFlags, type RegisterFormProps } from './RegisterForm';

const BOTH_METHODS: RegisterFlags = { isUsernameRegisterEnabled: true, isMobileRegisterEnabled: true };

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
 * the server enables, a captcha and the consent.
 */
export const Default: Story = {};

/**
 * The brand's switches (methods, SMS verification, affiliate), the server's field rules and the
 * affiliate code from the URL; the labels and hints follow the toolbar's language.
 */
export const Playground: Story = {
  args: {
    flags: { ...BOTH_METHODS, isSmsVerificationEnabled: false, isMobilePasswordEnabled: false, isAffiliateEnabled: true },
    defaultMethod: 'username',
    defaultCountryCode: 'MY',
    affiliateCodeFromUrl: '',
    isAffiliateCodeRejected: false,
  },
  argTypes: {
    flags: { control: 'object' },
    defaultMethod: { control: 'inline-radio', options: ['username', 'mobile'] },
    ...textControls('defaultCountryCode', 'affiliateCodeFromUrl'),
  },
};

/** Both methods on, the mobile tab with SMS verification and a password. */
export const MobileTabWithSmsAndPassword: Story = {
  args: {
    flags: { ...BOTH_METHODS, isSmsVerificationEnabled: true, isMobilePasswordEnabled: true },
    defaultMethod: 'mobile',
    rules: withoutCaptcha(REGISTER_RULES),
  },
};

/** Every optional field enabled and required, and the affiliate feature on. */
export const EveryField: Story = {
  args: { rules: STRICT_REGISTER_RULES, flags: { isAffiliateEnabled: true } },
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
};

function RegisterModal(args: RegisterFormProps) {
  return (
    <Modal defaultOpen title={<Trans>Create an account</Trans>} hasCloseButton width={720}>
      <RegisterForm {...args} />
    </Modal>
  );
}

/** In the registration modal (in a frame on the docs page, so it covers nothing). */
export const InModal: Story = {
  args: { flags: BOTH_METHODS },
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  render: (args) => <RegisterModal {...args} />,
};

/** Every brand in both colour modes, every field shown; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { rules: STRICT_REGISTER_RULES, flags: { ...BOTH_METHODS, isSmsVerificationEnabled: true, isAffiliateEnabled: true } },
  render: (args) => <RegisterForm {...args} />,
  play: async ({ canvasElement }) => {
    for (const brand of ['default', 'jade']) {
      for (const mode of ['light', 'dark']) {
        const scope = within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`));
        await expect(scope.getByRole('tablist', { name: translated('Registration method') })).toBeInTheDocument();
        await expect(scope.getByRole('button', { name: translated('Register') })).toBeInTheDocument();
      }
    }
  },
};
