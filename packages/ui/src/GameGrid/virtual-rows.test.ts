import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampRows, columnCount, visibleRows, withFocusedRow } from './virtual-rows';

describe('columnCount', () => {
  it('fits as many minimum-width tiles as auto-fill does, and at least one', () => {
    // 6 × 160 + 5 × 12 = 1020 fits; a seventh needs 1192.
    expect(columnCount(1020, 160, 12)).toBe(6);
    expect(columnCount(1019, 160, 12)).toBe(5);
    expect(columnCount(1191, 160, 12)).toBe(6);
    expect(columnCount(1192, 160, 12)).toBe(7);
    expect(columnCount(100, 160, 12)).toBe(1);
    expect(columnCount(0, 160, 12)).toBe(1);
  });
});

describe('visibleRows', () => {
  const base = { viewportHeight: 800, rowStride: 200, rowCount: 100, overscan: 0 };

  it('takes the rows that cross the viewport', () => {
    expect(visibleRows({ ...base, listTop: 0 })).toEqual({ start: 0, end: 4 });
    // Scrolled 1,000 px into the list: rows 5 to 9 are on screen.
    expect(visibleRows({ ...base, listTop: -1000 })).toEqual({ start: 5, end: 9 });
    expect(visibleRows({ ...base, listTop: -1100 })).toEqual({ start: 5, end: 10 });
  });

  it('adds the overscan at both edges', () => {
    expect(visibleRows({ ...base, listTop: -1000, overscan: 400 })).toEqual({ start: 3, end: 11 });
  });

  it('keeps one row when the list is off screen, and stays within the rows there are', () => {
    expect(visibleRows({ ...base, listTop: 5000 })).toEqual({ start: 0, end: 1 });
    expect(visibleRows({ ...base, listTop: -50_000 })).toEqual({ start: 99, end: 100 });
    expect(visibleRows({ ...base, listTop: 0, rowCount: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('always covers the viewport within the list (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 2000 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 50, max: 600 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 1000 }),
        (listTop, viewportHeight, rowStride, rowCount, overscan) => {
          const { start, end } = visibleRows({ listTop, viewportHeight, rowStride, rowCount, overscan });
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(rowCount);
          expect(end).toBeGreaterThan(start);
          // Every row that shows on screen is rendered.
          for (let row = 0; row < rowCount; row += 1) {
            const top = listTop + row * rowStride;
            const onScreen = top < viewportHeight && top + rowStride > 0;
            if (onScreen) expect(row >= start && row < end).toBe(true);
          }
          // And no more than the viewport and overscan need, plus a partial row at each edge.
          expect(end - start).toBeLessThanOrEqual(Math.ceil((viewportHeight + 2 * overscan) / rowStride) + 2);
        },
      ),
    );
  });
});

describe('clampRows', () => {
  it('fits an old range into a shorter list', () => {
    expect(clampRows({ start: 40, end: 48 }, 4)).toEqual({ start: 3, end: 4 });
    expect(clampRows({ start: 2, end: 6 }, 10)).toEqual({ start: 2, end: 6 });
    expect(clampRows({ start: 2, end: 6 }, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('withFocusedRow', () => {
  it('adds the focused row and one on each side', () => {
    expect(withFocusedRow({ start: 0, end: 5 }, 4, 100)).toEqual({ start: 0, end: 6 });
    expect(withFocusedRow({ start: 10, end: 15 }, 10, 100)).toEqual({ start: 9, end: 15 });
    expect(withFocusedRow({ start: 0, end: 5 }, 99, 100, 200)).toEqual({ start: 0, end: 100 });
  });

  it('leaves the range alone without focus or when the focus is far away', () => {
    expect(withFocusedRow({ start: 0, end: 5 }, undefined, 100)).toEqual({ start: 0, end: 5 });
    expect(withFocusedRow({ start: 0, end: 5 }, 60, 100)).toEqual({ start: 0, end: 5 });
    expect(withFocusedRow({ start: 0, end: 5 }, 100, 100)).toEqual({ start: 0, end: 5 });
  });
});
