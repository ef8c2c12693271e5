import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumBalance } from '../wallet/ledger';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { DEV_CLOCK_PATH } from '../system/dev-clock-route';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { DEV_SETTLEMENT_SWEEP_PATH } from './dev-sweep-route';
import { createSettlementTree, DAY_MS, makeContract, MINUTE_MS, placeSettledBet, settlementEntries, settlementsOf, unreconciledSettlements } from './test-support';

// 20 dev sweeps at once after the dev clock moved a day, over the demo's contracts and one of the
// test's own: each ended period settled once, every PAID one with exactly its two ledger entries,
// every balance the sum of its ledger. On PGlite (transactions take turns) and, when the test
// command started a PostgreSQL server, on PostgreSQL with many connections racing for real.

const SWEEPS = 20;

interface DevSweepAnswer {
  enqueued: number;
  paid: number;
  unpaid: number;
  nothing: number;
  failed: number;
  settled: number;
  more: boolean;
}

describe.each(raceDatabases({ devMode: true }))('simultaneous dev sweeps on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;
  let tree: Awaited<ReturnType<typeof createSettlementTree>>;
  let contractId: number;

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    const now = gateway.clock.now();
    tree = await createSettlementTree(gateway.db, now, 'dsr');
    await fundMember(gateway.db, tree.boss.memberId, 100);
    contractId = await makeContract(gateway.app, 'DAILY', { upline: tree.boss, downline: tree.lead, downlineAccount: 'dsrlead' }, [{ periodValidBet: 100, activeMembers: 1, rate: 2 }]);
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 250, payout: 0, at: new Date(now.getTime() + MINUTE_MS) });
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('settle each ended period once and reconcile every balance with its ledger', { timeout: 120_000 }, async () => {
    const { app, db } = gateway!;
    const sweep = async () => {
      const response = await app.inject({ method: 'POST', url: DEV_SETTLEMENT_SWEEP_PATH, payload: {} });
      expect(response.statusCode).toBe(200);
      return response.json<{ value: DevSweepAnswer }>().value;
    };
    const moved = await app.inject({ method: 'POST', url: DEV_CLOCK_PATH, payload: { advanceMinutes: DAY_MS / MINUTE_MS } });
    const movedNow = new Date(moved.json<{ value: { now: string } }>().value.now);

    const answers = await Promise.all(Array.from({ length: SWEEPS }, sweep));
    for (let more = answers.some((answer) => answer.more), rounds = 0; more && rounds < 50; rounds += 1) {
      const answer = await sweep();
      answers.push(answer);
      more = answer.more;
    }
    expect(answers.at(-1)!.more).toBe(false);
    expect(answers.every((answer) => answer.failed === 0)).toBe(true);

    // The sweeps' answers add up to what was settled at the moved clock: nothing twice.
    const settledNow = await db.query<{ status: string; count: number }>(
      `select status, count(*)::int as count from settlement_period where settled_at = $1 group by status`,
      [movedNow],
    );
    const byStatus = Object.fromEntries(settledNow.rows.map((row) => [row.status, row.count]));
    expect(answers.reduce((sum, answer) => sum + answer.paid, 0)).toBe(byStatus.PAID ?? 0);
    expect(answers.reduce((sum, answer) => sum + answer.nothing, 0)).toBe(byStatus.NOTHING ?? 0);
    expect(answers.reduce((sum, answer) => sum + answer.enqueued, 0)).toBe(
      (await db.query<{ count: number }>('select count(*)::int as count from settlement_period where created_at = $1', [movedNow])).rows[0]!.count,
    );

    expect((await settlementsOf(db, contractId)).map((row) => [row.status, row.amount])).toEqual([['PAID', 5]]);
    expect((await settlementEntries(db, [tree.boss.memberId, tree.lead.memberId])).map((entry) => entry.cents)).toEqual([-500, 500]);
    expect(await sumBalance(db, tree.boss.memberId)).toBe(95);
    expect(await unreconciledSettlements(db)).toEqual([]);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
