import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, transferToDownline } from '@platform/api/contract';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import { appliedRequests, auditLedger, brokenRunningBalances, fundMember } from '../wallet/ledger-test-support';
import { TEST_PAYMENT_PASSWORD, ensureTestPaymentPassword } from '../withdrawals/test-support';

// 200 simultaneous transfers of one agent to its team, replays and overdrafts among them: each
// request id applied once, no wallet ever below zero, and every balance the sum of its ledger.
// On PGlite (one connection: transactions take turns) and, when the test command started a
// PostgreSQL server, on PostgreSQL with many connections racing for real.

const CALLS = 200;
const REPLAYS = 50;
const FUNDS = 500;

interface Planned {
  requestId: string;
  toAccount: string;
  amount: number;
}

/** A deterministic mix over the team: direct and deeper downlines, small amounts and overdrafts, then replays. */
function plan(team: readonly string[]): Planned[] {
  const random = seededRandom('agent-team-transfers');
  const unique: Planned[] = Array.from({ length: CALLS - REPLAYS }, (_, index) => ({
    requestId: `team-rush-${index}`,
    toAccount: random.pick(team),
    // Whole cents; one in ten asks for more than the agent ever held.
    amount: random.chance(0.1) ? FUNDS + 1 : (100 + random.int(1_900)) / 100,
  }));
  const replays = Array.from({ length: REPLAYS }, () => random.pick(unique));
  return random.shuffle([...unique, ...replays]);
}

describe.each(raceDatabases())('200 simultaneous transfers to downlines on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;
  let agent: { memberId: number; token: string };
  const team = new Map<string, number>();

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    const { db } = gateway;
    agent = await createTestMember(db, { account: 'raceBoss', type: 1 });
    await fundMember(db, agent.memberId, FUNDS);
    await ensureTestPaymentPassword(db, agent.memberId);
    team.set('raceLead', (await createTestMember(db, { account: 'raceLead', type: 2, upline: 'raceBoss' })).memberId);
    for (const [account, upline] of [['racePlayer1', 'raceBoss'], ['racePlayer2', 'raceBoss'], ['racePlayer3', 'raceLead'], ['racePlayer4', 'raceLead']] as const) {
      team.set(account, (await createTestMember(db, { account, upline })).memberId);
    }
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('apply each request once, never overdraw, and leave every balance equal to its ledger', { timeout: 120_000 }, async () => {
    const { app, db } = gateway!;
    const calls = plan([...team.keys()]);
    expect(calls).toHaveLength(CALLS);
    const answers = await Promise.all(
      calls.map(async (call) => ({
        call,
        answer: await callGateway(app, transferToDownline, { ...call, paymentPassword: TEST_PAYMENT_PASSWORD }, { token: agent.token }),
      })),
    );

    // Only transfers and refusals for want of money: no 5xx, no 409 (replays repeat their parameters).
    for (const { answer } of answers) {
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    }
    const succeeded = new Map<string, Planned>();
    const firstAnswers = new Map<string, unknown>();
    for (const { call, answer } of answers) {
      if (answer.statusCode !== 200) continue;
      succeeded.set(call.requestId, call);
      const first = firstAnswers.get(call.requestId);
      if (first === undefined) firstAnswers.set(call.requestId, answer.body.value);
      else expect(answer.body.value).toEqual(first);
    }
    expect(succeeded.size).toBeGreaterThan(0);
    expect(answers.some(({ answer }) => answer.statusCode === 400)).toBe(true);

    // Each request id moved money once: two entries under one reference number.
    const applied = await appliedRequests(db, 'team-rush-');
    for (const row of applied) expect(row).toMatchObject({ entries: 2, references: 1 });
    expect(new Set(applied.map((row) => row.requestId))).toEqual(new Set(succeeded.keys()));

    // The agent lost exactly what its team received, and nobody else's money moved.
    const sentCents = [...succeeded.values()].reduce((sum, call) => sum + Math.round(call.amount * 100), 0);
    const balances = await db.query<{ member_id: number; balance: number }>(
      "select member_id, balance::float8 as balance from wallet where wallet_code = 'MAIN' and member_id = any($1::int[])",
      [[agent.memberId, ...team.values()]],
    );
    const balanceOf = new Map(balances.rows.map((row) => [row.member_id, Math.round(row.balance * 100)]));
    expect(balanceOf.get(agent.memberId)).toBe(FUNDS * 100 - sentCents);
    for (const [account, memberId] of team) {
      const receivedCents = [...succeeded.values()].filter((call) => call.toAccount === account).reduce((sum, call) => sum + Math.round(call.amount * 100), 0);
      expect(balanceOf.get(memberId) ?? 0, account).toBe(receivedCents);
    }
    expect(await brokenRunningBalances(db, [agent.memberId, ...team.values()])).toEqual([]);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
