import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, login, logout, validationRules, type CallDefinition } from '@platform/api';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import ChangePasswordModal from './ChangePasswordModal';
import { LocationProbe } from './test-support';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

function answer() {
  call.mockImplementation(async (definition: CallDefinition<unknown, unknown>) => {
    if (definition === validationRules) return { password: { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20 } };
    if (definition === changePassword) return null;
    if (definition === login) return { token: 'fresh-tok', firstTimeLogin: false, passwordExpired: false };
    if (definition === logout) return null;
    throw new Error(`unexpected call ${definition.path}`);
  });
}

const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

function renderModal(forced: boolean) {
  const onClose = vi.fn();
  const rendered = renderInApp(
    <>
      <ChangePasswordModal forced={forced} isOpen onClose={onClose} onClosed={() => {}} />
      <LocationProbe />
    </>,
    { route: '/rng', siteStatus: siteStatusFixture() },
  );
  return { onClose, rendered };
}

beforeEach(() => {
  call.mockReset();
  answer();
  act(() => sessionStore.signIn({ token: 'old-tok', account: 'expired01', type: 0 }));
});

describe('ChangePasswordModal', () => {
  it('forced: no way to close it, the reason shown, and the current password not asked', async () => {
    const { rendered } = renderModal(true);
    const { container } = await rendered;
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your password has expired/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/, { selector: 'input' })).not.toBeInTheDocument();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
  });

  it('changes the password, logs in again with the new one, hides and goes home', async () => {
    const { onClose, rendered } = renderModal(true);
    await rendered;
    await userEvent.type(passwordInput(/^New password/), 'brandnew1');
    await userEvent.type(passwordInput(/^Confirm new password/), 'brandnew1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(changePassword, { newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' });
    expect(call).toHaveBeenCalledWith(login, { type: 'username', username: 'expired01', password: 'brandnew1' });
    expect(sessionStore.get()).toEqual({ token: 'fresh-tok', account: 'expired01', type: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('by choice: asks for the current password and can be cancelled', async () => {
    const { onClose, rendered } = renderModal(false);
    await rendered;
    await userEvent.type(passwordInput(/^Current password/), 'expired123');
    await userEvent.type(passwordInput(/^New password/), 'brandnew1');
    await userEvent.type(passwordInput(/^Confirm new password/), 'brandnew1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(changePassword, { oldPassword: 'expired123', newPassword: 'brandnew1', confirmNewPassword: 'brandnew1' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
