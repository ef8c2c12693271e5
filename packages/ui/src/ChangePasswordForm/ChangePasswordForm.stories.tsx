import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { fn } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { translated } from '../test/story-i18n';
import { expectEmptySubmitInEachScope } from '../test/form-theme-matrix';
import { InThemeScope } from '../test/theme-matrix';
import { REGISTER_RULES } from '../test/server-rules';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';

/** The shared 'password' rule as the demo brands send it: letters and digits, 6-20 characters. */
const PASSWORD_RULE = REGISTER_RULES.password!;

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    onSubmit: fn(async () => {}),
    passwordRule: PASSWORD_RULE,
    isOldPasswordNeeded: true,
  },
  argTypes: {
    reason: { control: 'inline-radio', options: [undefined, 'expired', 'default'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the security centre: the current password, the new one (with the rule's hint) and again. */
export const Default: Story = {};

/** The reason shown above the fields, the username kept for password managers, and the switches. */
export const Playground: Story = {
  args: { reason: 'expired', username: 'player01', isOldPasswordNeeded: false, onCancel: fn() },
  argTypes: { username: { control: 'text' } },
};

/** After login with an expired password: the form says why; the current password is not asked. */
export const ExpiredPassword: Story = {
  args: { reason: 'expired', username: 'player01', isOldPasswordNeeded: false },
};

/** After login with the default password. */
export const DefaultPassword: Story = {
  args: { reason: 'default', username: 'player01' },
};

/** From the security centre the change can be cancelled. */
export const Cancellable: Story = {
  args: { onCancel: fn() },
};

/**
 * The forced change after login, as the app shows it: in a modal that cannot be dismissed,
 * with the reason and without the current password (in a frame on the docs page).
 */
export const InsideModal: Story = {
  args: { reason: 'default', isOldPasswordNeeded: false, username: 'player01' },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: (args) => (
    <Modal defaultOpen title={<Trans>Change password</Trans>} hasCloseButton={false} isDismissable={false}>
      <ChangePasswordForm {...args} />
    </Modal>
  ),
};

/**
 * A copy of the form in the theme matrix, named after its brand and mode ("Default, light"), so
 * that the four form landmarks on the page have names of their own.
 */
function MatrixForm(args: ChangePasswordFormProps) {
  const { t } = useLingui();
  return (
    <InThemeScope>
      {(scope) => <ChangePasswordForm {...args} aria-label={scope ? t`Change password (${scope})` : undefined} />}
    </InThemeScope>
  );
}

/** Every brand in both colour modes, with the reason and errors showing; axe checks each. */
export const ThemeMatrix: Story = {
  args: { reason: 'expired', onCancel: fn() },
  parameters: { themeMatrix: true },
  render: (args) => <MatrixForm {...args} />,
  play: ({ canvasElement }) => expectEmptySubmitInEachScope(canvasElement, translated('Change password'), translated('New password')),
};
