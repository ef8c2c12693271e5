import type { Queryable } from '../db/database';

/** What a pressed banner may open, as the banners call answers it. */
export interface BannerLink {
  linkageType: string;
  linkage: string;
}

/** What of the merchant a banner may link to: its promotions and the game categories and vendors it offers. */
export interface BannerLinkTargets {
  promotionIds: ReadonlySet<number>;
  /** The vendors offered in each category: upper-case code → the code as stored. */
  vendorsByCategory: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export async function loadBannerLinkTargets(db: Queryable, merchantCode: string): Promise<BannerLinkTargets> {
  const result = await db.query<{ promotion_id: number | null; game_type: string | null; vendor_code: string | null }>(
    `select id as promotion_id, null as game_type, null as vendor_code from promotion where merchant_code = $1
     union all
     select null, game_type, vendor_code from merchant_vendor where merchant_code = $1`,
    [merchantCode],
  );
  const promotionIds = new Set<number>();
  const vendorsByCategory = new Map<string, Map<string, string>>();
  for (const row of result.rows) {
    if (row.promotion_id !== null) promotionIds.add(row.promotion_id);
    if (row.game_type === null || row.vendor_code === null) continue;
    const category = row.game_type.toUpperCase();
    const vendors = vendorsByCategory.get(category) ?? new Map<string, string>();
    vendorsByCategory.set(category, vendors.set(row.vendor_code.toUpperCase(), row.vendor_code));
  }
  return { promotionIds, vendorsByCategory };
}

/** A path of the site (`/live`, `/rng?vendor=PT`) or a route of the app (`#/live`), never another origin (`//x`, `/\x`). */
const SITE_PATH = /^#?\/(?![/\\])[^\s\\]*$/;
const PROMOTION_ID = /^[1-9][0-9]{0,9}$/;
const MAX_LINKAGE = 2048;

function webAddress(linkage: string): string | null {
  try {
    const url = new URL(linkage);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A banner's link as it may be served, or null for none (the banner is a plain picture):
 * - `ROUTE`: a path of the site;
 * - `PROMOTION`: the id of one of the merchant's promotions;
 * - `GAME`: a category the merchant offers (`RNG`), or a category and one of its vendors there
 *   (`RNG:PT` or `RNG/PT`, answered as `RNG:PT`);
 * - `URL`: an absolute http(s) address.
 * Types are read case-insensitively and answered upper-case; anything else (another type, an
 * empty or overlong linkage, a `javascript:` address, a path to another host) is no link.
 */
export function bannerLink(linkageType: string | null, linkage: string | null, targets: BannerLinkTargets): BannerLink | null {
  const type = linkageType?.trim().toUpperCase() ?? '';
  const target = linkage?.trim() ?? '';
  if (type === '' || target === '' || target.length > MAX_LINKAGE) return null;
  switch (type) {
    case 'ROUTE':
      return SITE_PATH.test(target) ? { linkageType: type, linkage: target } : null;
    case 'PROMOTION':
      return PROMOTION_ID.test(target) && targets.promotionIds.has(Number(target)) ? { linkageType: type, linkage: target } : null;
    case 'GAME': {
      const [category = '', vendor, ...rest] = target.split(/[:/]/).map((part) => part.trim().toUpperCase());
      const vendors = targets.vendorsByCategory.get(category);
      if (!vendors || rest.length > 0) return null;
      if (vendor === undefined) return { linkageType: type, linkage: category };
      const code = vendors.get(vendor);
      return code === undefined ? null : { linkageType: type, linkage: `${category}:${code}` };
    }
    case 'URL': {
      const href = webAddress(target);
      return href === null ? null : { linkageType: type, linkage: href };
    }
    default:
      return null;
  }
}
