import type { AgentTeamPage, TeamContract, TeamMember } from '@platform/api/contract';
import { findTeamMember, pathToTeamMember } from '../agent/subtree';
import type { Queryable } from '../db/database';
import { containsPattern, pageCount } from '../games/sql-params';
import { roundMoney } from '../shared/money';
import { FROZEN_WALLET, MAIN_WALLET } from '../wallet/ledger';

export interface TeamQuery {
  agentId: number;
  merchantCode: string;
  pageNo: number;
  pageSize: number;
  /** The level shown: this team member's direct downlines; the agent's own when left out. */
  account?: string | undefined;
  /** Part of an account: matches at every level below the level shown. */
  search?: string | undefined;
}

interface TeamRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  upline: string | null;
  level: number;
  main_balance: number;
  total_balance: number;
  last_login_at: Date | null;
  team_size: number;
  direct_count: number;
  contracts: TeamContract[];
  created_at: Date;
}

/**
 * The rows of team members `ids`, as team management shows them, each with its level below
 * `agentId`: balances from the wallets, team size and direct downlines from the closure table,
 * and the contracts running with its upline. Reads one page's members, never the whole team.
 */
export async function loadTeamMembers(db: Queryable, agentId: number, ids: readonly number[]): Promise<TeamMember[]> {
  if (ids.length === 0) return [];
  const result = await db.query<TeamRow>(
    `select m.id, m.account, m.nickname, m.type, up.account as upline, lvl.depth as level, m.last_login_at, m.created_at,
            coalesce(w.main, 0)::float8 as main_balance, coalesce(w.total, 0)::float8 as total_balance,
            (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth > 0) as team_size,
            (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth = 1) as direct_count,
            coalesce((select json_agg(json_build_object('kind', c.kind, 'topRate', c.top_rate::float8) order by c.kind)
                        from agent_contract c where c.downline_id = m.id and c.status = 'ACTIVE'), '[]'::json) as contracts
       from member m
       join member_tree lvl on lvl.ancestor_id = $1 and lvl.descendant_id = m.id
       left join member up on up.id = m.parent_id
       left join lateral (
         select sum(balance) filter (where wallet_code = $3) as main, sum(balance) filter (where wallet_code <> $4) as total
           from wallet where member_id = m.id
       ) w on true
      where m.id = any($2::int[])
      order by m.created_at desc, m.id desc`,
    [agentId, ids, MAIN_WALLET, FROZEN_WALLET],
  );
  return result.rows.map((row) => ({
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    upline: row.upline,
    level: row.level,
    mainBalance: roundMoney(row.main_balance),
    totalBalance: roundMoney(row.total_balance),
    lastLoginTime: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
    teamSize: row.team_size,
    directDownlineCount: row.direct_count,
    contracts: row.contracts,
    registerTime: new Date(row.created_at).toISOString(),
  }));
}

/** The members a page lists: the level's direct downlines ($1 the level), or with a search ($2) every level below it. */
const LEVEL_OR_SEARCH = `where t.ancestor_id = $1 and (case when $2::text is null then t.depth = 1 else t.depth > 0 and m.account ilike $2 end)`;

/**
 * A page of the agent's team: the direct downlines of the level shown (the agent's own, or those
 * of a member of its team: 404 for anyone else), or with `search` the members whose account
 * contains it at every level below that one; newest first. Every read goes through the closure
 * table's index range of one ancestor, so nothing beyond the agent's subtree is ever read.
 */
export async function listTeam(db: Queryable, query: TeamQuery): Promise<AgentTeamPage> {
  const level = query.account?.trim()
    ? await findTeamMember(db, query.agentId, query.merchantCode, query.account)
    : { id: query.agentId, depth: 0 };
  const search = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  const page = await db.query<{ id: number; total: number }>(
    `select m.id, count(*) over ()::int as total
       from member_tree t join member m on m.id = t.descendant_id
      ${LEVEL_OR_SEARCH}
      order by m.created_at desc, m.id desc
      limit $3 offset $4`,
    [level.id, search, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  let total = page.rows[0]?.total;
  if (total === undefined) {
    // Past the last page: count alone so totalPages stays right.
    const counted = await db.query<{ total: number }>(
      `select count(*)::int as total from member_tree t join member m on m.id = t.descendant_id
        ${LEVEL_OR_SEARCH}`,
      [level.id, search],
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return {
    path: await pathToTeamMember(db, level),
    list: await loadTeamMembers(db, query.agentId, page.rows.map((row) => row.id)),
    totalCount: total,
    totalPages: pageCount(total, query.pageSize),
  };
}
