import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const control = (select: HTMLElement) => select.closest<HTMLElement>('[data-field-control]')!;

const meta = {
  title: 'Primitives/Select/Features',
  component: Select,
  tags: ['!autodocs'],
  args: {
    label: <Trans>Bank name</Trans>,
    options: [
      { value: 'rhb', label: 'RHB Bank', isDisabled: true },
      { value: 'maybank', label: 'Maybank' },
      { value: 'cimb', label: 'CIMB Bank' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the select and the box shows the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(control(select)).outlineStyle).toBe('solid');
  },
};

/** Without a placeholder it starts on the first option it can show, and says so. */
export const WithoutPlaceholder: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('maybank');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
