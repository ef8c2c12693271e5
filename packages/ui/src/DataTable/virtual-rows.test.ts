import { describe, expect, it } from 'vitest';
import { rowAt, rowOffsets, visibleRows } from './virtual-rows';

/** Rows of 10px each: row i starts at 10 × i. */
const tenPixelRows = (count: number) => rowOffsets(count, [], 10);

describe('rowOffsets', () => {
  it('adds up the rows’ heights, estimating with the fallback before any is measured', () => {
    expect([...rowOffsets(4, [], 48)]).toEqual([0, 48, 96, 144, 192]);
    expect([...rowOffsets(0, [], 48)]).toEqual([0]);
  });

  it('counts the measured heights, and the mean of them for the rows not measured yet', () => {
    const heights: number[] = [];
    heights[1] = 100;
    heights[2] = 140;
    expect([...rowOffsets(5, heights, 48)]).toEqual([0, 120, 220, 360, 480, 600]);
  });

  it('ignores heights measured beyond the current count (the list got shorter)', () => {
    expect([...rowOffsets(2, [20, 30, 1000], 48)]).toEqual([0, 20, 50]);
  });
});

describe('rowAt', () => {
  const offsets = rowOffsets(5, [10, 20, 30, 40, 50], 48); // 0, 10, 30, 60, 100, 150

  it('finds the row a position falls in, a row’s top belonging to it', () => {
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 9.5)).toBe(0);
    expect(rowAt(offsets, 10)).toBe(1);
    expect(rowAt(offsets, 59)).toBe(2);
    expect(rowAt(offsets, 60)).toBe(3);
    expect(rowAt(offsets, 149)).toBe(4);
  });

  it('gives the first row above the list and the last below it', () => {
    expect(rowAt(offsets, -500)).toBe(0);
    expect(rowAt(offsets, 150)).toBe(4);
    expect(rowAt(offsets, 10_000)).toBe(4);
  });

  it('searches ten thousand rows', () => {
    const many = tenPixelRows(10_000);
    expect(rowAt(many, 54_321)).toBe(5432);
    expect(rowAt(many, 99_999)).toBe(9999);
  });
});

describe('visibleRows', () => {
  it('renders the rows in view and the overscan on each side, the rest as space', () => {
    // The view shows 100px to 150px: rows 10 to 14; with 2 of overscan, 8 to 16.
    expect(visibleRows(tenPixelRows(100), 100, 150, 2)).toEqual({ start: 8, end: 17, spaceBefore: 80, spaceAfter: 830 });
  });

  it('counts a row cut by the view’s edges, but not one starting where the view ends', () => {
    expect(visibleRows(tenPixelRows(100), 95, 105, 0)).toEqual({ start: 9, end: 11, spaceBefore: 90, spaceAfter: 890 });
    expect(visibleRows(tenPixelRows(100), 100, 110, 0)).toMatchObject({ start: 10, end: 11 });
  });

  it('stops the overscan at the ends of the list', () => {
    expect(visibleRows(tenPixelRows(100), 0, 30, 5)).toEqual({ start: 0, end: 8, spaceBefore: 0, spaceAfter: 920 });
    expect(visibleRows(tenPixelRows(100), 970, 1000, 5)).toEqual({ start: 92, end: 100, spaceBefore: 920, spaceAfter: 0 });
  });

  it('renders the nearest rows when the list is out of view, above or below it', () => {
    // The table lies below the fold: its first rows are ready when the page scrolls to them.
    expect(visibleRows(tenPixelRows(100), -800, -200, 3)).toEqual({ start: 0, end: 4, spaceBefore: 0, spaceAfter: 960 });
    // Scrolled past the table: its last rows.
    expect(visibleRows(tenPixelRows(100), 2000, 2600, 3)).toEqual({ start: 96, end: 100, spaceBefore: 960, spaceAfter: 0 });
  });

  it('keeps the rendered rows and the spaces adding up to the whole list', () => {
    const heights = Array.from({ length: 300 }, (_, index) => 40 + (index % 7) * 13);
    const offsets = rowOffsets(300, heights, 48);
    for (const top of [0, 1234, 5678, 9000]) {
      const { start, end, spaceBefore, spaceAfter } = visibleRows(offsets, top, top + 700, 6);
      const rendered = heights.slice(start, end).reduce((sum, height) => sum + height, 0);
      expect(spaceBefore + rendered + spaceAfter).toBe(offsets[300]);
      expect(offsets[start]).toBeLessThanOrEqual(Math.max(0, top));
    }
  });

  it('renders nothing for an empty list', () => {
    expect(visibleRows(rowOffsets(0, [], 48), 0, 500, 6)).toEqual({ start: 0, end: 0, spaceBefore: 0, spaceAfter: 0 });
  });
});
