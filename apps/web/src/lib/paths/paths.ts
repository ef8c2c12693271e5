/**
 * Route facts of spec section 2 that the shell needs, kept apart from the route table so they
 * can be tested without rendering it.
 */

/** Paths a logged-out visitor may open when the brand redirects logged-out visitors to /login. */
const OPEN_WITHOUT_SESSION = new Set(['/login', '/register', '/register.html', '/helpmc', '/download']);

/** Whether `pathname` needs a session under the brand's logged-out redirect. */
export function needsSession(pathname: string): boolean {
  return !OPEN_WITHOUT_SESSION.has(normalizePath(pathname));
}

/** The game categories that have a games-list page, by their route parameter `games` upper-cased. */
export const GAME_LIST_CATEGORIES = ['RNG', 'FISH', 'PVP', 'RECENT', 'LIVE'] as const;
export type GameListCategory = (typeof GAME_LIST_CATEGORIES)[number];

/** The route parameter `games` as its category code (`rng` → `RNG`), or null when it names none. */
export function gameListCategory(games: string | undefined): GameListCategory | null {
  const code = (games ?? '').toUpperCase();
  return (GAME_LIST_CATEGORIES as readonly string[]).includes(code) ? (code as GameListCategory) : null;
}

/** The categories that share one page, the game type read from the path (/sports → SPORTS). */
export const VENDOR_CATEGORY_PATHS = ['/sports', '/esports', '/lott', '/elott'] as const;

/**
 * The main area's CSS class from the path (spec section 2: "a CSS class from the path"):
 * `/` → `page-home`, `/promoDetail` → `page-promoDetail`, `/index.html` → `page-index-html`.
 */
export function pageClassName(pathname: string): string {
  const path = normalizePath(pathname);
  const slug = path === '/' ? 'home' : path.slice(1).replace(/[^A-Za-z0-9_-]+/g, '-');
  return `page-${slug}`;
}

/** `pathname` without a trailing slash (except the root). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname || '/';
}
