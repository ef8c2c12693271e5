import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { RemarkField } from './RemarkField';
import remarkFieldMeta from './RemarkField.stories';

const meta = {
  ...remarkFieldMeta,
  title: 'Account/RemarkField/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof RemarkField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Chinese character or an emoji is one character, as the gateway counts them. */
export const CountsCharacters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '未到账👍');
    await expect(canvas.getByText('4/140')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('未到账👍', { length: 4, isTooLong: false });
  },
};

/** What is left is announced once typing pauses; a paste over the limit is kept and flagged, then fixed. */
export const AnnouncesWhatIsLeft: Story = {
  args: { maxLength: 10 },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox');
    await userEvent.type(textarea, 'abc');
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          translated('{left, plural, one {# character left} other {# characters left}}', { left: 7 }),
        ),
      { timeout: 3000 },
    );
    await userEvent.paste('defghijkl');
    await expect(textarea).toHaveValue('abcdefghijkl');
    await expect(args.onChange).toHaveBeenLastCalledWith('abcdefghijkl', { length: 12, isTooLong: true });
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.type(textarea, '{Backspace}{Backspace}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
