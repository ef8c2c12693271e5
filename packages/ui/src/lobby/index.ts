export type { Banner, Game, GameCategory, Notice, NumericFlag, Vendor } from './types';
export { gameIcon, gameName, isSet } from './game-display';
export { GameMark, type GameMarkProps, type GameMarkTone } from './GameMark';
