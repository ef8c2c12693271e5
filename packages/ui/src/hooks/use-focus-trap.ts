import { useEffect, type RefObject } from 'react';
import { layerOrder } from './use-layer-stack';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: Element): HTMLElement[] {
  // Every element, then the tabbable ones: document order even where a selector list is not.
  return [...container.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      element.matches(TABBABLE) &&
      element.tabIndex >= 0 &&
      !element.closest('[inert], [hidden]') &&
      (element.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );
}

export interface UseFocusTrapOptions {
  /** Whether the trap holds focus. */
  isActive: boolean;
  /** The element to focus first; otherwise the first tabbable element, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Keeps keyboard focus inside `ref` while active: focus moves in, Tab and Shift+Tab cycle, focus
 * that lands outside is brought back, and on release focus returns to where it was before.
 * Layers created after the container's own (portalled popovers opened from inside it) may hold
 * focus too. The container needs `tabIndex={-1}` to take focus when it has nothing tabbable.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, { isActive, initialFocusRef }: UseFocusTrapOptions): void {
  useEffect(() => {
    const container = ref.current;
    if (!isActive || !container) return;
    const returnTo = document.activeElement;
    const order = layerOrder(container);
    if (!container.contains(document.activeElement)) {
      (initialFocusRef?.current ?? tabbableElements(container)[0] ?? container).focus();
    }
    let lastInside = document.activeElement as HTMLElement | null;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (container.contains(target)) lastInside = target;
      else if (layerOrder(target) <= order) (lastInside?.isConnected ? lastInside : container).focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || !container.contains(event.target as Node)) return;
      const items = tabbableElements(container);
      const first = items[0] ?? container;
      const last = items.at(-1) ?? container;
      if (event.shiftKey ? event.target === first || event.target === container : event.target === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      // Return focus unless the user has already put it somewhere else on purpose.
      if ((!active || active === document.body || container.contains(active)) && returnTo instanceof HTMLElement) {
        returnTo.focus({ preventScroll: true });
      }
    };
  }, [ref, isActive, initialFocusRef]);
}
