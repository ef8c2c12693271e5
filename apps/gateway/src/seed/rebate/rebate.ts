import type { Database, Queryable } from '../../db/database';
import { RequestError } from '../../http/envelope-errors';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../../shared/business-day';
import { centsText } from '../../shared/money';
import { claimMemberRebate } from '../../rebate/claim-rebate';

/** The base rebate rate per game type (a fraction) for rank 1; each rank above adds RANK_STEP. */
const BASE_RATES: Readonly<Record<string, number>> = {
  RNG: 0.008,
  LIVE: 0.006,
  FISH: 0.007,
  PVP: 0.005,
  SPORTS: 0.005,
  ESPORTS: 0.005,
  LOTT: 0.003,
  ELOTT: 0.003,
  COCKFIGHT: 0.004,
};
const RANK_STEP = 0.001;
/** The club ladder's ranks (accounts/members.ts: Bronze to Royal Crown). */
const RANKS = 6;

/** The demo merchants' minimum claim, in cents. */
export const DEMO_MIN_CLAIM_CENTS: Readonly<Record<string, number>> = { DEMO_ROYAL: 1_00, DEMO_JADE: 5_00 };

/** The demo players whose rebate page shows a past claim and a rebate waiting. */
const DEMO_REBATE_PLAYERS = [
  { merchantCode: 'DEMO_ROYAL', account: 'player01' },
  { merchantCode: 'DEMO_ROYAL', account: 'player02' },
  { merchantCode: 'DEMO_ROYAL', account: 'player03' },
  { merchantCode: 'DEMO_ROYAL', account: 'player04' },
  { merchantCode: 'DEMO_JADE', account: 'jadeplayer' },
];

/** Valid bets (cents) per game type, used only when the database holds no seeded bets for a player. */
const FALLBACK_CLAIMED: Readonly<Record<string, number>> = { RNG: 1_840_00, LIVE: 960_00, SPORTS: 500_00 };
const FALLBACK_ACCRUED: Readonly<Record<string, number>> = { RNG: 1_250_00, LIVE: 830_50, FISH: 310_00, SPORTS: 420_00, LOTT: 150_00 };

/** Marks a player whose rebate is seeded, so a later start leaves what they have played and claimed since. */
const SEEDED_MARK = 'seed-rebate-done';

/** How many business days before the seed's day the seeded claim was made. */
const CLAIMED_DAYS_AGO = 3;

/** Seeds the demo merchants' rebate rates and minimum claims; rows that exist are left as they are. */
export async function seedRebateRules(db: Queryable): Promise<void> {
  const rates = Object.keys(DEMO_MIN_CLAIM_CENTS).flatMap((merchantCode) =>
    Array.from({ length: RANKS }, (_unused, index) =>
      Object.entries(BASE_RATES).map(([gameType, base]) => ({ merchantCode, rank: index + 1, gameType, rate: (base + index * RANK_STEP).toFixed(6) })),
    ).flat(),
  );
  await db.query(
    `insert into rebate_rate (merchant_code, club_rank, game_type, rate)
     select * from unnest($1::text[], $2::int[], $3::text[], $4::numeric[]) as r (merchant_code, club_rank, game_type, rate)
      where exists (select 1 from merchant where code = r.merchant_code)
     on conflict do nothing`,
    [rates.map((r) => r.merchantCode), rates.map((r) => r.rank), rates.map((r) => r.gameType), rates.map((r) => r.rate)],
  );
  const settings = Object.entries(DEMO_MIN_CLAIM_CENTS);
  await db.query(
    `insert into rebate_setting (merchant_code, min_claim)
     select * from unnest($1::text[], $2::numeric[]) as s (merchant_code, min_claim)
      where exists (select 1 from merchant where code = s.merchant_code)
     on conflict do nothing`,
    [settings.map(([code]) => code), settings.map(([, cents]) => centsText(cents))],
  );
}

async function validBetsByGameType(db: Queryable, memberId: number, condition: 'before' | 'from', day: string): Promise<Map<string, number>> {
  const result = await db.query<{ game_type: string; cents: number }>(
    `select game_type, round(sum(valid_bets) * 100)::float8 as cents from member_daily_game_totals
      where member_id = $1 and ${condition === 'before' ? 'business_day < $2' : 'business_day >= $2'}
      group by game_type having sum(valid_bets) > 0`,
    [memberId, day],
  );
  return new Map(result.rows.map((row) => [row.game_type, row.cents]));
}

/**
 * The business day the seeded claim is made on: `preferred`, unless the player has no bets from
 * that day on (a history that ended earlier): then the day of the player's last bets, so that
 * something is always waiting to be claimed.
 */
async function claimDay(db: Queryable, memberId: number, preferred: string): Promise<string> {
  const result = await db.query<{ last_day: string | null }>(
    "select to_char(max(business_day), 'YYYY-MM-DD') as last_day from member_daily_game_totals where member_id = $1 and valid_bets > 0",
    [memberId],
  );
  const lastDay = result.rows[0]?.last_day ?? null;
  return lastDay !== null && lastDay < preferred ? lastDay : preferred;
}

async function setAccruals(db: Queryable, memberId: number, validCents: ReadonlyMap<string, number>): Promise<void> {
  await db.query('delete from rebate_accrual where member_id = $1', [memberId]);
  const entries = [...validCents.entries()];
  await db.query(
    `insert into rebate_accrual (member_id, game_type, valid_bets) select $1, * from unnest($2::text[], $3::numeric[])`,
    [memberId, entries.map(([gameType]) => gameType), entries.map(([, cents]) => centsText(cents))],
  );
}

/**
 * One demo player's rebate: a claim made CLAIMED_DAYS_AGO business days ago of the valid bets
 * before that day, through the real claim (REBATE in the ledger, the claim and its lines, the
 * day's rebates), and the valid bets since then waiting to be claimed. The valid bets are the
 * seeded bet history's (its daily totals per game type); without one, fixed demo figures. The
 * claim is dated after the player's last ledger entry, so the account record's running balance
 * reads in order. Once per player (SEEDED_MARK).
 */
async function seedPlayerRebate(db: Database, player: (typeof DEMO_REBATE_PLAYERS)[number], now: Date): Promise<void> {
  const found = await db.query<{ id: number; claimed: boolean; last_entry: Date | null }>(
    `select m.id, exists (select 1 from money_request where member_id = m.id and request_id = $3) as claimed,
            (select max(created_at) from ledger_entry where member_id = m.id) as last_entry
       from member m where m.merchant_code = $1 and m.account = $2`,
    [player.merchantCode, player.account, SEEDED_MARK],
  );
  const member = found.rows[0];
  if (!member || member.claimed) return;
  const cutDay = await claimDay(db, member.id, businessDayOf(new Date(now.getTime() - CLAIMED_DAYS_AGO * DAY_MS)));
  const before = await validBetsByGameType(db, member.id, 'before', cutDay);
  const since = await validBetsByGameType(db, member.id, 'from', cutDay);
  const seededBets = before.size + since.size > 0;
  const claimed = seededBets ? before : new Map(Object.entries(FALLBACK_CLAIMED));
  const accrued = seededBets ? since : new Map(Object.entries(FALLBACK_ACCRUED));

  const afterLastEntry = (member.last_entry?.getTime() ?? 0) + 60_000;
  const claimAt = new Date(Math.min(now.getTime(), Math.max(afterLastEntry, startOfBusinessDay(cutDay, 'cutDay').getTime())));
  await setAccruals(db, member.id, claimed);
  try {
    await claimMemberRebate(db, { memberId: member.id, merchantCode: player.merchantCode }, { requestId: 'seed-rebate' }, claimAt);
  } catch (error) {
    // Too little history for the merchant's minimum: the page then shows no past claim.
    if (!(error instanceof RequestError)) throw error;
  }
  await setAccruals(db, member.id, accrued);
  await db.query(
    "insert into money_request (member_id, request_id, kind, params, result, created_at) values ($1, $2, 'SEED_REBATE', '{}', '{}', $3)",
    [member.id, SEEDED_MARK, now],
  );
}

/** The demo's rebate: the merchants' rules, and a past claim and a waiting rebate for the demo players. */
export async function seedRebate(db: Database, now: Date): Promise<void> {
  await seedRebateRules(db);
  for (const player of DEMO_REBATE_PLAYERS) await seedPlayerRebate(db, player, now);
}
