import { useSyncExternalStore } from 'react';

/**
 * The site's modals (spec section 2, "Modals") and what each is opened with. The login popup has
 * its own store (session/login-prompt.ts) because the API client opens it too.
 */
export interface AppModalParams {
  register: { affiliateCode?: string };
  forgotPassword: Record<string, never>;
  /** For an expired or default password, after login: `forced` hides the close control; `reason` says why. */
  changePassword: { forced?: boolean; reason?: 'expired' | 'default' };
  /** The notice list, opened at `index` (the marquee's clicked title). */
  notice: { index?: number };
  search: Record<string, never>;
  gift: Record<string, never>;
  /** The VASSALAGE popup game list of one vendor. */
  gamePopup: { vassalage: string; gameType: string; title?: string };
  chatRoom: Record<string, never>;
}

export type AppModalName = keyof AppModalParams;

export interface AppModalEntry<N extends AppModalName = AppModalName> {
  name: N;
  params: AppModalParams[N];
  /** False while the modal fades out; the outlet removes the entry once it has closed. */
  isOpen: boolean;
}

let entries: readonly AppModalEntry[] = [];
const listeners = new Set<() => void>();

function set(next: readonly AppModalEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

/** Opens a modal (or updates the params of the one already open), above any other. */
export function openAppModal<N extends AppModalName>(name: N, ...[params]: AppModalParams[N] extends Record<string, never> ? [] : [AppModalParams[N]]): void {
  const entry = { name, params: params ?? {}, isOpen: true } as AppModalEntry;
  set([...entries.filter((open) => open.name !== name), entry]);
}

/** Starts closing a modal: it fades out, then `removeAppModal` drops it. */
export function closeAppModal(name: AppModalName): void {
  if (entries.some((entry) => entry.name === name && entry.isOpen)) {
    set(entries.map((entry) => (entry.name === name ? { ...entry, isOpen: false } : entry)));
  }
}

/** Drops a closed modal once its fade has ended. */
export function removeAppModal(name: AppModalName): void {
  if (entries.some((entry) => entry.name === name && !entry.isOpen)) set(entries.filter((entry) => entry.name !== name));
}

export function subscribeAppModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAppModals(): readonly AppModalEntry[] {
  return entries;
}

/** The modals open or fading out, oldest first. */
export function useAppModals(): readonly AppModalEntry[] {
  return useSyncExternalStore(subscribeAppModals, getAppModals, getAppModals);
}
