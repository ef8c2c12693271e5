import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { TextField, type TextFieldProps } from './TextField';

/** The username field of the login form, its placeholder in the active language. */
function UsernameField(args: TextFieldProps) {
  const { t } = useLingui();
  return <TextField placeholder={t`Enter your username`} {...args} />;
}

const control = (input: HTMLElement) => input.closest<HTMLElement>('[data-field-control]')!;

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: <Trans>Username</Trans>,
    description: <Trans>6 to 12 letters or digits</Trans>,
    autoComplete: 'username',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
    onChange: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage', 'prefix', 'suffix'),
  render: (args) => <UsernameField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the text; the help is read after the label; the box shows the focus ring. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: translated('Username') });
    await expect(input).toHaveAttribute('placeholder', translated('Enter your username'));
    await expect(input).toHaveAccessibleDescription(translated('6 to 12 letters or digits'));
    await userEvent.click(input);
    await expect(getComputedStyle(control(input)).outlineStyle).toBe('solid');
    await userEvent.keyboard('ali88');
    await expect(input).toHaveValue('ali88');
    await expect(args.onChange).toHaveBeenLastCalledWith('ali88');
  },
};

/** Every prop a designer plays with: the label, help, placeholder and error are plain text. */
export const Playground: Story = {
  args: {
    label: 'Username',
    description: '6 to 12 letters or digits',
    placeholder: 'Enter your username',
    errorMessage: '',
  },
  argTypes: textControls('label', 'description', 'placeholder', 'errorMessage'),
  render: (args) => <TextField {...args} />,
};

/** Required fields are marked * (spec, section 5); a screen reader hears aria-required instead. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: translated('Username') });
    await expect(input).toHaveAttribute('aria-required', 'true');
    const marker = canvas.getByText('*');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The error is announced, marks the input invalid and is read with it. */
export const WithError: Story = {
  args: { isRequired: true, errorMessage: <Trans>Input cannot be empty</Trans> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${translated('Error:')} ${translated('Input cannot be empty')}`);
    await expect(input).toHaveAccessibleDescription(
      `${translated('6 to 12 letters or digits')} ${translated('Error:')} ${translated('Input cannot be empty')}`,
    );
    await expect(getComputedStyle(control(input)).borderTopColor).toBe('rgb(185, 31, 42)');
  },
};

function MobileNumberField(args: TextFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      {...args}
      label={t`Mobile number`}
      description={undefined}
      placeholder={t`10 digit number`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      prefix={<span>+60</span>}
    />
  );
}

/** A prefix inside the box (the dialling code); a press on it puts the caret in the input. */
export const MobileNumber: Story = {
  render: (args) => <MobileNumberField {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: translated('Mobile number') });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '10');
    await userEvent.click(canvas.getByText('+60'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('0123456789');
    await expect(input).toHaveValue('0123456789');
    await expect(args.onChange).toHaveBeenLastCalledWith('0123456789');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ali88' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ali88');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only text can be focused and copied, not changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ali88' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ali88');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function FieldSet(args: TextFieldProps) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <UsernameField {...args} isRequired defaultValue="ali88" />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        defaultValue="ali@"
        errorMessage={t`Enter a valid email address`}
      />
      <TextField label={t`Referral code`} isDisabled defaultValue="ABC123" />
    </div>
  );
}

/** Every brand in both colour modes; axe checks the contrast of text, help, error and borders. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <FieldSet {...args} />,
  play: async ({ canvasElement }) => {
    const errorColours = themeScopes(canvasElement).map((scope) => getComputedStyle(within(scope).getByRole('alert')).color);
    await expect(errorColours).toEqual(['rgb(185, 31, 42)', 'rgb(255, 123, 123)', 'rgb(185, 31, 42)', 'rgb(255, 123, 123)']);
    const darkUsername = within(within(canvasElement).getByTestId('theme-default-dark')).getAllByRole('textbox')[0]!;
    await expect(getComputedStyle(control(darkUsername)).backgroundColor).toBe('rgb(20, 22, 27)');
    await expect(getComputedStyle(darkUsername).color).toBe('rgb(238, 240, 244)');
  },
};
