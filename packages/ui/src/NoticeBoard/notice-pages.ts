/** The spec's announcements per page. */
export const NOTICES_PER_PAGE = 9;

/** How many pages `total` notices fill, `pageSize` a page (at least one page size of 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / Math.max(1, Math.floor(pageSize)));
}

/** The page, from 1, that holds the notice at `index` (from 0). */
export function pageOfIndex(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, Math.floor(pageSize))) + 1;
}

/** The index of the first notice on `page` (from 1). */
export function firstIndexOfPage(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * Math.max(1, Math.floor(pageSize));
}

/** An index kept within a list of `total` items: 0 when it is empty or the index is unusable. */
export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.floor(index), 0), total - 1);
}
