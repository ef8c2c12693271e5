import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { AmountField, type AmountFieldProps } from './AmountField';
import { money } from './amount-field-story-setup';

const meta = {
  title: 'Account/AmountField',
  component: AmountField,
  args: {
    label: <Trans>Withdrawal amount</Trans>,
    currencySymbol: 'P',
    min: 50,
    max: 50000,
    available: 1234.5,
    quickAmounts: [50, 100, 500, 1000],
    isRequired: false,
    isDisabled: false,
    isValidationShown: false,
    onChange: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage', 'allLabel', 'ref'),
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The withdrawal form's field: the range under it, chips of ready amounts and "All" of the balance. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: translated('Withdrawal amount') });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(translated('From {from} to {to}', { from: money(50), to: money(50000) }));
    await userEvent.type(input, '100.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('100.5', 100.5, { failedRule: null });
    const chips = within(canvas.getByRole('group', { name: translated('Quick amounts') }));
    await userEvent.click(chips.getByRole('button', { name: '500' }));
    await expect(input).toHaveValue('500');
    await expect(chips.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Every text a designer plays with: the label, help, error, the "All" chip and the chips' group name. */
export const Playground: Story = {
  args: {
    label: 'Withdrawal amount',
    description: 'Processed within 30 minutes',
    errorMessage: '',
    allLabel: 'All',
    quickAmountsLabel: 'Quick amounts',
    placeholder: '0.00',
  },
  argTypes: textControls('label', 'description', 'errorMessage', 'allLabel', 'quickAmountsLabel', 'placeholder', 'currencySymbol'),
};

/** Under the minimum: the rule that failed, with the amount in the running language. */
export const InvalidMin: Story = {
  args: { defaultValue: '20', isValidationShown: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Minimum {minimum}', { minimum: money(50) }));
  },
};

/** Over the maximum, with a balance that would allow it. */
export const InvalidMax: Story = {
  args: { available: 80000, defaultValue: '60000', isValidationShown: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Maximum {maximum}', { maximum: money(50000) }));
  },
};

/** More than the balance. */
export const OverAvailable: Story = {
  args: { defaultValue: '2000', isValidationShown: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      translated('More than your available balance {balance}', { balance: money(1234.5) }),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '100' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    for (const chip of canvas.getAllByRole('button')) await expect(chip).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '500' }));
    await expect(canvas.getByRole('textbox')).toHaveValue('100');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function DepositAndWithdrawal(args: AmountFieldProps) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <AmountField {...args} label={t`Deposit amount`} available={undefined} defaultValue="100" />
      <AmountField {...args} defaultValue="2000" isValidationShown />
    </div>
  );
}

/** Every brand in both colour modes: the pressed chip takes the brand's colour, the error the mode's. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <DepositAndWithdrawal {...args} />,
  play: async ({ canvasElement }) => {
    const scopes = themeScopes(canvasElement).map((scope) => within(scope));
    const pressed = scopes.map((scope) => getComputedStyle(scope.getAllByRole('button', { pressed: true })[0]!).backgroundColor);
    await expect(new Set(pressed).size).toBe(4);
    const errors = scopes.map((scope) => getComputedStyle(scope.getByRole('alert')).color);
    await expect(errors[0]).not.toBe(errors[1]);
    await expect(errors[2]).not.toBe(errors[3]);
  },
};
