import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { Modal } from '../Modal/Modal';
import { translated } from '../test/story-i18n';
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
export const ThemeMatrix: Story = {
  args: { isPhoneResetEnabled: true, defaultMethod: 'phone' },
  parameters: { themeMatrix: true },
  render: (args) => <MatrixForm {...args} />,
  play: async ({ canvasElement }) => {
    const scopes = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`))),
    );
    const resetButton = (scope: (typeof scopes)[number]) => scope.getByRole('button', { name: translated('Reset password') });
    for (const scope of scopes) await userEvent.click(resetButton(scope));
    for (const scope of scopes) {
      const mobile = scope.getByLabelText((label) => label.startsWith(translated('Mobile number')), { selector: 'input' });
      await waitFor(() => expect(mobile).toHaveAccessibleDescription(expect.stringContaining(translated('Input cannot be empty'))));
    }
    const buttons = scopes.map((scope) => getComputedStyle(resetButton(scope)).backgroundColor);
    await expect(new Set(buttons).size).toBe(4);
  },
};
