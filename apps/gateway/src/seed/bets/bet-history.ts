import type { Database } from '../../db/database';
import type { SeededRandom } from '../../shared/seeded-random';
import { seededRandom } from '../../shared/seeded-random';
import { MAIN_WALLET } from '../../wallet/ledger';
import { SeedBook } from '../wallet/seed-book';
import { HISTORY_DAYS } from '../wallet/wallets';
import { BET_HISTORY_ACCOUNTS } from './bet-accounts';
import { writeDailyTotalsFromHistory } from '../../bets/daily-totals-from-history';
import { loadSeedGames } from './seed-games';
import type { SeedGame, SeededGameType } from './seed-games';
import { seedRound } from './seed-rounds';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How many days of betting history the demo players have (the reports' longest preset, three months). */
export const BET_HISTORY_DAYS = 90;


/** How a player spreads bets over game types: mostly slots, some live tables, fish, sports and lottery. */
const GAME_TYPE_WEIGHTS: readonly (readonly [SeededGameType, number])[] = [
  ['RNG', 45],
  ['LIVE', 20],
  ['FISH', 12],
  ['SPORTS', 13],
  ['LOTT', 10],
];
const STAKES_CENTS = [100, 200, 500, 1_000, 2_000, 5_000] as const;

function pickGameType(random: SeededRandom, offered: ReadonlyMap<SeededGameType, SeedGame[]>): SeededGameType {
  const choices = GAME_TYPE_WEIGHTS.filter(([type]) => offered.has(type));
  let ticket = random.int(choices.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [type, weight] of choices) {
    if ((ticket -= weight) < 0) return type;
  }
  return choices[0]![0];
}

export interface HistoryMember {
  id: number;
  merchant_code: string;
  account: string;
}

/**
 * One player's months of play before the wallet seed's recent history: on about two days in
 * three a few bets across game types, a deposit whenever the balance runs low, and at the end
 * everything left withdrawn, so the history nets to nothing and the recent history that follows
 * it starts from the same zero balance.
 */
function seedPlayerMonths(book: SeedBook, member: HistoryMember, games: ReadonlyMap<SeededGameType, SeedGame[]>, start: Date, end: Date): void {
  const random = seededRandom(`bets:${member.merchant_code}:${member.account.toLowerCase()}`);
  const balance = () => book.balance(member.id, MAIN_WALLET);
  for (let day = start.getTime(); day + DAY_MS <= end.getTime(); day += DAY_MS) {
    if (!random.chance(0.65)) continue;
    const minutes = Array.from({ length: 2 + random.int(7) }, () => 60 * (1 + random.int(15)) + random.int(60)).sort((a, b) => a - b);
    if (balance() < 5_000) {
      const depositCents = (100 + 50 * random.int(9)) * 100;
      book.post('DP', [{ memberId: member.id, walletCode: MAIN_WALLET, cents: depositCents, type: 'DEPOSIT', remark: 'Online banking' }], new Date(day + 30 * 60_000));
    }
    for (const minute of [...new Set(minutes)]) {
      const gameType = pickGameType(random, games);
      const game = random.pick(games.get(gameType)!);
      const betCents = Math.min(random.pick(STAKES_CENTS), balance());
      if (betCents < 100) break;
      const at = new Date(day + minute * 60_000);
      const round = seedRound(random, gameType, betCents, at);
      book.placeBet({ memberId: member.id, merchantCode: member.merchant_code, ...game, betCents, payoutCents: round.payoutCents, detail: round.detail, remark: game.gameName, at });
    }
  }
  if (balance() > 0) {
    book.post('WD', [{ memberId: member.id, walletCode: MAIN_WALLET, cents: -balance(), type: 'WITHDRAWAL', remark: 'To bank account' }], new Date(end.getTime() - HOUR_MS));
  }
}

/**
 * The demo players' months of betting (BET_HISTORY_DAYS before the seed's day, up to where the
 * wallet seed's recent history starts), through the seed's ledger book, then the daily totals of
 * every member that has none yet, from its whole history. Deterministic and idempotent: a player
 * with any ledger entry before the recent history is left alone, as is a member with totals.
 */
export async function seedBetHistory(db: Database, now: Date): Promise<void> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const start = new Date(today.getTime() - BET_HISTORY_DAYS * DAY_MS);
  const end = new Date(today.getTime() - HISTORY_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const players = await tx.query<HistoryMember>(
      `select id, merchant_code, account from member m
        where account = any($1::text[]) and not exists (select 1 from ledger_entry e where e.member_id = m.id and e.created_at < $2)
        order by id`,
      [BET_HISTORY_ACCOUNTS, end],
    );
    const book = new SeedBook();
    const gamesOf = new Map<string, Map<SeededGameType, SeedGame[]>>();
    for (const player of players.rows) {
      if (!gamesOf.has(player.merchant_code)) gamesOf.set(player.merchant_code, await loadSeedGames(tx, player.merchant_code));
      seedPlayerMonths(book, player, gamesOf.get(player.merchant_code)!, start, end);
    }
    await book.write(tx);
    const untotalled = await tx.query<{ id: number }>(
      'select id from member m where not exists (select 1 from member_daily_totals t where t.member_id = m.id) order by id',
    );
    await writeDailyTotalsFromHistory(tx, untotalled.rows.map((row) => row.id));
  });
}
