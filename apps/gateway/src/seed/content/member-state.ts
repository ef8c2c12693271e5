import { TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Queryable } from '../../db/database';
import { seededRandom } from '../../shared/seeded-random';
import { seedDate } from '../seed-time';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeded progress and rewards are dated in the four weeks around the seed's day, from 20 days before it. */
const FIRST_DAY = -20;

/** The ISO week of a date, as `2026-W46` (rewards of weekly promotions are keyed by it). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(day.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  const week = 1 + Math.round((day.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface MissionRow {
  id: number;
  target: number;
}

/**
 * Mission progress, promotion statuses and rewards for every real member of the merchant that
 * has none yet (a PRNG seeded by the account, so every fresh database gets the same), dated from
 * `now`, the seed's clock. A member with any is left alone, so a later run keys no second
 * week's rewards.
 */
export async function seedMemberState(tx: Queryable, merchantCode: string, now: Date): Promise<void> {
  const members = await tx.query<{ id: number; account: string }>(
    `select id, account from member m
      where merchant_code = $1 and type <> $2
        and not exists (select 1 from mission_progress p where p.member_id = m.id)
        and not exists (select 1 from promotion_member p where p.member_id = m.id)
        and not exists (select 1 from member_reward r where r.member_id = m.id)
      order by id`,
    [merchantCode, TRIAL_ACCOUNT_TYPE],
  );
  if (members.rows.length === 0) return;
  const missions = await tx.query<MissionRow>('select id, target from mission where merchant_code = $1 order by sort_order', [merchantCode]);
  const promotions = await tx.query<{ id: number; slug: string; title: unknown }>(
    'select id, slug, title from promotion where merchant_code = $1',
    [merchantCode],
  );
  const promotion = new Map(promotions.rows.map((row) => [row.slug, row]));
  // `hour` counts from 08:00 GMT+8 (midnight UTC) of the seed's FIRST_DAY + `day`.
  const onDay = (day: number, hour: number) => seedDate(now, { day: FIRST_DAY + day, hour: 8 + hour }).toISOString();
  const lastWeek = isoWeek(new Date(now.getTime() - 7 * DAY_MS));

  const progress: unknown[] = [];
  const statuses: unknown[] = [];
  const rewards: unknown[] = [];
  for (const member of members.rows) {
    const random = seededRandom(`member-state:${merchantCode}:${member.account.toLowerCase()}`);
    for (const mission of missions.rows) {
      const done = random.chance(0.45);
      const value = done ? mission.target : random.int(mission.target);
      const completedAt = done ? onDay(random.int(19), random.int(24)) : null;
      progress.push({
        mission_id: mission.id,
        member_id: member.id,
        progress: value,
        completed_at: completedAt,
        claimed_at: done && random.chance(0.6) ? completedAt : null,
      });
    }
    const welcome = promotion.get('welcome-bonus');
    if (welcome) {
      const claimed = random.chance(0.7);
      statuses.push({ promotion_id: welcome.id, member_id: member.id, status: claimed ? 'CLAIMED' : 'IN_PROGRESS', updated_at: onDay(1, 10) });
      rewards.push({
        source_key: 'welcome-bonus',
        promotion_id: welcome.id,
        member_id: member.id,
        title: welcome.title,
        amount: (5 + random.int(96)) * 10,
        status: claimed ? 'CLAIMED' : 'ISSUED',
        expire_time: null,
        created_at: onDay(1, 10),
      });
    }
    const rebate = promotion.get('weekly-slot-rebate');
    if (rebate) {
      statuses.push({ promotion_id: rebate.id, member_id: member.id, status: 'SIGNED_UP', updated_at: onDay(2, 9) });
      rewards.push({
        source_key: `weekly-slot-rebate:${lastWeek}`,
        promotion_id: rebate.id,
        member_id: member.id,
        title: rebate.title,
        amount: Math.round((3 + random.next() * 120) * 100) / 100,
        status: 'CLAIM_PAYOUT',
        expire_time: onDay(27, 16),
        created_at: onDay(16, 10),
      });
    }
    const cashback = promotion.get('live-casino-cashback');
    if (cashback && random.chance(0.5)) {
      const rejected = random.chance(0.3);
      statuses.push({ promotion_id: cashback.id, member_id: member.id, status: rejected ? 'REJECTED' : 'APPLYING', updated_at: onDay(17, 11) });
      rewards.push({
        source_key: `live-casino-cashback:${lastWeek}`,
        promotion_id: cashback.id,
        member_id: member.id,
        title: cashback.title,
        amount: 10 + random.int(190),
        status: rejected ? 'REJECTED' : 'APPLYING',
        expire_time: null,
        created_at: onDay(17, 11),
      });
    }
  }

  await tx.query(
    `insert into mission_progress (mission_id, member_id, progress, completed_at, claimed_at)
     select x.mission_id, x.member_id, x.progress, x.completed_at, x.claimed_at
     from jsonb_to_recordset($1::jsonb) as x(mission_id int, member_id int, progress int, completed_at timestamptz, claimed_at timestamptz)
     on conflict do nothing`,
    [JSON.stringify(progress)],
  );
  await tx.query(
    `insert into promotion_member (promotion_id, member_id, status, updated_at)
     select x.promotion_id, x.member_id, x.status, x.updated_at
     from jsonb_to_recordset($1::jsonb) as x(promotion_id int, member_id int, status text, updated_at timestamptz)
     on conflict do nothing`,
    [JSON.stringify(statuses)],
  );
  await tx.query(
    `insert into member_reward (member_id, source_key, promotion_id, title, amount, status, expire_time, created_at)
     select x.member_id, x.source_key, x.promotion_id, x.title, x.amount, x.status, x.expire_time, x.created_at
     from jsonb_to_recordset($1::jsonb) as x(member_id int, source_key text, promotion_id int, title jsonb, amount numeric,
                                             status text, expire_time timestamptz, created_at timestamptz)
     on conflict do nothing`,
    [JSON.stringify(rewards)],
  );
}
