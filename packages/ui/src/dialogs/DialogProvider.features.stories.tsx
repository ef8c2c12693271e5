import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { dialogsClosed } from '../test/overlay-trigger';
import { translated } from '../test/story-i18n';
import type { DialogProvider } from './DialogProvider';
import dialogProviderMeta from './DialogProvider.stories';
import { dialogs } from './store';

/** Buttons that call the manager, as the app and the API layer do, and the answers they got. */
function ManagerDemo() {
  const { t } = useLingui();
  const [answer, setAnswer] = useState('');
  const confirm = async () => {
    const isSure = await dialogs.confirm({ title: t`Sign out?`, text: t`You will need to log in again to play.` });
    setAnswer(String(isSure));
  };
  const alert = async () => {
    await dialogs.alert({ title: t`Network error`, text: t`Network connection abnormal, please retry.` });
    setAnswer('closed');
  };
  const pickWallet = async () => {
    const wallet = await dialogs.open<string>({
      title: t`Transfer to which wallet?`,
      buttons: [
        { title: t`Slots wallet`, handler: ({ resolve }) => resolve('slots') },
        { title: t`Main wallet`, isDefault: true, handler: ({ resolve }) => resolve('main') },
      ],
    });
    setAnswer(String(wallet));
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button onClick={confirm}>
        <Trans>Sign out</Trans>
      </Button>
      <Button variant="secondary" onClick={alert}>
        <Trans>Show error</Trans>
      </Button>
      <Button variant="secondary" onClick={pickWallet}>
        <Trans>Transfer</Trans>
      </Button>
      <output data-testid="answer">{answer}</output>
    </div>
  );
}

// The main stories' provider and clean-up; the demo raises dialogs from buttons.
const meta = {
  ...dialogProviderMeta,
  title: 'Overlay/Dialog manager/Features',
  tags: ['!autodocs'],
  render: () => <ManagerDemo />,
} satisfies Meta<typeof DialogProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `dialogs.confirm` resolves true on Confirm, false on Cancel and on Escape. */
export const Confirm: Story = {
  play: async ({ canvas }) => {
    const signOut = canvas.getByRole('button', { name: translated('Sign out') });
    const answer = canvas.getByTestId('answer');

    await userEvent.click(signOut);
    let dialog = await screen.findByRole('dialog', { name: translated('Sign out?') });
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([translated('Cancel'), translated('Confirm')]);
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Confirm') }));
    await waitFor(() => expect(answer).toHaveTextContent('true'));
    await dialogsClosed();
    await expect(signOut).toHaveFocus();

    await userEvent.click(signOut);
    dialog = await screen.findByRole('dialog', { name: translated('Sign out?') });
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Cancel') }));
    await waitFor(() => expect(answer).toHaveTextContent('false'));
    await dialogsClosed();

    await userEvent.click(signOut);
    await screen.findByRole('dialog', { name: translated('Sign out?') });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answer).toHaveTextContent('true'));
    await dialogsClosed();

    await userEvent.click(signOut);
    await screen.findByRole('dialog', { name: translated('Sign out?') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answer).toHaveTextContent('false'));
  },
};

/** `dialogs.alert` shows a message with one Close button and resolves when it closes. */
export const Alert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Show error') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Network error') });
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('closed'));
  },
};

/** `dialogs.open` resolves with the value the pressed button resolved. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Transfer') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Transfer to which wallet?') });
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Slots wallet') }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('slots'));
  },
};

/**
 * Called from outside React (this play function, as the API layer does, translating with the
 * global i18n), and closed by id from outside too.
 */
export const OutsideReact: Story = {
  play: async () => {
    const pending = dialogs.alert({ title: t`Maintenance`, text: t`Platform upgrade in progress.` });
    await screen.findByRole('dialog', { name: translated('Maintenance') });
    dialogs.close(pending.id);
    await expect(pending).resolves.toBeUndefined();
    await dialogsClosed();
  },
};
