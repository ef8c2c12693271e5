import type { MissionLeaderboardEntry } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { maskAccount } from '../shared/mask-account';
import { DAY_MS } from '../shared/business-day';

/** The mission activity the leaderboard ranks: the claims of the last 30 days, so it never starts a month empty. */
const ACTIVITY_DAYS = 30;

function activityStart(now: Date): Date {
  return new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS);
}

/**
 * Each member's points in the merchant's mission activity (the points of the missions they
 * claimed in the last 30 days) and place: more points first, then who got there first.
 */
const STANDINGS = `
  with points as (
    select member_id, sum(points)::int as points, max(claimed_at) as reached_at
    from mission_claim where merchant_code = $1 and claimed_at >= $2
    group by member_id
  )
  select m.account, points.member_id, points.points,
         row_number() over (order by points.points desc, points.reached_at, points.member_id)::int as rank
  from points join member m on m.id = points.member_id`;

/** The member's points and place in the current activity; rank null when unranked. */
export async function memberStanding(db: Queryable, merchantCode: string, memberId: number, now: Date): Promise<{ points: number; rank: number | null }> {
  const result = await db.query<{ points: number; rank: number }>(`select points, rank from (${STANDINGS}) s where member_id = $3`, [
    merchantCode,
    activityStart(now),
    memberId,
  ]);
  const row = result.rows[0];
  return { points: row?.points ?? 0, rank: row?.rank ?? null };
}

/** The activity's top places (accounts masked), the asking member's own place marked. */
export async function leaderboard(db: Queryable, merchantCode: string, memberId: number, limit: number, now: Date): Promise<MissionLeaderboardEntry[]> {
  const result = await db.query<{ account: string; member_id: number; points: number; rank: number; reward: number | null }>(
    `select s.account, s.member_id, s.points, s.rank, r.amount::float8 as reward
     from (${STANDINGS}) s left join mission_rank_reward r on r.merchant_code = $1 and r.rank = s.rank
     order by s.rank limit $3`,
    [merchantCode, activityStart(now), limit],
  );
  return result.rows.map((row) => ({
    rank: row.rank,
    userName: maskAccount(row.account),
    points: row.points,
    reward: row.reward,
    isSelf: row.member_id === memberId,
  }));
}
