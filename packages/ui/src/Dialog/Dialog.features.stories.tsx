import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dialogsClosed, OverlayTrigger } from '../test/overlay-trigger';
import { translated } from '../test/story-i18n';
import { Dialog, type DialogButton, type DialogProps } from './Dialog';
import dialogMeta from './Dialog.stories';

/** A trigger button and the dialog it opens. */
function DialogDemo<P extends object>({ trigger, ...args }: DialogProps<P> & { trigger?: ReactNode }) {
  return (
    <OverlayTrigger trigger={trigger ?? <Trans>Withdraw</Trans>} onOpenChange={args.onOpenChange}>
      {(state) => <Dialog {...args} {...state} />}
    </OverlayTrigger>
  );
}

// The main stories' dialog, closed until its trigger opens it.
const meta = {
  ...dialogMeta,
  title: 'Overlay/Dialog/Features',
  tags: ['!autodocs'],
  render: (args) => <DialogDemo {...args} />,
  args: { ...dialogMeta.args, defaultOpen: undefined },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 400 wide, one "Close" button. Focus goes to the dialog so its title and text are read; Enter
 * presses the only button, and focus returns to the trigger.
 */
export const OpensFromTrigger: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: translated('Withdraw') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: translated('Withdrawal submitted') });
    await expect(dialog).toHaveAccessibleDescription(translated('Your withdrawal of 500.00 is being processed.'));
    await expect(dialog).toHaveFocus();
    await expect(dialog.getBoundingClientRect().width).toBe(Math.min(400, window.innerWidth - 32));
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([translated('Close')]);
    await userEvent.keyboard('{Enter}');
    await dialogsClosed();
    await expect(args.onClose).toHaveBeenCalledWith(undefined);
    await expect(trigger).toHaveFocus();
  },
};

const withdraw = fn(({ resolve }: { resolve: (value?: unknown) => void }) => resolve('withdrawn'));
const cancel = fn();

/** Enter presses the default button (here "Withdraw", resolving a value); each button runs its handler. */
export const DefaultButton: Story = {
  args: {
    title: <Trans>Withdraw 500.00?</Trans>,
    text: <Trans>The money reaches your bank within a day.</Trans>,
    buttons: [
      { title: <Trans>Cancel</Trans>, handler: cancel },
      { title: <Trans>Withdraw</Trans>, handler: withdraw, isDefault: true },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Withdraw') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Withdraw 500.00?') });
    await expect(within(dialog).getByRole('button', { name: translated('Withdraw') })).toHaveAttribute('data-variant', 'primary');
    await userEvent.keyboard('{Enter}');
    await dialogsClosed();
    await expect(withdraw).toHaveBeenCalledTimes(1);
    await expect(cancel).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenLastCalledWith('withdrawn');

    await userEvent.click(canvas.getByRole('button', { name: translated('Withdraw') }));
    await userEvent.click(await screen.findByRole('button', { name: translated('Cancel') }));
    await dialogsClosed();
    await expect(cancel).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenLastCalledWith(undefined);
  },
};

function AgreeDemo(args: DialogProps<object>) {
  const [hasAgreed, setAgreed] = useState(false);
  const buttons: DialogButton[] = [
    { title: <Trans>Cancel</Trans> },
    // Returning false keeps the dialog open.
    { title: <Trans>Claim bonus</Trans>, isDefault: true, handler: () => hasAgreed },
  ];
  return (
    <DialogDemo
      {...args}
      title={<Trans>Claim the welcome bonus</Trans>}
      text={<Trans>Tick the box to accept the turnover rules.</Trans>}
      buttons={buttons}
      component={AgreeField}
      componentProps={{ hasAgreed, onChange: setAgreed }}
    />
  );
}

function AgreeField({ hasAgreed, onChange }: { hasAgreed: boolean; onChange: (value: boolean) => void }) {
  return (
    <label>
      <input type="checkbox" checked={hasAgreed} onChange={(event) => onChange(event.target.checked)} />{' '}
      <Trans>I accept the turnover rules</Trans>
    </label>
  );
}

/** A handler that returns false keeps the dialog open; a component's first field takes focus. */
export const HandlerKeepsOpen: Story = {
  render: (args) => <AgreeDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Withdraw') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Claim the welcome bonus') });
    const box = within(dialog).getByRole('checkbox', { name: translated('I accept the turnover rules') });
    await expect(box).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Claim bonus') }));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Claim bonus') }));
    await dialogsClosed();
  },
};

function AmountField() {
  return (
    <label>
      <Trans>Amount</Trans> <input name="amount" inputMode="decimal" />
    </label>
  );
}

const deposit = fn();

/** Enter in the component's text field presses the default button. */
export const WithComponent: Story = {
  args: {
    title: <Trans>Deposit</Trans>,
    text: undefined,
    component: AmountField,
    buttons: [{ title: <Trans>Cancel</Trans> }, { title: <Trans>Deposit</Trans>, isDefault: true, handler: deposit }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Withdraw') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Deposit') });
    const amount = within(dialog).getByRole('textbox', { name: translated('Amount') });
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, '100{Enter}');
    await dialogsClosed();
    await expect(deposit).toHaveBeenCalledTimes(1);
  },
};

/** Without click-to-close, Escape leaves it open; the button closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Withdraw') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await dialogsClosed();
  },
};
