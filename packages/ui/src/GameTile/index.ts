export { GameTile, type GameTileProps } from './GameTile';
