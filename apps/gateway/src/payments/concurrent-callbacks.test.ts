import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { createTestMember } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { depositCreditsByOrder, insertPendingOrders, postCallback } from './deposit-test-support';
import type { DemoCallbackBody } from './demo-provider/demo-provider';

// The must-show (item 7, deposits): 200 simultaneous provider callbacks for one player's
// orders, with duplicates (one provider transaction sent several times at once, and a second
// transaction for an order already paid), forged and stale signatures and wrong amounts, leave
// the ledger balanced with the wallet, each order credited exactly once, forged ones never, and
// nothing negative. On PGlite (one connection: transactions take turns) and, when the test
// command started a PostgreSQL server, on PostgreSQL with many connections racing for real.

const ORDERS = 40;
const INITIAL_CENTS = 10_000;

type Gateway = RaceGateway;

interface PlannedCallback {
  kind: 'genuine' | 'forged' | 'stale' | 'wrongAmount';
  orderNo: string;
  send: () => ReturnType<typeof postCallback>;
}

describe.each(raceDatabases())('200 simultaneous deposit callbacks on $database', ({ open, enabled }) => {
  let gateway: Gateway | undefined;
  let memberId: number;
  let orders: string[];
  let amounts: number[];

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    ({ memberId } = await createTestMember(gateway.db, { account: 'callbackRush' }));
    await fundMember(gateway.db, memberId, INITIAL_CENTS / 100);
    const random = seededRandom('deposit-callbacks');
    amounts = Array.from({ length: ORDERS }, () => 1_000 + random.int(500_000));
    orders = await insertPendingOrders(gateway.db, memberId, 'QR_TNG', amounts, gateway.clock.now());
  });

  afterAll(async () => {
    await gateway?.close();
  });

  /**
   * Orders 0-29 are paid, each by one transaction sent 4 times; 30-34 are paid by two
   * transactions sent 3 times each; 35-39 fail (sent twice). Forged and stale successes aim at
   * every order, wrong amounts at the paid ones: 120 + 30 + 10 + 20 + 10 + 10 = 200.
   */
  function planCallbacks(app: Gateway['app'], db: Gateway['db'], now: () => Date): PlannedCallback[] {
    const random = seededRandom('deposit-callback-plan');
    const body = (index: number, providerTxnId: string, status: DemoCallbackBody['status'], cents = amounts[index]!): DemoCallbackBody => ({
      merchantCode: 'DEMO_ROYAL',
      orderNo: orders[index]!,
      providerTxnId,
      status,
      amount: (cents / 100).toFixed(2),
    });
    const planned: PlannedCallback[] = [];
    const add = (kind: PlannedCallback['kind'], index: number, send: PlannedCallback['send']) => planned.push({ kind, orderNo: orders[index]!, send });
    for (let index = 0; index < 30; index++) {
      for (let copy = 0; copy < 4; copy++) add('genuine', index, () => postCallback(app, db, body(index, `RUSH-${index}`, 'SUCCESS'), now()));
    }
    for (let index = 30; index < 35; index++) {
      for (const txn of ['A', 'B']) {
        for (let copy = 0; copy < 3; copy++) add('genuine', index, () => postCallback(app, db, body(index, `RUSH-${index}-${txn}`, 'SUCCESS'), now()));
      }
    }
    for (let index = 35; index < 40; index++) {
      for (let copy = 0; copy < 2; copy++) add('genuine', index, () => postCallback(app, db, body(index, `RUSH-${index}-FAIL`, 'FAILED'), now()));
    }
    for (let count = 0; count < 20; count++) {
      const index = random.int(ORDERS);
      const forged = body(index, `FORGED-${count}`, 'SUCCESS');
      add('forged', index, () => postCallback(app, db, forged, now(), { secret: `forger-secret-${count}-0123456789abcdef0123456789` }));
    }
    for (let count = 0; count < 10; count++) {
      const index = random.int(ORDERS);
      add('stale', index, () => postCallback(app, db, body(index, `STALE-${count}`, 'SUCCESS'), now(), { signedAt: new Date(now().getTime() - 10 * 60_000) }));
    }
    for (let count = 0; count < 10; count++) {
      const index = random.int(35);
      add('wrongAmount', index, () => postCallback(app, db, body(index, `WRONG-${count}`, 'SUCCESS', amounts[index]! + 1), now()));
    }
    return random.shuffle(planned);
  }

  it.runIf(enabled)('leave the ledger balanced, each order credited exactly once and forged ones never', { timeout: 120_000 }, async () => {
    const { app, db, clock } = gateway!;
    const calls = planCallbacks(app, db, clock.now);
    expect(calls).toHaveLength(200);

    const answers = await Promise.all(calls.map(async (call) => ({ call, response: await call.send() })));

    for (const { call, response } of answers) {
      const expected = { genuine: 200, forged: 401, stale: 401, wrongAmount: 409 }[call.kind];
      // A wrong amount arriving after the order was paid finds it settled.
      if (call.kind === 'wrongAmount' && response.statusCode === 200) {
        expect(response.json()).toMatchObject({ value: { result: 'ALREADY_SETTLED' } });
        continue;
      }
      expect(response.statusCode, `${call.kind} ${call.orderNo}: ${response.body}`).toBe(expected);
    }

    // Each paid order exactly one DEPOSIT; the failed ones none.
    const byOrder = await depositCreditsByOrder(db, memberId);
    for (const [index, orderNo] of orders.entries()) {
      const row = byOrder.get(orderNo);
      if (index < 35) expect(row, orderNo).toEqual({ entries: 1, cents: amounts[index]! });
      else expect(row, orderNo).toBeUndefined();
    }
    const statuses = await db.query<{ status: string; n: number }>('select status, count(*)::int as n from deposit_order where member_id = $1 group by status order by status', [
      memberId,
    ]);
    expect(statuses.rows).toEqual([
      { status: 'FAILED', n: 5 },
      { status: 'PAID', n: 35 },
    ]);

    // Each genuine transaction recorded once per outcome; no forged or stale one recorded at all.
    const recorded = await db.query<{ provider_txn_id: string }>('select provider_txn_id from payment_callback where order_no = any($1::text[])', [orders]);
    const ids = recorded.rows.map((row) => row.provider_txn_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('FORGED') || id.startsWith('STALE'))).toEqual([]);

    // The wallet is the initial money plus the paid orders, and every wallet the sum of its entries.
    const paidCents = amounts.slice(0, 35).reduce((sum, cents) => sum + cents, 0);
    const wallet = await db.query<{ balance: number }>("select balance::float8 as balance from wallet where member_id = $1 and wallet_code = 'MAIN'", [memberId]);
    expect(Math.round(wallet.rows[0]!.balance * 100)).toBe(INITIAL_CENTS + paidCents);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    expect(audit.totalEntries).toBeCloseTo(audit.totalBalance, 2);
  });
});
