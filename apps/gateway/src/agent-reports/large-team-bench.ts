import { createSession } from '../accounts/session-store';
import type { Database } from '../db/database';
import type { SessionMember } from '../http/session';
import type { BulkHistorySize } from '../records/bulk-history';
import { writeBulkTeam } from './bulk-team';
import type { BulkTeamSize } from './bulk-team';
import { loadDownlineProfitLoss } from './downline-profit-loss';
import { listDownlineTransactions } from './downline-transactions';
import { listTeamBets } from './team-bets';
import { loadTeamOverview } from './team-overview';

/** The large downline tree: one agent, 50 sub-agents and 99 players under each (5,000 downlines). */
export const LARGE_TEAM: Pick<BulkTeamSize, 'subAgents' | 'playersPerSubAgent'> = { subAgents: 50, playersPerSubAgent: 99 };
/** The team reports' p99 budget on PostgreSQL, over 30 days of a 5,000-member team. */
export const AGENT_REPORTS_P99_BUDGET_MS = 150;
/** Agents are few and a report is a page view: the reports are driven at this fixed rate. */
export const AGENT_REPORTS_RATE = 20;

/** A report the benchmark drives: its URL (from the gateway's origin), and the same report run directly for its EXPLAIN. */
export interface BenchTarget {
  name: string;
  url: string;
  report: (db: Database) => Promise<unknown>;
  token: string;
  rate: number;
  budgetMs: number;
}

/**
 * Writes the large downline tree (with the members' bulk history) under a new agent and answers
 * the agent's four team reports over the period, as benchmark targets with the agent's token.
 */
export async function largeTeamTargets(
  db: Database,
  history: Omit<BulkHistorySize, 'members'>,
  period: { startDate: string; endDate: string },
  now: Date,
  log: (line: string) => void,
  shape: Pick<BulkTeamSize, 'subAgents' | 'playersPerSubAgent'> = LARGE_TEAM,
): Promise<BenchTarget[]> {
  const seedStart = Date.now();
  const team = await writeBulkTeam(db, 'DEMO_ROYAL', { ...history, ...shape }, now, log);
  await db.exec('analyze');
  log(`Seeded a team of ${team.subAgentIds.length + team.playerIds.length} downlines under one agent in ${((Date.now() - seedStart) / 1000).toFixed(0)} s.`);
  const account = (await db.query<{ account: string }>('select account from member where id = $1', [team.agentId])).rows[0]!.account;
  const agent: SessionMember = { memberId: team.agentId, merchantCode: 'DEMO_ROYAL', account, type: 1, loginType: 'username', tokenHash: '', mustChangePassword: false };
  const token = await createSession(db, team.agentId, 'DEMO_ROYAL', 'username', now);
  const query = `merchantCode=DEMO_ROYAL&language=EN&device=WEB&startDate=${period.startDate}&endDate=${period.endDate}`;
  const target = (name: string, path: string, report: BenchTarget['report']): BenchTarget => ({
    name,
    url: `/wps/agent/reports/${path}?${query}`,
    report,
    token,
    rate: AGENT_REPORTS_RATE,
    budgetMs: AGENT_REPORTS_P99_BUDGET_MS,
  });
  return [
    target('team overview', 'overview', (reportDb) => loadTeamOverview(reportDb, agent.memberId, period)),
    // The paged reports' URLs leave pageNo and pageSize to their defaults (1 and 20), as the reports run here.
    target('team betting', 'bets', (reportDb) => listTeamBets(reportDb, agent, { pageNo: 1, pageSize: 20, ...period })),
    target('downline P&L', 'profitLoss', (reportDb) => loadDownlineProfitLoss(reportDb, agent, { pageNo: 1, pageSize: 20, ...period })),
    target('downline txns', 'transactions', (reportDb) => listDownlineTransactions(reportDb, agent, { pageNo: 1, pageSize: 20, ...period })),
  ];
}
