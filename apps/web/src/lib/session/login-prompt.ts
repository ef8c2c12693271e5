import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Why the login popup opened: an action that needs login, or a session the gateway ended. */
export type LoginPromptReason = 'action' | 'sessionEnded';

type PromptState = { isOpen: false } | { isOpen: true; reason: LoginPromptReason };

const loginPrompt = /* @__PURE__ */ createStore<PromptState>(() => ({ isOpen: false }));

function set(next: PromptState): void {
  loginPrompt.setState(next, true);
}

/** Opens the login popup (spec section 5: an action that needs login opens it when there is no token). */
export function requestLogin(reason: LoginPromptReason = 'action'): void {
  set({ isOpen: true, reason });
}

export function closeLoginPrompt(): void {
  if (loginPrompt.getState().isOpen) set({ isOpen: false });
}

/** The popup's state now (for code outside React, and tests). */
export function getLoginPrompt(): PromptState {
  return loginPrompt.getState();
}

/** The login popup's state, for the component that shows it. */
export function useLoginPrompt(): PromptState {
  return useStore(loginPrompt);
}
