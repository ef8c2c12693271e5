import { describe, expect, it } from 'vitest';
import { activeCategoryCode, categoryPath, vendorLocation } from './category-paths';

describe('category paths', () => {
  it('links each category to its page and leaves out those without one', () => {
    expect(categoryPath('RNG')).toBe('/rng');
    expect(categoryPath('ELOTT')).toBe('/elott');
    expect(categoryPath('COCKFIGHT')).toBeNull();
  });

  it('links a vendor to its category page with ?vendor=', () => {
    expect(vendorLocation('LIVE', 'AG')).toEqual({ pathname: '/live', search: '?vendor=AG' });
    expect(vendorLocation('RNG', 'PG & co')).toEqual({ pathname: '/rng', search: '?vendor=PG+%26+co' });
    expect(vendorLocation('COCKFIGHT', 'WS')).toBeNull();
  });

  it('knows the category of the page shown, whatever the case of the path', () => {
    expect(activeCategoryCode('/rng')).toBe('RNG');
    expect(activeCategoryCode('/FISH/')).toBe('FISH');
    expect(activeCategoryCode('/promotions')).toBeUndefined();
    expect(activeCategoryCode('/')).toBeUndefined();
  });
});
