export type SortDirection = 'ascending' | 'descending';

/** The order the player chose: a column's key and its direction. */
export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

/**
 * The sort after the player presses a column's header: a new column sorts ascending, then
 * descending, then goes back to the records' own order (null).
 */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort | null {
  if (!current || current.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}
