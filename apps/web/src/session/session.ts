import { useSyncExternalStore } from 'react';
import { brand } from '@brand';
import { createSessionStore } from './session-store';
import type { Session } from './session-store';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The site's one session, stored per merchant so two brands on one host keep their own. */
export const sessionStore = createSessionStore(browserStorage(), `session:${brand.merchantCode}`);

/** The current session (null when logged out); re-renders on login, logout and a lost token. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
