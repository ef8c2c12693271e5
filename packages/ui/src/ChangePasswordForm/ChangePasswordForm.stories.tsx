import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { REGISTER_RULES } from '../test/server-rules';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';

/** The shared 'password' rule as the demo brands send it: letters and digits, 6-20 characters. */
const PASSWORD_RULE = REGISTER_RULES.password!;

type Queries = ReturnType<typeof within>;
/** A field by the start of its label (a required label ends with a `*`). */
const field = (canvas: Queries, label: string) => canvas.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function fill(canvas: Queries, values: { old?: string; new?: string; confirm?: string }) {
  if (values.old !== undefined) await userEvent.type(field(canvas, 'Kata laluan semasa'), values.old);
  if (values.new !== undefined) await userEvent.type(field(canvas, 'Kata laluan baharu'), values.new);
  if (values.confirm !== undefined) await userEvent.type(field(canvas, 'Sahkan kata laluan baharu'), values.confirm);
}

const submit = (canvas: Queries) => userEvent.click(canvas.getByRole('button', { name: 'Tukar kata laluan' }));

/** Waits for a field's error (read as part of its description). */
const expectError = (canvas: Queries, label: string, message: string | RegExp) =>
  waitFor(() => expect(field(canvas, label)).toHaveAccessibleDescription(message instanceof RegExp ? message : new RegExp(message)));

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    onSubmit: fn(async () => {}),
    passwordRule: PASSWORD_RULE,
    isOldPasswordNeeded: true,
  },
  argTypes: {
    reason: { control: 'inline-radio', options: [undefined, 'expired', 'default'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The current password, a new one that meets the shared password rule (its hint under the
 * field) and the new one again; values are trimmed, and each field has the autocomplete a
 * password manager needs.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Tukar kata laluan' })).toBeInTheDocument();
    await expect(field(canvas, 'Kata laluan semasa')).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(canvas, 'Kata laluan baharu')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'Sahkan kata laluan baharu')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'Kata laluan baharu')).toHaveAccessibleDescription('6-20 aksara, mengandungi huruf dan digit');

    await fill(canvas, { old: 'oldpass1 ', new: ' newpass22', confirm: 'newpass22' });
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'oldpass1', newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
  },
};

/** Nothing typed: every field is required, and the focus moves to the first. */
export const EmptyFields: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas);
    for (const label of ['Kata laluan semasa', 'Kata laluan baharu', 'Sahkan kata laluan baharu']) {
      await expectError(canvas, label, 'Ruangan ini tidak boleh kosong');
    }
    await expect(field(canvas, 'Kata laluan semasa')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new password shorter than the rule allows. */
export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'ab12', confirm: 'ab12' });
    await submit(canvas);
    await expectError(canvas, 'Kata laluan baharu', 'Ralat: Gunakan 6-20 aksara');
    await expect(field(canvas, 'Kata laluan baharu')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new password of the right length that breaks the rule's pattern (no digit). */
export const WrongPattern: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'onlyletters', confirm: 'onlyletters' });
    await submit(canvas);
    await expectError(canvas, 'Kata laluan baharu', 'Ralat: 6-20 aksara, mengandungi huruf dan digit');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The confirmation differs from the new password; fixing the new password clears the error. */
export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'newpass22', confirm: 'newpass23' });
    await submit(canvas);
    await expectError(canvas, 'Sahkan kata laluan baharu', 'Kedua-dua entri tidak sama');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field(canvas, 'Kata laluan baharu'));
    await userEvent.type(field(canvas, 'Kata laluan baharu'), 'newpass23');
    await userEvent.tab();
    await waitFor(() => expect(field(canvas, 'Sahkan kata laluan baharu')).not.toHaveAttribute('aria-invalid'));
  },
};

/** The new password is the current one. */
export const SameAsOld: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'samepass1', new: 'samepass1', confirm: 'samepass1' });
    await submit(canvas);
    await expectError(canvas, 'Kata laluan baharu', 'Kata laluan baharu mesti berbeza daripada kata laluan semasa');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The app knows the current password (it was just used to log in): the field is hidden and not sent. */
export const OldPasswordHidden: Story = {
  args: { isOldPasswordNeeded: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText(/^Kata laluan semasa/)).toBeNull();
    await fill(canvas, { new: 'newpass22', confirm: 'newpass22' });
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
  },
};

/** No password rule from the server: the new password is only required, and has no hint. */
export const WithoutRule: Story = {
  args: { passwordRule: undefined },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'Kata laluan baharu')).not.toHaveAccessibleDescription();
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
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Kata laluan anda telah tamat tempoh. Tetapkan kata laluan baharu untuk meneruskan.',
    );
    const username = canvasElement.querySelector('input[name="username"]')!;
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toHaveValue('player01');
    await expect(username).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Batal' })).toBeNull();
  },
};

/** After login with the default password. */
export const DefaultPassword: Story = {
  args: { reason: 'default', username: 'player01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Anda sedang menggunakan kata laluan lalai. Tetapkan kata laluan anda sendiri untuk meneruskan.',
    );
  },
};

/** From the security centre the change can be cancelled. */
export const Cancellable: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
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
    await expect(field(canvas, 'Kata laluan semasa')).toHaveValue('wrongpass1');
    await expect(field(canvas, 'Kata laluan baharu')).toHaveValue('newpass22');
    await expect(field(canvas, 'Sahkan kata laluan baharu')).toHaveValue('newpass22');
  },
};

/** While the change runs the button is busy and a second press does nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await fill(canvas, { old: 'oldpass1', new: 'newpass22', confirm: 'newpass22' });
    await submit(canvas);
    const button = canvas.getByRole('button', { name: /Tukar kata laluan/ });
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
  args: { reason: 'default', isOldPasswordNeeded: false, username: 'player01' },
  render: (args) => (
    <Modal defaultOpen title={<Trans>Change password</Trans>} hasCloseButton={false} isDismissable={false}>
      <ChangePasswordForm {...args} />
    </Modal>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Tukar kata laluan' });
    const inDialog = within(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(inDialog.queryByRole('button', { name: 'Tutup' })).toBeNull();
    await fill(inDialog, { new: 'newpass22', confirm: 'newpass22{Enter}' });
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  args: { reason: 'expired' },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expectError(canvas, 'Kata laluan semasa', 'Ruangan ini tidak boleh kosong');
    // The dark primary is light enough to carry dark text.
    // (Waiting out the colour transition from the light mode the page started in.)
    const button = canvas.getByRole('button', { name: 'Tukar kata laluan' });
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe('rgb(110, 164, 255)'));
  },
};

/** Labels, reason and messages in Chinese. */
export const Chinese: Story = {
  args: { reason: 'default', onCancel: fn() },
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('您正在使用默认密码，请设置您自己的密码后继续。');
    await userEvent.type(field(canvas, '当前密码'), 'samepass1');
    await userEvent.type(field(canvas, '新密码'), 'samepass1');
    await userEvent.type(field(canvas, '确认新密码'), 'samepass2');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expectError(canvas, '新密码', '新密码不能与当前密码相同');
    await expectError(canvas, '确认新密码', '两次输入不一致');
    await expect(canvas.getByRole('button', { name: '取消' })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A copy of the form in the theme matrix, named after its brand and mode ("Default, light"), so
 * that the four form landmarks on the page have names of their own.
 */
function MatrixForm(args: ChangePasswordFormProps) {
  const { t } = useLingui();
  const [scope, setScope] = useState<string>();
  const measure = useCallback((node: HTMLDivElement | null) => {
    setScope(node?.closest('section[aria-label]')?.getAttribute('aria-label') ?? undefined);
  }, []);
  return (
    <div ref={measure}>
      <ChangePasswordForm {...args} aria-label={scope ? t`Change password (${scope})` : undefined} />
    </div>
  );
}

/** Every brand in both colour modes, with the reason and errors showing; axe checks each. */
export const AllThemes: Story = {
  args: { reason: 'expired', onCancel: fn() },
  parameters: { themeMatrix: true },
  render: (args) => <MatrixForm {...args} />,
  play: async ({ canvasElement }) => {
    const scopes = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`))),
    );
    for (const scope of scopes) await submit(scope);
    for (const scope of scopes) await expectError(scope, 'Kata laluan baharu', 'Ruangan ini tidak boleh kosong');
    const buttons = scopes.map((scope) => getComputedStyle(scope.getByRole('button', { name: 'Tukar kata laluan' })).backgroundColor);
    await expect(new Set(buttons).size).toBe(4);
  },
};
