/**
 * The benchmark of issue 21, item 10: one 5-minute real-time settlement over 50,000 team bets
 * (a 5,000-member downline tree, ten bets each in the window) must take at most 5 s. Prints the
 * figure against its budget. On the embedded database, or on PostgreSQL with a server URL:
 *   npx tsx --conditions=source apps/gateway/src/settlement/realtime-bench.ts [postgres://…]
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { writeBulkHistory } from '../records/bulk-history';
import { createPostgresTestGateway } from '../test/postgres-test-gateway';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import { fundMember } from '../wallet/ledger-test-support';
import { REALTIME_WINDOW_MS } from './periods';
import { sweepSettlements } from './sweep';
import { makeContract, settlementsOf } from './test-support';

export const REALTIME_BENCH_MEMBERS = 5_000;
export const REALTIME_BENCH_BETS_PER_MEMBER = 10;
export const REALTIME_BENCH_BUDGET_MS = 5_000;

export interface RealtimeBenchFigure {
  bets: number;
  ms: number;
  budgetMs: number;
  amount: number;
}

export async function runRealtimeSettlementBench(options: { serverUrl?: string; log?: (line: string) => void } = {}): Promise<RealtimeBenchFigure> {
  const log = options.log ?? console.log;
  const gateway = options.serverUrl ? await createPostgresTestGateway(options.serverUrl) : await createTestGateway({ seed: 'merchants' });
  try {
    const { app, db, clock } = gateway;
    const boss = await createTestMember(db, { account: 'benchboss', type: 1, now: clock.now() });
    const lead = await createTestMember(db, { account: 'benchlead', type: 2, upline: 'benchboss', now: clock.now() });
    await fundMember(db, boss.memberId, 1_000_000);
    const team = await writeBulkHistory(db, 'DEMO_ROYAL', { members: REALTIME_BENCH_MEMBERS, ledgerPerMember: 1, betsPerMember: 1, days: 1 }, clock.now(), { uplineIds: [lead.memberId] });
    const windowStart = Math.ceil(clock.now().getTime() / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS;
    clock.advance(windowStart - clock.now().getTime());
    const contractId = await makeContract(app, 'REALTIME', { upline: boss, downline: lead, downlineAccount: 'benchlead' }, [
      { singleBet: 1, profitSalaryRate: 0.5, lossSalaryRate: 1 },
      { singleBet: 50, profitSalaryRate: 1, lossSalaryRate: 2 },
    ]);
    // Ten bets a member, spread over the window (never at its very end).
    await db.query(
      `insert into bet (member_id, merchant_code, round_no, game_code, game_name, vendor_code, game_type, bet_amount, valid_bet, payout, bet_at, settled_at, business_day)
       select m, 'DEMO_ROYAL', 'RB' || m || 'X' || i, 'BENCH', 'Bench game', 'PT', 'RNG', 1 + i * 9 % 100, 1 + i * 9 % 100,
              case when (m + i) % 3 = 0 then 2 * (1 + i * 9 % 100) else 0 end, t, t, ((t at time zone 'UTC') + interval '8 hours')::date
         from unnest($1::int[]) m cross join generate_series(0, $2 - 1) i
              cross join lateral (select $3::timestamptz + ((m * 7919 + i * 104729) % 299000) * interval '1 millisecond' as t) moment`,
      [team, REALTIME_BENCH_BETS_PER_MEMBER, new Date(windowStart)],
    );
    await db.exec('analyze');
    clock.advance(REALTIME_WINDOW_MS);
    const started = performance.now();
    await sweepSettlements(db, clock.now());
    const ms = Math.round(performance.now() - started);
    const [row] = await settlementsOf(db, contractId);
    const figure = { bets: row?.figures?.betCount ?? 0, ms, budgetMs: REALTIME_BENCH_BUDGET_MS, amount: row?.amount ?? 0 };
    log(
      `real-time settlement of one 5-minute window, ${figure.bets} team bets (${options.serverUrl ? 'PostgreSQL' : 'embedded PGlite'}): ` +
        `${figure.ms} ms against a budget of ${figure.budgetMs} ms ${figure.ms <= figure.budgetMs ? 'OK' : 'OVER BUDGET'}; paid ${figure.amount} (${row?.status})`,
    );
    return figure;
  } finally {
    await gateway.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRealtimeSettlementBench({ ...(process.argv[2] ? { serverUrl: process.argv[2] } : {}) }).then(
    (figure) => process.exit(figure.ms <= figure.budgetMs ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
