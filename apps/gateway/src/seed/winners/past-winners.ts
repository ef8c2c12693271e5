import type { Queryable } from '../../db/database';
import type { SeededRandom } from '../../shared/seeded-random';
import { seededRandom } from '../../shared/seeded-random';

/** How many past winners the seed puts on the board, so it is full on a fresh database. */
export const SEEDED_WINNERS = 60;

const HOUR_MS = 60 * 60 * 1000;

interface GameRow {
  node_id: string;
  vendor_code: string;
  game_type: string;
  name: string;
  localized_name: { en?: string } | null;
}

/** Games to name when the catalogue has none (a database seeded with merchants only). */
const FALLBACK_GAMES: readonly GameRow[] = [
  { node_id: 'PT-RNG-001', vendor_code: 'PT', game_type: 'RNG', name: 'Golden Tour', localized_name: null },
  { node_id: 'CQ9-FISH-001', vendor_code: 'CQ9', game_type: 'FISH', name: 'Ocean King', localized_name: null },
  { node_id: 'AG-LIVE-001', vendor_code: 'AG', game_type: 'LIVE', name: 'Baccarat A1', localized_name: null },
  { node_id: 'KY-PVP-001', vendor_code: 'KY', game_type: 'PVP', name: 'Texas Poker', localized_name: null },
];

const NAME_STEMS = ['ali', 'mei', 'raj', 'kok', 'siti', 'wei', 'amir', 'lina', 'hafiz', 'chen', 'nurul', 'jason', 'aisyah', 'ken', 'farid', 'yuki'];

function winAmount(random: SeededRandom, betCents: number): number {
  // Big wins: 10× to 2,000× the bet, most of them near the low end.
  const multiple = Math.round(10 * Math.pow(200, random.next() ** 2));
  return betCents * multiple;
}

/**
 * Past winners across the catalogue's categories (skipping the lotteries' tiles), the newest an
 * hour before `anchor`, shared by every brand. Idempotent by seed key.
 */
export async function seedPastWinners(tx: Queryable, anchor: Date): Promise<void> {
  const found = await tx.query<GameRow>(
    `select node_id, vendor_code, game_type, name, localized_name from game
      where is_game is null and game_type in ('RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS')
      order by node_id`,
  );
  const games = found.rows.length > 0 ? found.rows : FALLBACK_GAMES;
  const random = seededRandom('winner-board');
  const rows = Array.from({ length: SEEDED_WINNERS }, (_, index) => {
    const game = random.pick(games);
    const betCents = random.pick([100, 200, 500, 1_000, 2_000, 5_000]);
    return {
      key: `past-${String(index + 1).padStart(3, '0')}`,
      account: `${random.pick(NAME_STEMS)}${100 + random.int(9_900)}`,
      game,
      betCents,
      winCents: winAmount(random, betCents),
      wonAt: new Date(anchor.getTime() - HOUR_MS - index * (HOUR_MS + random.int(2 * HOUR_MS))),
    };
  });
  await tx.query(
    `insert into big_win (seed_key, account, game_name, game_type, vassalage, node_id, bet, win_amount, won_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::timestamptz[])
     on conflict (seed_key) do nothing`,
    [
      rows.map((row) => row.key),
      rows.map((row) => row.account),
      rows.map((row) => row.game.localized_name?.en ?? row.game.name),
      rows.map((row) => row.game.game_type),
      rows.map((row) => row.game.vendor_code),
      rows.map((row) => row.game.node_id),
      rows.map((row) => (row.betCents / 100).toFixed(2)),
      rows.map((row) => (row.winCents / 100).toFixed(2)),
      rows.map((row) => row.wonAt),
    ],
  );
}
