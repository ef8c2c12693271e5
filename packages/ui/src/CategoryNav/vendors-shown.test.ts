import { describe, expect, it } from 'vitest';
import { CATEGORIES, VENDORS } from '../test/lobby-fixtures';
import type { Vendor } from '../lobby/types';
import { VENDORS_PER_CATEGORY, vendorsShown } from './vendors-shown';

const vendors = (count: number): Vendor[] =>
  Array.from({ length: count }, (_, index) => ({ vassalage: `V${index + 1}`, displayName: `Vendor ${index + 1}`, gameType: 'RNG' }));

describe('vendorsShown', () => {
  it('lists every vendor, without "more", below 11', () => {
    expect(vendorsShown([])).toEqual({ vendors: [], hasMore: false });
    expect(vendorsShown(VENDORS.LIVE!)).toEqual({ vendors: VENDORS.LIVE, hasMore: false });
    const ten = vendors(10);
    expect(vendorsShown(ten)).toEqual({ vendors: ten, hasMore: false });
  });

  it('shows "more" with exactly 11, as the spec says (the RNG fixture)', () => {
    const rng = CATEGORIES.find((category) => category.code === 'RNG')!.vendors;
    expect(rng).toHaveLength(11);
    expect(vendorsShown(rng)).toEqual({ vendors: rng, hasMore: true });
  });

  it('lists the first 11, in order, and shows "more" above 11', () => {
    const fifteen = vendors(15);
    const shown = vendorsShown(fifteen);
    expect(VENDORS_PER_CATEGORY).toBe(11);
    expect(shown.vendors.map((vendor) => vendor.vassalage)).toEqual(fifteen.slice(0, 11).map((vendor) => vendor.vassalage));
    expect(shown.hasMore).toBe(true);
  });

  it('leaves the list it is given as it was', () => {
    const twelve = vendors(12);
    vendorsShown(twelve);
    expect(twelve).toHaveLength(12);
  });
});
