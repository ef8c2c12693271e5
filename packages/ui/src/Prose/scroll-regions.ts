/** Marks the box a table scrolls in sideways (added by `proseHtml`, or rendered by `Prose.Table`). */
export const SCROLL_REGION_ATTRIBUTE = 'data-prose-scroll';

/** Below a pixel of overflow is rounding, not a table wider than its box. */
const OVERFLOW_TOLERANCE = 1;

/**
 * Makes a table's box a named group the keyboard can reach when, and only when, the table is
 * wider than the box: arrow keys then scroll it. A table that fits gets no extra tab stop and
 * no group, so nothing is announced that is not true.
 */
export function markScrollRegion(region: HTMLElement, label: string): void {
  const isScrollable = region.scrollWidth - region.clientWidth > OVERFLOW_TOLERANCE;
  if (isScrollable) {
    const caption = region.querySelector('caption')?.textContent?.trim();
    region.setAttribute('tabindex', '0');
    region.setAttribute('role', 'group');
    region.setAttribute('aria-label', caption || label);
  } else {
    region.removeAttribute('tabindex');
    region.removeAttribute('role');
    region.removeAttribute('aria-label');
  }
}

/** The scroll regions inside an element. */
export function scrollRegionsIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${SCROLL_REGION_ATTRIBUTE}]`));
}

/**
 * Marks the regions now, and again whenever a region or its table changes size (a phone
 * turned, a column of the page narrowed). Returns what stops watching.
 */
export function watchScrollRegions(regions: HTMLElement[], label: string): () => void {
  const markAll = () => {
    for (const region of regions) markScrollRegion(region, label);
  };
  markAll();
  if (regions.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(markAll);
  for (const region of regions) {
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
  }
  return () => observer.disconnect();
}
