import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { ToastView } from './Toast';

/**
 * A toast as it shows in the corner of the page. An app raises them with `toast.show(...)` and
 * shows them with its one `<Toaster />`; the Features stories below play that part.
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastView,
  args: {
    tone: 'success',
    title: <Trans>Deposit received</Trans>,
    description: <Trans>Your balance has been updated.</Trans>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    ...withoutControls('title', 'description'),
  },
} satisfies Meta<typeof ToastView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated('Deposit received'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: translated('Dismiss') })).toBeInTheDocument();
  },
};

/** Every prop a designer plays with: the title and the message are plain text to edit. */
export const Playground: Story = {
  args: { title: 'Deposit received', description: 'Your balance has been updated.' },
  argTypes: textControls('title', 'description'),
};

function ToneStack() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ToastView
        tone="success"
        title={<Trans>Deposit received</Trans>}
        description={<Trans>Your balance has been updated.</Trans>}
      />
      <ToastView
        tone="info"
        title={<Trans>New games this week</Trans>}
        description={<Trans>Twelve new slot games have arrived in the lobby.</Trans>}
      />
      <ToastView
        tone="warning"
        title={<Trans>Verify your mobile number</Trans>}
        description={<Trans>Withdrawals need a verified mobile number.</Trans>}
      />
      <ToastView
        tone="danger"
        title={<Trans>Withdrawal failed</Trans>}
        description={<Trans>The bank did not accept the transfer. Try again later.</Trans>}
      />
    </div>
  );
}

export const Tones: Story = {
  render: () => <ToneStack />,
};

/** How each tone looks in every brand and mode. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: () => <ToneStack />,
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement).getByTestId('theme-jade-dark');
    await expect(within(scope).getAllByRole('button', { name: translated('Dismiss') })).toHaveLength(4);
    const darkCard = within(within(canvasElement).getByTestId('theme-default-dark')).getAllByRole('button')[0]!;
    await expect(getComputedStyle(darkCard.parentElement!).backgroundColor).toBe('rgb(35, 39, 49)');
  },
};
