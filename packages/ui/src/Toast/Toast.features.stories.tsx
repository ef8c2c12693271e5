import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { Toaster } from './Toast';
import { toast, type ToastTone } from './toast-store';

const meta = {
  title: 'Feedback/Toast/Features',
  tags: ['!autodocs'],
  component: Toaster,
  args: { max: 3 },
  // The shared store outlives a story: each starts and ends empty.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function useSampleToasts() {
  const { t } = useLingui();
  return {
    success: { tone: 'success' as const, title: t`Deposit received`, description: t`Your balance has been updated.` },
    info: {
      tone: 'info' as const,
      title: t`New games this week`,
      description: t`Twelve new slot games have arrived in the lobby.`,
    },
    warning: {
      tone: 'warning' as const,
      title: t`Verify your mobile number`,
      description: t`Withdrawals need a verified mobile number.`,
    },
    danger: {
      tone: 'danger' as const,
      title: t`Withdrawal failed`,
      description: t`The bank did not accept the transfer. Try again later.`,
    },
  };
}

/** A page with a button that raises a toast, and the app's one Toaster. */
function Demo({ max, durationMs }: { max?: number; durationMs?: number }) {
  const samples = useSampleToasts();
  const tones: ToastTone[] = ['success', 'info', 'warning', 'danger'];
  return (
    <div style={{ padding: 16, minHeight: 480 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {tones.map((tone) => {
          const title = samples[tone].title;
          return (
            <button key={tone} type="button" onClick={() => toast.show({ ...samples[tone], durationMs })}>
              <Trans>Show “{title}”</Trans>
            </button>
          );
        })}
      </div>
      <Toaster max={max} />
    </div>
  );
}

const region = (canvasElement: HTMLElement, name = translated('Notifications')) =>
  within(canvasElement).getByRole('region', { name });
const shownToasts = (canvasElement: HTMLElement) => within(region(canvasElement)).queryAllByRole('listitem');

/** A button raises a toast; its dismiss button removes it. */
export const ShowAndDismiss: Story = {
  render: (args) => <Demo max={args.max} durationMs={Number.POSITIVE_INFINITY} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const [shown] = shownToasts(canvasElement);
    await expect(shown).toHaveTextContent(`${translated('Success')}: ${translated('Deposit received')}`);
    await expect(region(canvasElement).querySelector('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(within(shown!).getByRole('button', { name: translated('Dismiss') }));
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0));
  },
};

/** `toast.show` works from plain code outside React: here, from the play function itself. */
export const CalledOutsideReact: Story = {
  render: (args) => <Toaster {...args} />,
  play: async ({ canvasElement }) => {
    // As an API error handler would: translated text from the app's i18n instance, no hooks.
    toast.show({
      tone: 'danger',
      title: i18n._(msg`Network connection abnormal, please retry`),
      durationMs: Number.POSITIVE_INFINITY,
    });
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(1));
    await expect(shownToasts(canvasElement)[0]).toHaveTextContent(
      `${translated('Error')}: ${translated('Network connection abnormal, please retry')}`,
    );
  },
};

/** A toast goes by itself after its time (5000 ms by default; 1200 ms here). */
export const AutoDismiss: Story = {
  render: (args) => <Demo max={args.max} durationMs={1200} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(shownToasts(canvasElement)).toHaveLength(1);
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 4000 });
  },
};

/** While the pointer rests on a toast, or focus is in it, its time stands still. */
export const PausedOnHoverAndFocus: Story = {
  render: (args) => <Demo max={args.max} durationMs={800} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    const [shown] = shownToasts(canvasElement);
    await userEvent.hover(shown!);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(shownToasts(canvasElement)).toHaveLength(1);
    // Focus in it keeps it too, after the pointer has gone.
    within(shown!).getByRole('button').focus();
    await userEvent.unhover(shown!);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(shownToasts(canvasElement)).toHaveLength(1);
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(0), { timeout: 3000 });
  },
};

/** At most three show; a fourth waits for a place. Escape dismisses the focused toast. */
export const AtMostThree: Story = {
  render: (args) => <Demo max={args.max} durationMs={Number.POSITIVE_INFINITY} />,
  play: async ({ canvas, canvasElement }) => {
    // The four buttons that raise a toast, one per tone.
    for (const button of canvas.getAllByRole('button')) await userEvent.click(button);
    await expect(shownToasts(canvasElement)).toHaveLength(3);
    const first = within(shownToasts(canvasElement)[0]!).getByRole('button', { name: translated('Dismiss') });
    first.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shownToasts(canvasElement)).toHaveLength(3));
    await expect(shownToasts(canvasElement)[2]).toHaveTextContent(translated('Withdrawal failed'));
    // Focus moved to the next toast rather than being lost.
    await expect(within(shownToasts(canvasElement)[0]!).getByRole('button')).toHaveFocus();
  },
};
