import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isReduced = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/**
 * Whether the player asked the system for less motion. Things that move on their own (the
 * jackpot ticker, the marquee, the carousel) start paused or do not animate when it is true.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, isReduced, () => false);
}
