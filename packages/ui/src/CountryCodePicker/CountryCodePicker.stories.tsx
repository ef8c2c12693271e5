import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { CountryCodePicker, type CountryCodePickerProps } from './CountryCodePicker';
import { DEMO_COUNTRIES, DEMO_IMAGE_HOST } from '../test/countries';
import { textControls } from '../test/story-controls';

/** The login form's mobile number: the picker in the prefix of a TextField, its code controlled. */
function MobileNumberField(args: CountryCodePickerProps) {
  const { t } = useLingui();
  const [code, setCode] = useState(args.value ?? args.defaultValue ?? 'MY');
  return (
    <TextField
      label={t`Mobile number`}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix={
        <CountryCodePicker
          {...args}
          value={code}
          onChange={(country) => {
            args.onChange?.(country);
            setCode(country.countryCode);
          }}
        />
      }
    />
  );
}

const meta = {
  title: 'Forms/CountryCodePicker',
  component: CountryCodePicker,
  args: {
    countries: DEMO_COUNTRIES,
    imageHost: DEMO_IMAGE_HOST,
    defaultValue: 'MY',
    isDisabled: false,
    isInvalid: false,
    onChange: fn(),
  },
  argTypes: {
    countries: { control: 'object' },
    value: { control: false },
  },
  // Room below for the open list, so that it is seen (and checked by axe) in the canvas.
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CountryCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standing alone, Malaysia picked: focus opens the list of countries. */
export const Default: Story = {};

/** The accessible name (the translated "Country dialling code" when empty), the pick and the states. */
export const Playground: Story = {
  args: { label: 'Country dialling code', defaultValue: 'SG' },
  argTypes: textControls('label', 'defaultValue'),
  render: ({ label, ...args }) => <CountryCodePicker {...args} label={label || undefined} />,
};

/** In a TextField's prefix, inside its box, as the login and registration forms show it. */
export const InTextField: Story = {
  render: (args) => <MobileNumberField {...args} />,
};

/** No countries from the server: nothing to pick, disabled-looking, still named. */
export const NoCountries: Story = {
  args: { countries: [] },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const Invalid: Story = {
  args: { isInvalid: true },
};

/**
 * Every brand in both colour modes, each list opened in turn; axe checks the contrast of each.
 * The list lies on the raised surface of its mode.
 */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <MobileNumberField {...args} />,
  play: async ({ canvasElement }) => {
    const checks: string[] = [];
    for (const brand of ['default', 'jade']) {
      for (const mode of ['light', 'dark']) {
        const scope = within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`));
        await userEvent.click(scope.getByRole('combobox'));
        const selected = scope.getByRole('option', { selected: true });
        checks.push(getComputedStyle(selected.querySelector('svg')!).color);
        if (brand === 'default' && mode === 'dark') {
          const popup = scope.getByRole('listbox').parentElement!;
          await waitFor(() => expect(getComputedStyle(popup).backgroundColor).toBe('rgb(35, 39, 49)'));
        }
      }
    }
    // Four brand-and-mode pairs, four different primary colours on the selected option's tick.
    await expect(new Set(checks).size).toBe(4);
  },
};
