import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Whether the page's tab is showing: timers that only animate stop while it is hidden. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}
