import type { MissionPeriod } from '@platform/api/contract';
import { addDailyMoney } from '../../bets/daily-totals';
import type { Database, Queryable } from '../../db/database';
import { currentPeriod } from '../../missions/mission-period';
import { centsText, nextReferenceNo } from '../../shared/money';
import { seededRandom } from '../../shared/seeded-random';
import { grantPromotionalCredit } from '../../wallet/promotional-credit';

const HOUR_MS = 60 * 60 * 1000;

/** Each demo merchant's referral rules (referral/referral-rules.ts has the defaults and their meaning). */
const REFERRAL_RULES = [
  { merchant_code: 'DEMO_ROYAL', first_deposit_reward: 10, qualified_reward: 30, qualifying_deposits: 200, qualifying_valid_bets: 1000 },
  { merchant_code: 'DEMO_JADE', first_deposit_reward: 8, qualified_reward: 28, qualifying_deposits: 100, qualifying_valid_bets: 500 },
];

/**
 * player01's invited friends: demo accounts of the same brand, linked as if they had registered
 * through player01's link; their seeded deposits and bets give each its status.
 */
const INVITER = 'player01';
const FRIENDS = ['player02', 'player03', 'newbie01', 'expired01'];

interface MissionRow {
  id: number;
  period: MissionPeriod;
  points: number;
  reward_amount: number;
  slug: string;
}

/**
 * The leaderboard's standing: the merchant's real members claimed missions in the periods before
 * the current one (within the leaderboard's 30 days), each claim's bonus credited through the
 * ledger (at seed time) as a claim would, so the current periods start fresh and balances equal their ledger.
 */
async function seedPastClaims(tx: Queryable, merchantCode: string, now: Date): Promise<void> {
  const missions = await tx.query<MissionRow>(
    'select id, period, points, reward_amount::float8 as reward_amount, slug from mission where merchant_code = $1 order by sort_order',
    [merchantCode],
  );
  const members = await tx.query<{ id: number; account: string }>('select id, account from member where merchant_code = $1 and type = 0 order by id', [merchantCode]);
  for (const member of members.rows) {
    const random = seededRandom(`mission-claims:${merchantCode}:${member.account.toLowerCase()}`);
    for (const mission of missions.rows) {
      if (!random.chance(0.55)) continue;
      // An hour or more before the current period began: the previous period.
      const claimedAt = new Date(currentPeriod(mission.period, now).start.getTime() - (1 + random.int(20)) * HOUR_MS);
      const span = currentPeriod(mission.period, claimedAt);
      const cents = Math.round(mission.reward_amount * 100);
      const referenceNo = cents > 0 ? await nextReferenceNo(tx, 'MS') : null;
      await tx.query(
        `insert into mission_claim (mission_id, member_id, merchant_code, period_start, points, amount, reference_no, claimed_at)
         values ($1, $2, $3, $4::date, $5, $6::numeric, $7, $8)`,
        [mission.id, member.id, merchantCode, span.startDay, mission.points, centsText(cents), referenceNo, claimedAt],
      );
      if (referenceNo === null) continue;
      await grantPromotionalCredit(tx, {
        memberId: member.id,
        kind: 'BONUS',
        amount: cents / 100,
        grantKey: `mission:${mission.id}:${span.startDay}`,
        referenceNo,
        remark: `Mission: ${mission.slug}`,
        // The money moves at seed time: a ledger entry dated back among later entries would
        // break the account record's running balance. The claim itself keeps its past date.
        now,
      });
      await addDailyMoney(tx, member.id, 'bonuses', cents, now);
    }
  }
}

/** player01's friends, invited when they opened their accounts. */
async function seedInvitedFriends(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into referral (friend_id, referrer_id, registered_at)
     select f.id, i.id, f.created_at from member f join member i on i.merchant_code = f.merchant_code and i.account = $2
     where f.merchant_code = 'DEMO_ROYAL' and f.account = any($1::text[])
     on conflict do nothing`,
    [FRIENDS, INVITER],
  );
}

/**
 * The demo's missions and referrals: each merchant's referral rules, past mission claims for the
 * leaderboard, and player01's invited friends. Runs after the accounts, wallets, bet history and
 * content; a run that finds them seeded adds nothing.
 */
export async function seedMissionsAndReferrals(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into referral_rule (merchant_code, first_deposit_reward, qualified_reward, qualifying_deposits, qualifying_valid_bets)
       select x.merchant_code, x.first_deposit_reward, x.qualified_reward, x.qualifying_deposits, x.qualifying_valid_bets
       from jsonb_to_recordset($1::jsonb) as x(merchant_code text, first_deposit_reward numeric, qualified_reward numeric,
                                              qualifying_deposits numeric, qualifying_valid_bets numeric)
       where exists (select 1 from merchant where code = x.merchant_code)
       on conflict do nothing`,
      [JSON.stringify(REFERRAL_RULES)],
    );
    for (const merchantCode of ['DEMO_ROYAL', 'DEMO_JADE']) {
      const seeded = await tx.query('select 1 from mission_claim where merchant_code = $1 limit 1', [merchantCode]);
      if (seeded.rows.length === 0) await seedPastClaims(tx, merchantCode, now);
    }
    await seedInvitedFriends(tx);
  });
}
