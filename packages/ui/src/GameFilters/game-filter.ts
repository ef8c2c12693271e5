/** Which games the list shows: all, hot, the player's favourites, or the ones played lately. */
export type GameFilterType = 'all' | 'hot' | 'favourites' | 'recent';

/** The classification filter's values (the game list query's `gameClassify`). */
export type GameClassification = 'jackpot' | 'table' | 'arcade' | 'bingo';

/** What the game category page filters by (spec section 2, "Game category page"). */
export interface GameFilterValue {
  type: GameFilterType;
  /** The name searched for, trimmed; `''` for any name. */
  name: string;
  /** The smallest bet a game must accept; `null` for any. */
  minBet: number | null;
  /** The kind of game; `null` for every kind. */
  classification: GameClassification | null;
}

/** No filter: every game of the category. */
export const DEFAULT_GAME_FILTER: GameFilterValue = /* @__PURE__ */ Object.freeze({
  type: 'all',
  name: '',
  minBet: null,
  classification: null,
});

/** The type filter's choices, in the spec's order. */
export const GAME_FILTER_TYPES: readonly GameFilterType[] = ['all', 'hot', 'favourites', 'recent'];

/** Types that show the player's own games, so they need a login (spec section 6). */
export const LOGIN_ONLY_TYPES: readonly GameFilterType[] = ['favourites', 'recent'];

/** Whether choosing this type needs a logged-in player. */
export const isLoginOnlyType = (type: GameFilterType): boolean => LOGIN_ONLY_TYPES.includes(type);

/** The minimum-bet filter's amounts, besides "all" (spec: 0.01, 0.05, 0.1, 0.5, 0.75). */
export const MIN_BET_OPTIONS: readonly number[] = [0.01, 0.05, 0.1, 0.5, 0.75];

/**
 * The classifications offered, in order: jackpot, table games and arcade always, bingo only
 * when the TY language is supported (spec section 2).
 */
export function classificationOptions({ isTyLanguageSupported }: { isTyLanguageSupported: boolean }): GameClassification[] {
  return isTyLanguageSupported ? ['jackpot', 'table', 'arcade', 'bingo'] : ['jackpot', 'table', 'arcade'];
}

/** Whether two filter values ask for the same games. */
export function isSameGameFilter(a: GameFilterValue, b: GameFilterValue): boolean {
  return a.type === b.type && a.name === b.name && a.minBet === b.minBet && a.classification === b.classification;
}
