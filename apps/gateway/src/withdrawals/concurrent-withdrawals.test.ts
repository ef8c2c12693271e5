import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, memberTransfer, requestWithdrawal } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import type { CallAnswer } from '../test/test-gateway';
import { appliedRequests, auditLedger, fundMember } from '../wallet/ledger-test-support';
import { addTestBankCard, ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD, unaccountedWithdrawals, withdrawalAccounts } from './test-support';
import { decidePayout } from './withdrawal-payout';
import type { PayoutDecision } from './withdrawal-payout';

// Issue 19, item 7 (the withdrawal side): for one player, at once, withdrawal requests (each
// requestId sent two or three times), transfers to the upline (some replayed), and the payout
// desk paying in full, in part or rejecting whatever is pending, several desks racing for the
// same withdrawal. Afterwards every wallet is the sum of its entries, nothing is negative, each
// request applied once, and each withdrawal's frozen + paid + returned is what it requested. On
// PGlite (one connection: transactions take turns) and, when the test command started one, on
// PostgreSQL with many connections racing for real.

// At most 60 withdrawal requests (three copies each): the per-minute limit of a member's requests.
const WITHDRAWALS = 20;
const TRANSFERS = 30;
const DESKS = 3;

type Gateway = RaceGateway;

interface Player {
  memberId: number;
  token: string;
  cardId: number;
}

interface PlannedCall {
  kind: 'withdrawal' | 'transfer';
  requestId: string;
  delayMs: number;
  send: () => Promise<CallAnswer<{ withdrawalNo?: string; transferId?: string }>>;
}

function planCalls(gateway: Gateway, player: Player): PlannedCall[] {
  const random = seededRandom('withdrawals-race');
  const calls: PlannedCall[] = [];
  for (let index = 0; index < WITHDRAWALS; index++) {
    const requestId = `race-wd-${index}`;
    const amount = (5_000 + random.int(15_000)) / 100;
    const send = () =>
      callGateway(gateway.app, requestWithdrawal, { cardId: player.cardId, amount, paymentPassword: TEST_PAYMENT_PASSWORD, requestId }, { token: player.token });
    for (let copy = 0, copies = random.chance(0.3) ? 3 : 2; copy < copies; copy++) calls.push({ kind: 'withdrawal', requestId, delayMs: random.int(600), send });
  }
  for (let index = 0; index < TRANSFERS; index++) {
    const requestId = `race-tu-${index}`;
    const amount = (100 + random.int(3_000)) / 100;
    const send = () =>
      callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', amount, paymentPassword: TEST_PAYMENT_PASSWORD, requestId }, { token: player.token });
    for (let copy = 0, copies = random.chance(0.3) ? 2 : 1; copy < copies; copy++) calls.push({ kind: 'transfer', requestId, delayMs: random.int(600), send });
  }
  return random.shuffle(calls);
}

/** A payout desk: until told to stop, decides whatever withdrawal of the player is pending, as another desk may at the same moment. */
async function runDesk(gateway: Gateway, memberId: number, seed: string, stop: { now: boolean }): Promise<{ decided: number; refused: number }> {
  const { db } = gateway;
  const random = seededRandom(seed);
  let decided = 0;
  let refused = 0;
  while (!stop.now) {
    const pending = await db.query<{ withdrawal_no: string; amount: number }>(
      "select withdrawal_no, amount::float8 as amount from withdrawal where member_id = $1 and status = 'REQUESTED'",
      [memberId],
    );
    const found = pending.rows[0];
    if (found) {
      const roll = random.next();
      const decision: PayoutDecision =
        roll < 0.4 ? { action: 'pay' } : roll < 0.7 ? { action: 'pay', amount: Math.max(0.01, Math.floor(found.amount * 50) / 100) } : { action: 'reject', reason: 'Race test' };
      try {
        await decidePayout(db, found.withdrawal_no, decision, gateway.clock.now());
        decided++;
      } catch (error) {
        // Another desk decided it first: refused, never decided twice.
        if (!(error instanceof RequestError) || error.statusCode !== 409) throw error;
        refused++;
      }
    }
    await sleep(3 + random.int(10));
  }
  return { decided, refused };
}

describe.each(raceDatabases())('withdrawals, transfers to the upline and payouts racing on $database', ({ open, enabled }) => {
  let gateway: Gateway | undefined;
  let player: Player;
  let uplineId: number;

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    uplineId = (await createTestMember(gateway.db, { account: 'raceUpline', type: 1 })).memberId;
    const member = await createTestMember(gateway.db, { account: 'racePlayer', upline: 'raceUpline' });
    await fundMember(gateway.db, member.memberId, 2_000);
    await ensureTestPaymentPassword(gateway.db, member.memberId);
    player = { ...member, cardId: await addTestBankCard(gateway.db, member.memberId, '9090909090') };
    // The demo's daily limit would refuse most of the race after five: the limit is not what is tested here.
    await gateway.db.query("update withdrawal_setting set daily_count = 1000 where merchant_code = 'DEMO_ROYAL'");
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('leave the ledger balanced, never negative, each request applied once and every withdrawal accounted for', { timeout: 120_000 }, async () => {
    const { db } = gateway!;
    const seeded = await db.query<{ n: number }>("select count(*)::int as n from withdrawal_setting where merchant_code in ('DEMO_ROYAL', 'DEMO_JADE')");
    expect(seeded.rows[0]!.n).toBe(2);
    const before = await auditLedger(db);

    const stop = { now: false };
    const desks = Array.from({ length: DESKS }, (_, index) => runDesk(gateway!, player.memberId, `desk-${index}`, stop));
    const calls = planCalls(gateway!, player);
    const answers = await Promise.all(
      calls.map(async (call) => {
        await sleep(call.delayMs);
        return { call, answer: await call.send() };
      }),
    );
    stop.now = true;
    const deskResults = await Promise.all(desks);

    // Successes, and refusals a player can meet: one pending at a time, or not enough money.
    for (const { answer } of answers) {
      if (answer.statusCode === 200) continue;
      const message = answer.body.message ?? '';
      expect(answer.statusCode, message).toBe(400);
      expect([ERROR_CODE.badRequest, ERROR_CODE.insufficientBalance], message).toContain(answer.body.code);
    }
    // Every answer to one requestId says the same: one withdrawal, one transfer.
    const outcomes = new Map<string, Set<string>>();
    for (const { call, answer } of answers.filter(({ answer }) => answer.statusCode === 200)) {
      const value = answer.body.value;
      const seen = outcomes.get(call.requestId) ?? new Set<string>();
      seen.add(String(value.withdrawalNo ?? value.transferId));
      outcomes.set(call.requestId, seen);
    }
    for (const [requestId, seen] of outcomes) expect(seen.size, requestId).toBe(1);

    const created = await withdrawalAccounts(db, player.memberId);
    expect(created.length).toBeGreaterThanOrEqual(2);
    // Every decision the desks made took effect once; the ones they lost to another desk were refused.
    expect(deskResults.reduce((sum, desk) => sum + desk.decided, 0)).toBe(created.filter((row) => row.status !== 'REQUESTED').length);
    // Each withdrawal request created at most one withdrawal, and exactly those that were answered 200.
    expect(new Set(created.map((row) => row.requestId)).size).toBe(created.length);
    const succeeded = new Set(answers.filter(({ call, answer }) => call.kind === 'withdrawal' && answer.statusCode === 200).map(({ call }) => call.requestId));
    expect(new Set(created.map((row) => row.requestId))).toEqual(succeeded);

    // Frozen + paid + returned = requested, for each withdrawal, in its row and in the ledger.
    expect(unaccountedWithdrawals(created)).toEqual([]);
    const frozenCents = created.reduce((sum, row) => sum + row.frozenCents, 0);
    const paidCents = created.reduce((sum, row) => sum + row.paidCents, 0);
    const frozenWallet = await db.query<{ balance: number }>("select balance::float8 as balance from wallet where member_id = $1 and wallet_code = 'FROZEN'", [player.memberId]);
    expect(Math.round(frozenWallet.rows[0]!.balance * 100)).toBe(frozenCents);

    // Each request id moved money once: two entries under one reference number.
    const applied = await appliedRequests(db, 'race-');
    for (const row of applied) expect(row, row.requestId).toMatchObject({ entries: 2, references: 1 });
    const moved = new Set(answers.filter(({ answer }) => answer.statusCode === 200).map(({ call }) => call.requestId));
    expect(new Set(applied.map((row) => row.requestId))).toEqual(moved);

    // Every wallet is the sum of its entries, none is negative, and only the payouts left the platform.
    const after = await auditLedger(db);
    expect(after.unbalancedWallets).toEqual([]);
    expect(after.negativeWallets).toBe(0);
    expect(Math.round((before.totalBalance - after.totalBalance) * 100)).toBe(paidCents);
    const upline = await db.query<{ total: number }>('select coalesce(sum(balance), 0)::float8 as total from wallet where member_id = $1', [uplineId]);
    const transferred = await db.query<{ total: number }>(
      "select coalesce(sum(amount), 0)::float8 as total from ledger_entry where member_id = $1 and request_id like 'race-tu-%'",
      [uplineId],
    );
    expect(upline.rows[0]!.total).toBeCloseTo(transferred.rows[0]!.total, 2);
  });

  it.runIf(enabled)('decide a withdrawal once when payout desks race for it', { timeout: 60_000 }, async () => {
    const { app, db, clock } = gateway!;
    const member = await createTestMember(db, { account: 'raceOnce', upline: 'raceUpline', now: clock.now() });
    await fundMember(db, member.memberId, 500);
    await ensureTestPaymentPassword(db, member.memberId);
    const cardId = await addTestBankCard(db, member.memberId, '8080808080');
    const asked = await callGateway(app, requestWithdrawal, { cardId, amount: 400, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'once-1' }, { token: member.token });
    const { withdrawalNo } = asked.body.value;
    const decisions: PayoutDecision[] = [{ action: 'pay' }, { action: 'pay', amount: 123.45 }, { action: 'reject', reason: 'Race' }, { action: 'pay', amount: 0.01 }];
    const outcomes = await Promise.allSettled(decisions.map((decision) => decidePayout(db, withdrawalNo, decision, clock.now())));
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((outcome) => outcome.status === 'rejected')) expect(lost.reason).toMatchObject({ statusCode: 409 });
    const row = await db.query<{ amount: number; paid: number; returned: number }>(
      'select amount::float8 as amount, paid_amount::float8 as paid, returned_amount::float8 as returned from withdrawal where withdrawal_no = $1',
      [withdrawalNo],
    );
    expect(row.rows[0]!.paid + row.rows[0]!.returned).toBeCloseTo(400, 2);
    const wallets = await db.query<{ wallet_code: string; balance: number }>('select wallet_code, balance::float8 as balance from wallet where member_id = $1', [member.memberId]);
    const balances = new Map(wallets.rows.map((wallet) => [wallet.wallet_code, wallet.balance]));
    expect(balances.get('FROZEN')).toBe(0);
    expect(balances.get('MAIN')).toBeCloseTo(100 + row.rows[0]!.returned, 2);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
