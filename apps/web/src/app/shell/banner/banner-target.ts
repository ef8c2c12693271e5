import type { Banner } from '@platform/api';
import { isWebLink } from '../../../features/customer-service';
import { categoryPath, vendorLocation } from '../../../lib/paths/category-paths';

/**
 * Where a pressed banner goes: a page of the site (`route`, opened by the router) or a page
 * elsewhere (`url`, opened in a new tab).
 */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string };

/** The promotion detail page of one promotion: `/promoDetail?id=<id>`. */
export function promotionDetailPath(promotionId: string | number): string {
  return `/promoDetail?${new URLSearchParams({ id: String(promotionId) })}`;
}

/** A path of this site (`/live`, `/rng?vendor=PT`, `#/live`), never another origin (`//evil.example`). */
function sitePath(linkage: string): string | null {
  const path = linkage.startsWith('#/') ? linkage.slice(1) : linkage;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

/**
 * What a banner with a `linkageType` opens (spec section 2: "A banner with a linkageType opens
 * its linked target"). The gateway seeds ROUTE, PROMOTION and URL; GAME is read too:
 * - `ROUTE`: `linkage` is a path of the site (`/live`, also `#/live`) → that page;
 * - `PROMOTION`: `linkage` is a promotion's id → `/promoDetail?id=<id>`;
 * - `GAME`: `linkage` is a category (`RNG`), or a category and a vendor (`RNG:PT` or `RNG/PT`)
 *   → the category's page, on the vendor's tab (`/rng?vendor=PT`); a game is never started from
 *   a banner, since starting one needs the login and launch rules of the game pages;
 * - `URL`: `linkage` is an absolute http(s) address → a new tab (`noopener`).
 * The type is read case-insensitively. Anything else (an unknown type, an empty linkage, a
 * `javascript:` address, a path to another host) gives null: the banner is a plain picture.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget | null {
  const type = banner.linkageType?.trim().toUpperCase();
  const linkage = banner.linkage?.trim() ?? '';
  if (!type || linkage === '') return null;
  switch (type) {
    case 'ROUTE': {
      const to = sitePath(linkage);
      return to === null ? null : { kind: 'route', to };
    }
    case 'PROMOTION':
      return { kind: 'route', to: promotionDetailPath(linkage) };
    case 'GAME': {
      const [gameType = '', vendor = ''] = linkage.split(/[:/]/, 2).map((part) => part.trim());
      const code = gameType.toUpperCase();
      const location = vendor ? vendorLocation(code, vendor) : categoryPath(code);
      if (location === null) return null;
      return { kind: 'route', to: typeof location === 'string' ? location : `${location.pathname ?? ''}${location.search ?? ''}` };
    }
    case 'URL':
      return isWebLink(linkage) ? { kind: 'url', href: linkage } : null;
    default:
      return null;
  }
}
