import type { Queryable } from '../../db/database';

/** A game of the seeded catalogue that the seeded history bets on. */
export interface SeedGame {
  gameCode: string;
  gameName: string;
  vendorCode: string;
  gameType: string;
}

/** The game types the seeded history plays, the slot-like ones first. */
export const SEEDED_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'] as const;
export type SeededGameType = (typeof SEEDED_GAME_TYPES)[number];

/** How many games of each type a merchant's history spreads its bets over. */
const GAMES_PER_TYPE = 6;

/**
 * A few real games of each seeded type that the merchant offers (vendor tiles left out), each
 * vendor's first games first so the history spreads over vendors, in a
 * fixed order so the history drawn from them is the same on every fresh database.
 */
export async function loadSeedGames(db: Queryable, merchantCode: string): Promise<Map<SeededGameType, SeedGame[]>> {
  const result = await db.query<SeedGame & { gameType: SeededGameType }>(
    `select game_code as "gameCode", name as "gameName", vendor_code as "vendorCode", game_type as "gameType"
       from (select g.*, row_number() over (partition by g.game_type order by g.sort, g.vendor_code, g.node_id) as n
               from game g join merchant_vendor mv on mv.vendor_code = g.vendor_code and mv.game_type = g.game_type
              where mv.merchant_code = $1 and g.is_game is null and g.game_type = any($2::text[])) ranked
      where n <= $3 order by game_type, n`,
    [merchantCode, [...SEEDED_GAME_TYPES], GAMES_PER_TYPE],
  );
  const games = new Map<SeededGameType, SeedGame[]>();
  for (const game of result.rows) games.set(game.gameType, [...(games.get(game.gameType) ?? []), game]);
  return games;
}
