export { GameGrid, type GameGridProps, type GameGridTileProps } from './GameGrid';
