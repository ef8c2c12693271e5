import { normalizePath } from '../../../lib/paths/paths';

/** The home page's paths: the route table's home aliases and the registration paths, which show home under the modal. */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home', '/register', '/register.html'] as const;

/** The banner group of each path (spec section 2, "Banners"), home's aliases included. */
export const BANNER_GROUP_BY_PATH: Readonly<Record<string, string>> = {
  ...Object.fromEntries(HOME_PATHS.map((path) => [path, 'w_home'])),
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
};

// The router matches paths case-insensitively (/RNG shows the /rng page), so the map is read the same way.
const byLowerCasePath = new Map(Object.entries(BANNER_GROUP_BY_PATH).map(([path, group]) => [path.toLowerCase(), group]));

/** The banner group of `pathname` (`/rng` → `w_rng`), or null when the page has no banner area. */
export function bannerGroupForPath(pathname: string): string | null {
  return byLowerCasePath.get(normalizePath(pathname).toLowerCase()) ?? null;
}

/** Whether `pathname` shows the home page (its banner area carries the jackpot ticker). */
export function isHomePath(pathname: string): boolean {
  const path = normalizePath(pathname).toLowerCase();
  return HOME_PATHS.some((home) => home.toLowerCase() === path);
}
