import type { To } from 'react-router-dom';
import type { GameMenu } from '@platform/api';
import { categoryPath, vendorLocation } from '../../../lib/paths/category-paths';

/** Menu entries the footer's MENU column leaves out (spec section 2: promo and home are excluded). */
const EXCLUDED_MENU_CODES = new Set(['HOME', 'PROMO', 'PROMOTION', 'PROMOTIONS']);

/** One link under a product: its 'all' entry (every vendor) or one vendor's games. */
export interface FooterMenuEntry {
  /** `all` for the product's own page, else the vendor's code. */
  key: string;
  /** The vendor's name; null for the 'all' entry, which the footer names itself. */
  label: string | null;
  to: To;
}

/** A product (game category) of the MENU column. */
export interface FooterProduct {
  code: string;
  name: string;
  to: string;
  /** 'all' first, then the vendors; empty for a product without vendors. */
  entries: FooterMenuEntry[];
}

/**
 * The MENU column (spec section 2, "Footer"): the product navigation of the game menus, without
 * promo and home, and without categories that have no page (cockfight starts its game
 * directly); each product with vendors gets an 'all' entry first, then one entry per vendor.
 */
export function footerMenu(menus: readonly GameMenu[]): FooterProduct[] {
  const products: FooterProduct[] = [];
  for (const menu of menus) {
    const code = menu.code.trim().toUpperCase();
    if (EXCLUDED_MENU_CODES.has(code)) continue;
    const to = categoryPath(code);
    if (to === null) continue;
    const vendors = menu.vendors.flatMap((vendor) => {
      const location = vendorLocation(code, vendor.vassalage);
      return location === null ? [] : [{ key: vendor.vassalage, label: vendor.displayName || vendor.vassalage, to: location }];
    });
    products.push({ code, name: menu.name, to, entries: vendors.length > 0 ? [{ key: 'all', label: null, to }, ...vendors] : [] });
  }
  return products;
}

/** A vendor of the logo row. */
export interface FooterVendor {
  code: string;
  name: string;
  /** The category its logo is drawn for (the first the vendor appears in). */
  gameType: string;
}

/** Whether a vendor is left out of the logo row (spec section 2: codes starting with TCG). */
export function isHiddenVendor(code: string): boolean {
  return code.trim().toUpperCase().startsWith('TCG');
}

/**
 * The vendor logo row (spec section 2): the vendors of every category's list, in menu order,
 * each once (a vendor in several categories shows its first), skipping codes that start with TCG.
 */
export function footerVendors(menus: readonly GameMenu[]): FooterVendor[] {
  const seen = new Set<string>();
  const vendors: FooterVendor[] = [];
  for (const menu of menus) {
    if (EXCLUDED_MENU_CODES.has(menu.code.trim().toUpperCase())) continue;
    for (const vendor of menu.vendors) {
      const code = vendor.vassalage.trim();
      if (code === '' || isHiddenVendor(code) || seen.has(code.toUpperCase())) continue;
      seen.add(code.toUpperCase());
      vendors.push({ code, name: vendor.displayName || code, gameType: vendor.gameType || menu.code });
    }
  }
  return vendors;
}

/** WHITE logos are white on transparent, for dark backgrounds; COLOR logos are coloured badges. */
export type VendorLogoVariant = 'WHITE' | 'COLOR';

/** A vendor's logo as the gateway serves it: `/lgw/assets/vendors/<gameType>/<WHITE|COLOR>/<code>.svg`. */
export function vendorLogoUrl(gameType: string, code: string, variant: VendorLogoVariant): string {
  return `/lgw/assets/vendors/${encodeURIComponent(gameType)}/${variant}/${encodeURIComponent(code)}.svg`;
}

/** The footer's copyright year (spec section 2: "The copyright line shows the year 2024"). */
export const COPYRIGHT_YEAR = 2024;
