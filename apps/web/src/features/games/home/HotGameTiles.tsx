import { useCallback } from 'react';
import { GameTile, type Game } from '@platform/ui';
import { useStartGame } from '../launch/use-start-game';
import { Tiles } from './hot-game-tiles-layout';

export interface HotGameTilesProps {
  games: readonly Game[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** The home page's hot games as tiles that start the game (its own chunk: see HomeGames). */
export default function HotGameTiles({ games, labelledBy }: HotGameTilesProps) {
  const startGame = useStartGame();
  const play = useCallback((game: Game) => startGame(game), [startGame]);
  const tryGame = useCallback((game: Game) => startGame(game, { tryPlay: true }), [startGame]);
  return (
    <Tiles aria-labelledby={labelledBy}>
      {games.map((game) => (
        <li key={`${game.vassalage}:${game.nodeId}`}>
          <GameTile game={game} onPlay={play} onTry={tryGame} />
        </li>
      ))}
    </Tiles>
  );
}
