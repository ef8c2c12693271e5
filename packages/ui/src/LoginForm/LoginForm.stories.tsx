import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, within } from 'storybook/test';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821 } from '../test/captcha-images';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Modal } from '../Modal/Modal';
import { REGISTER_RULES } from '../test/server-rules';
import { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';

/** MY 60, SG 65, TH 66, VN 84, ID 62, PH 63, CN 86, as the country-code call lists them. */
const COUNTRIES = DEMO_COUNTRIES.slice(0, 7);

/** A captcha image fetcher that alternates between two images, so every refresh shows a new one. */
function captchaImages() {
  let count = 0;
  return fn(async () => (count++ % 2 === 0 ? CAPTCHA_IMAGE_4821 : CAPTCHA_IMAGE_0375));
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
    ...withoutControls('rules', 'countries'),
  },
  render: (args) => (
    <div style={{ maxWidth: args.layout === 'inline' ? undefined : 420 }}>
      <LoginForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username and password, as most brands show it. */
export const Default: Story = {};

/**
 * The switches a brand turns (mobile code login, captcha, registration link), the layout and
 * what is remembered from the last visit; the form's texts follow the toolbar's language.
 */
export const Playground: Story = {
  args: {
    isMobileLoginEnabled: true,
    isCaptchaRequired: true,
    remembered: { username: 'player01', mobileNum: '123456789', countryCode: 'MY' },
  },
  argTypes: {
    remembered: { control: 'object' },
    defaultCountryCode: { control: 'text' },
  },
};

/** Mobile code login on, opened on the SMS mode: mobile number with its dialling code, and the code. */
export const SmsMode: Story = {
  args: { isMobileLoginEnabled: true, defaultMode: 'sms' },
};

/** After a failed login the server asks for a captcha. */
export const WithCaptcha: Story = {
  args: { isCaptchaRequired: true },
};

/** Remembered from the last visit: the username is filled in and "Remember me" is checked. */
export const Remembered: Story = {
  args: { remembered: { username: 'player01' } },
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
};

/** The login popup: the form inside an open Modal (in a frame on the docs page, so it covers nothing). */
export const InModal: Story = {
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: (args) => (
    <Modal defaultOpen title={<Trans>Log in</Trans>} width={440}>
      <LoginForm {...args} isMobileLoginEnabled />
    </Modal>
  ),
};

/** Every brand in both colour modes, with every part shown; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  args: { isMobileLoginEnabled: true, isCaptchaRequired: true },
  parameters: { themeMatrix: true },
  render: (args) => <LoginForm {...args} />,
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map((scope) => {
      const button = within(scope).getByRole('button', { name: (name) => name.startsWith(translated('Log in')) });
      return getComputedStyle(button).backgroundColor;
    });
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
