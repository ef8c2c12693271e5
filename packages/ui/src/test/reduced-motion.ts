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
