import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { PasswordField } from './PasswordField';

const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;

describe('PasswordField', () => {
  it('hides the password by default and asks password managers for the current password', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<PasswordField label="Password" onChange={onChange} />);
    const input = passwordInput();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await userEvent.type(input, 'S3cret!');
    expect(onChange).toHaveBeenLastCalledWith('S3cret!');
  });

  it('lets a password be pasted, as from a password manager (spec: password fields allow paste)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PasswordField label="Password" onChange={onChange} />);
    await user.click(passwordInput());
    await user.paste('Pasted#2024');
    expect(passwordInput()).toHaveValue('Pasted#2024');
    expect(onChange).toHaveBeenLastCalledWith('Pasted#2024');
  });

  it('takes new-password for registration and password changes', async () => {
    await renderWithProviders(<PasswordField label="Password" autoComplete="new-password" />);
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows and hides with a pointer, keeping the focus and caret in the input', async () => {
    await renderWithProviders(<PasswordField label="Password" />);
    const input = passwordInput();
    const toggle = screen.getByRole('button', { name: 'Tunjukkan kata laluan' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.type(input, 'secret');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(input.selectionStart).toBe(4);

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    await userEvent.keyboard('X');
    expect(input).toHaveValue('secrXet');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveFocus();
  });

  it('puts the caret back where it was in a browser that resets it when the type changes', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
    // Some browsers move the caret to the start when an input's type changes; act as one.
    vi.spyOn(HTMLInputElement.prototype, 'type', 'set').mockImplementation(function (this: HTMLInputElement, type) {
      const isChange = this.type !== type;
      descriptor.set!.call(this, type);
      if (isChange) this.setSelectionRange(0, 0);
    });
    try {
      await renderWithProviders(<PasswordField label="Password" />);
      const input = passwordInput();
      await userEvent.type(input, 'secret');
      await userEvent.keyboard('{ArrowLeft}');
      await userEvent.click(screen.getByRole('button'));
      expect(input).toHaveAttribute('type', 'text');
      expect([input.selectionStart, input.selectionEnd]).toEqual([5, 5]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('toggles from the keyboard, where the toggle keeps the focus', async () => {
    await renderWithProviders(<PasswordField label="Password" defaultValue="secret" />);
    await userEvent.tab();
    expect(passwordInput()).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveFocus();
  });

  it('shows the password when the input was not focused, and leaves the focus on the toggle', async () => {
    await renderWithProviders(<PasswordField label="Password" defaultValue="secret" />);
    const toggle = screen.getByRole('button');
    await userEvent.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveFocus();
  });

  it('names the toggle in the active language', async () => {
    const { unmount } = await renderWithProviders(<PasswordField label="Password" />, { locale: 'zh' });
    expect(screen.getByRole('button')).toHaveAccessibleName('显示密码');
    unmount();
    await renderWithProviders(<PasswordField label="Password" />, { locale: 'en' });
    expect(screen.getByRole('button')).toHaveAccessibleName('Show password');
  });

  it('carries TextField’s label, help, error and required marker', async () => {
    await renderWithProviders(
      <PasswordField label="Password" isRequired description="6 to 16 characters" errorMessage="Input cannot be empty" />,
    );
    const input = passwordInput();
    expect(input).toHaveAccessibleName('Password');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 to 16 characters Ralat: Input cannot be empty');
  });

  it('disables the toggle with the field', async () => {
    await renderWithProviders(<PasswordField label="Password" isDisabled />);
    expect(passwordInput()).toBeDisabled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('passes its ref to the input and keeps a given id', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithProviders(<PasswordField label="Password" id="login-password" ref={ref} />);
    expect(ref.current).toBe(passwordInput());
    expect(ref.current).toHaveAttribute('id', 'login-password');
    expect(screen.getByRole('button')).toHaveAttribute('aria-controls', 'login-password');
  });

  it('has no axe violations, hidden or shown', async () => {
    const { container } = await renderWithProviders(<PasswordField label="Password" isRequired errorMessage="Too short" />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
