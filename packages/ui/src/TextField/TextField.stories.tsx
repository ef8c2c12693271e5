import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    prefix: { control: false },
    suffix: { control: false },
  },
  render: (args) => <UsernameField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the text; the help is read after the label; the box shows the focus ring. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama pengguna' });
    await expect(input).toHaveAttribute('placeholder', 'Masukkan nama pengguna');
    await expect(input).toHaveAccessibleDescription('6 hingga 12 huruf atau digit');
    await userEvent.click(input);
    await expect(getComputedStyle(control(input)).outlineStyle).toBe('solid');
    await userEvent.keyboard('ali88');
    await expect(input).toHaveValue('ali88');
    await expect(args.onChange).toHaveBeenLastCalledWith('ali88');
  },
};

/** Required fields are marked * (spec, section 5); a screen reader hears aria-required instead. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama pengguna' });
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ralat: Ruangan ini tidak boleh kosong');
    await expect(input).toHaveAccessibleDescription('6 hingga 12 huruf atau digit Ralat: Ruangan ini tidak boleh kosong');
    await expect(getComputedStyle(control(input)).borderTopColor).toBe('rgb(185, 31, 42)');
  },
};

function ValidatedUsername(args: TextFieldProps) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [isTouched, setTouched] = useState(false);
  const error = isTouched && value.trim() === '' ? t`Input cannot be empty` : undefined;
  return (
    <UsernameField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
      onBlur={() => setTouched(true)}
      errorMessage={error}
    />
  );
}

/** As a form uses it: an empty required field shows its error on leaving, and clears it when filled. */
export const ValidatesOnBlur: Story = {
  args: { isRequired: true },
  render: (args) => <ValidatedUsername {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ruangan ini tidak boleh kosong');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'ali88');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
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
    const input = canvas.getByRole('textbox', { name: 'Nombor telefon bimbit' });
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

/** Label, required word, placeholder and error prefix follow the language: Chinese here. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { isRequired: true, errorMessage: <Trans>Input cannot be empty</Trans> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveAttribute('placeholder', '请输入用户名');
    // The hidden prefix is read before the message: "错误： 输入不能为空".
    await expect(canvas.getByRole('alert')).toHaveTextContent('错误： 输入不能为空');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { isRequired: true, defaultValue: 'ali88' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(getComputedStyle(control(input)).backgroundColor).toBe('rgb(20, 22, 27)');
    await expect(getComputedStyle(input).color).toBe('rgb(238, 240, 244)');
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
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <FieldSet {...args} />,
  play: async ({ canvasElement }) => {
    const errorColours = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getByRole('alert')).color;
      }),
    );
    await expect(errorColours).toEqual(['rgb(185, 31, 42)', 'rgb(255, 123, 123)', 'rgb(185, 31, 42)', 'rgb(255, 123, 123)']);
  },
};
