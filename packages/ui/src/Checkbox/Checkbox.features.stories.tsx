import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox/Features',
  tags: ['!autodocs'],
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
      name: translated('I am 18 or older and accept the terms and conditions'),
    });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`${translated('Error:')} ${translated('You must accept the terms to register')}`);
    await userEvent.click(box);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};
