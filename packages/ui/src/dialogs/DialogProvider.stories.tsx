import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogProvider } from './DialogProvider';
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

const meta = {
  title: 'Overlay/Dialog manager',
  component: DialogProvider,
  decorators: [
    (Story) => (
      <DialogProvider>
        <Story />
      </DialogProvider>
    ),
  ],
  render: () => <ManagerDemo />,
  // The manager is one store for the page: clear it after each story.
  beforeEach: () => () => dialogs.closeAll(),
} satisfies Meta<typeof DialogProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** `dialogs.confirm` resolves true on Confirm, false on Cancel and on Escape. */
export const Confirm: Story = {
  play: async ({ canvas }) => {
    const signOut = canvas.getByRole('button', { name: 'Log keluar' });
    const answer = canvas.getByTestId('answer');

    await userEvent.click(signOut);
    let dialog = await screen.findByRole('dialog', { name: 'Log keluar?' });
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Batal', 'Sahkan']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sahkan' }));
    await waitFor(() => expect(answer).toHaveTextContent('true'));
    await closed();
    await expect(signOut).toHaveFocus();

    await userEvent.click(signOut);
    dialog = await screen.findByRole('dialog', { name: 'Log keluar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(answer).toHaveTextContent('false'));
    await closed();

    await userEvent.click(signOut);
    await screen.findByRole('dialog', { name: 'Log keluar?' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answer).toHaveTextContent('true'));
    await closed();

    await userEvent.click(signOut);
    await screen.findByRole('dialog', { name: 'Log keluar?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answer).toHaveTextContent('false'));
  },
};

/** `dialogs.alert` shows a message with one Close button and resolves when it closes. */
export const Alert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tunjukkan ralat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ralat rangkaian' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('closed'));
  },
};

/** `dialogs.open` resolves with the value the pressed button resolved. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pindah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pindah ke dompet mana?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dompet slot' }));
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
    await screen.findByRole('dialog', { name: 'Penyelenggaraan' });
    dialogs.close(pending.id);
    await expect(pending).resolves.toBeUndefined();
    await closed();
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log keluar' }));
    const dialog = await screen.findByRole('dialog');
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(26, 29, 36)');
  },
};

/** The confirm's own buttons in Chinese: 取消 and 确认. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '退出登录？' });
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '确认']);
  },
};

/** A confirm for each brand and mode, each shown in its own box so the scope's theme applies. */
function ScopedConfirm() {
  const { t } = useLingui();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!box) return;
    const pending = dialogs.confirm({ title: t`Sign out?`, text: t`You will need to log in again to play.`, container: box });
    return () => dialogs.close(pending.id);
  }, [box, t]);
  return (
    // A transform makes the box the containing block of the dialog's fixed layer.
    <div ref={setBox} style={{ position: 'relative', height: 300, transform: 'translateZ(0)', overflow: 'hidden' }} />
  );
}

export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  render: () => <ScopedConfirm />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="dialog"][data-state="open"]')).toHaveLength(4));
    const confirms = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getByRole('button', { name: 'Sahkan', hidden: true })).backgroundColor;
      }),
    );
    await expect(new Set(confirms).size).toBe(4);
  },
};
