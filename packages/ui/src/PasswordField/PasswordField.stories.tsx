import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

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
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    prefix: { control: false },
  },
  render: (args) => <LoginPassword {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Kata laluan/, { selector: 'input' }) as HTMLInputElement;

/**
 * Hidden by default. The toggle ("Tunjukkan kata laluan", pressed or not) shows the text; a press
 * leaves the focus and the caret where they were, so typing goes on in place.
 */
export const ShowAndHide: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'secret');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');

    const toggle = canvas.getByRole('button', { name: 'Tunjukkan kata laluan' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('secrXet');
    await expect(args.onChange).toHaveBeenLastCalledWith('secrXet');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveFocus();
  },
};

/** From the keyboard: Tab reaches the toggle after the input; Space and Enter press it. */
export const Keyboard: Story = {
  args: { defaultValue: 'secret' },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
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
    await expect(input).toHaveAccessibleName('Kata laluan');
    await expect(input).toHaveAccessibleDescription('6 hingga 16 aksara dengan huruf dan digit');
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: <Trans>Input cannot be empty</Trans> },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Ralat: Ruangan ini tidak boleh kosong');
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

/** The toggle's name follows the language: Chinese here. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('显示密码');
    await expect(canvas.getByLabelText(/^密码/, { selector: 'input' })).toHaveAccessibleName('密码');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { defaultValue: 'secret' },
  play: async ({ canvas }) => {
    // The ghost toggle's icon takes the dark text colour.
    await expect(getComputedStyle(canvas.getByRole('button')).color).toBe('rgb(238, 240, 244)');
  },
};

/** Every brand in both colour modes, shown and hidden; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  args: { defaultValue: 'secret', isRequired: true },
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('theme-jade-dark');
    await userEvent.click(within(scope).getByRole('button'));
    await expect(within(scope).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    // Each field has its own toggle: the others stay hidden.
    await expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};
