import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { rowOffsets, visibleRows, type RowWindow } from './virtual-rows';

/** Up to this many rows all render; longer lists render only the rows near the viewport. */
export const VIRTUALIZE_ABOVE = 50;
// A desktop row, until rows are measured; then the mean of the measured ones (phone cards are taller).
const ESTIMATED_ROW_HEIGHT = 48;
const OVERSCAN = 6;

/** A row's height with the space below it (phone cards stand apart by a margin). */
function measureRow(row: Element): number {
  return Math.round(row.getBoundingClientRect().height + (parseFloat(getComputedStyle(row).marginBlockEnd) || 0));
}

export interface RowVirtualizerOptions {
  count: number;
  /** Whether to virtualise at all; short lists render every row. */
  isEnabled: boolean;
  /** The box the rows scroll in, or null when the page (the window) scrolls. */
  scrollerRef: RefObject<HTMLElement | null> | null;
  /**
   * The table body: its top is where the first row starts. Its rows carry `data-index` (their
   * place in the list) and are measured after each render and whenever the body resizes.
   */
  bodyRef: RefObject<HTMLElement | null>;
}

const NO_ROWS: RowWindow = { start: 0, end: 0, spaceBefore: 0, spaceAfter: 0 };

/**
 * Which rows of a long table to render, in a scroll box or against the window, and the space
 * standing for the others: rows are measured once rendered (a phone card is taller than a table
 * row), the rest estimated. Only changes of the rendered range re-render the table.
 */
export function useRowVirtualizer({ count, isEnabled, scrollerRef, bodyRef }: RowVirtualizerOptions): RowWindow {
  const heights = useRef<number[]>([]);
  const offsets = useRef<Float64Array | null>(null);
  const [rowWindow, setRowWindow] = useState(NO_ROWS);

  /** Measures the rendered rows, finds the view against the body's top, and renders what it shows. */
  const update = useCallback(() => {
    const body = bodyRef.current;
    if (!body) return;
    let isRemeasured = false;
    for (const row of body.children) {
      const index = Number((row as HTMLElement).dataset.index);
      if (!Number.isInteger(index) || index >= count) continue;
      const height = measureRow(row);
      // A row without height is not laid out (a hidden panel): it keeps its estimate.
      if (height > 0 && heights.current[index] !== height) {
        heights.current[index] = height;
        isRemeasured = true;
      }
    }
    let rowTops = offsets.current;
    if (isRemeasured || rowTops?.length !== count + 1) rowTops = offsets.current = rowOffsets(count, heights.current, ESTIMATED_ROW_HEIGHT);
    // Read from where the body is now, so content above the table moving it needs no tracking:
    // in the window, the body's top is its offset from the document's top less the page's scroll.
    const scroller = scrollerRef?.current;
    const top = (scroller ? scroller.getBoundingClientRect().top : 0) - body.getBoundingClientRect().top;
    const next = visibleRows(rowTops, top, top + (scroller ? scroller.clientHeight : window.innerHeight), OVERSCAN);
    setRowWindow((previous) =>
      previous.start === next.start &&
      previous.end === next.end &&
      previous.spaceBefore === next.spaceBefore &&
      previous.spaceAfter === next.spaceAfter
        ? previous
        : next,
    );
  }, [count, scrollerRef, bodyRef]);

  // After every render, before paint: newly rendered rows are measured and their spaces set right.
  useLayoutEffect(() => {
    if (isEnabled) update();
  });

  useEffect(() => {
    const body = bodyRef.current;
    if (!isEnabled || !body) return;
    // At most one update a frame, however many scroll events the frame brings.
    let frame = 0;
    const requestUpdate = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
    };
    const scrollTarget = scrollerRef?.current ?? window;
    scrollTarget.addEventListener('scroll', requestUpdate, { passive: true });
    window.addEventListener('resize', requestUpdate, { passive: true });
    // Rows change height without a render (a narrower screen wraps them, cards replace rows, a font
    // loads): the body's size changes with them.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(requestUpdate);
    observer?.observe(body);
    if (scrollerRef?.current) observer?.observe(scrollerRef.current);
    return () => {
      scrollTarget.removeEventListener('scroll', requestUpdate);
      window.removeEventListener('resize', requestUpdate);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [isEnabled, scrollerRef, bodyRef, update]);

  return isEnabled ? rowWindow : NO_ROWS;
}
