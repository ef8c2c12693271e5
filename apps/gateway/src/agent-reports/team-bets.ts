import { TRANSACTIONS_EXPORT_LIMIT } from '@platform/api/schemas';
import type { AgentTeamBetsExport, AgentTeamBetsExportQuery, AgentTeamBetsPage, AgentTeamBetsQuery, TeamBet } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { SessionMember } from '../http/session';
import { BET_COLUMNS, betFilter, toBetRecord } from '../records/bet-records';
import type { BetFilter, BetRow } from '../records/bet-records';
import { sumTeamBets } from './team-bet-totals';
import { reportScope } from './team-scope';

/** The bets the filter matches, newest first, each with its downline's account. */
async function teamBetRows(db: Queryable, filter: BetFilter, limit: number, offset: number): Promise<TeamBet[]> {
  const next = filter.params.length;
  const rows = await db.query<BetRow & { account: string }>(
    `select ${BET_COLUMNS}, (select account from member where member.id = bet.member_id) as account
       from bet where ${filter.where} order by bet_at desc, id desc limit $${next + 1} offset $${next + 2}`,
    [...filter.params, limit, offset],
  );
  return rows.rows.map((row) => ({ account: row.account, ...toBetRecord(row) }));
}

/**
 * The team betting record: the bets of the agent's team (or of one downline in it) through the
 * member's betting record's filters, newest first, with the totals of every matching bet (from
 * the daily totals: team-bet-totals.ts).
 */
export async function listTeamBets(db: Queryable, agent: SessionMember, query: AgentTeamBetsQuery): Promise<AgentTeamBetsPage> {
  const scope = await reportScope(db, agent, query.account);
  const filter = betFilter(scope.forPage, query);
  const totals = await sumTeamBets(db, scope, query);
  const list = await teamBetRows(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return { list, totalPages: Math.ceil(totals.betCount / query.pageSize), totals };
}

/** Every row the team betting record would page through, in its order, up to TRANSACTIONS_EXPORT_LIMIT; `truncated` beyond. */
export async function exportTeamBets(db: Queryable, agent: SessionMember, query: AgentTeamBetsExportQuery): Promise<AgentTeamBetsExport> {
  const scope = await reportScope(db, agent, query.account);
  const filter = betFilter(scope.forPage, query);
  const totals = await sumTeamBets(db, scope, query);
  // One row past the limit tells whether there were more.
  const list = await teamBetRows(db, filter, TRANSACTIONS_EXPORT_LIMIT + 1, 0);
  return { list: list.slice(0, TRANSACTIONS_EXPORT_LIMIT), totals, truncated: list.length > TRANSACTIONS_EXPORT_LIMIT };
}
