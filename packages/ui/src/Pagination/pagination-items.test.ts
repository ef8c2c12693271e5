import { describe, expect, it } from 'vitest';
import { getPaginationItems, type PaginationItem } from './pagination-items';

/** The list in short form: `[1, '…', 4, 5, 6, '…', 10]`. */
const short = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));
const list = (page: number, pageCount: number, pageRange = 3, marginPages = 1) =>
  short(getPaginationItems({ page, pageCount, pageRange, marginPages }));

describe('getPaginationItems (range 3, margin 1, as the spec sets)', () => {
  it('has nothing for no pages', () => {
    expect(list(1, 0)).toEqual([]);
    expect(list(1, -4)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(list(1, 1)).toEqual([1]);
    expect(list(2, 2)).toEqual([1, 2]);
    expect(list(3, 3)).toEqual([1, 2, 3]);
    for (let page = 1; page <= 4; page += 1) expect(list(page, 4)).toEqual([1, 2, 3, 4]);
    for (let page = 1; page <= 5; page += 1) expect(list(page, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('walks through ten pages as react-paginate does', () => {
    expect(list(1, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(list(2, 10)).toEqual([1, 2, 3, 4, '…', 10]);
    expect(list(3, 10)).toEqual([1, 2, 3, 4, '…', 10]);
    expect(list(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(list(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(list(6, 10)).toEqual([1, '…', 5, 6, 7, '…', 10]);
    expect(list(7, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(list(8, 10)).toEqual([1, '…', 7, 8, 9, 10]);
    expect(list(9, 10)).toEqual([1, '…', 8, 9, 10]);
    expect(list(10, 10)).toEqual([1, '…', 8, 9, 10]);
  });

  it('keeps the middle of a long list to the current page and its neighbours', () => {
    expect(list(50, 100)).toEqual([1, '…', 49, 50, 51, '…', 100]);
    expect(list(6, 7)).toEqual([1, '…', 5, 6, 7]);
  });

  it('shows a page instead of a break that would hide only that page', () => {
    // Page 2 alone lies between 1 and 3, so no "…" stands for it.
    expect(list(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(list(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a page outside the list into it', () => {
    expect(list(0, 10)).toEqual(list(1, 10));
    expect(list(-3, 10)).toEqual(list(1, 10));
    expect(list(99, 10)).toEqual(list(10, 10));
    expect(list(Number.NaN, 10)).toEqual(list(1, 10));
  });

  it('jumps from a break by the page range, within bounds', () => {
    const items = getPaginationItems({ page: 5, pageCount: 10 });
    expect(items.filter((item) => item.type === 'break')).toEqual([
      { type: 'break', direction: 'backward', page: 2 },
      { type: 'break', direction: 'forward', page: 8 },
    ]);
    expect(getPaginationItems({ page: 1, pageCount: 10 }).find((item) => item.type === 'break')).toEqual({
      type: 'break',
      direction: 'forward',
      page: 4,
    });
    expect(getPaginationItems({ page: 10, pageCount: 10 }).find((item) => item.type === 'break')).toEqual({
      type: 'break',
      direction: 'backward',
      page: 7,
    });
    // Never beyond the ends.
    expect(getPaginationItems({ page: 9, pageCount: 12, pageRange: 5 }).filter((item) => item.type === 'break'))
      .toEqual([{ type: 'break', direction: 'backward', page: 4 }]);
  });

  it('holds for every page of every count up to 40', () => {
    for (let pageCount = 1; pageCount <= 40; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = getPaginationItems({ page, pageCount });
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(pageCount);
        // Ascending, no page twice.
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        // At most margin + range + margin pages and two breaks.
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, index) => {
          if (item.type !== 'break') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(before?.type).toBe('page');
          expect(after?.type).toBe('page');
          // A break always hides at least two pages.
          expect((after as { page: number }).page - (before as { page: number }).page).toBeGreaterThan(2);
          expect(item.page).toBeGreaterThanOrEqual(1);
          expect(item.page).toBeLessThanOrEqual(pageCount);
        });
      }
    }
  });
});

describe('getPaginationItems with other ranges and margins', () => {
  it('shows two pages at each end with margin 2', () => {
    expect(list(10, 20, 3, 2)).toEqual([1, 2, '…', 9, 10, 11, '…', 19, 20]);
  });

  it('shows a wider window with range 5', () => {
    expect(list(10, 20, 5, 1)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('shows only the ends and the current page with range 0', () => {
    expect(list(5, 10, 0, 1)).toEqual([1, '…', 5, '…', 10]);
  });

  it('starts without a break when there is no margin', () => {
    expect(list(5, 10, 3, 0)).toEqual([4, 5, 6, '…']);
  });
});
