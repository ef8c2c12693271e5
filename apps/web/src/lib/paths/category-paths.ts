import type { To } from 'react-router-dom';
import { normalizePath } from './paths';

/** The page of each game category the header links to (spec section 2's route table). */
export const CATEGORY_PATHS: Readonly<Record<string, string>> = {
  RNG: '/rng',
  FISH: '/fish',
  LIVE: '/live',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
};

/** A category's page, or null for a category without one (COCKFIGHT starts its game directly). */
export function categoryPath(code: string): string | null {
  return CATEGORY_PATHS[code] ?? null;
}

/** A vendor's games: its category's page with `?vendor=<vassalage>`. */
export function vendorLocation(code: string, vassalage: string): To | null {
  const pathname = categoryPath(code);
  return pathname === null ? null : { pathname, search: `?${new URLSearchParams({ vendor: vassalage }).toString()}` };
}

/** The category whose page `pathname` shows (its route parameter upper-cased), or undefined. */
export function activeCategoryCode(pathname: string): string | undefined {
  const path = normalizePath(pathname).toLowerCase();
  return Object.keys(CATEGORY_PATHS).find((code) => CATEGORY_PATHS[code] === path);
}
