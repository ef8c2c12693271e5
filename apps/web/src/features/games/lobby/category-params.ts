import {
  DEFAULT_GAME_FILTER,
  GAME_FILTER_TYPES,
  MIN_BET_OPTIONS,
  classificationOptions,
  type GameClassification,
  type GameFilterType,
  type GameFilterValue,
} from '@platform/ui';

/**
 * The category page's state in its address, so a reload or Back keeps it:
 * - `vendor=<vassalage>`: the vendor tab (any case);
 * - `page=<n>`: the vendor tab by its place in the category's vendor list, counted from 0
 *   (`/rng?page=0` is the first vendor, `/rng?page=2` the third), as the header's vendor links
 *   of the original site index the list; `vendor` wins when both are given;
 * - `type` (hot, favourites, recent; none for all), `name`, `minBet` (0.01, 0.05, 0.1, 0.5, 0.75)
 *   and `class` (jackpot, table, arcade; bingo only where the TY language is supported): the filters.
 * Anything else, or a value not offered, reads as no filter.
 */
export const CATEGORY_PARAMS = { vendor: 'vendor', page: 'page', type: 'type', name: 'name', minBet: 'minBet', classification: 'class' } as const;

/** Whether the TY language is supported: it is not, so bingo is not offered (spec section 2). */
export const IS_TY_LANGUAGE_SUPPORTED = false;

/** The vendor tab the address selects among `vendors` (by `vendor`, else by `page` from 0), or null for all. */
export function selectedVendor(params: URLSearchParams, vendors: readonly { vassalage: string }[]): string | null {
  const named = params.get(CATEGORY_PARAMS.vendor)?.trim();
  if (named) {
    const found = vendors.find((vendor) => vendor.vassalage.toUpperCase() === named.toUpperCase());
    // A vendor the menu does not list (yet) is still asked for: the list says what it has.
    return found?.vassalage ?? named.toUpperCase();
  }
  const page = params.get(CATEGORY_PARAMS.page)?.trim() ?? '';
  if (!/^\d+$/.test(page)) return null;
  return vendors[Number(page)]?.vassalage ?? null;
}

/** The filters the address holds. */
export function readCategoryFilter(params: URLSearchParams, isTyLanguageSupported = IS_TY_LANGUAGE_SUPPORTED): GameFilterValue {
  const type = params.get(CATEGORY_PARAMS.type);
  const minBet = Number(params.get(CATEGORY_PARAMS.minBet) ?? NaN);
  const classification = params.get(CATEGORY_PARAMS.classification);
  const offered: readonly string[] = classificationOptions({ isTyLanguageSupported });
  return {
    type: type !== null && (GAME_FILTER_TYPES as readonly string[]).includes(type) ? (type as GameFilterType) : DEFAULT_GAME_FILTER.type,
    name: params.get(CATEGORY_PARAMS.name)?.trim() ?? '',
    minBet: MIN_BET_OPTIONS.includes(minBet) ? minBet : null,
    classification: classification !== null && offered.includes(classification) ? (classification as GameClassification) : null,
  };
}

/** `params` with the filters set to `filter` (defaults left out); other keys kept. */
export function writeCategoryFilter(params: URLSearchParams, filter: GameFilterValue): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null || value === '' ? next.delete(key) : next.set(key, value));
  set(CATEGORY_PARAMS.type, filter.type === DEFAULT_GAME_FILTER.type ? null : filter.type);
  set(CATEGORY_PARAMS.name, filter.name.trim());
  set(CATEGORY_PARAMS.minBet, filter.minBet === null ? null : String(filter.minBet));
  set(CATEGORY_PARAMS.classification, filter.classification);
  return next;
}

/** `params` with the vendor tab set to `vassalage` (null for all vendors); `page` gives way to it. */
export function writeSelectedVendor(params: URLSearchParams, vassalage: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CATEGORY_PARAMS.page);
  if (vassalage === null) next.delete(CATEGORY_PARAMS.vendor);
  else next.set(CATEGORY_PARAMS.vendor, vassalage);
  return next;
}

/** The address of a category page on a vendor's tab: `/rng?vendor=PT`. */
export function categoryVendorPath(gameType: string, vassalage: string): string {
  return `/${gameType.toLowerCase()}?${new URLSearchParams({ [CATEGORY_PARAMS.vendor]: vassalage }).toString()}`;
}
