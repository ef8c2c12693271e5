import { describe, expect, it } from 'vitest';
import { nextSort } from './sort-cycle';

describe('nextSort', () => {
  it('sorts an unsorted table ascending by the pressed column', () => {
    expect(nextSort(null, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort(undefined, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
  });

  it('cycles the same column: ascending, descending, then the records’ own order', () => {
    const ascending = nextSort(null, 'amount');
    const descending = nextSort(ascending, 'amount');
    expect(descending).toEqual({ key: 'amount', direction: 'descending' });
    expect(nextSort(descending, 'amount')).toBeNull();
  });

  it('starts ascending again when another column is pressed', () => {
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'date')).toEqual({ key: 'date', direction: 'ascending' });
    expect(nextSort({ key: 'amount', direction: 'ascending' }, 'date')).toEqual({ key: 'date', direction: 'ascending' });
  });
});
