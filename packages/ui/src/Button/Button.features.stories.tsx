import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { fn } from 'storybook/test';
import { expectDisabledButtonSkipped, expectKeyboardPresses } from '../test/interaction-plays';
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
  play: ({ canvas, args }) => expectKeyboardPresses(canvas.getByRole('button'), args.onClick),
};

/** A disabled button is skipped by Tab. */
export const DisabledIsSkipped: Story = {
  args: { isDisabled: true },
  play: expectDisabledButtonSkipped,
};
