import { describe, expect, it } from 'vitest';
import { IMAGE_LOADING } from './constants';
import { createLruSet } from './lru-set';

describe('createLruSet', () => {
  it('keeps at most its limit, dropping the least recently added first', () => {
    const set = createLruSet<string>(3);
    ['a', 'b', 'c', 'd'].forEach((key) => set.add(key));
    expect(set.keys()).toEqual(['b', 'c', 'd']);
    expect(set.has('a')).toBe(false);
    expect(set.size).toBe(3);
  });

  it('counts adding a present key as a use, so it is dropped last', () => {
    const set = createLruSet<string>(3);
    ['a', 'b', 'c'].forEach((key) => set.add(key));
    set.add('a');
    set.add('d');
    expect(set.keys()).toEqual(['c', 'a', 'd']);
  });

  it('does not count looking a key up as a use', () => {
    const set = createLruSet<string>(2);
    set.add('a');
    set.add('b');
    expect(set.has('a')).toBe(true);
    set.add('c');
    expect(set.keys()).toEqual(['b', 'c']);
  });

  it('deletes and clears', () => {
    const set = createLruSet<string>(5);
    set.add('a');
    set.add('b');
    expect(set.delete('a')).toBe(true);
    expect(set.delete('a')).toBe(false);
    set.clear();
    expect(set.size).toBe(0);
  });

  it('keeps nothing with a limit of 0', () => {
    const set = createLruSet<string>(0);
    set.add('a');
    expect(set.has('a')).toBe(false);
  });

  it('holds the spec’s 200 image URLs', () => {
    const set = createLruSet<string>(IMAGE_LOADING.cacheSize);
    for (let index = 0; index < 250; index += 1) set.add(`/img/${index}.png`);
    expect(set.size).toBe(200);
    expect(set.has('/img/49.png')).toBe(false);
    expect(set.has('/img/50.png')).toBe(true);
    expect(set.has('/img/249.png')).toBe(true);
  });
});
