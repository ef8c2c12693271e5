import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { maskAccount } from '../shared/mask-account';

/** Each member's points in the merchant's mission activity (completed missions' points) and place. */
const STANDINGS = `
  with points as (
    select p.member_id, sum(ms.points)::int as points, max(p.completed_at) as reached_at
    from mission_progress p join mission ms on ms.id = p.mission_id
    where ms.merchant_code = $1 and p.completed_at is not null
    group by p.member_id
  )
  select m.account, points.member_id, points.points,
         row_number() over (order by points.points desc, points.reached_at, points.member_id)::int as rank
  from points join member m on m.id = points.member_id`;

/** The member's mission summary and the activity's leaderboard (accounts masked). */
export function registerMissionRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'missionSummary', {
    handler: async (_input, context) => {
      const member = requireSession(context);
      const counts = await deps.db.query<{ total: number; completed: number; unclaimed: number }>(
        `select count(*)::int as total,
                count(p.completed_at)::int as completed,
                count(*) filter (where p.completed_at is not null and p.claimed_at is null)::int as unclaimed
         from mission ms left join mission_progress p on p.mission_id = ms.id and p.member_id = $2
         where ms.merchant_code = $1`,
        [context.merchantCode, member.memberId],
      );
      const standing = await deps.db.query<{ points: number; rank: number }>(`select points, rank from (${STANDINGS}) s where member_id = $2`, [
        context.merchantCode,
        member.memberId,
      ]);
      const row = counts.rows[0] ?? { total: 0, completed: 0, unclaimed: 0 };
      const place = standing.rows[0];
      return {
        unclaimedCount: row.unclaimed,
        completedCount: row.completed,
        totalCount: row.total,
        points: place?.points ?? 0,
        rank: place?.rank ?? null,
      };
    },
  });

  registerCall(app, deps, 'missionLeaderboard', {
    handler: async (input, context) => {
      const result = await deps.db.query<{ account: string; points: number; rank: number; reward: number | null }>(
        `select s.account, s.points, s.rank, r.amount::float8 as reward
         from (${STANDINGS}) s left join mission_rank_reward r on r.merchant_code = $1 and r.rank = s.rank
         order by s.rank limit $2`,
        [context.merchantCode, input.limitNum ?? 20],
      );
      return result.rows.map((row) => ({ rank: row.rank, userName: maskAccount(row.account), points: row.points, reward: row.reward }));
    },
  });
}
