import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { SmsCodeButton, type SmsCodeButtonProps, type SmsCodeResult } from './SmsCodeButton';
import smsCodeButtonMeta, { InTextField } from './SmsCodeButton.stories';

const resolveAfter = (ms: number, result: SmsCodeResult) =>
  new Promise<SmsCodeResult>((resolve) => setTimeout(() => resolve(result), ms));

const meta = {
  ...smsCodeButtonMeta,
  title: 'Forms/SmsCodeButton/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-sms-code-status]') as HTMLElement;
const resendIn = (secondsLeft: number) => translated('Resend in {secondsLeft} s', { secondsLeft });
const codeSent = (seconds: number) =>
  translated('Code sent. You can ask for another in {seconds, plural, one {# second} other {# seconds}}.', { seconds });
/** The countdown starts at 60 and may have ticked once by the time the story looks. */
const showsOneOf = (element: HTMLElement, texts: string[]) => expect(texts.some((text) => element.textContent?.includes(text))).toBe(true);

/** Before any code is asked for: "Send code". */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: translated('Send code') });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A slow request: the button is busy ("Loading", spinner) and further presses are ignored. */
export const Sending: Story = {
  args: { onSend: fn(() => resolveAfter(60_000, { expiredMinutes: 1 })) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName(`${translated('Send code')} ${translated('Loading')}`);
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(button);
    await expect(args.canSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/**
 * After a code is sent the button counts down the server's minutes (one here), shows the
 * seconds left, keeps the focus and ignores presses; screen readers hear one announcement.
 */
export const CountingDown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleName(translated('Resend code'));
    await showsOneOf(button, [resendIn(60), resendIn(59)]);
    await expect([codeSent(60), codeSent(59)]).toContain(status(canvasElement).textContent);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // The seconds go down with the clock.
    const before = Number(button.dataset.secondsLeft);
    await waitFor(() => expect(Number(button.dataset.secondsLeft)).toBeLessThan(before), { timeout: 2000 });
  },
};

/** A short wait (3 seconds, `expiredMinutes: 0.05`): at zero the button reads "Resend code" and works again. */
export const CountdownEnds: Story = {
  args: { onSend: fn(async () => ({ expiredMinutes: 0.05 })) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(resendIn(3)));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), { timeout: 4000 });
    await expect(button).toHaveTextContent(new RegExp(`^${translated('Resend code')}$`));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

/** The wait counts from the start of the request: a 3 s request out of 60 s leaves at most 57. */
export const LatencyAdjusted: Story = {
  args: { onSend: fn(() => resolveAfter(3000, { expiredMinutes: 1 })) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'), { timeout: 5000 });
    await expect(Number(button.dataset.secondsLeft)).toBeLessThanOrEqual(57);
    await expect(Number(button.dataset.secondsLeft)).toBeGreaterThanOrEqual(55);
  },
};

/** The form's check fails (an empty mobile number, say): nothing is sent and nothing counts down. */
export const CannotSend: Story = {
  args: { canSend: fn(() => false) },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(args.canSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(status(canvasElement)).toBeEmptyDOMElement();
  },
};

function WithErrorMessage(args: SmsCodeButtonProps) {
  const [message, setMessage] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <SmsCodeButton
        {...args}
        onSend={async () => {
          setMessage('');
          return args.onSend();
        }}
        onError={(error) => {
          args.onError?.(error);
          setMessage(error instanceof Error ? error.message : String(error));
        }}
      />
      {message && <p role="alert">{message}</p>}
    </div>
  );
}

/** The server refuses: onError gets its Error (the form shows the message), no countdown, and the button works again. */
export const ServerFailure: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('Terlalu banyak permintaan. Cuba lagi selepas 5 minit.');
    }),
  },
  render: (args) => <WithErrorMessage {...args} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Terlalu banyak permintaan. Cuba lagi selepas 5 minit.' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Terlalu banyak permintaan');
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

/** As a mobile number field's suffix; the form checks the number before a code is sent. */
export const InTextFieldChecksTheNumber: Story = {
  ...InTextField,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: translated('Send code') });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(translated('Enter a mobile number of 9 to 11 digits')));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: (name) => name.includes(translated('Mobile number')) }), '123456789');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
