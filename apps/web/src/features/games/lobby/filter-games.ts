import { gameName } from '@platform/ui';
import type { Game } from '@platform/api';

/** What a list the server cannot filter (favourites, recent, hot games) is narrowed by here. */
export interface LocalGameFilter {
  gameType?: string | null;
  vassalage?: string | null;
  /** Part of the name, any case; '' for any name. */
  name?: string;
  /** Games whose smallest bet is at most this, as the game list's minBet does. */
  minBet?: number | null;
  classification?: string | null;
  /** Hot games only. */
  isHot?: boolean;
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Whether a game passes the filter, with the game list's rules (the gateway's, applied locally). */
export function matchesGameFilter(game: Game, filter: LocalGameFilter): boolean {
  if (filter.gameType && !same(game.gameType, filter.gameType)) return false;
  if (filter.vassalage && !same(game.vassalage, filter.vassalage)) return false;
  const name = filter.name?.trim().toLocaleLowerCase() ?? '';
  if (name !== '' && !gameName(game).toLocaleLowerCase().includes(name)) return false;
  if (filter.minBet != null && (game.minBet === undefined || game.minBet > filter.minBet)) return false;
  if (filter.classification && game.gameClassify !== filter.classification) return false;
  if (filter.isHot && game.isHot !== 1) return false;
  return true;
}

/** The games that pass the filter; the same array when the filter keeps them all. */
export function filterGames(games: Game[], filter: LocalGameFilter): Game[] {
  const kept = games.filter((game) => matchesGameFilter(game, filter));
  return kept.length === games.length ? games : kept;
}

/** The string form of a node id, for comparing ids that came as numbers or strings. */
export const nodeKey = (nodeId: string | number): string => String(nodeId);
