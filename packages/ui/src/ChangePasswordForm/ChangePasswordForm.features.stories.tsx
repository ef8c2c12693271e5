import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { PATTERN_MESSAGES } from '../validation/pattern-messages';
import type { ChangePasswordForm } from './ChangePasswordForm';
import changePasswordFormMeta, { InsideModal as InsideModalLayout } from './ChangePasswordForm.stories';

type Queries = ReturnType<typeof within>;
type Label = 'Current password' | 'New password' | 'Confirm new password';
/** A field by its translated label (a required label ends with a `*`). */
const field = (canvas: Queries, label: Label) =>
  canvas.getByLabelText((text: string) => text.replace(/\s*\*$/, '') === translated(label), { selector: 'input' }) as HTMLInputElement;
const HINT = () => translated(PATTERN_MESSAGES.lettersAndDigits, { length: '6-20' });
const EMPTY = () => translated('Input cannot be empty');

async function fill(canvas: Queries, values: { old?: string; new?: string; confirm?: string }) {
  if (values.old !== undefined) await userEvent.type(field(canvas, 'Current password'), values.old);
  if (values.new !== undefined) await userEvent.type(field(canvas, 'New password'), values.new);
  if (values.confirm !== undefined) await userEvent.type(field(canvas, 'Confirm new password'), values.confirm);
}

const submit = (canvas: Queries) => userEvent.click(canvas.getByRole('button', { name: translated('Change password') }));

/** Waits for a field's error (read as part of its description). */
const expectError = (canvas: Queries, label: Label, message: string) =>
  waitFor(() => expect(field(canvas, label)).toHaveAccessibleDescription(expect.stringContaining(message)));

const meta = {
  ...changePasswordFormMeta,
  title: 'Forms/ChangePasswordForm/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The current password, a new one that meets the shared password rule (its hint under the
 * field) and the new one again; values are trimmed, and each field has the autocomplete a
 * password manager needs.
 */
export const FillAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: translated('Change password') })).toBeInTheDocument();
    await expect(field(canvas, 'Current password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(canvas, 'New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription(HINT());

    await fill(canvas, { old: 'oldpass1 ', new: ' newpass22', confirm: 'newpass22' });
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'oldpass1', newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
  },
};

/** Nothing typed: every field is required, and the focus moves to the first. */
export const EmptyFields: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas);
    for (const label of ['Current password', 'New password', 'Confirm new password'] as const) {
      await expectError(canvas, label, EMPTY());
    }
    await expect(field(canvas, 'Current password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new password shorter than the rule allows. */
export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'ab12', confirm: 'ab12' });
    await submit(canvas);
    await expectError(canvas, 'New password', translated('Use {length} characters', { length: '6-20' }));
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription(expect.stringContaining(translated('Error:')));
    await expect(field(canvas, 'New password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new password of the right length that breaks the rule's pattern (no digit). */
export const WrongPattern: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'onlyletters', confirm: 'onlyletters' });
    await submit(canvas);
    await expectError(canvas, 'New password', HINT());
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription(expect.stringContaining(translated('Error:')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The confirmation differs from the new password; fixing the new password clears the error. */
export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'newpass22', confirm: 'newpass23' });
    await submit(canvas);
    await expectError(canvas, 'Confirm new password', translated('The two entries differ'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field(canvas, 'New password'));
    await userEvent.type(field(canvas, 'New password'), 'newpass23');
    await userEvent.tab();
    await waitFor(() => expect(field(canvas, 'Confirm new password')).not.toHaveAttribute('aria-invalid'));
  },
};

/** The new password is the current one. */
export const SameAsOld: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'samepass1', new: 'samepass1', confirm: 'samepass1' });
    await submit(canvas);
    await expectError(canvas, 'New password', translated('The new password must differ from the current one'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The app knows the current password (it was just used to log in): the field is hidden and not sent. */
export const OldPasswordHidden: Story = {
  args: { isOldPasswordNeeded: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText((text) => text.startsWith(translated('Current password')))).toBeNull();
    await fill(canvas, { new: 'newpass22', confirm: 'newpass22' });
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
  },
};

/** No password rule from the server: the new password is only required, and has no hint. */
export const WithoutRule: Story = {
  args: { passwordRule: undefined },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'New password')).not.toHaveAccessibleDescription();
    await fill(canvas, { old: 'old', new: 'x', confirm: 'x' });
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old', newPassword: 'x', confirmNewPassword: 'x' });
  },
};

/**
 * After login with an expired password: the form says why, and carries the username (hidden)
 * so the password manager saves the new password against the right account.
 */
export const ExpiredPassword: Story = {
  args: { reason: 'expired', username: 'player01', isOldPasswordNeeded: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('Your password has expired. Set a new password to continue.'));
    const username = canvasElement.querySelector('input[name="username"]')!;
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toHaveValue('player01');
    await expect(username).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: translated('Cancel') })).toBeNull();
  },
};

/** After login with the default password. */
export const DefaultPassword: Story = {
  args: { reason: 'default', username: 'player01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translated('You are using the default password. Set a password of your own to continue.'));
  },
};

/** From the security centre the change can be cancelled. */
export const Cancellable: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the change: its message shows, and everything typed stays. */
export const ServerRejects: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('The current password is incorrect');
    }),
  },
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'wrongpass1', new: 'newpass22', confirm: 'newpass22' });
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is incorrect');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field(canvas, 'Current password')).toHaveValue('wrongpass1');
    await expect(field(canvas, 'New password')).toHaveValue('newpass22');
    await expect(field(canvas, 'Confirm new password')).toHaveValue('newpass22');
  },
};

/** While the change runs the button is busy and a second press does nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'newpass22', confirm: 'newpass22' });
    await submit(canvas);
    const button = canvas.getByRole('button', { name: (name) => name.includes(translated('Change password')) });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * The forced change after login, as the app shows it: in a modal that cannot be dismissed,
 * with the reason and without the current password.
 */
export const InsideModal: Story = {
  ...InsideModalLayout,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: translated('Change password') });
    const inDialog = within(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(inDialog.queryByRole('button', { name: translated('Close') })).toBeNull();
    await fill(inDialog, { new: 'newpass22', confirm: 'newpass22{Enter}' });
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};
