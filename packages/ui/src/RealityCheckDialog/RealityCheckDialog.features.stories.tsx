import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { translated } from '../test/story-i18n';
import { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';
import realityCheckMeta from './RealityCheckDialog.stories';

/** The reminder as an app holds it: open until "Continue" or "Log out". */
function Reminder(args: RealityCheckDialogProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <RealityCheckDialog
      {...args}
      isOpen={isOpen}
      onContinue={() => {
        args.onContinue();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  ...realityCheckMeta,
  title: 'Account/RealityCheckDialog/Features',
  tags: ['!autodocs'],
  render: (args) => <Reminder {...args} />,
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const reminderClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** "Continue" closes it; Escape does not: the player has to choose. */
export const ContinueCloses: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Continue') }));
    await reminderClosed();
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** The focus stays inside: Tab goes round the link and the two buttons. */
export const HoldsFocus: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: translated('Continue') })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

let finishLogOut: () => void = () => undefined;
const slowLogOut = fn(() => new Promise<void>((resolve) => (finishLogOut = resolve)));

/** "Log out" shows that it is busy until the app has logged the player out. */
export const LogOutBusy: Story = {
  args: { onLogOut: slowLogOut },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    const logOut = within(dialog).getByRole('button', { name: translated('Log out') });
    await userEvent.click(logOut);
    await expect(slowLogOut).toHaveBeenCalledOnce();
    await expect(logOut).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: translated('Continue') })).toBeDisabled();
    finishLogOut();
    await waitFor(() => expect(logOut).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** A plain click on the record link goes to the app (which navigates and closes the reminder). */
export const BettingRecordLink: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    await userEvent.click(within(dialog).getByRole('link', { name: translated('View your betting record') }));
    await expect(args.onBettingRecord).toHaveBeenCalledOnce();
  },
};

/** A game running in a modal, and the reminder that comes once it is open. */
function GameWithReminder(args: RealityCheckDialogProps) {
  const [isReminderOpen, setReminderOpen] = useState(false);
  return (
    <Modal defaultOpen title="Demo slot" width={800} onOpened={() => setReminderOpen(true)} data-testid="game-modal">
      <iframe title="Demo slot" srcDoc="<p>Spinning…</p>" style={{ width: '100%', height: 240, border: 0 }} />
      <RealityCheckDialog {...args} isOpen={isReminderOpen} onContinue={() => setReminderOpen(false)} />
    </Modal>
  );
}

/** Over a running game in a modal: the reminder opens above it and takes the focus. */
export const OverAGame: Story = {
  render: (args) => <GameWithReminder {...args} />,
  play: async () => {
    const reminder = await screen.findByRole('alertdialog', { name: translated('Reality check') });
    const game = screen.getByTestId('game-modal');
    const layerOf = (element: Element) => Number(getComputedStyle(element.parentElement!).zIndex);
    await expect(layerOf(reminder)).toBeGreaterThan(layerOf(game));
    await waitFor(() => expect(reminder.contains(document.activeElement)).toBe(true));
  },
};
