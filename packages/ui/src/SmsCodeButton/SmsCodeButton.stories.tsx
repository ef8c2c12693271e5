import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { SmsCodeButton, type SmsCodeButtonProps, type SmsCodeResult } from './SmsCodeButton';

const resolveAfter = (ms: number, result: SmsCodeResult) =>
  new Promise<SmsCodeResult>((resolve) => setTimeout(() => resolve(result), ms));

const meta = {
  title: 'Forms/SmsCodeButton',
  component: SmsCodeButton,
  args: {
    onSend: fn(async () => ({ expiredMinutes: 1 })),
    canSend: fn(() => true),
    onError: fn(),
    isDisabled: false,
    variant: 'primary',
    size: 'md',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-sms-code-status]') as HTMLElement;

/** Before any code is asked for: "Hantar kod" (Send code). */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Hantar kod' });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A slow request: the button is busy ("Memuatkan", spinner) and further presses are ignored. */
export const Sending: Story = {
  args: { onSend: fn(() => resolveAfter(60_000, { expiredMinutes: 1 })) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName('Hantar kod Memuatkan');
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
    await expect(button).toHaveAccessibleName('Hantar semula kod');
    await expect(button).toHaveTextContent(/Hantar semula dalam (60|59) s/);
    await expect(status(canvasElement)).toHaveTextContent(/^Kod telah dihantar\. Anda boleh meminta kod lain dalam (60|59) saat\.$/);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // The seconds go down with the clock.
    const before = Number(button.dataset.secondsLeft);
    await waitFor(() => expect(Number(button.dataset.secondsLeft)).toBeLessThan(before), { timeout: 2000 });
  },
};

/** A short wait (3 seconds, `expiredMinutes: 0.05`): at zero the button reads "Hantar semula kod" and works again. */
export const CountdownEnds: Story = {
  args: { onSend: fn(async () => ({ expiredMinutes: 0.05 })) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Hantar semula dalam 3 s'));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'), { timeout: 4000 });
    await expect(button).toHaveTextContent(/^Hantar semula kod$/);
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

function MobileNumberWithButton(args: SmsCodeButtonProps) {
  const { t } = useLingui();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState('');
  return (
    <div style={{ maxWidth: 420 }}>
      <TextField
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={setMobile}
        errorMessage={error || undefined}
        isRequired
        suffix={
          <SmsCodeButton
            {...args}
            size="sm"
            canSend={() => {
              const isValid = /^\d{9,11}$/.test(mobile);
              setError(isValid ? '' : t`Enter a mobile number of 9 to 11 digits`);
              return isValid;
            }}
          />
        }
      />
    </div>
  );
}

/** As a mobile number field's suffix; the form checks the number before a code is sent. */
export const InTextField: Story = {
  render: (args) => <MobileNumberWithButton {...args} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Hantar kod' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Masukkan nombor telefon bimbit 9 hingga 11 digit'));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombor telefon bimbit/ }), '123456789');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(110, 164, 255)');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'counting'));
  },
};

/** In Chinese: "发送验证码", then "60 秒后重新发送" and the announcement. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: '发送验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(/(60|59) 秒后重新发送/));
    await expect(button).toHaveAccessibleName('重新发送验证码');
    await expect(status(canvasElement)).toHaveTextContent(/验证码已发送。(60|59) 秒后可再次获取。/);
  },
};

/** Every brand in both colour modes, idle and counting down; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <SmsCodeButton {...args} />
      <SmsCodeButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const brand of ['default', 'jade']) {
      for (const mode of ['light', 'dark']) {
        const scope = within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`));
        const [, counting] = scope.getAllByRole('button');
        await userEvent.click(counting!);
        await waitFor(() => expect(counting).toHaveAttribute('data-state', 'counting'));
      }
    }
  },
};
