import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { RemarkField, type RemarkFieldProps } from './RemarkField';

/** The remark of an activity application, its placeholder in the active language. */
function ActivityRemark(args: RemarkFieldProps) {
  const { t } = useLingui();
  return <RemarkField placeholder={t`Anything the reviewer should know`} {...args} />;
}

const meta = {
  title: 'Account/RemarkField',
  component: RemarkField,
  args: {
    label: <Trans>Remark</Trans>,
    maxLength: 140,
    isRequired: false,
    isDisabled: false,
    onChange: fn(),
  },
  argTypes: withoutControls('label', 'description', 'errorMessage', 'ref'),
  render: (args) => <ActivityRemark {...args} />,
} satisfies Meta<typeof RemarkField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count follows the text; the field is read with it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: translated('Remark') });
    await userEvent.type(textarea, 'Bonus 88');
    await expect(canvas.getByText('8/140')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(translated('{length} of {maxLength} characters', { length: 8, maxLength: 140 }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Bonus 88', { length: 8, isTooLong: false });
  },
};

/** Every text a designer plays with. */
export const Playground: Story = {
  args: { label: 'Remark', description: 'Optional', placeholder: 'Anything the reviewer should know', errorMessage: '' },
  argTypes: textControls('label', 'description', 'placeholder', 'errorMessage'),
  render: (args) => <RemarkField {...args} />,
};

/** Over the limit: the text is kept, the count and the rule show in the error colour. */
export const OverLimit: Story = {
  args: { defaultValue: 'x'.repeat(145) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('145/140')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      translated('{maxLength, plural, one {At most # character} other {At most # characters}}', { maxLength: 140 }),
    );
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Transferred at 10:42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** Every brand in both colour modes: the count over the limit takes the mode's error colour. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { defaultValue: 'x'.repeat(141) },
  play: async ({ canvasElement }) => {
    const counts = themeScopes(canvasElement).map((scope) => getComputedStyle(within(scope).getByText('141/140')).color);
    await expect(counts[0]).not.toBe(counts[1]);
    await expect(counts[2]).not.toBe(counts[3]);
  },
};
