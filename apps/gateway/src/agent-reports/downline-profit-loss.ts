import { TRANSACTIONS_EXPORT_LIMIT } from '@platform/api/schemas';
import type {
  AgentDownlineProfitLoss,
  AgentDownlineProfitLossExport,
  AgentDownlineProfitLossExportQuery,
  AgentDownlineProfitLossQuery,
  ProfitFigures,
  ProfitLossRow,
  TreeStep,
} from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { SessionMember } from '../http/session';
import { addFigures, NO_FIGURES, SUMMED_FIGURES_IN_CENTS, toProfitFigures } from '../records/profit-figures';
import type { FiguresInCents } from '../records/profit-figures';
import { reportPeriod } from '../records/report-period';
import type { ReportPeriod } from '../records/report-period';
import { findTeamMember, pathToTeamMember } from '../agent/subtree';
import type { TeamMemberRef } from '../agent/subtree';

/** The ids of the direct downlines of the level ($1), from one index range of the closure table, computed once ahead of the query. */
const DIRECT_DOWNLINE_IDS = 'array(select descendant_id from member_tree where ancestor_id = $1 and depth = 1)';

/** The rows of one level: its agent's own play, its direct downlines' teams, and the level's whole total. */
interface LevelReport {
  path: TreeStep[];
  self: ProfitLossRow;
  list: ProfitLossRow[];
  /** Direct downlines of the level, all of them (not just the rows listed). */
  downlineCount: number;
  /** The level's agent and its whole team. */
  totals: ProfitFigures;
}

/**
 * The period's figures of each direct downline of the level over its own team: its own daily
 * totals and its team's (everyone below it), each read through its primary key.
 */
async function figuresByDownline(db: Queryable, levelId: number, period: ReportPeriod): Promise<Map<number, FiguresInCents>> {
  const rows = await db.query<FiguresInCents & { downline_id: number }>(
    `select t.downline_id, ${SUMMED_FIGURES_IN_CENTS}
       from (select member_id as downline_id, bet_count, bets, valid_bets, payouts, bonuses, rebates, deposits, withdrawals
               from member_daily_totals
              where member_id = any(${DIRECT_DOWNLINE_IDS}) and business_day between $2::date and $3::date
             union all
             select ancestor_id, bet_count, bets, valid_bets, payouts, bonuses, rebates, deposits, withdrawals
               from team_daily_totals
              where ancestor_id = any(${DIRECT_DOWNLINE_IDS}) and business_day between $2::date and $3::date) t
      group by t.downline_id`,
    [levelId, period.startDate, period.endDate],
  );
  return new Map(rows.rows.map(({ downline_id: downlineId, ...figures }) => [downlineId, figures]));
}

async function ownFigures(db: Queryable, memberId: number, period: ReportPeriod): Promise<FiguresInCents> {
  const rows = await db.query<FiguresInCents>(
    `select ${SUMMED_FIGURES_IN_CENTS} from member_daily_totals t where t.member_id = $1 and t.business_day between $2::date and $3::date`,
    [memberId, period.startDate, period.endDate],
  );
  return rows.rows[0]!;
}

/**
 * A level of the agent's tree for a period: the agent's own (no `account`) or a downline's inside
 * the agent's team (404 otherwise). One row per direct downline with the daily totals of its own
 * team, a row for the level's agent with its own play, and the totals of both; the direct
 * downlines by account, `limit` of them from `offset`.
 */
async function loadLevel(db: Queryable, agent: SessionMember, query: AgentDownlineProfitLossExportQuery, limit: number, offset: number): Promise<LevelReport> {
  const period = reportPeriod(query.startDate, query.endDate);
  const level: TeamMemberRef =
    query.account === undefined
      ? { id: agent.memberId, account: agent.account, type: agent.type, depth: 0 }
      : await findTeamMember(db, agent.memberId, agent.merchantCode, query.account);
  const path = await pathToTeamMember(db, level);
  const byDownline = await figuresByDownline(db, level.id, period);
  const own = await ownFigures(db, level.id, period);
  const downlines = await db.query<{ id: number; account: string; type: number; team_size: number }>(
    `select m.id, m.account, m.type, (select count(*)::int from member_tree team where team.ancestor_id = m.id) as team_size
       from member m
      where m.id = any(${DIRECT_DOWNLINE_IDS})
      order by m.account, m.id limit $2 offset $3`,
    [level.id, limit, offset],
  );
  const counted = await db.query<{ total: number }>('select count(*)::int as total from member_tree where ancestor_id = $1 and depth = 1', [level.id]);
  const levelFigures = [...byDownline.values()].reduce(addFigures, own);
  return {
    path,
    self: { account: level.account, type: level.type, teamSize: 1, ...toProfitFigures(own) },
    list: downlines.rows.map((row) => ({ account: row.account, type: row.type, teamSize: row.team_size, ...toProfitFigures(byDownline.get(row.id) ?? NO_FIGURES) })),
    downlineCount: counted.rows[0]!.total,
    totals: toProfitFigures(levelFigures),
  };
}

/** The downline profit and loss of a level, one page of its direct downlines. */
export async function loadDownlineProfitLoss(db: Queryable, agent: SessionMember, query: AgentDownlineProfitLossQuery): Promise<AgentDownlineProfitLoss> {
  const level = await loadLevel(db, agent, query, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return { path: level.path, self: level.self, list: level.list, totalPages: Math.ceil(level.downlineCount / query.pageSize), totals: level.totals };
}

/** Every row of a level's downline profit and loss, up to TRANSACTIONS_EXPORT_LIMIT direct downlines. */
export async function exportDownlineProfitLoss(db: Queryable, agent: SessionMember, query: AgentDownlineProfitLossExportQuery): Promise<AgentDownlineProfitLossExport> {
  const level = await loadLevel(db, agent, query, TRANSACTIONS_EXPORT_LIMIT, 0);
  return { path: level.path, self: level.self, list: level.list, totals: level.totals, truncated: level.downlineCount > TRANSACTIONS_EXPORT_LIMIT };
}
