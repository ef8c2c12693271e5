import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, logout } from '@platform/api';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/server-state/query-keys';
import { sessionStore } from '../../lib/session/session';
import { renderInApp } from '../../test/render-in-app';
import { confirmSignOut } from './sign-out';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

function SignOutButton({ navigate }: { navigate: (to: string) => void }) {
  const queryClient = useQueryClient();
  return <button onClick={() => void confirmSignOut({ navigate, queryClient })}>Sign out</button>;
}

async function setUp() {
  const navigate = vi.fn();
  const { queryClient } = await renderInApp(<SignOutButton navigate={navigate} />);
  queryClient.setQueryData(queryKeys.balance('tok'), 100);
  queryClient.setQueryData(queryKeys.gameMenus('en'), []);
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
  return { navigate, queryClient, dialog };
}

beforeEach(() => {
  call.mockReset();
  act(() => sessionStore.signIn({ token: 'tok', account: 'player01', type: 0 }));
});

describe('confirmSignOut', () => {
  it('does nothing when the player cancels', async () => {
    const { navigate, queryClient } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).not.toHaveBeenCalled();
    expect(sessionStore.get()?.token).toBe('tok');
    expect(queryClient.getQueryData(queryKeys.balance('tok'))).toBe(100);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out, forgets the session and the member’s data, and goes home', async () => {
    call.mockResolvedValue(null);
    const { navigate, queryClient, dialog } = await setUp();
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(call).toHaveBeenCalledWith(logout, {});
    expect(sessionStore.get()).toBeNull();
    expect(queryClient.getQueryData(queryKeys.balance('tok'))).toBeUndefined();
    // Public data stays.
    expect(queryClient.getQueryData(queryKeys.gameMenus('en'))).toEqual([]);
  });

  it('signs out even when the logout call fails', async () => {
    call.mockRejectedValue(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' }));
    const { navigate, dialog } = await setUp();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()).toBeNull();
  });
});
