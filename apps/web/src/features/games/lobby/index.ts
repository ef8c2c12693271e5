export { LobbyGrid, type LobbyGridProps } from './LobbyGrid';
export {
  useFavouriteGames,
  useGameList,
  useHotGames,
  useLocallyFilteredGames,
  useRecentGames,
  useRecentGamesPreview,
  type LobbyGames,
} from './use-lobby-games';
export { useFavouriteIdList, useFavouriteIds, useFavouriteToggle, hasNodeId } from './use-favourites';
export { useCategoryGames, type CategoryGames, type CategoryGamesOptions, type CategoryGamesSource } from './use-category-games';
export {
  CATEGORY_PARAMS,
  IS_TY_LANGUAGE_SUPPORTED,
  categoryVendorPath,
  readCategoryFilter,
  selectedVendor,
  writeCategoryFilter,
  writeSelectedVendor,
} from './category-params';
export { filterGames, matchesGameFilter, type LocalGameFilter } from './filter-games';
export {
  CLIENT_TYPE,
  GAME_LIST_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  lobbyKeys,
  nextPageNo,
  type GameListFilter,
  type GamePage,
} from './lobby-queries';
