import type { ClientType, Game, GameListQuery, GamePlatform, GameType } from '@platform/api';

/** Spec section 9: a page of the game list holds 24 games. */
export const GAME_LIST_PAGE_SIZE = 24;
/** Spec section 9: a page of recent games holds 9. */
export const RECENT_PAGE_SIZE = 9;
/** Spec section 9: the game calls' client type. */
export const CLIENT_TYPE: ClientType = 3;
/** The platform the game list and hot games are asked for (spec section 9: flash or html5-desktop). */
export const GAME_PLATFORM: GamePlatform = 'html5-desktop';
/** The favourite list is asked for with platform flash (spec section 7). */
export const FAVOURITES_PLATFORM: GamePlatform = 'flash';
/** Spec section 9: the platform code of the hot games call. */
export const HOT_GAMES_PLATFORM_CODE = 2;

/** One page of any of the lobby's game calls, in one shape. */
export interface GamePage {
  games: Game[];
  totalPages: number;
}

/** The game list's filters: the query without paging and what the client adds itself. */
export type GameListFilter = Omit<GameListQuery, 'pageNo' | 'pageSize' | 'clientType' | 'platform' | 'channel' | 'merchant' | 'language'>;

/**
 * TanStack Query keys of the lobby. Member-only answers start with `['member', token]` (as the
 * shared `queryKeys` do), so a login or a sign-out never shows another session's games, and a
 * sign-out's invalidation of `queryKeys.member(token)` reaches them. Public ones end with the language.
 */
export const lobbyKeys = {
  gameList: (token: string, filter: GameListFilter, language: string) => ['member', token, 'gameList', filter, language] as const,
  /** Every favourite list of a member (refetched after a toggle). */
  favouriteLists: (token: string) => ['member', token, 'favourites'] as const,
  favourites: (token: string, gameType: GameType | undefined, language: string) =>
    ['member', token, 'favourites', gameType ?? 'ALL', language] as const,
  /** Every recent-games answer of a member (refetch them after a game starts). */
  recent: (token: string) => ['member', token, 'recent'] as const,
  recentPages: (token: string, gameType: GameType | undefined, language: string) =>
    ['member', token, 'recent', 'pages', gameType ?? 'ALL', language] as const,
  recentPreview: (token: string, gameType: GameType | undefined, language: string) =>
    ['member', token, 'recent', 'preview', gameType ?? 'ALL', language] as const,
  gameSearch: (token: string, name: string, searchId: number, language: string) =>
    ['member', token, 'gameSearch', name, searchId, language] as const,
  hotGames: (vassalage: string | null, language: string) => ['hotGames', vassalage ?? 'ALL', language] as const,
} as const;

/** The next page to ask for after `lastPageNo`, or undefined past the last one (spec section 4). */
export function nextPageNo(lastPageNo: number, totalPages: number): number | undefined {
  return lastPageNo < totalPages ? lastPageNo + 1 : undefined;
}
