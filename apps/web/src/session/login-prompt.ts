import { useSyncExternalStore } from 'react';

/** Why the login popup opened: an action that needs login, or a session the gateway ended. */
export type LoginPromptReason = 'action' | 'sessionEnded';

type PromptState = { isOpen: false } | { isOpen: true; reason: LoginPromptReason };

let state: PromptState = { isOpen: false };
const listeners = new Set<() => void>();

function set(next: PromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the login popup (spec section 5: an action that needs login opens it when there is no token). */
export function requestLogin(reason: LoginPromptReason = 'action'): void {
  set({ isOpen: true, reason });
}

export function closeLoginPrompt(): void {
  if (state.isOpen) set({ isOpen: false });
}

/** The popup's state now (for code outside React, and tests). */
export function getLoginPrompt(): PromptState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The login popup's state, for the component that shows it. */
export function useLoginPrompt(): PromptState {
  return useSyncExternalStore(subscribe, getLoginPrompt, getLoginPrompt);
}
