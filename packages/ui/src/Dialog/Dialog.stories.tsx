import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OverlayBox } from '../test/overlay-box';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Dialog } from './Dialog';

/**
 * A short message with its buttons, over the page. The stories show it open; the Features stories
 * open it from a trigger and press its buttons.
 */
const meta = {
  title: 'Overlay/Dialog',
  component: Dialog,
  args: {
    title: <Trans>Withdrawal submitted</Trans>,
    text: <Trans>Your withdrawal of 500.00 is being processed.</Trans>,
    isDismissable: true,
    defaultOpen: true,
    onOpenChange: fn(),
    onClose: fn(),
  },
  argTypes: withoutControls('title', 'text', 'component', 'buttons', 'isOpen', 'container'),
  // On the docs page each open dialog sits in a frame of its own instead of covering the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 400 wide, one "Close" button. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: translated('Withdrawal submitted') });
    await expect(dialog).toHaveAccessibleDescription(translated('Your withdrawal of 500.00 is being processed.'));
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([translated('Close')]);
  },
};

/** Every prop a designer plays with: the title and the text are plain text to edit. */
export const Playground: Story = {
  args: { title: 'Withdrawal submitted', text: 'Your withdrawal of 500.00 is being processed.' },
  argTypes: textControls('title', 'text'),
};

/** Two buttons: the default one (primary) is pressed by Enter. */
export const TwoButtons: Story = {
  args: {
    title: <Trans>Withdraw 500.00?</Trans>,
    text: <Trans>The money reaches your bank within a day.</Trans>,
    buttons: [{ title: <Trans>Cancel</Trans> }, { title: <Trans>Withdraw</Trans>, isDefault: true }],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: translated('Withdraw 500.00?') });
    await expect(within(dialog).getByRole('button', { name: translated('Withdraw') })).toHaveAttribute('data-variant', 'primary');
  },
};

/** Every brand in both colour modes, each dialog held in its own box. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <OverlayBox height={300}>{(box) => <Dialog {...args} defaultOpen container={box} />}</OverlayBox>,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="dialog"][data-state="open"]')).toHaveLength(4));
    const buttons = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(scope.querySelector('[role="dialog"] button')!).backgroundColor,
    );
    // Four brand-and-mode pairs, four different primary buttons.
    await expect(new Set(buttons).size).toBe(4);
    await expect(buttons[1]).toBe('rgb(110, 164, 255)');
    const darkDialog = within(canvasElement).getByTestId('theme-default-dark').querySelector('[role="dialog"]')!;
    await expect(getComputedStyle(darkDialog).backgroundColor).toBe('rgb(26, 29, 36)');
  },
};
