import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * The site's modals (spec section 2, "Modals") and what each is opened with. The login popup has
 * its own store (lib/session/login-prompt.ts) because the API client opens it too.
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

/** What every app modal receives: its params, whether it is open, and how to close. */
export type AppModalProps<N extends AppModalName> = (AppModalParams[N] extends Record<string, never> ? unknown : AppModalParams[N]) & {
  isOpen: boolean;
  /** Asks to close (the close control, a finished flow). */
  onClose: () => void;
  /** Called by the modal once its fade-out ends (Modal's onClosed). */
  onClosed: () => void;
};

const appModals = /* @__PURE__ */ createStore<readonly AppModalEntry[]>(() => []);

function set(next: readonly AppModalEntry[]): void {
  appModals.setState(next, true);
}

/** Opens a modal (or updates the params of the one already open), above any other. */
export function openAppModal<N extends AppModalName>(name: N, ...[params]: AppModalParams[N] extends Record<string, never> ? [] : [AppModalParams[N]]): void {
  const entry = { name, params: params ?? {}, isOpen: true } as AppModalEntry;
  set([...appModals.getState().filter((open) => open.name !== name), entry]);
}

/** Starts closing a modal: it fades out, then `removeAppModal` drops it. */
export function closeAppModal(name: AppModalName): void {
  const entries = appModals.getState();
  if (entries.some((entry) => entry.name === name && entry.isOpen)) {
    set(entries.map((entry) => (entry.name === name ? { ...entry, isOpen: false } : entry)));
  }
}

/** Drops a closed modal once its fade has ended. */
export function removeAppModal(name: AppModalName): void {
  const entries = appModals.getState();
  if (entries.some((entry) => entry.name === name && !entry.isOpen)) set(entries.filter((entry) => entry.name !== name));
}

export function getAppModals(): readonly AppModalEntry[] {
  return appModals.getState();
}

/** The modals open or fading out, oldest first. */
export function useAppModals(): readonly AppModalEntry[] {
  return useStore(appModals);
}
