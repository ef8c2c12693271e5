import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, userEvent } from 'storybook/test';
import { expectTabToShowFocusRing } from '../test/interaction-plays';
import { useReportedState } from '../test/reported-state';
import { translated } from '../test/story-i18n';
import { Checkbox, type CheckboxProps } from './Checkbox';
import checkboxMeta from './Checkbox.stories';

const meta = {
  ...checkboxMeta,
  title: 'Primitives/Checkbox/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the box, a focus ring shows, and Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expectTabToShowFocusRing(box);
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

function TermsConsent(args: CheckboxProps) {
  const [checked, setChecked] = useReportedState(false, args.onChange);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onChange={setChecked}
      errorMessage={checked ? undefined : <Trans>You must accept the terms to register</Trans>}
    />
  );
}

/** A required consent on registration: marked *, and its error goes once it is given. */
export const RequiredConsent: Story = {
  args: {
    label: <Trans>I am 18 or older and accept the terms and conditions</Trans>,
    description: undefined,
    isRequired: true,
  },
  render: (args) => <TermsConsent {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: translated('I am 18 or older and accept the terms and conditions'),
    });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`${translated('Error:')} ${translated('You must accept the terms to register')}`);
    await userEvent.click(box);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};
