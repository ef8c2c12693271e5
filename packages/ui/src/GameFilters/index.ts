export { GameFilters, NAME_SEARCH_DELAY, type GameFiltersProps } from './GameFilters';
export {
  DEFAULT_GAME_FILTER,
  GAME_FILTER_TYPES,
  LOGIN_ONLY_TYPES,
  MIN_BET_OPTIONS,
  classificationOptions,
  isLoginOnlyType,
  isSameGameFilter,
  type GameClassification,
  type GameFilterType,
  type GameFilterValue,
} from './game-filter';
