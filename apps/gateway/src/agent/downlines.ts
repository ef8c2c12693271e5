import type { DownlinesPage } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { containsPattern } from '../games/sql-params';

export interface DownlinesInput {
  agentId: number;
  pageNo: number;
  pageSize: number;
  /** Part of the account, without regard to case. */
  account?: string;
}

/** An agent's direct downlines, newest first, each with the number of their own direct downlines. */
export async function listDownlines(db: Queryable, input: DownlinesInput): Promise<DownlinesPage> {
  const filter = input.account?.trim() ? containsPattern(input.account.trim()) : null;
  const rows = await db.query<{ account: string; nickname: string | null; type: number; downline_count: number; created_at: Date; total: number }>(
    `select m.account, m.nickname, m.type, m.created_at,
            (select count(*)::int from member d where d.parent_id = m.id) as downline_count,
            count(*) over ()::int as total
     from member m
     where m.parent_id = $1 and ($2::text is null or m.account ilike $2)
     order by m.created_at desc, m.id desc
     limit $3 offset $4`,
    [input.agentId, filter, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  let total = rows.rows[0]?.total;
  if (total === undefined) {
    // Past the last page: count alone so totalPages stays right.
    const counted = await db.query<{ total: number }>(
      `select count(*)::int as total from member where parent_id = $1 and ($2::text is null or account ilike $2)`,
      [input.agentId, filter],
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return {
    list: rows.rows.map((row) => ({
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      downlineCount: row.downline_count,
      registerTime: new Date(row.created_at).toISOString(),
    })),
    totalPages: Math.ceil(total / input.pageSize),
  };
}
