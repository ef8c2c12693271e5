import { useEffect } from 'react';

let locks = 0;
let unlock: (() => void) | undefined;

function lockScroll(): () => void {
  if (locks++ === 0) {
    const { body, documentElement } = document;
    const { scrollX, scrollY } = window;
    const widthBefore = documentElement.clientWidth;
    // Fixed, not only overflow: hidden, so iOS Safari cannot scroll the page behind either.
    const locked: Partial<CSSStyleDeclaration> = {
      position: 'fixed',
      top: `${-scrollY}px`,
      left: `${-scrollX}px`,
      width: '100%',
      overflow: 'hidden',
      paddingRight: body.style.paddingRight,
    };
    // Only these properties are restored, so style that others set meanwhile stays.
    const saved = Object.fromEntries(Object.keys(locked).map((key) => [key, body.style[key as 'top']]));
    Object.assign(body.style, locked);
    // `scrollbar-gutter: stable` keeps the gutter where supported; elsewhere the scrollbar goes and
    // the page would widen, so pad it by the width the scrollbar took.
    const gap = documentElement.clientWidth - widthBefore;
    if (gap > 0) body.style.paddingRight = `${(parseFloat(getComputedStyle(body).paddingRight) || 0) + gap}px`;
    unlock = () => {
      Object.assign(body.style, saved);
      // `instant` so that `scroll-behavior: smooth` on the page does not animate the return.
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    };
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    if (--locks === 0) unlock?.();
  };
}

/**
 * Fixes the page while `isLocked`, and on release puts it back at the same scroll position.
 * Reference-counted: nested modals share one lock, released when the last of them lets go.
 */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => (isLocked ? lockScroll() : undefined), [isLocked]);
}
