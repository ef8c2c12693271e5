import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { REGISTER_RULES } from '../test/server-rules';
import type { ServerFieldRule } from '../validation/server-rule';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';

const PASSWORD_RULE = REGISTER_RULES.password!; // lettersAndDigits, 6-20 characters

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Change password' });

async function renderForm(props: Partial<ChangePasswordFormProps> = {}, locale: 'en' | 'ms' | 'zh' = 'en') {
  const onSubmit = vi.fn<ChangePasswordFormProps['onSubmit']>(async () => {});
  const result = await renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} passwordRule={PASSWORD_RULE} {...props} />, { locale });
  return { ...result, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

async function fill(values: { old?: string; new?: string; confirm?: string }) {
  if (values.old !== undefined) await userEvent.type(field('Current password'), values.old);
  if (values.new !== undefined) await userEvent.type(field('New password'), values.new);
  if (values.confirm !== undefined) await userEvent.type(field('Confirm new password'), values.confirm);
}

describe('ChangePasswordForm', () => {
  it('submits the current, new and confirmed passwords, trimmed, with the right autocomplete on each field', async () => {
    const { onSubmit } = await renderForm();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('New password')).toHaveAttribute('name', 'newPassword');

    await fill({ old: ' oldpass1 ', new: 'newpass22 ', confirm: ' newpass22' });
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'oldpass1', newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
  });

  it('submits with Enter from the keyboard', async () => {
    const { onSubmit } = await renderForm();
    await fill({ old: 'oldpass1', new: 'newpass22', confirm: 'newpass22{Enter}' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('requires every field, and moves focus to the first one in error', async () => {
    const { onSubmit } = await renderForm();
    await userEvent.click(submitButton());
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(/Input cannot be empty/));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Current password')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the password rule's hint and names the part of it the new password fails", async () => {
    const { onSubmit } = await renderForm();
    expect(field('New password')).toHaveAccessibleDescription('6-20 characters, with both letters and digits');

    await fill({ old: 'oldpass1', new: 'abc1', confirm: 'abc1' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('New password')).toHaveAccessibleDescription(/Error: Use 6-20 characters/));
    expect(field('New password')).toHaveFocus();

    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'onlyletters');
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(/Error: 6-20 characters, with both letters and digits/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the confirmation differs, and checks it again when the new password changes', async () => {
    const { onSubmit } = await renderForm();
    await fill({ old: 'oldpass1', new: 'newpass22', confirm: 'newpass23' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(field('Confirm new password')).toHaveAccessibleDescription(/The two entries differ/));
    expect(onSubmit).not.toHaveBeenCalled();

    // Fixing the new password to match the confirmation clears the confirmation's error.
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'newpass23');
    await userEvent.tab();
    await waitFor(() => expect(field('Confirm new password')).not.toHaveAttribute('aria-invalid'));
  });

  it('refuses a new password that is the same as the current one', async () => {
    const { onSubmit } = await renderForm();
    await fill({ old: 'samepass1', new: ' samepass1', confirm: 'samepass1' });
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(/The new password must differ from the current one/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('without the old password hides its field and leaves it out of the payload', async () => {
    const { onSubmit } = await renderForm({ isOldPasswordNeeded: false });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await fill({ new: 'newpass22', confirm: 'newpass22' });
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'newpass22', confirmNewPassword: 'newpass22' });
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('oldPassword');
  });

  it.each<[string, ServerFieldRule | undefined]>([
    ['no rule', undefined],
    ['a disabled rule', { ...PASSWORD_RULE, enabled: false }],
  ])('with %s only requires the new password', async (_name, passwordRule) => {
    const { onSubmit } = await renderForm({ passwordRule });
    expect(field('New password')).not.toHaveAccessibleDescription();
    await fill({ old: 'old', new: 'x', confirm: 'x' });
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'old', newPassword: 'x', confirmNewPassword: 'x' });
  });

  it.each([
    ['expired', 'Your password has expired. Set a new password to continue.'],
    ['default', 'You are using the default password. Set a password of your own to continue.'],
  ] as const)('explains a forced change for an %s password', async (reason, text) => {
    await renderForm({ reason });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows no reason without one', async () => {
    await renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('carries the username in a hidden input for password managers', async () => {
    const { container } = await renderForm({ username: 'player01' });
    const username = container.querySelector('input[name="username"]')!;
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveValue('player01');
    expect(username).not.toBeVisible();
  });

  it('has a Cancel button only when it can be cancelled', async () => {
    const onCancel = vi.fn();
    const { unmount } = await renderForm({ onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it("shows the server's message when the change fails and keeps what was typed", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('The current password is incorrect');
    });
    await renderForm({ onSubmit });
    await fill({ old: 'wrongpass1', new: 'newpass22', confirm: 'newpass22' });
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect');
    expect(field('Current password')).toHaveValue('wrongpass1');
    expect(field('New password')).toHaveValue('newpass22');
    expect(field('Confirm new password')).toHaveValue('newpass22');
  });

  it('is busy while the change runs and ignores a second press', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderForm({ onSubmit });
    await fill({ old: 'oldpass1', new: 'newpass22', confirm: 'newpass22' });
    await userEvent.click(submitButton());
    const busy = screen.getByRole('button', { name: /Change password/ });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(busy).not.toHaveAttribute('aria-busy'));
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderForm({ reason: 'default' }, 'ms');
    expect(screen.getByRole('form', { name: 'Tukar kata laluan' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Kata laluan semasa/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Kata laluan semasa/), 'samepass1');
    await userEvent.type(screen.getByLabelText(/^Kata laluan baharu/), 'samepass1');
    await userEvent.click(screen.getByRole('button', { name: 'Tukar kata laluan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Kata laluan baharu/)).toHaveAccessibleDescription(
        /Kata laluan baharu mesti berbeza daripada kata laluan semasa/,
      ),
    );
    unmount();

    await renderForm({ reason: 'expired' }, 'zh');
    expect(screen.getByRole('alert')).toHaveTextContent('您的密码已过期');
    await userEvent.type(screen.getByLabelText(/^新密码/), 'newpass22');
    await userEvent.type(screen.getByLabelText(/^确认新密码/), 'newpass23');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(screen.getByLabelText(/^确认新密码/)).toHaveAccessibleDescription(/两次输入不一致/));
    expect(screen.getByLabelText(/^当前密码/)).toHaveAccessibleDescription(/输入不能为空/);
  });

  it('has no axe violations, empty or with errors and a reason', async () => {
    const { container } = await renderForm({ reason: 'expired', username: 'player01', onCancel: () => {} });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(submitButton());
    await waitFor(() => expect(within(container).getAllByText(/Input cannot be empty/)).toHaveLength(3));
    expect(await axeViolations(container)).toEqual([]);
  });
});
