import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OverlayBox } from '../test/overlay-box';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { Modal } from './Modal';

/**
 * A layer over the page for a task or a notice. The stories show it open; the Features stories
 * open it from a trigger and check focus, the keyboard, scroll lock, stacking and popovers.
 */
const meta = {
  title: 'Overlay/Modal',
  component: Modal,
  args: {
    title: <Trans>Deposit bonus</Trans>,
    children: <Trans>Your first deposit today earns a 20% bonus, credited within five minutes.</Trans>,
    hasCloseButton: true,
    isDismissable: true,
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: withoutControls('title', 'children', 'isOpen', 'container', 'initialFocusRef'),
  // On the docs page each open modal sits in a frame of its own instead of covering the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as a player sees it: its title, its body and the close button. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: translated('Deposit bonus') });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: translated('Close') })).toBeInTheDocument();
  },
};

/** Every prop a designer plays with: the title and the body are plain text to edit. */
export const Playground: Story = {
  args: { title: 'Deposit bonus', children: 'Your first deposit today earns a 20% bonus, credited within five minutes.' },
  argTypes: textControls('title', 'children'),
};

/** An open modal for each brand and mode, each in its own box (the scope's variables apply). */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <OverlayBox height={420}>{(box) => <Modal {...args} defaultOpen container={box} />}</OverlayBox>,
  play: async ({ canvasElement }) => {
    const panel = (brand: string, mode: string) =>
      within(canvasElement).getByTestId(`theme-${brand}-${mode}`).querySelector<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="dialog"][data-state="open"]')).toHaveLength(4));
    for (const brand of ['default', 'jade']) {
      const light = getComputedStyle(panel(brand, 'light')).backgroundColor;
      const dark = getComputedStyle(panel(brand, 'dark')).backgroundColor;
      await expect(light).not.toBe(dark);
    }
    await expect(getComputedStyle(panel('default', 'dark')).backgroundColor).toBe('rgb(26, 29, 36)');
  },
};
