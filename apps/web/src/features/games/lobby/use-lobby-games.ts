import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { favourites, gameList, hotGames, recentGames, type Game, type GameType } from '@platform/api';
import { brand } from '@brand';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { filterGames, type LocalGameFilter } from './filter-games';
import {
  CLIENT_TYPE,
  FAVOURITES_PLATFORM,
  GAME_LIST_PAGE_SIZE,
  GAME_PLATFORM,
  HOT_GAMES_PLATFORM_CODE,
  RECENT_PAGE_SIZE,
  lobbyKeys,
  nextPageNo,
  type GameListFilter,
  type GamePage,
} from './lobby-queries';

/** What GameGrid needs of a paged list: the games so far, the paging, and the next page's loader. */
export interface LobbyGames {
  games: Game[];
  /** The last page loaded (or being loaded), from 1. */
  pageNo: number;
  /** Pages in all; 0 while the first one loads or when there are none. */
  totalPages: number;
  /** The first page or a further one is being fetched. */
  isLoading: boolean;
  /** The first page failed. */
  isError: boolean;
  /** Fetches page `pageNo + 1` (nothing past `totalPages`). */
  loadMore: () => void;
  /** Fetches the list again (after an error). */
  retry: () => void;
}

interface ListOptions {
  /** False keeps the query idle (another source shows). True by default. */
  enabled?: boolean;
}

const EMPTY: Game[] = [];

/** The infinite query's pages as GameGrid's props. */
function useLobbyGames(query: UseInfiniteQueryResult<InfiniteData<GamePage, unknown>>, isEnabled: boolean): LobbyGames {
  const { data, isPending, isFetchingNextPage, isError, fetchNextPage, hasNextPage, refetch } = query;
  const pages = data?.pages;
  const games = useMemo(() => (pages ? pages.flatMap((page) => page.games) : EMPTY), [pages]);
  const canLoadMore = hasNextPage && !isFetchingNextPage;
  const loadMore = useCallback(() => {
    if (canLoadMore) void fetchNextPage();
  }, [canLoadMore, fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    games,
    pageNo: Math.max(1, pages?.length ?? 1),
    totalPages: pages?.at(-1)?.totalPages ?? 0,
    isLoading: isEnabled && ((isPending && !isError) || isFetchingNextPage),
    isError,
    loadMore,
    retry,
  };
}

const pagingOptions = {
  initialPageParam: 1,
  getNextPageParam: (last: GamePage, _all: GamePage[], lastPageNo: number) => nextPageNo(lastPageNo, last.totalPages),
};

/**
 * The game list (member-only, spec section 6) with its filters, 24 games a page from page 1
 * (spec sections 4 and 9). Idle without a session: the key holds the token, so a login loads it.
 */
export function useGameList(filter: GameListFilter, { enabled = true }: ListOptions = {}): LobbyGames {
  const token = useSession()?.token ?? '';
  const language = useLingui().i18n.locale;
  const isEnabled = enabled && token !== '';
  const query = useInfiniteQuery({
    queryKey: lobbyKeys.gameList(token, filter, language),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await api.call(
        gameList,
        {
          ...filter,
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
          merchant: brand.merchantCode,
          pageNo: pageParam,
          pageSize: GAME_LIST_PAGE_SIZE,
        },
        { signal },
      );
      return { games: page.games, totalPages: page.totalPages };
    },
    ...pagingOptions,
    enabled: isEnabled,
  });
  return useLobbyGames(query, isEnabled);
}

/** The member's favourite games of a category (all categories without one), 24 a page. */
export function useFavouriteGames(gameType: GameType | undefined, { enabled = true }: ListOptions = {}): LobbyGames {
  const token = useSession()?.token ?? '';
  const language = useLingui().i18n.locale;
  const isEnabled = enabled && token !== '';
  const query = useInfiniteQuery({
    queryKey: lobbyKeys.favourites(token, gameType, language),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await api.call(
        favourites,
        { clientType: CLIENT_TYPE, platform: FAVOURITES_PLATFORM, gameType, pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE },
        { signal },
      );
      return { games: page.content, totalPages: page.totalPages };
    },
    ...pagingOptions,
    enabled: isEnabled,
  });
  return useLobbyGames(query, isEnabled);
}

/** The member's recently played games of a category (all without one), 9 a page (spec section 9). */
export function useRecentGames(gameType: GameType | undefined, { enabled = true }: ListOptions = {}): LobbyGames {
  const token = useSession()?.token ?? '';
  const language = useLingui().i18n.locale;
  const isEnabled = enabled && token !== '';
  const query = useInfiniteQuery({
    queryKey: lobbyKeys.recentPages(token, gameType, language),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await api.call(
        recentGames,
        { clientType: CLIENT_TYPE, page: pageParam, pageSize: RECENT_PAGE_SIZE, gameType },
        { signal },
      );
      return { games: page.list, totalPages: page.totalPages };
    },
    ...pagingOptions,
    enabled: isEnabled,
  });
  return useLobbyGames(query, isEnabled);
}

/**
 * The first page of the member's recent games, as the spec's call asks for them (clientType 3,
 * page 1, pageSize 9, gameType RNG): the search popup's "Recent games". Undefined for guests.
 */
export function useRecentGamesPreview(gameType: GameType | undefined = 'RNG', { enabled = true }: ListOptions = {}) {
  const token = useSession()?.token ?? '';
  const language = useLingui().i18n.locale;
  return useQuery({
    queryKey: lobbyKeys.recentPreview(token, gameType, language),
    queryFn: async ({ signal }) =>
      (await api.call(recentGames, { clientType: CLIENT_TYPE, page: 1, pageSize: RECENT_PAGE_SIZE, gameType }, { signal })).list,
    enabled: enabled && token !== '',
  });
}

/**
 * Hot games (public: spec section 6), of one vendor or of all. The platform answers one list,
 * not pages. Cached for a few minutes: the home page, the search popup and guests' category pages share it.
 */
export function useHotGames(vassalage: string | null = null, { enabled = true }: ListOptions = {}) {
  const language = useLingui().i18n.locale;
  return useQuery({
    queryKey: lobbyKeys.hotGames(vassalage, language),
    queryFn: async ({ signal }) =>
      (
        await api.call(
          hotGames,
          { merchantCode: brand.merchantCode, isPlatform: HOT_GAMES_PLATFORM_CODE, vassalage: vassalage ?? undefined, platform: GAME_PLATFORM },
          { signal },
        )
      ).list,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Narrows a paged list the server cannot filter (favourites, recent) to `filter`. When a loaded
 * page leaves nothing to show while more pages exist, the next one is fetched at once: the grid
 * asks for more only from games it can show.
 */
export function useLocallyFilteredGames(list: LobbyGames, filter: LocalGameFilter | null): LobbyGames {
  const { games, pageNo, totalPages, isLoading, loadMore } = list;
  // The filter by value: a new object with the same rules keeps the same array.
  const filterKey = JSON.stringify(filter);
  const shown = useMemo(() => {
    const rules = JSON.parse(filterKey) as LocalGameFilter | null;
    return rules ? filterGames(games, rules) : games;
  }, [games, filterKey]);
  const isStarved = filter !== null && shown.length === 0 && games.length > 0 && pageNo < totalPages;
  useEffect(() => {
    if (isStarved && !isLoading) loadMore();
  }, [isStarved, isLoading, loadMore]);
  return { ...list, games: shown, isLoading: isLoading || isStarved };
}
