import { useMemo } from 'react';
import type { GameType } from '@platform/api';
import type { GameFilterValue } from '@platform/ui';
import { useSession } from '../../../lib/session/session';
import type { LocalGameFilter } from './filter-games';
import type { GameListFilter } from './lobby-queries';
import { useFavouriteGames, useGameList, useHotGames, useLocallyFilteredGames, useRecentGames, type LobbyGames } from './use-lobby-games';

/**
 * Where a category page's games come from:
 * - `list`: the game list with every filter (members; type all or hot);
 * - `favourites`, `recent`: the member's own games of the category, narrowed here by vendor,
 *   name, minimum bet and classification (their calls take none of these);
 * - `hot`: guests, who may not load the game list (spec section 6): the public hot games of the
 *   vendor (or all), narrowed here to the category and the filters.
 */
export type CategoryGamesSource = 'list' | 'favourites' | 'recent' | 'hot';

export interface CategoryGamesOptions {
  gameType: GameType;
  /** The vendor tab; null for every vendor of the category. */
  vassalage: string | null;
  filter: GameFilterValue;
  /** False holds every call (e.g. while the vendor tab of `?page=` is not known yet). True by default. */
  enabled?: boolean;
}

export interface CategoryGames extends LobbyGames {
  source: CategoryGamesSource;
  /**
   * Changes with category, vendor, source and filters: GameGrid's `resetKey`. The list itself
   * starts again at page 1 on its own, as each of these is part of its query key.
   */
  resetKey: string;
}

/** A category page's games for the vendor tab and filters, from the source that fits the visitor. */
export function useCategoryGames({ gameType, vassalage, filter, enabled = true }: CategoryGamesOptions): CategoryGames {
  const isMember = (useSession()?.token ?? '') !== '';
  const source: CategoryGamesSource = !isMember
    ? 'hot'
    : filter.type === 'favourites'
      ? 'favourites'
      : filter.type === 'recent'
        ? 'recent'
        : 'list';

  const listFilter = useMemo<GameListFilter>(() => {
    const query: GameListFilter = { gameType };
    if (vassalage) query.vassalage = vassalage;
    if (filter.type === 'hot') query.isHot = 1;
    if (filter.name) query.gameName = filter.name;
    if (filter.minBet !== null) query.minBet = filter.minBet;
    if (filter.classification) query.gameClassify = filter.classification;
    return query;
  }, [gameType, vassalage, filter.type, filter.name, filter.minBet, filter.classification]);

  // Hooks run unconditionally; only the source in use fetches.
  const list = useGameList(listFilter, { enabled: enabled && source === 'list' });
  const favourites = useFavouriteGames(gameType, { enabled: enabled && source === 'favourites' });
  const recent = useRecentGames(gameType, { enabled: enabled && source === 'recent' });
  const hot = useHotGames(vassalage, { enabled: enabled && source === 'hot' });

  const local: LocalGameFilter = {
    gameType,
    vassalage,
    name: filter.name,
    minBet: filter.minBet,
    classification: filter.classification,
  };
  const localFavourites = useLocallyFilteredGames(favourites, source === 'favourites' ? local : null);
  const localRecent = useLocallyFilteredGames(recent, source === 'recent' ? local : null);
  const hotPage: LobbyGames = {
    games: hot.data ?? [],
    pageNo: 1,
    totalPages: hot.data ? 1 : 0,
    isLoading: source === 'hot' && (hot.isPending || !enabled),
    isError: hot.isError,
    loadMore: () => {},
    retry: () => void hot.refetch(),
  };
  const localHot = useLocallyFilteredGames(hotPage, source === 'hot' ? local : null);

  const chosen = { list, favourites: localFavourites, recent: localRecent, hot: localHot }[source];
  const resetKey = JSON.stringify([gameType, vassalage, source, filter.type, filter.name, filter.minBet, filter.classification]);
  // Held: skeletons, as the first page is on its way.
  return { ...chosen, isLoading: chosen.isLoading || !enabled, source, resetKey };
}
