import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, memberTransfer, walletTransfer } from '@platform/api/contract';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import type { CallAnswer } from '../test/test-gateway';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { appliedRequests, auditLedger, fundMember } from './ledger-test-support';

// The must-show: 500 simultaneous transfers through the app leave the ledger balanced
// with no double spend. On PGlite (one connection: transactions take turns) and, when the test
// command started a PostgreSQL server, on PostgreSQL with many connections racing for real.

const CALLS = 500;
const REPLAYS = 80;
const PLAYERS = 6;

type Gateway = RaceGateway;

interface Sender {
  memberId: number;
  token: string;
  account: string;
}

interface PlannedCall {
  requestId: string;
  send: () => Promise<CallAnswer<unknown>>;
}

/** A deterministic mix: wallet transfers both ways, transfers up and down the tree, overdrafts, replays. */
function planCalls(app: FastifyInstance, agent: Sender, players: readonly Sender[]): PlannedCall[] {
  const random = seededRandom('500-transfers');
  const unique: PlannedCall[] = [];
  for (let index = 0; unique.length < CALLS - REPLAYS; index++) {
    const requestId = `rush-${index}`;
    const player = random.pick(players);
    // Whole cents over 100, as a client sends them: 1 + 0.15 is 1.1500000000000001, which the gateway refuses.
    const amount = (100 + random.int(4_000)) / 100;
    const roll = random.next();
    let send: PlannedCall['send'];
    if (roll < 0.35) {
      const [from, to] = random.chance(0.6) ? ['MAIN', 'PT'] : ['PT', 'MAIN'];
      send = () => callGateway(app, walletTransfer, { from, to, amount, requestId }, { token: player.token });
    } else if (roll < 0.65) {
      send = () => callGateway(app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount, requestId }, { token: player.token });
    } else if (roll < 0.9) {
      send = () => callGateway(app, memberTransfer, { direction: 'DOWNLINE', toAccount: player.account, amount, requestId }, { token: agent.token });
    } else {
      // More than anyone holds.
      send = () => callGateway(app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount: 50_000, requestId }, { token: player.token });
    }
    unique.push({ requestId, send });
  }
  const replays = Array.from({ length: REPLAYS }, () => random.pick(unique));
  return random.shuffle([...unique, ...replays]);
}

describe.each(raceDatabases())('500 simultaneous transfers on $database', ({ open, enabled }) => {
  let gateway: Gateway | undefined;
  let agent: Sender;
  const players: Sender[] = [];

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    agent = { ...(await createTestMember(gateway.db, { account: 'rushAgent', type: 1 })), account: 'rushAgent' };
    await fundMember(gateway.db, agent.memberId, 1_000);
    for (let index = 0; index < PLAYERS; index++) {
      const account = `rushPlayer${index}`;
      const player = await createTestMember(gateway.db, { account, upline: 'rushAgent' });
      await fundMember(gateway.db, player.memberId, 100);
      await ensureTestPaymentPassword(gateway.db, player.memberId);
      players.push({ ...player, account });
    }
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('leave the ledger balanced, with no double spend and every requestId applied once', { timeout: 60_000 }, async () => {
    const { app, db } = gateway!;
    const before = await auditLedger(db);
    const calls = planCalls(app, agent, players);
    expect(calls).toHaveLength(CALLS);

    const answers = await Promise.all(calls.map(async (call) => ({ requestId: call.requestId, answer: await call.send() })));

    // Only successes and refusals for want of money: no 5xx, no 409 (replays repeat their parameters).
    for (const { answer } of answers) {
      if (answer.statusCode !== 200) {
        expect(answer.statusCode).toBe(400);
        expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
      }
    }
    const refused = answers.filter(({ answer }) => answer.statusCode === 400).length;
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(CALLS);

    // Money is conserved (transfers only move it) and every wallet is the sum of its entries.
    const after = await auditLedger(db);
    expect(after.totalBalance).toBeCloseTo(before.totalBalance, 2);
    expect(after.totalEntries).toBeCloseTo(after.totalBalance, 2);
    expect(after.unbalancedWallets).toEqual([]);
    expect(after.negativeWallets).toBe(0);

    // Each request id moved money at most once: two entries under one reference number.
    const applied = await appliedRequests(db, 'rush-');
    for (const row of applied) expect(row).toMatchObject({ entries: 2, references: 1 });
    const succeeded = new Set(answers.filter(({ answer }) => answer.statusCode === 200).map(({ requestId }) => requestId));
    expect(new Set(applied.map((row) => row.requestId))).toEqual(succeeded);

    // Every successful answer of a request id is the first one's.
    const firstAnswers = new Map<string, unknown>();
    for (const { requestId, answer } of answers) {
      if (answer.statusCode !== 200) continue;
      const first = firstAnswers.get(requestId);
      if (first === undefined) firstAnswers.set(requestId, answer.body.value);
      else expect(answer.body.value).toEqual(first);
    }
  });
});
