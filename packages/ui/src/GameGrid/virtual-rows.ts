/** Rows `start` (included) to `end` (excluded). */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * How many columns `repeat(auto-fill, minmax(minTileWidth, 1fr))` makes in `width`: as many
 * tiles of at least `minTileWidth` as fit with `gap` between them, and at least one.
 */
export function columnCount(width: number, minTileWidth: number, gap: number): number {
  if (!(width > 0) || !(minTileWidth > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minTileWidth + gap)));
}

export interface VisibleRowsInput {
  /** The top of the list's first row relative to the viewport (`getBoundingClientRect().top`). */
  listTop: number;
  viewportHeight: number;
  /** A row's height plus the gap below it. */
  rowStride: number;
  rowCount: number;
  /** Extra pixels kept rendered above and below the viewport. */
  overscan: number;
}

/**
 * The rows that lie within the viewport grown by `overscan` at each edge. At least one row is
 * kept even when the list is off screen, so the list is never empty while it has games.
 */
export function visibleRows({ listTop, viewportHeight, rowStride, rowCount, overscan }: VisibleRowsInput): RowRange {
  if (rowCount <= 0) return { start: 0, end: 0 };
  if (!(rowStride > 0)) return { start: 0, end: rowCount };
  const from = -listTop - overscan;
  const to = -listTop + viewportHeight + overscan;
  const start = Math.min(rowCount - 1, Math.max(0, Math.floor(from / rowStride)));
  const end = Math.max(start + 1, Math.min(rowCount, Math.ceil(to / rowStride)));
  return { start, end };
}

/** Fits a range computed for an older list into one of `rowCount` rows. */
export function clampRows(range: RowRange, rowCount: number): RowRange {
  if (rowCount <= 0) return { start: 0, end: 0 };
  const start = Math.min(Math.max(0, range.start), rowCount - 1);
  return { start, end: Math.min(rowCount, Math.max(start + 1, range.end)) };
}

/**
 * Grows the range to hold the row that has keyboard focus with one row on each side, so Tab and
 * Shift+Tab always find the next tile rendered. A focused row further than `maxGap` rows from
 * the range (the player scrolled far away) is let go rather than rendering everything between.
 */
export function withFocusedRow(range: RowRange, focusedRow: number | undefined, rowCount: number, maxGap = 12): RowRange {
  if (focusedRow === undefined || focusedRow < 0 || focusedRow >= rowCount) return range;
  const start = Math.max(0, focusedRow - 1);
  const end = Math.min(rowCount, focusedRow + 2);
  if (start > range.end + maxGap || end < range.start - maxGap) return range;
  return { start: Math.min(range.start, start), end: Math.max(range.end, end) };
}
