import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { fn } from 'storybook/test';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { Modal } from '../Modal/Modal';
import { withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { expectEmptySubmitInEachScope } from '../test/form-theme-matrix';
import { InThemeScope } from '../test/theme-matrix';
import { REGISTER_RULES } from '../test/server-rules';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

const COUNTRIES = DEMO_COUNTRIES.slice(0, 7);
const IMAGE_HOST = DEMO_IMAGE_HOST;

/**
 * The demo brands' rules: mobileNum digits 9-11 (placeholder "11-digit number"), email 6-60,
 * password letters and digits 6-20.
 */
const RULES = REGISTER_RULES;

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
    ...withoutControls('rules', 'countries'),
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

/** Phone reset off (the brand's CHNGPASSVERIF3 setting): the username and the email. */
export const Default: Story = {};

/** The brand's switches and the method the form opens on; the texts follow the toolbar's language. */
export const Playground: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'email', defaultCountryCode: 'MY' },
  argTypes: { defaultCountryCode: { control: 'text' } },
};

/** Phone reset on, by phone: the number with its dialling code, the SMS code and the new password. */
export const ByPhone: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
};

/** In the forgot-password modal (in a frame on the docs page, so it covers nothing). */
export const InsideModal: Story = {
  args: { isPhoneResetEnabled: true },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: (args) => (
    <Modal defaultOpen title={<Trans>Forgot password</Trans>} hasCloseButton>
      <ForgotPasswordForm {...args} />
    </Modal>
  ),
};

/**
 * A copy of the form in the theme matrix, named after its brand and mode ("Default, light"), so
 * that the four form landmarks on the page have names of their own.
 */
function MatrixForm(args: ForgotPasswordFormProps) {
  const { t } = useLingui();
  return (
    <InThemeScope>
      {(scope) => <ForgotPasswordForm {...args} aria-label={scope ? t`Reset password (${scope})` : undefined} />}
    </InThemeScope>
  );
}

/** Every brand in both colour modes, by phone with errors showing; axe checks each. */
export const ThemeMatrix: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  parameters: { themeMatrix: true },
  render: (args) => <MatrixForm {...args} />,
  play: ({ canvasElement }) => expectEmptySubmitInEachScope(canvasElement, translated('Reset password'), translated('Mobile number')),
};
