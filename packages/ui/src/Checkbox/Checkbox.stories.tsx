import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Checkbox, type CheckboxProps } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    label: <Trans>Remember me</Trans>,
    description: <Trans>We keep your username on this device, never your password.</Trans>,
    isDisabled: false,
    isIndeterminate: false,
    isRequired: false,
    onChange: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage'),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press on the box or on its label toggles it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: translated('Remember me') });
    await expect(box).toHaveAccessibleDescription(translated('We keep your username on this device, never your password.'));
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(translated('Remember me')));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** Every prop a designer plays with: the label, help and error are plain text to edit. */
export const Playground: Story = {
  args: {
    label: 'Remember me',
    description: 'We keep your username on this device, never your password.',
    errorMessage: '',
  },
  argTypes: textControls('label', 'description', 'errorMessage'),
};

/** "Mixed": some of a group are chosen. A screen reader hears it; it stays while the prop is set. */
export const Indeterminate: Story = {
  args: { label: <Trans>All providers</Trans>, description: undefined, isIndeterminate: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText(translated('Remember me')));
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function CheckboxSet(args: CheckboxProps) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} defaultChecked />
      <Checkbox label={<Trans>Receive promotions by SMS</Trans>} />
      <Checkbox label={<Trans>All providers</Trans>} isIndeterminate />
      <Checkbox
        label={<Trans>I am 18 or older and accept the terms and conditions</Trans>}
        isRequired
        errorMessage={<Trans>You must accept the terms to register</Trans>}
      />
    </div>
  );
}

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <CheckboxSet {...args} />,
  play: async ({ canvasElement }) => {
    const fills = themeScopes(canvasElement).map((scope) => getComputedStyle(within(scope).getAllByRole('checkbox')[0]!).backgroundColor);
    // Checked boxes take each brand's primary in each mode.
    await expect(new Set(fills).size).toBe(4);
    await expect(fills[1]).toBe('rgb(110, 164, 255)');
  },
};
