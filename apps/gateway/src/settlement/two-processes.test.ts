import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { runMigrations } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import type { ClosableDatabase } from '../db/postgres';
import { createPostgresTestDatabase, TEST_DATABASE_URL } from '../db/postgres-test-database';
import type { PostgresTestDatabase } from '../db/postgres-test-database';
import { seedMerchants } from '../seed/demo-data';
import { createTestClock } from '../test/test-gateway';
import { fundMember } from '../wallet/ledger-test-support';
import type { FromGatewayProcess, ToGatewayProcess } from './gateway-process';
import { endedPeriods } from './periods';
import type { SweepResult } from './sweep';
import { createSettlementTree, HOUR_MS, makeContract, MINUTE_MS, placeSettledBet, settlementsOf, unreconciledSettlements } from './test-support';

// Issue 21, item 8: two gateway processes (real OS processes, each building the gateway over the
// same PostgreSQL, each with a clock this test moves) settle every period exactly once. They
// sweep at the same moments, three sweeps each at a time, through six hours of periods while the
// paying agent runs short of money and is topped up. Runs when the test command started a
// PostgreSQL server (TEST_DATABASE_URL), like the other PostgreSQL tests.

const GATEWAY_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PROCESS_SCRIPT = fileURLToPath(new URL('./gateway-process.ts', import.meta.url));
const STEPS = 12;
const STEP_MS = 30 * MINUTE_MS;

/** A forked gateway process and the next message it sends. */
interface GatewayProcess {
  child: ChildProcess;
  next: () => Promise<FromGatewayProcess>;
  output: string[];
}

function startGatewayProcess(databaseUrl: string, clockMs: number): GatewayProcess {
  // tsx (the gateway's dev loader) runs the TypeScript; `source` resolves @platform/api to its sources, as vitest does.
  const child = fork(PROCESS_SCRIPT, [], {
    cwd: GATEWAY_DIR,
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, GATEWAY_CLOCK_MS: String(clockMs) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const queue: FromGatewayProcess[] = [];
  let waiting: ((message: FromGatewayProcess) => void) | undefined;
  child.on('message', (message: FromGatewayProcess) => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(message);
    } else queue.push(message);
  });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`The gateway process exited (${code}):\n${output.join('')}`))));
  exited.catch(() => undefined);
  const next = () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : Promise.race([new Promise<FromGatewayProcess>((resolve) => (waiting = resolve)), exited]));
  return { child, next, output };
}

async function sweepBoth(processes: readonly GatewayProcess[], at: number): Promise<SweepResult[]> {
  const message: ToGatewayProcess = { type: 'sweep', at, sweeps: 3 };
  for (const gateway of processes) gateway.child.send(message);
  const answers = await Promise.all(processes.map((gateway) => gateway.next()));
  return answers.flatMap((answer) => {
    if (answer.type !== 'swept') throw new Error(`A gateway process answered ${JSON.stringify(answer)}`);
    return answer.results;
  });
}

describe('two gateway processes over one PostgreSQL', () => {
  let database: PostgresTestDatabase | undefined;
  let db: ClosableDatabase | undefined;
  const processes: GatewayProcess[] = [];

  beforeAll(async () => {
    if (TEST_DATABASE_URL === undefined) return;
    database = await createPostgresTestDatabase(TEST_DATABASE_URL);
    db = await openPostgres(database.url);
    await runMigrations(db);
    await seedMerchants(db);
  }, 60_000);

  afterAll(async () => {
    for (const gateway of processes) if (gateway.child.connected) gateway.child.send({ type: 'close' } satisfies ToGatewayProcess);
    await Promise.all(processes.map((gateway) => (gateway.child.exitCode === null ? new Promise((resolve) => gateway.child.once('exit', resolve)) : undefined)));
    await db?.close();
    await database?.drop();
  }, 60_000);

  it.runIf(TEST_DATABASE_URL !== undefined)('settle every period exactly once', { timeout: 240_000 }, async () => {
    // The contracts are made through a gateway of this process, which is then closed: only the two processes settle.
    const clock = createTestClock();
    const start = Math.ceil(clock.now().getTime() / HOUR_MS) * HOUR_MS;
    clock.advance(start - clock.now().getTime());
    const setup = buildApp({ db: db!, now: clock.now });
    await setup.ready();
    const tree = await createSettlementTree(db!, clock.now(), 'two');
    await fundMember(db!, tree.boss.memberId, 1);
    const toLead = { upline: tree.boss, downline: tree.lead, downlineAccount: 'twolead' };
    const contractIds = [
      await makeContract(setup, 'REALTIME', toLead, [{ singleBet: 1, profitSalaryRate: 1, lossSalaryRate: 2 }]),
      await makeContract(setup, 'HOURLY', toLead, [{ betAmount: 1, amount: 2 }]),
    ];
    await setup.close();
    const players = [tree.p1, tree.p2, tree.p3, tree.sub];
    for (let minute = 3; minute < STEPS * 30; minute += 11) {
      await placeSettledBet(db!, players[minute % players.length]!.memberId, { amount: 20 + minute, payout: minute % 3 === 0 ? 100 : 0, at: new Date(start + minute * MINUTE_MS) });
    }

    processes.push(startGatewayProcess(database!.url, start), startGatewayProcess(database!.url, start));
    for (const gateway of processes) expect(await gateway.next()).toMatchObject({ type: 'ready', port: expect.any(Number) });

    const results: SweepResult[] = [];
    for (let step = 1; step <= STEPS; step += 1) {
      // Halfway, the paying agent gets the money for what it could not pay so far.
      if (step === STEPS / 2) await fundMember(db!, tree.boss.memberId, 1_000);
      results.push(...(await sweepBoth(processes, start + step * STEP_MS)));
    }

    const end = new Date(start + STEPS * STEP_MS);
    const accepted = new Date(start);
    const expected = [
      endedPeriods({ kind: 'REALTIME', period: null, acceptedAt: accepted, terminatedAt: null }, null, end, 10_000).periods.length,
      endedPeriods({ kind: 'HOURLY', period: null, acceptedAt: accepted, terminatedAt: null }, null, end, 10_000).periods.length,
    ];
    const rows = await Promise.all(contractIds.map((id) => settlementsOf(db!, id)));
    expect(rows.map((list) => list.length)).toEqual(expected);
    const all = rows.flat();
    expect(all.filter((row) => row.status === 'DUE' || row.status === 'UNPAID')).toEqual([]);
    // Every PAID period has exactly its two entries; nothing else moved money.
    expect(await unreconciledSettlements(db!)).toEqual([]);
    // No period was paid by two sweeps: the payments the sweeps report are no more than the rows
    // paid (fewer only if a process's own timer took some: it sweeps too, with the same clock).
    const paidRows = all.filter((row) => row.status === 'PAID').length;
    expect(paidRows).toBeGreaterThan(0);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBeLessThanOrEqual(paidRows);
    expect(results.reduce((sum, result) => sum + result.paid + result.nothing, 0)).toBeLessThanOrEqual(all.length);
    expect(results.some((result) => result.unpaid > 0)).toBe(true);
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);
  });
});
