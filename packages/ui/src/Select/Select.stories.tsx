import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useReportedState } from '../test/reported-state';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Select, type SelectOption, type SelectProps } from './Select';

const banks: SelectOption[] = [
  { value: 'maybank', label: 'Maybank' },
  { value: 'cimb', label: 'CIMB Bank' },
  { value: 'rhb', label: 'RHB Bank', isDisabled: true },
  { value: 'public', label: 'Public Bank' },
  { value: 'hlb', label: 'Hong Leong Bank' },
];

/** The withdrawal bank picker, its placeholder in the active language. */
function BankSelect(args: SelectProps) {
  const { t } = useLingui();
  return <Select placeholder={t`Choose a bank`} {...args} />;
}

const control = (select: HTMLElement) => select.closest<HTMLElement>('[data-field-control]')!;

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: <Trans>Bank name</Trans>,
    description: <Trans>Withdrawals are paid into this bank.</Trans>,
    options: banks,
    isRequired: false,
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage'),
  render: (args) => <BankSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's own picker; the choice is reported by value and the placeholder greys out. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: translated('Bank name') });
    await expect(select).toHaveAccessibleDescription(translated('Withdrawals are paid into this bank.'));
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: translated('Choose a bank') })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'RHB Bank' })).toBeDisabled();
    const placeholderColour = getComputedStyle(select).color;
    await userEvent.selectOptions(select, 'CIMB Bank');
    await expect(select).toHaveValue('cimb');
    await expect(args.onChange).toHaveBeenCalledWith('cimb');
    // The chosen value reads in the body colour, the placeholder in the muted one.
    await expect(getComputedStyle(select).color).not.toBe(placeholderColour);
  },
};

/** Every prop a designer plays with: the label, help, placeholder and error are plain text. */
export const Playground: Story = {
  args: {
    label: 'Bank name',
    description: 'Withdrawals are paid into this bank.',
    placeholder: 'Choose a bank',
    errorMessage: '',
  },
  argTypes: textControls('label', 'description', 'placeholder', 'errorMessage'),
  render: (args) => <Select {...args} />,
};

function RequiredBank(args: SelectProps) {
  const { t } = useLingui();
  const [value, setValue] = useReportedState('', args.onChange);
  return (
    <BankSelect
      {...args}
      value={value}
      onChange={setValue}
      errorMessage={value === '' ? t`Please choose a bank` : undefined}
    />
  );
}

/** Required: marked *, its error read with it, and the placeholder cannot be chosen back. */
export const RequiredWithError: Story = {
  args: { isRequired: true },
  render: (args) => <RequiredBank {...args} />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: translated('Bank name') });
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(`${translated('Withdrawals are paid into this bank.')} ${translated('Error:')} ${translated('Please choose a bank')}`);
    await expect(canvas.getByRole('option', { name: translated('Choose a bank') })).toBeDisabled();
    await userEvent.selectOptions(select, 'maybank');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'maybank' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

function SelectSet(args: SelectProps) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <BankSelect {...args} />
      <BankSelect {...args} isRequired errorMessage={t`Please choose a bank`} description={undefined} />
    </div>
  );
}

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <SelectSet {...args} />,
  play: async ({ canvasElement }) => {
    const scopes = themeScopes(canvasElement);
    for (const scope of scopes) {
      await expect(within(scope).getAllByRole('combobox')).toHaveLength(2);
      await expect(within(scope).getByRole('alert')).toHaveTextContent(translated('Please choose a bank'));
    }
    // The box and the open list take the dark theme's colours.
    const dark = within(scopes[1]!);
    await expect(getComputedStyle(control(dark.getAllByRole('combobox')[0]!)).backgroundColor).toBe('rgb(20, 22, 27)');
    await expect(getComputedStyle(dark.getAllByRole('option', { name: 'Public Bank' })[0]!).backgroundColor).toBe(
      'rgb(35, 39, 49)',
    );
  },
};
