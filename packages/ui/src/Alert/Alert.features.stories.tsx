import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectTabToShowFocusRing } from '../test/interaction-plays';
import { translated } from '../test/story-i18n';
import { Alert, type AlertProps } from './Alert';
import alertMeta from './Alert.stories';

const meta = {
  ...alertMeta,
  title: 'Feedback/Alert/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dismiss button hides the alert and reports it; it works from the keyboard too. */
export const Dismissible: Story = {
  args: { tone: 'danger', isDismissible: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: translated('Dismiss') });
    await expectTabToShowFocusRing(button);
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
    await userEvent.click(canvas.getByRole('button', { name: translated('Dismiss') }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: translated('Show the message again') }));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};
