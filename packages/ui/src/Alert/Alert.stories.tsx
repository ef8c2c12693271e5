import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    title: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Maklumat: /);
    await expect(status).toHaveTextContent('Permainan baharu minggu ini');
  },
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
    await expect(canvas.getByRole('status')).toHaveTextContent('Baki anda telah dikemas kini.');
  },
};

/** The dismiss button hides the alert and reports it; it works from the keyboard too. */
export const Dismissible: Story = {
  args: { tone: 'danger', isDismissible: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Tutup' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function ControlledAlert(args: AlertProps) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} isDismissible isOpen={isOpen} onDismiss={() => setIsOpen(false)} />
      <button type="button" onClick={() => setIsOpen(true)} disabled={isOpen}>
        <Trans>Show the message again</Trans>
      </button>
    </div>
  );
}

/** The parent owns whether it shows (`isOpen` with `onDismiss`). */
export const Controlled: Story = {
  render: (args) => <ControlledAlert {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tunjukkan mesej sekali lagi' }));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  args: { tone: 'warning', isDismissible: true },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^警告: /);
    await expect(canvas.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { isDismissible: true },
  render: (args) => <ToneList {...args} />,
  play: async ({ canvas }) => {
    const danger = canvas.getAllByRole('alert')[1]!;
    await expect(getComputedStyle(danger).backgroundColor).toBe('rgb(58, 29, 32)');
    await expect(getComputedStyle(danger).color).toBe('rgb(238, 240, 244)');
  },
};

export const AllThemes: Story = {
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
  },
};
