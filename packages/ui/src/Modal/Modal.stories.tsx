import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Modal, type ModalProps } from './Modal';

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
  argTypes: {
    title: { control: false },
    children: { control: false },
    isOpen: { control: false },
    container: { control: false },
    initialFocusRef: { control: false },
  },
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
  argTypes: { title: { control: 'text' }, children: { control: 'text' } },
};

/** An open modal for each brand and mode, each in its own box (the scope's variables apply). */
function ScopedModal(args: ModalProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    // A transform makes the box the containing block of the modal's fixed layer.
    <div ref={setBox} style={{ position: 'relative', height: 420, transform: 'translateZ(0)', overflow: 'hidden' }}>
      {box && <Modal {...args} defaultOpen container={box} />}
    </div>
  );
}

export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <ScopedModal {...args} />,
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
