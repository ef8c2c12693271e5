import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { gameList, type Game } from '@platform/api';
import { brand } from '@brand';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { filterGames } from '../lobby/filter-games';
import { CLIENT_TYPE, GAME_LIST_PAGE_SIZE, GAME_PLATFORM, lobbyKeys } from '../lobby/lobby-queries';
import { useHotGames } from '../lobby/use-lobby-games';

/** The most pages of 24 one search reads: the popup lists at most 120 games. */
export const SEARCH_MAX_PAGES = 5;

/** One press of Enter: the term, and a number that makes a repeated term search again. */
export interface SearchRequest {
  term: string;
  id: number;
}

export interface GameSearch {
  /** The games found; undefined before the first search. The same array until the next search. */
  results: Game[] | undefined;
  isSearching: boolean;
  /** The last search failed. */
  isError: boolean;
  /** Members search the whole game list; guests only the hot games. */
  scope: 'all' | 'hot';
}

/**
 * Finds games by name for the search popup. Members search the game list of every category
 * (gameName, pages of 24, at most `SEARCH_MAX_PAGES` of them). Guests may not load the game list
 * (spec section 6), so they search the public hot games by name, and the popup asks them to log
 * in for the rest.
 */
export function useGameSearch(request: SearchRequest | null): GameSearch {
  const token = useSession()?.token ?? '';
  const language = useLingui().i18n.locale;
  const isMember = token !== '';
  const term = request?.term ?? '';

  const members = useQuery({
    queryKey: lobbyKeys.gameSearch(token, term, request?.id ?? 0, language),
    queryFn: async ({ signal }) => {
      const ask = (pageNo: number) =>
        api.call(
          gameList,
          { clientType: CLIENT_TYPE, platform: GAME_PLATFORM, merchant: brand.merchantCode, gameName: term, pageNo, pageSize: GAME_LIST_PAGE_SIZE },
          { signal },
        );
      const first = await ask(1);
      const last = Math.min(first.totalPages, SEARCH_MAX_PAGES);
      const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, index) => ask(index + 2)));
      return [first, ...rest].flatMap((page) => page.games);
    },
    enabled: isMember && request !== null,
    staleTime: 60_000,
  });

  const hot = useHotGames(null, { enabled: !isMember && request !== null });
  const requestId = request?.id;
  const hotResults = useMemo(
    // A new array per search (requestId), so the popup announces every search's count.
    () => (hot.data && requestId !== undefined ? [...filterGames(hot.data, { name: term })] : undefined),
    [hot.data, term, requestId],
  );

  if (request === null) return { results: undefined, isSearching: false, isError: false, scope: isMember ? 'all' : 'hot' };
  if (isMember) return { results: members.data, isSearching: members.isFetching, isError: members.isError, scope: 'all' };
  return { results: hotResults, isSearching: hot.isFetching && hot.data === undefined, isError: hot.isError, scope: 'hot' };
}
