import type { Game } from '../lobby/types';

/** The query that is searched: the text without the spaces around it ('' means no search). */
export function normaliseQuery(text: string): string {
  return text.trim();
}

/** A stable React key for a game: its vendor and node id (ids repeat across vendors). */
export function gameKey(game: Game): string {
  return `${game.vassalage}:${game.nodeId}`;
}
