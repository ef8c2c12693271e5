/** One entry of a page list: a page, or a break ("…") standing for the pages it hides. */
export type PaginationItem =
  | { type: 'page'; page: number }
  /** `page` is where pressing the break jumps: `pageRange` pages back or forward, within bounds. */
  | { type: 'break'; direction: 'backward' | 'forward'; page: number };

export interface PaginationItemsOptions {
  /** The current page, from 1. Clamped into 1…pageCount. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** How many pages show around the current one (the spec: 3). */
  pageRange?: number;
  /** How many pages show at each end (the spec: 1). */
  marginPages?: number;
}

/**
 * The page list with breaks, by react-paginate's rules (`pageRangeDisplayed`,
 * `marginPagesDisplayed`), with pages counted from 1:
 * page 5 of 10 with range 3 and margin 1 is `1 … 4 5 6 … 10`. A break that would hide a
 * single page shows that page instead.
 */
export function getPaginationItems({
  page,
  pageCount,
  pageRange = 3,
  marginPages = 1,
}: PaginationItemsOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const range = Math.max(0, Math.floor(pageRange));
  const margin = Math.max(0, Math.floor(marginPages));
  // react-paginate counts from 0; so does the arithmetic below.
  const selected = Math.min(Math.max(Math.floor(page) || 1, 1), count) - 1;

  if (count <= range) return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index + 1 }));

  let leftSide = range / 2;
  let rightSide = range - leftSide;
  if (selected > count - range / 2) {
    rightSide = count - selected;
    leftSide = range - rightSide;
  } else if (selected < range / 2) {
    leftSide = selected;
    rightSide = range - leftSide;
  }
  // On the first page the window would otherwise show one page too many.
  const adjustedRightSide = selected === 0 && range > 1 ? rightSide - 1 : rightSide;

  const forwardJump = Math.min(selected + range, count - 1);
  const backwardJump = Math.max(selected - range, 0);

  type Entry = { type: 'page' | 'break'; index: number };
  const entries: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    const isMargin = index + 1 <= margin || index + 1 > count - margin;
    const isInWindow = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (isMargin || isInWindow) {
      entries.push({ type: 'page', index });
    } else if (entries.length > 0 && entries[entries.length - 1]!.type !== 'break' && (range > 0 || margin > 0)) {
      entries.push({ type: 'break', index });
    }
  }

  return entries.map((entry, position): PaginationItem => {
    const before = entries[position - 1];
    const after = entries[position + 1];
    // 1 2 3 4 5 6 7 … 9 10: the break hides only page 8, so it shows page 8.
    const hidesOnePage =
      entry.type === 'break' && before?.type === 'page' && after?.type === 'page' && after.index - before.index <= 2;
    if (entry.type === 'page' || hidesOnePage) return { type: 'page', page: entry.index + 1 };
    const isBackward = entry.index < selected;
    return {
      type: 'break',
      direction: isBackward ? 'backward' : 'forward',
      page: (isBackward ? backwardJump : forwardJump) + 1,
    };
  });
}
