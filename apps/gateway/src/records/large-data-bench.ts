import { createSession } from '../accounts/session-store';
import type { BulkTeamSize } from '../agent-reports/bulk-team';
import { largeTeamTargets } from '../agent-reports/large-team-bench';
import type { Database } from '../db/database';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { createPostgresTestGateway } from '../test/postgres-test-gateway';
import { createTestGateway } from '../test/test-gateway';
import { listBetRecords } from './bet-records';
import { writeBulkHistory } from './bulk-history';
import type { BulkHistorySize } from './bulk-history';
import { loadPersonalProfit } from './personal-profit';
import { listMemberTransactions } from '../wallet/transactions';

/** The large data: 10,000 members, 2,000,000 ledger entries and 2,000,000 bets over 90 days. */
export const LARGE_DATA: BulkHistorySize = { members: 10_000, ledgerPerMember: 200, betsPerMember: 200, days: 90 };
/** The fixed request rate and the p99 budget on PostgreSQL. */
export const LARGE_DATA_RATE = 200;
export const LARGE_DATA_P99_BUDGET_MS = 30;

export interface LargeDataBenchOptions {
  /** A PostgreSQL server: the bench runs on a throwaway database there; without it, on the embedded database. */
  serverUrl?: string;
  size?: BulkHistorySize;
  /** The agent's downline tree (agent-reports/large-team-bench.ts): LARGE_TEAM unless a smaller run asks otherwise. */
  team?: Pick<BulkTeamSize, 'subAgents' | 'playersPerSubAgent'>;
  /** Drives a URL (an absolute one, with a Bearer token) at a fixed rate a second for a while and answers what it measured (the script brings autocannon). */
  measure: (url: string, token: string, rate: number) => Promise<Omit<LargeDataFigure, 'name' | 'rate' | 'budgetMs'>>;
  log?: (line: string) => void;
}

export interface LargeDataFigure {
  name: string;
  /** The fixed rate it was driven at, and its p99 budget on PostgreSQL. */
  rate: number;
  budgetMs: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** The plan PostgreSQL chooses for each statement a report runs, with what it took (EXPLAIN ANALYZE: the statement runs twice). */
async function explainReport(db: Database, report: (db: Database) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  const explaining = {
    ...db,
    query: async (sql: string, params?: unknown[]) => {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`, params);
      plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return db.query(sql, params);
    },
  } as Database;
  await report(explaining);
  return plans;
}

/**
 * Seeds the large data, then drives the betting record, the account record and profit and loss
 * of one member over 30 days at LARGE_DATA_RATE requests a second, and the agent centre's team
 * reports of an agent with a 5,000-member downline tree (agent-reports/large-team-bench.ts) at
 * their own rate, printing requests per second, p99 and each query's plan. Answers the figures,
 * each with its budget.
 */
export async function runLargeDataBench(options: LargeDataBenchOptions): Promise<LargeDataFigure[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const size = options.size ?? LARGE_DATA;
  const gateway = options.serverUrl ? await createPostgresTestGateway(options.serverUrl) : await createTestGateway({ seed: 'merchants' });
  try {
    const now = gateway.clock.now();
    const seedStart = Date.now();
    // In slices of members, so no statement holds millions of rows in memory at once.
    const slice = Math.min(size.members, 1_000);
    let memberId = 0;
    for (let done = 0; done < size.members; done += slice) {
      const ids = await writeBulkHistory(gateway.db, 'DEMO_ROYAL', { ...size, members: Math.min(slice, size.members - done) }, now);
      if (done === 0) memberId = ids[Math.floor(ids.length / 2)]!;
      log(`  seeded ${done + ids.length} members (${((Date.now() - seedStart) / 1000).toFixed(0)} s)`);
    }
    await gateway.db.exec('analyze');
    const counts = await gateway.db.query<{ ledger: number; bets: number }>('select (select count(*)::int from ledger_entry) as ledger, (select count(*)::int from bet) as bets');
    log(`Seeded ${size.members} members, ${counts.rows[0]!.ledger} ledger entries, ${counts.rows[0]!.bets} bets in ${((Date.now() - seedStart) / 1000).toFixed(0)} s.`);

    const token = await createSession(gateway.db, memberId, 'DEMO_ROYAL', 'username', now);
    const endDate = businessDayOf(now);
    const startDate = businessDayOf(new Date(now.getTime() - 29 * DAY_MS));
    const period = `startDate=${startDate}&endDate=${endDate}`;
    const common = 'merchantCode=DEMO_ROYAL&language=EN&device=WEB';
    const member = { token, rate: LARGE_DATA_RATE, budgetMs: LARGE_DATA_P99_BUDGET_MS };
    const targets = [
      {
        name: 'betting record',
        url: `/wps/member/bets?${common}&pageNo=1&pageSize=20&${period}`,
        report: (db: Database) => listBetRecords(db, memberId, { pageNo: 1, pageSize: 20, startDate, endDate }),
        ...member,
      },
      {
        name: 'account record',
        url: `/wps/member/transactions?${common}&pageNo=1&pageSize=20&${period}`,
        report: (db: Database) => listMemberTransactions(db, memberId, { pageNo: 1, pageSize: 20, startDate, endDate }),
        ...member,
      },
      {
        name: 'profit and loss',
        url: `/wps/member/profit?${common}&${period}`,
        report: (db: Database) => loadPersonalProfit(db, memberId, { startDate, endDate }),
        ...member,
      },
      // The agent centre's team reports over a 5,000-member downline tree of its own (issue 21).
      ...(await largeTeamTargets(gateway.db, size, { startDate, endDate }, now, log, options.team)),
    ];
    // A database in service has long vacuumed its rows: without this, autovacuum works through
    // millions of freshly written rows while the reports are measured, and its pauses are the p99.
    // The team tables are rewritten whole: the bulk history adds a member's every day in one
    // statement, so their triggers rewrote each team row thousands of times in one transaction,
    // where a running site adds a day at a time and keeps them compact (0024's fillfactor).
    const settleStart = Date.now();
    await gateway.db.exec('vacuum full team_daily_totals, team_daily_game_totals, team_active_years');
    await gateway.db.exec('vacuum analyze');
    if (options.serverUrl) await gateway.db.exec('checkpoint');
    log(`Vacuumed the large data in ${((Date.now() - settleStart) / 1000).toFixed(0)} s.`);
    const origin = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const figures: LargeDataFigure[] = [];
    for (const target of targets) {
      for (const plan of await explainReport(gateway.db, target.report)) log(`  EXPLAIN ${target.name}:\n${plan.replace(/^/gm, '    ')}`);
      const figure = { name: target.name, rate: target.rate, budgetMs: target.budgetMs, ...(await options.measure(`${origin}${target.url}`, target.token, target.rate)) };
      figures.push(figure);
      log(`${figure.name.padEnd(16)} ${figure.requestsPerSecond.toFixed(0).padStart(5)} req/s at ${figure.rate}/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  ${figure.failed} failed`);
    }
    return figures;
  } finally {
    await gateway.close();
  }
}
