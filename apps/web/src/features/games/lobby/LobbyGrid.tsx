import { useCallback, type ReactNode } from 'react';
import { GameGrid, type Game, type GameGridProps } from '@platform/ui';
import { useStartGame } from '../launch/use-start-game';
import { useFavouriteIds, useFavouriteToggle } from './use-favourites';
import type { LobbyGames } from './use-lobby-games';

export interface LobbyGridProps extends Omit<GameGridProps, 'games' | 'pageNo' | 'totalPages' | 'isLoading' | 'onLoadMore' | 'onPlay' | 'onTry' | 'favouriteIds' | 'onFavouriteChange' | 'emptyState'> {
  /** A list from the lobby's hooks (useGameList, useCategoryGames…). */
  list: LobbyGames;
  /** Shown when the list has no games. */
  emptyState?: ReactNode;
}

/**
 * @platform/ui's GameGrid wired to the site: the next page loads through the list's loader,
 * Play and Free trial start the game (useStartGame: login, trial accounts, lottery, VASSALAGE
 * popup, RNG routing, third-party launch), and the hearts show and toggle the member's favourites.
 */
export function LobbyGrid({ list, emptyState, ...rest }: LobbyGridProps) {
  const startGame = useStartGame();
  const favouriteIds = useFavouriteIds();
  const toggleFavourite = useFavouriteToggle();
  const play = useCallback((game: Game) => startGame(game), [startGame]);
  const tryGame = useCallback((game: Game) => startGame(game, { tryPlay: true }), [startGame]);
  const onFavouriteChange = useCallback((game: Game) => toggleFavourite(game), [toggleFavourite]);
  return (
    <GameGrid
      {...rest}
      games={list.games}
      pageNo={list.pageNo}
      totalPages={list.totalPages}
      isLoading={list.isLoading}
      onLoadMore={list.loadMore}
      onPlay={play}
      onTry={tryGame}
      favouriteIds={favouriteIds}
      onFavouriteChange={onFavouriteChange}
      emptyState={emptyState}
    />
  );
}
