import { useEffect } from 'react';
import { LAYER_ATTRIBUTE, layerOrder } from './use-layer-stack';

/**
 * Put on a live region (a toast area) to keep it live and clickable while a modal makes the
 * rest of the page inert.
 */
export const LIVE_ATTRIBUTE = 'data-pf-live';

/** How many open layers made each element inert; an element inert for another reason is left alone. */
const owners = /* @__PURE__ */ new Map<Element, number>();

/**
 * Makes everything outside `node`'s layer inert (not focusable, not clickable, hidden from
 * assistive technology), descending only into elements that hold something kept. Kept: the
 * layer itself, layers created after it (a popover opened from inside it) and `data-pf-live`
 * regions. Returns the function that restores them. Nested layers count, so the last release wins.
 */
export function inertOutside(node: Element): () => void {
  const order = layerOrder(node);
  const kept = [
    node.closest(`[${LAYER_ATTRIBUTE}]`) ?? node,
    ...[...document.querySelectorAll(`[${LAYER_ATTRIBUTE}], [${LIVE_ATTRIBUTE}]`)].filter(
      (element) => !element.hasAttribute(LAYER_ATTRIBUTE) || layerOrder(element) > order,
    ),
  ];
  const marked: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.includes(child) || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(child.tagName)) continue;
      if (kept.some((element) => child.contains(element))) walk(child);
      else if (owners.has(child) || !child.hasAttribute('inert')) {
        owners.set(child, (owners.get(child) ?? 0) + 1);
        child.setAttribute('inert', '');
        marked.push(child);
      }
    }
  };
  walk(document.body);
  return () => {
    for (const element of marked) {
      const count = (owners.get(element) ?? 1) - 1;
      if (count > 0) owners.set(element, count);
      else {
        owners.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}

/** While `isActive`, the page outside the layer holding `ref` is inert. */
export function useInertOutside(ref: { current: Element | null }, isActive: boolean): void {
  useEffect(() => {
    const node = ref.current;
    return isActive && node ? inertOutside(node) : undefined;
  }, [ref, isActive]);
}
