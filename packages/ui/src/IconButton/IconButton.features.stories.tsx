import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { fn } from 'storybook/test';
import { expectDisabledButtonSkipped, expectKeyboardPresses } from '../test/interaction-plays';
import { translated } from '../test/story-i18n';
import { IconButton, type IconButtonProps } from './IconButton';

/** A close button, its label in the active language as an app passes it. */
function CloseButton(args: IconButtonProps) {
  const { t } = useLingui();
  return <IconButton {...args} label={t`Close`} />;
}

const meta = {
  title: 'Primitives/IconButton/Features',
  component: IconButton,
  tags: ['!autodocs'],
  args: { label: 'Close', children: '×', onClick: fn() },
  render: (args) => <CloseButton {...args} />,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches it, the focus ring shows, and Enter and Space both press it. */
export const Keyboard: Story = {
  play: ({ canvas, args }) => expectKeyboardPresses(canvas.getByRole('button', { name: translated('Close') }), args.onClick),
};

/** A disabled icon button is skipped by Tab. */
export const DisabledIsSkipped: Story = {
  args: { isDisabled: true },
  play: expectDisabledButtonSkipped,
};
