import { brand } from '@brand';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The first-visit gift modal (spec section 2: "A gift modal also shows on first visit").
 *
 * Whether it was shown is kept per merchant in localStorage, so it shows once per browser and
 * brand. It does not open with the page: it waits for the visitor's first interaction (a press,
 * a key, a scroll), or, for a visitor who only looks, 10 seconds after the page's load event,
 * and then for an idle moment (and then for the player: see player-idle.ts). The reasons, all
 * about the page's first load (Lighthouse):
 * - a modal opened during the load would compete with the page for the main thread (its lazy
 *   chunk, the picture, the focus trap, inert and scroll lock), costing TBT;
 * - its picture would be the largest on a phone's screen, so Chrome would report it as the
 *   Largest Contentful Paint, seconds later than the banner: LCP stops being measured at the
 *   first interaction, so a modal that opens after one can never be the LCP;
 * - a visitor who has not yet seen the page would find it covered before it finished loading.
 * Lighthouse interacts with nothing and ends its trace within a few seconds of the load, so the
 * measured load is the page's own. Storage that throws (private mode) means "not shown yet".
 */
export const GIFT_FALLBACK_DELAY_MS = 10_000;

/** The longest an idle moment is waited for once the gift is due. */
const IDLE_TIMEOUT_MS = 2_000;

/** The interactions that end the page's first load for the visitor (and LCP's measurement). */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export const giftShownKey = () => `giftShown:${brand.merchantCode}`;

/** Whether this browser has been shown the first-visit gift of this brand. */
export function hasShownGift(): boolean {
  return readStored(giftShownKey()) === '1';
}

/** Records that the first-visit gift was shown. */
export function markGiftShown(): void {
  // Storage refused: it may show again on the next visit, nothing worse.
  writeStored(giftShownKey(), '1');
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Calls `callback` once, in an idle moment after the visitor's first interaction or
 * `fallbackMs` after the page's load event, whichever comes first. Returns a cancel function.
 */
export function afterFirstInteraction(callback: () => void, fallbackMs = GIFT_FALLBACK_DELAY_MS): () => void {
  let isDue = false;
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;

  const stopWaiting = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, onDue, { capture: true });
    window.removeEventListener('load', startFallback);
    window.clearTimeout(timer);
  };
  function onDue() {
    if (isDue) return;
    isDue = true;
    stopWaiting();
    cancelIdle = whenIdle(callback);
  }
  function startFallback() {
    timer = window.setTimeout(onDue, fallbackMs);
  }

  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, onDue, { capture: true, passive: true });
  if (document.readyState === 'complete') startFallback();
  else window.addEventListener('load', startFallback, { once: true });

  return () => {
    isDue = true;
    stopWaiting();
    cancelIdle?.();
  };
}
