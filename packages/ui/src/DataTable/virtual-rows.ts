/** The rows to render, `start` up to but not including `end`, and the space the others take. */
export interface RowWindow {
  start: number;
  end: number;
  /** The height of the rows above `start`, in pixels. */
  spaceBefore: number;
  /** The height of the rows from `end` on, in pixels. */
  spaceAfter: number;
}

/**
 * Where each row starts, counted from the top of the first: `offsets[i]` is the top of row `i`
 * and `offsets[count]` the height of them all. A row not measured yet counts as the mean of
 * those measured (a phone's cards soon tell how tall the rest will be), or `fallback` before any.
 */
export function rowOffsets(count: number, heights: readonly (number | undefined)[], fallback: number): Float64Array {
  let measuredSum = 0;
  let measuredCount = 0;
  for (let index = 0; index < count; index++) {
    const height = heights[index];
    if (height !== undefined) {
      measuredSum += height;
      measuredCount++;
    }
  }
  const estimate = measuredCount > 0 ? measuredSum / measuredCount : fallback;
  const offsets = new Float64Array(count + 1);
  for (let index = 0; index < count; index++) {
    offsets[index + 1] = offsets[index]! + (heights[index] ?? estimate);
  }
  return offsets;
}

/** The row at `position` (pixels from the top of the first row): the last that starts at or above it. */
export function rowAt(offsets: Float64Array, position: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * The rows to render for a view from `top` to `bottom` (pixels from the top of the first row):
 * those it shows, at least one, and `overscan` more on each side so a quick scroll shows no gap.
 */
export function visibleRows(offsets: Float64Array, top: number, bottom: number, overscan: number): RowWindow {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0, spaceBefore: 0, spaceAfter: 0 };
  const first = rowAt(offsets, top);
  let last = first;
  while (last + 1 < count && offsets[last + 1]! < bottom) last++;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + 1 + overscan);
  return { start, end, spaceBefore: offsets[start]!, spaceAfter: offsets[count]! - offsets[end]! };
}
