import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { PasswordField } from './PasswordField';
import passwordFieldMeta from './PasswordField.stories';
import { passwordInput } from './password-field-story-setup';

// The main stories' login password field.
const meta = {
  ...passwordFieldMeta,
  title: 'Primitives/PasswordField/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hidden by default. The toggle ("Show password", pressed or not) shows the text; a press
 * leaves the focus and the caret where they were, so typing goes on in place.
 */
export const ShowAndHide: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'secret');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');

    const toggle = canvas.getByRole('button', { name: translated('Show password') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('secrXet');
    await expect(args.onChange).toHaveBeenLastCalledWith('secrXet');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveFocus();
  },
};

/** From the keyboard: Tab reaches the toggle after the input; Space and Enter press it. */
export const Keyboard: Story = {
  args: { defaultValue: 'secret' },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
