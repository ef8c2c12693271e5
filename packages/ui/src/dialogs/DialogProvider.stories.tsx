import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, screen, waitFor, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { DialogProvider } from './DialogProvider';
import { dialogs } from './store';

/**
 * A confirm raised with `dialogs.confirm`, held in a box of its own (a transform makes the box
 * the containing block of the dialog's fixed layer) so that each brand and mode shows its own.
 */
function ConfirmInBox({ title, text }: { title?: string; text?: string }) {
  const { t } = useLingui();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!box) return;
    const pending = dialogs.confirm({
      title: title ?? t`Sign out?`,
      text: text ?? t`You will need to log in again to play.`,
      container: box,
    });
    return () => dialogs.close(pending.id);
  }, [box, t, title, text]);
  return <div ref={setBox} style={{ position: 'relative', height: 300, transform: 'translateZ(0)', overflow: 'hidden' }} />;
}

/**
 * Alerts, confirms and custom dialogs raised from anywhere, React or not (`dialogs.alert`,
 * `dialogs.confirm`, `dialogs.open`), shown by the app's one `<DialogProvider>`. The Features
 * stories raise them from buttons and from plain code.
 */
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
  render: () => <ConfirmInBox />,
  // The manager is one store for the page: clear it after each story.
  beforeEach: () => () => dialogs.closeAll(),
  // On the docs page each open dialog sits in a frame of its own instead of covering the page.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof DialogProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirm: the question, and its Cancel and Confirm buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('dialog', { name: translated('Sign out?') })).toBeVisible());
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([translated('Cancel'), translated('Confirm')]);
  },
};

/** A confirm with your own question: the title and the text are plain text to edit. */
export const Playground: StoryObj<{ title: string; text: string }> = {
  args: { title: 'Sign out?', text: 'You will need to log in again to play.' },
  argTypes: textControls('title', 'text'),
  render: (args) => <ConfirmInBox {...args} />,
};

/** A confirm for each brand and mode. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="dialog"][data-state="open"]')).toHaveLength(4));
    const confirms = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getByRole('button', { name: translated('Confirm'), hidden: true })).backgroundColor,
    );
    await expect(new Set(confirms).size).toBe(4);
    const darkDialog = within(canvasElement).getByTestId('theme-default-dark').querySelector('[role="dialog"]')!;
    await expect(getComputedStyle(darkDialog).backgroundColor).toBe('rgb(26, 29, 36)');
  },
};
