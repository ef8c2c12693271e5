import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_FILTER } from '@platform/ui';
import { categoryVendorPath, readCategoryFilter, selectedVendor, writeCategoryFilter, writeSelectedVendor } from './category-params';

const VENDORS = [{ vassalage: 'PT' }, { vassalage: 'CQ9' }, { vassalage: 'MG' }];
const params = (search: string) => new URLSearchParams(search);

describe('the vendor tab in the address', () => {
  it('is named by ?vendor=, in any case', () => {
    expect(selectedVendor(params('vendor=cq9'), VENDORS)).toBe('CQ9');
    expect(selectedVendor(params('vendor=MG&page=0'), VENDORS)).toBe('MG');
    // Not (yet) in the menu: still asked for, upper-cased.
    expect(selectedVendor(params('vendor=pg'), VENDORS)).toBe('PG');
  });

  it('is chosen by ?page= counting the vendors from 0', () => {
    expect(selectedVendor(params('page=0'), VENDORS)).toBe('PT');
    expect(selectedVendor(params('page=2'), VENDORS)).toBe('MG');
  });

  it('is every vendor without either, or for a page that names none', () => {
    expect(selectedVendor(params(''), VENDORS)).toBeNull();
    for (const page of ['3', '-1', '1.5', 'x', '']) expect(selectedVendor(params(`page=${page}`), VENDORS)).toBeNull();
    expect(selectedVendor(params('page=0'), [])).toBeNull();
  });

  it('is written as ?vendor=, dropping ?page=, and removed for all vendors', () => {
    expect(writeSelectedVendor(params('page=1&type=hot'), 'MG').toString()).toBe('type=hot&vendor=MG');
    expect(writeSelectedVendor(params('vendor=MG&type=hot'), null).toString()).toBe('type=hot');
    expect(categoryVendorPath('RNG', 'PT')).toBe('/rng?vendor=PT');
  });
});

describe('the filters in the address', () => {
  it('reads type, name, minimum bet and classification', () => {
    expect(readCategoryFilter(params('type=favourites&name=%20dragon%20&minBet=0.05&class=jackpot'))).toEqual({
      type: 'favourites',
      name: 'dragon',
      minBet: 0.05,
      classification: 'jackpot',
    });
  });

  it('reads anything not offered as no filter; bingo only where TY is supported', () => {
    expect(readCategoryFilter(params('type=all-games&minBet=0.2&class=poker'))).toEqual(DEFAULT_GAME_FILTER);
    expect(readCategoryFilter(params('class=bingo')).classification).toBeNull();
    expect(readCategoryFilter(params('class=bingo'), true).classification).toBe('bingo');
  });

  it('writes them back, leaving out the defaults and keeping the vendor', () => {
    const written = writeCategoryFilter(params('vendor=PT&type=hot&minBet=0.1'), { ...DEFAULT_GAME_FILTER, name: 'koi', classification: 'arcade' });
    expect(written.toString()).toBe('vendor=PT&name=koi&class=arcade');
    const filter = { type: 'recent', name: 'a b', minBet: 0.75, classification: 'table' } as const;
    expect(readCategoryFilter(writeCategoryFilter(params(''), filter))).toEqual(filter);
  });
});
