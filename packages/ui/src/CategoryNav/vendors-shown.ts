import type { Vendor } from '../lobby/types';

/** The most vendors a category's drop-down lists (spec section 9: vendors per dropdown 11). */
export const VENDORS_PER_CATEGORY = 11;

export interface VendorsShown {
  /** The vendors the drop-down lists: the first 11, in the order given. */
  vendors: Vendor[];
  /** Whether the drop-down ends with a "More" button. */
  hasMore: boolean;
}

/**
 * What a category's drop-down shows. The spec: up to 11 vendors, with a "more" button when
 * there are exactly 11. With more than 11 the drop-down also lists the first 11 and shows
 * "more", since the rest are reachable only through it (the spec's platform never sends more
 * than 11; a list that grows must not hide vendors without a way to them).
 */
export function vendorsShown(vendors: readonly Vendor[]): VendorsShown {
  return {
    vendors: vendors.slice(0, VENDORS_PER_CATEGORY),
    hasMore: vendors.length >= VENDORS_PER_CATEGORY,
  };
}
