import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent } from 'storybook/test';
import { useReportedState } from '../test/reported-state';
import { translated } from '../test/story-i18n';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'Primitives/TextField/Features',
  component: TextField,
  tags: ['!autodocs'],
  args: { label: <Trans>Username</Trans>, autoComplete: 'username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

function ValidatedUsername(args: TextFieldProps) {
  const { t } = useLingui();
  const [value, setValue] = useReportedState('', args.onChange);
  const [isTouched, setTouched] = useState(false);
  const error = isTouched && value.trim() === '' ? t`Input cannot be empty` : undefined;
  return (
    <TextField
      {...args}
      value={value}
      onChange={setValue}
      onBlur={() => setTouched(true)}
      errorMessage={error}
    />
  );
}

/** As a form uses it: an empty required field shows its error on leaving, and clears it when filled. */
export const ValidatesOnBlur: Story = {
  args: { isRequired: true },
  render: (args) => <ValidatedUsername {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Input cannot be empty'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'ali88');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
