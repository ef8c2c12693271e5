import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { passwordInput } from './password-field-story-setup';

function LoginPassword(args: PasswordFieldProps) {
  const { t } = useLingui();
  return <PasswordField placeholder={t`Enter your password`} {...args} />;
}

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: {
    label: <Trans>Password</Trans>,
    autoComplete: 'current-password',
    isRequired: false,
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    ...withoutControls('label', 'description', 'errorMessage', 'prefix'),
  },
  render: (args) => <LoginPassword {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: translated('Show password') })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Every prop a designer plays with: the label, help, placeholder and error are plain text. */
export const Playground: Story = {
  args: { label: 'Password', description: '', placeholder: 'Enter your password', errorMessage: '' },
  argTypes: textControls('label', 'description', 'placeholder', 'errorMessage'),
  render: (args) => <PasswordField {...args} />,
};

/** On registration: a new password, so password managers offer to generate one. */
export const NewPassword: Story = {
  args: {
    autoComplete: 'new-password',
    isRequired: true,
    description: <Trans>6 to 16 characters with letters and digits</Trans>,
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleName(translated('Password'));
    await expect(input).toHaveAccessibleDescription(translated('6 to 16 characters with letters and digits'));
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: <Trans>Input cannot be empty</Trans> },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${translated('Error:')} ${translated('Input cannot be empty')}`);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret' },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** Every brand in both colour modes, shown and hidden; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { defaultValue: 'secret', isRequired: true },
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('theme-jade-dark');
    await userEvent.click(within(scope).getByRole('button'));
    await expect(within(scope).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    // Each field has its own toggle: the others stay hidden.
    await expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(1);
    // The ghost toggle's icon takes the dark text colour.
    const darkToggle = within(within(canvasElement).getByTestId('theme-default-dark')).getByRole('button');
    await expect(getComputedStyle(darkToggle).color).toBe('rgb(238, 240, 244)');
  },
};
