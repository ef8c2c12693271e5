import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@platform/api';
import { dialogs } from '@platform/ui';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/server-state/query-keys';
import { sessionStore } from '../../lib/session/session';

export interface SignOutOptions {
  /** Where the player goes after signing out: `/` (react-router's navigate). */
  navigate: (to: string) => unknown;
  /** The site's query client: the member's answers are dropped. */
  queryClient: QueryClient;
  /**
   * The gateway has ended the session already (a self-exclusion ends every session): no logout
   * call, and the token is forgotten before anything else can use it and be refused.
   */
  isEndedByGateway?: boolean;
}

/**
 * Signs out at once (spec section 4): the logout call (a failure is ignored: the session ends
 * here whatever the gateway answers), the session forgotten (the merchant code stays: it is the
 * brand's), the API client's session cache and the member's queries dropped; home first.
 */
export async function signOut({ navigate, queryClient, isEndedByGateway = false }: SignOutOptions): Promise<void> {
  const token = sessionStore.get()?.token;
  // Home first: a page for members only (the member centre) would otherwise ask the player to log
  // in again as the session ends, over whatever the sign-out shows next (a self-exclusion's end date).
  navigate('/');
  if (token !== undefined && !isEndedByGateway) {
    try {
      await api.call(logout, {});
    } catch {
      // The token is forgotten below all the same.
    }
  }
  sessionStore.signOut();
  // The client clears its session cache after a logout itself; a client without one (a test double) has nothing to clear.
  (api as Partial<typeof api>).cache?.clear();
  if (token !== undefined) queryClient.removeQueries({ queryKey: queryKeys.member(token) });
}

/**
 * Asks "Log out?" and signs out when the player confirms. Resolves to whether they did. For the
 * header's sign-out button.
 */
export async function confirmSignOut(options: SignOutOptions): Promise<boolean> {
  const isConfirmed = await dialogs.confirm({
    title: i18n._(msg`Sign out`),
    text: i18n._(msg`Are you sure you want to sign out?`),
    confirmLabel: i18n._(msg`Sign out`),
    cancelLabel: i18n._(msg`Cancel`),
  });
  if (!isConfirmed) return false;
  await signOut(options);
  return true;
}
