import { describe, expect, it } from 'vitest';
import { clampIndex, firstIndexOfPage, NOTICES_PER_PAGE, pageCountOf, pageOfIndex } from './notice-pages';

describe('notice pages', () => {
  it('has the spec’s nine a page', () => {
    expect(NOTICES_PER_PAGE).toBe(9);
  });

  it('counts the pages', () => {
    expect(pageCountOf(0, 9)).toBe(0);
    expect(pageCountOf(9, 9)).toBe(1);
    expect(pageCountOf(10, 9)).toBe(2);
    expect(pageCountOf(12, 9)).toBe(2);
    expect(pageCountOf(3, 0)).toBe(3);
  });

  it('finds the page that holds an index, and the first index of a page', () => {
    expect(pageOfIndex(0, 9)).toBe(1);
    expect(pageOfIndex(8, 9)).toBe(1);
    expect(pageOfIndex(9, 9)).toBe(2);
    expect(pageOfIndex(11, 9)).toBe(2);
    expect(firstIndexOfPage(1, 9)).toBe(0);
    expect(firstIndexOfPage(2, 9)).toBe(9);
  });

  it('keeps an index within the list', () => {
    expect(clampIndex(-3, 12)).toBe(0);
    expect(clampIndex(40, 12)).toBe(11);
    expect(clampIndex(5, 12)).toBe(5);
    expect(clampIndex(5, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
  });
});
