import type { Game } from '../lobby/types';
import { makeGames } from '../test/lobby-fixtures';

// The search panel's stories share these: a catalogue to search, a history and recent games.

const CATALOGUE = [...makeGames(120, 'RNG'), ...makeGames(30, 'FISH'), ...makeGames(30, 'LIVE')];

export const HISTORY = ['dragon', 'lucky panda', 'fortune', 'koi'];
export const RECENT = [...makeGames(3, 'RNG', 17), ...makeGames(2, 'LIVE', 4), makeGames(1, 'FISH', 8)[0]!];

/** The catalogue's games whose names contain the query, as the app's search finds them. */
export const matches = (query: string): Game[] =>
  CATALOGUE.filter((game) => game.gameName!.toLowerCase().includes(query.toLowerCase()));
