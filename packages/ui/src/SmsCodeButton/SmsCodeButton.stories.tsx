import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

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

/** Before any code is asked for: "Send code". Press it to see the countdown. */
export const Default: Story = {};

/**
 * The colours, size and state to play with; the button's texts are the library's own ("Send
 * code", "Resend in 60 s"), switched with the toolbar's language.
 */
export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg' },
};

/** Disabled: it cannot be focused or pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
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
};

/** Every brand in both colour modes, idle and counting down; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
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
        const [idle, counting] = scope.getAllByRole('button');
        // The default brand's dark primary is light enough to carry dark text.
        if (brand === 'default' && mode === 'dark') {
          await waitFor(() => expect(getComputedStyle(idle!).backgroundColor).toBe('rgb(110, 164, 255)'));
        }
        await userEvent.click(counting!);
        await waitFor(() => expect(counting).toHaveAttribute('data-state', 'counting'));
      }
    }
  },
};
