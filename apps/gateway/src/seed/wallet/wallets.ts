import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Database } from '../../db/database';
import { BET_OPTIONS_CENTS, drawReels, payoutMultiple } from '../../demo-game/slot-machine';
import { pointsForBet } from '../../points/points-ledger';
import type { SeededRandom } from '../../shared/seeded-random';
import { seededRandom } from '../../shared/seeded-random';
import type { BrandGameWallet } from '../../wallet/brand-wallets';
import { brandGameWallets } from '../../wallet/brand-wallets';
import { MAIN_WALLET } from '../../wallet/ledger';
import { OPENING_CREDIT, TRIAL_CREDIT } from '../../wallet/opening-credit';
import { BET_HISTORY_ACCOUNTS } from '../bets/bet-accounts';
import { seedOpenTickets } from '../bets/open-tickets';
import { loadSeedGames } from '../bets/seed-games';
import type { SeedGame, SeededGameType } from '../bets/seed-games';
import { seedPointsMall } from '../points/points-mall';
import { seedPastWinners } from '../winners/past-winners';
import { SeedBook } from './seed-book';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * How many days before the seed's day the history starts. A member's history is at most 21
 * steps of under 11 hours (under 10 days), so it ends before that day and reaches into the
 * account records' last-7-days preset. (The demo players' months of betting come before it,
 * see seed/bets/.)
 */
export const HISTORY_DAYS = 10;

interface SeedMember {
  id: number;
  merchant_code: string;
  account: string;
  type: number;
  parent_id: number | null;
}

function isAgent(type: number): boolean {
  return AGENT_TYPES.includes(type as (typeof AGENT_TYPES)[number]);
}

/** A clock that walks forward through a member's history a few hours at a time (1 to 11 hours a step). */
function historyClock(random: SeededRandom, start: Date) {
  let time = start.getTime();
  return () => new Date((time += HOUR_MS + random.int(10 * HOUR_MS)));
}

/** Slot spins (the demo slot's reels, on the merchant's slot games) in a member's history: bets in the bet store, BET and WIN entries and the points they earn. */
function seedSpins(book: SeedBook, member: SeedMember, slots: readonly SeedGame[], random: SeededRandom, next: () => Date, count: number): void {
  for (let spin = 0; spin < count; spin++) {
    const betCents = random.pick(BET_OPTIONS_CENTS.slice(2));
    const reels = drawReels((bound) => random.int(bound));
    const multiple = payoutMultiple(reels);
    const game = random.pick(slots);
    const at = next();
    const movement = book.placeBet({
      memberId: member.id,
      merchantCode: member.merchant_code,
      ...game,
      betCents,
      payoutCents: betCents * multiple,
      detail: { reels, multiple },
      remark: game.gameName,
      at,
    });
    book.addPoints(member.id, pointsForBet(betCents), 'EARN', game.gameName, at, movement);
  }
}

/** One member's history: welcome credit and points, a deposit, game-wallet transfers, spins, a withdrawal. */
function seedMemberHistory(book: SeedBook, member: SeedMember, gameWallets: readonly BrandGameWallet[], games: ReadonlyMap<SeededGameType, SeedGame[]>, start: Date, drawTime: Date): void {
  const slots = games.get('RNG') ?? [];
  const random = seededRandom(`wallet:${member.merchant_code}:${member.account.toLowerCase()}`);
  const next = historyClock(random, start);
  const trial = member.type === TRIAL_ACCOUNT_TYPE;
  book.openingCredit(member.id, trial ? 'TRIAL' : 'WELCOME', (trial ? TRIAL_CREDIT : OPENING_CREDIT) * 100, trial ? 'Trial credit' : 'Welcome credit', next());
  book.addPoints(member.id, 5_000 + 1_000 * random.int(26), 'BONUS', 'Welcome points', next());
  if (trial) {
    seedSpins(book, member, slots, random, next, 4);
    return;
  }
  const depositCents = (isAgent(member.type) ? 20_000 + 1_000 * random.int(30) : 500 + 100 * random.int(25)) * 100;
  book.post('DP', [{ memberId: member.id, walletCode: MAIN_WALLET, cents: depositCents, type: 'DEPOSIT', remark: 'Online banking' }], next());

  for (const wallet of random.shuffle(gameWallets).slice(0, 2)) {
    const cents = (100 + 50 * random.int(7)) * 100;
    const out = `${MAIN_WALLET} → ${wallet.walletCode}`;
    book.post(
      'TF',
      [
        { memberId: member.id, walletCode: MAIN_WALLET, cents: -cents, type: 'TRANSFER', remark: out },
        { memberId: member.id, walletCode: wallet.walletCode, cents, type: 'TRANSFER', remark: out },
      ],
      next(),
    );
    const back = Math.floor(cents / 2);
    const home = `${wallet.walletCode} → ${MAIN_WALLET}`;
    book.post(
      'TF',
      [
        { memberId: member.id, walletCode: wallet.walletCode, cents: -back, type: 'TRANSFER', remark: home },
        { memberId: member.id, walletCode: MAIN_WALLET, cents: back, type: 'TRANSFER', remark: home },
      ],
      next(),
    );
  }
  seedSpins(book, member, slots, random, next, 6 + random.int(6));
  if (BET_HISTORY_ACCOUNTS.includes(member.account)) seedOpenTickets(book, member, random, [next(), next()], games, drawTime);
  if (!isAgent(member.type)) {
    const cents = (100 + 50 * random.int(4)) * 100;
    book.post('WD', [{ memberId: member.id, walletCode: MAIN_WALLET, cents: -cents, type: 'WITHDRAWAL', remark: 'To bank account' }], next());
  }
}

/** Agents fund their direct downlines once, after everyone's own history. */
function seedDownlineFunding(book: SeedBook, members: readonly SeedMember[], at: Date): void {
  const seeded = new Map(members.map((member) => [member.id, member]));
  for (const member of members) {
    const agent = member.parent_id === null ? undefined : seeded.get(member.parent_id);
    if (!agent || !isAgent(agent.type) || member.type === TRIAL_ACCOUNT_TYPE) continue;
    const cents = (200 + 100 * seededRandom(`funding:${member.account.toLowerCase()}`).int(9)) * 100;
    book.post(
      'MT',
      [
        { memberId: agent.id, walletCode: MAIN_WALLET, cents: -cents, type: 'TRANSFER', remark: `To downline ${member.account}` },
        { memberId: member.id, walletCode: MAIN_WALLET, cents, type: 'TRANSFER', remark: `From upline ${agent.account}` },
      ],
      at,
    );
  }
}

/**
 * Opening balances and recent history for every member without a ledger yet (the demo accounts
 * on a fresh database), the points mall and the winner board's past winners. The history comes
 * from a seeded PRNG and is dated in the HISTORY_DAYS before the day of `now`, the seed's clock,
 * so every fresh database holds the same records, recently dated. Idempotent.
 */
export async function seedWallets(db: Database, now: Date): Promise<void> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  await db.transaction(async (tx) => {
    await seedPointsMall(tx);
    await seedPastWinners(tx, today);
    const members = await tx.query<SeedMember>(
      `select id, merchant_code, account, type, parent_id from member m
        where not exists (select 1 from ledger_entry e where e.member_id = m.id)
          and not exists (select 1 from money_request r where r.member_id = m.id)
        order by id`,
    );
    const book = new SeedBook();
    const start = new Date(today.getTime() - HISTORY_DAYS * DAY_MS);
    const walletsOf = new Map<string, BrandGameWallet[]>();
    const gamesOf = new Map<string, Map<SeededGameType, SeedGame[]>>();
    // The open lottery tickets wait for the next day's draw.
    const drawTime = new Date(today.getTime() + DAY_MS + 12 * HOUR_MS);
    for (const member of members.rows) {
      if (!walletsOf.has(member.merchant_code)) {
        walletsOf.set(member.merchant_code, await brandGameWallets(tx, member.merchant_code, 'en'));
        gamesOf.set(member.merchant_code, await loadSeedGames(tx, member.merchant_code));
      }
      seedMemberHistory(book, member, walletsOf.get(member.merchant_code)!, gamesOf.get(member.merchant_code)!, start, drawTime);
    }
    seedDownlineFunding(book, members.rows, new Date(today.getTime() - DAY_MS));
    await book.write(tx);
  });
}
