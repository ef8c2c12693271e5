/** Pretends the player asked the system for less motion, for one story. */
export function emulateReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: query.includes('reduce'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

/**
 * The declarations the page's style sheets apply to `element` under `prefers-reduced-motion:
 * reduce`; with `pseudo` (such as '::after'), those of that pseudo-element.
 */
export function reducedMotionStyles(element: Element, pseudo = ''): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !inner.selectorText.endsWith(pseudo)) continue;
        if (element.matches(inner.selectorText.slice(0, inner.selectorText.length - pseudo.length))) found.push(inner.style);
      }
    }
  }
  return found;
}
