import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_LIMIT, addSearchTerm, parseSearchHistory, removeSearchTerm, searchHistoryKey } from './search-history';

describe('the search history', () => {
  it('puts the newest term first, once in any case, trimmed, and keeps at most 10', () => {
    expect(addSearchTerm(['koi', 'Dragon'], ' dragon ')).toEqual(['dragon', 'koi']);
    expect(addSearchTerm(['koi'], '   ')).toEqual(['koi']);
    const many = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, index) => `term ${index}`);
    const added = addSearchTerm(many, 'panda');
    expect(SEARCH_HISTORY_LIMIT).toBe(10);
    expect(added).toHaveLength(10);
    expect(added[0]).toBe('panda');
    expect(added).not.toContain('term 9');
  });

  it('removes a term', () => {
    expect(removeSearchTerm(['koi', 'panda'], 'koi')).toEqual(['panda']);
  });

  it('reads only a stored list of terms', () => {
    expect(parseSearchHistory('["koi","",3,"panda"]')).toEqual(['koi', 'panda']);
    expect(parseSearchHistory('{"koi":1}')).toEqual([]);
    expect(parseSearchHistory('not json')).toEqual([]);
    expect(parseSearchHistory(null)).toEqual([]);
  });

  it('is stored per merchant', () => {
    expect(searchHistoryKey('DEMO_ROYAL')).toBe('searchHistory:DEMO_ROYAL');
  });
});
