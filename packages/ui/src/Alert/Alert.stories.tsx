import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { Alert, type AlertProps } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: <Trans>New games this week</Trans>,
    children: <Trans>Twelve new slot games have arrived in the lobby.</Trans>,
    isDismissible: false,
    onDismiss: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    ...withoutControls('title', 'children'),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(new RegExp(`^${translated('Information')}: `));
    await expect(status).toHaveTextContent(translated('New games this week'));
  },
};

/** Every prop a designer plays with: the title and the message are plain text to edit. */
export const Playground: Story = {
  args: {
    title: 'New games this week',
    children: 'Twelve new slot games have arrived in the lobby.',
    isDismissible: true,
  },
  argTypes: textControls('title', 'children'),
};

function ToneList(args: AlertProps) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} tone="info" title={<Trans>New games this week</Trans>}>
        <Trans>Twelve new slot games have arrived in the lobby.</Trans>
      </Alert>
      <Alert {...args} tone="success" title={<Trans>Deposit received</Trans>}>
        <Trans>Your balance has been updated.</Trans>
      </Alert>
      <Alert {...args} tone="warning" title={<Trans>Verify your mobile number</Trans>}>
        <Trans>Withdrawals need a verified mobile number.</Trans>
      </Alert>
      <Alert {...args} tone="danger" title={<Trans>Withdrawal failed</Trans>}>
        <Trans>The bank did not accept the transfer. Try again later.</Trans>
      </Alert>
    </div>
  );
}

/** Warnings and errors interrupt (`role="alert"`); information and success wait their turn. */
export const Tones: Story = {
  render: (args) => <ToneList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert').map((element) => element.dataset.tone)).toEqual(['warning', 'danger']);
    await expect(canvas.getAllByRole('status').map((element) => element.dataset.tone)).toEqual(['info', 'success']);
    // Text stays in the body colour on the soft background, for contrast.
    await expect(getComputedStyle(canvas.getAllByRole('alert')[1]!).backgroundColor).toBe('rgb(253, 236, 238)');
    await expect(getComputedStyle(canvas.getAllByRole('alert')[1]!).color).toBe('rgb(21, 23, 28)');
  },
};

export const WithoutTitle: Story = {
  args: { tone: 'success', title: undefined, children: <Trans>Your balance has been updated.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Your balance has been updated.'));
  },
};

/** Every brand in both colour modes; axe checks the contrast of each tone. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { isDismissible: true },
  render: (args) => <ToneList {...args} />,
  play: async ({ canvasElement }) => {
    for (const brand of ['default', 'jade']) {
      for (const mode of ['light', 'dark']) {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        await expect(within(scope).getAllByRole('button')).toHaveLength(4);
      }
    }
    const darkDanger = within(within(canvasElement).getByTestId('theme-default-dark')).getAllByRole('alert')[1]!;
    await expect(getComputedStyle(darkDanger).backgroundColor).toBe('rgb(58, 29, 32)');
    await expect(getComputedStyle(darkDanger).color).toBe('rgb(238, 240, 244)');
  },
};
