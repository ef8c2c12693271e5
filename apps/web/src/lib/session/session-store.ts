import { createStore, type StoreApi } from 'zustand/vanilla';
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from '@platform/api';

/** The logged-in member as the site keeps it: the token and what the header needs before member info loads. */
export interface Session {
  token: string;
  account: string;
  /** Account type once member info has loaded: 1, 2, 41, 42 agents; 4 trial; null until then. */
  type: number | null;
}

/** The part of the Web Storage API the store uses. */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStore {
  /** The zustand store that holds the session, for React's `useStore`. */
  state: StoreApi<Session | null>;
  get(): Session | null;
  subscribe(listener: () => void): () => void;
  /** Stores a new session (after login or registration). */
  signIn(session: Session): void;
  /** Updates the stored session (the account type once member info has loaded). */
  update(change: Partial<Omit<Session, 'token'>>): void;
  /** Forgets the session (sign out or a lost token); the brand and its merchant code stay. */
  signOut(): void;
}

function parse(raw: string | null): Session | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || value.token === '' || typeof value.account !== 'string') return null;
    return { token: value.token, account: value.account, type: typeof value.type === 'number' ? value.type : null };
  } catch {
    return null;
  }
}

/**
 * The session, kept in storage under `key` so a reload stays logged in, and shared with the
 * rest of the app through subscribe (useSyncExternalStore). Storage that throws (private mode,
 * quota) leaves the session in memory only.
 */
export function createSessionStore(storage: SessionStorageLike | null, key: string): SessionStore {
  const state = createStore<Session | null>(() => parse(safely(() => storage?.getItem(key) ?? null, null)));

  function set(next: Session | null): void {
    safely(() => (next === null ? storage?.removeItem(key) : storage?.setItem(key, JSON.stringify(next))), undefined);
    state.setState(next, true);
  }

  return {
    state,
    get: state.getState,
    subscribe: (listener) => state.subscribe(() => listener()),
    signIn: (session) => set(session),
    update(change) {
      const current = state.getState();
      if (current !== null) set({ ...current, ...change });
    },
    signOut() {
      if (state.getState() !== null) set(null);
    },
  };
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Whether a session's account sees the agent centre (spec section 6: types 1, 2, 41, 42). */
export function isAgent(session: Session | null): boolean {
  return session?.type != null && (AGENT_TYPES as readonly number[]).includes(session.type);
}

/** Whether a session is a trial account (type 4), refused real-account actions. */
export function isTrial(session: Session | null): boolean {
  return session?.type === TRIAL_ACCOUNT_TYPE;
}
