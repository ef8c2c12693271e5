import { useStore } from 'zustand';
import { brand } from '@brand';
import { safeStorage } from '../storage';
import { createSessionStore } from './session-store';
import type { Session } from './session-store';

/** The site's one session, stored per merchant so two brands on one host keep their own. */
export const sessionStore = createSessionStore(safeStorage(), `session:${brand.merchantCode}`);

/** The current session (null when logged out); re-renders on login, logout and a lost token. */
export function useSession(): Session | null {
  return useStore(sessionStore.state);
}

/** The member's token, or '' for a guest: the first part of every member query key, and its `enabled` test. */
export function useSessionToken(): string {
  return useSession()?.token ?? '';
}
