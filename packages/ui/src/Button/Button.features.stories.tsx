import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button/Features',
  component: Button,
  tags: ['!autodocs'],
  args: { children: <Trans>Deposit</Trans>, onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the button, a focus ring shows, and Enter and Space both press it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A disabled button is skipped by Tab. */
export const DisabledIsSkipped: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).not.toHaveFocus();
  },
};
