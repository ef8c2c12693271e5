import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    label: <Trans>Remember me</Trans>,
    description: <Trans>We keep your username on this device, never your password.</Trans>,
    isDisabled: false,
    isIndeterminate: false,
    isRequired: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press on the box or on its label toggles it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ingat saya' });
    await expect(box).toHaveAccessibleDescription('Kami menyimpan nama pengguna anda pada peranti ini, bukan kata laluan anda.');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Ingat saya'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** Tab reaches the box, a focus ring shows, and Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

function TermsConsent(args: CheckboxProps) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        args.onChange?.(next);
      }}
      errorMessage={checked ? undefined : <Trans>You must accept the terms to register</Trans>}
    />
  );
}

/** A required consent on registration: marked *, and its error goes once it is given. */
export const RequiredConsent: Story = {
  args: {
    label: <Trans>I am 18 or older and accept the terms and conditions</Trans>,
    description: undefined,
    isRequired: true,
  },
  render: (args) => <TermsConsent {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Saya berumur 18 tahun ke atas dan menerima terma dan syarat',
    });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Ralat: Anda mesti menerima terma untuk mendaftar');
    await userEvent.click(box);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** "Mixed": some of a group are chosen. A screen reader hears it; it stays while the prop is set. */
export const Indeterminate: Story = {
  args: { label: <Trans>All providers</Trans>, description: undefined, isIndeterminate: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Ingat saya'));
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Label, help and required word follow the language: Chinese here. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleName('记住我');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('我们只在此设备上保存您的用户名，绝不保存密码。');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    // Checked, the box fills with the dark primary.
    await expect(getComputedStyle(canvas.getByRole('checkbox')).backgroundColor).toBe('rgb(110, 164, 255)');
  },
};

function CheckboxSet(args: CheckboxProps) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} defaultChecked />
      <Checkbox label={<Trans>Receive promotions by SMS</Trans>} />
      <Checkbox label={<Trans>All providers</Trans>} isIndeterminate />
      <Checkbox
        label={<Trans>I am 18 or older and accept the terms and conditions</Trans>}
        isRequired
        errorMessage={<Trans>You must accept the terms to register</Trans>}
      />
    </div>
  );
}

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <CheckboxSet {...args} />,
  play: async ({ canvasElement }) => {
    const fills = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getAllByRole('checkbox')[0]!).backgroundColor;
      }),
    );
    // Checked boxes take each brand's primary in each mode.
    await expect(new Set(fills).size).toBe(4);
  },
};
