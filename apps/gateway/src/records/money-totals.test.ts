import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecords, memberTransactionsExport, personalProfit, requestWithdrawal } from '@platform/api/contract';
import type { Envelope } from '@platform/api/contract';
import { hashToken } from '../accounts/session-store';
import { launchDemoGame } from '../demo-game/launch-ticket';
import type { SpinResult } from '../demo-game/spin';
import { creditDepositOrder, lockDepositOrder } from '../payments/settle-deposit';
import { insertPendingOrders } from '../payments/deposit-test-support';
import { businessDayOf } from '../shared/business-day';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { auditLedger } from '../wallet/ledger-test-support';
import { addTestBankCard, ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { decidePayout } from '../withdrawals/withdrawal-payout';
import { auditDailyTotals } from './records-test-support';

let gateway: TestGateway;
let member: { memberId: number; token: string };
let today: string;

const SESSION_ATTRIBUTE = /data-session="([A-Za-z0-9_-]{43})"/;

/** Launches the demo slot as a game launch does and answers its game session's token. */
async function openSlot(app: FastifyInstance): Promise<string> {
  const url = await gateway.db.transaction((tx) =>
    launchDemoGame(
      tx,
      { memberId: member.memberId, memberSessionHash: hashToken(member.token), merchantCode: 'DEMO_ROYAL', nodeId: 'PT-RNG-001', gameName: 'Fortune Dragon', vassalage: 'PT', tryPlay: false, language: 'EN' },
      gateway.clock.now(),
    ),
  );
  const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return SESSION_ATTRIBUTE.exec(page.body)![1]!;
}

async function spin(session: string, bet: number, requestId: string): Promise<SpinResult> {
  const response = await gateway.app.inject({ method: 'POST', url: '/lgw/demo/slot/spin', payload: { session, bet, requestId } });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<SpinResult>>().value;
}

async function deposit(cents: number, firstDepositBonus = false): Promise<void> {
  const channel = await gateway.db.query<{ code: string }>("select code from payment_channel where merchant_code = 'DEMO_ROYAL' order by id limit 1");
  const [orderNo] = await insertPendingOrders(gateway.db, member.memberId, channel.rows[0]!.code, [cents], gateway.clock.now());
  if (firstDepositBonus) await gateway.db.query('update deposit_order set join_first_deposit = true where order_no = $1', [orderNo]);
  await gateway.db.transaction(async (tx) => creditDepositOrder(tx, (await lockDepositOrder(tx, orderNo!, 'DEMO_ROYAL'))!, null, gateway.clock.now()));
}

beforeAll(async () => {
  gateway = await createTestGateway();
  member = await createTestMember(gateway.db, { account: 'recordsPlayer' });
  today = businessDayOf(gateway.clock.now());
});

afterAll(async () => {
  await gateway.close();
});

const profitToday = async () => (await callGateway(gateway.app, personalProfit, { startDate: today, endDate: today }, { token: member.token })).body.value;

describe('the daily totals of money', () => {
  it('count deposits, bonuses and only the paid part of a withdrawal, as the ledger has them', async () => {
    await gateway.db.transaction((tx) => grantOpeningCredit(tx, member.memberId, 'DEMO_ROYAL', gateway.clock.now()));
    await deposit(50_000, true);
    await deposit(20_000);
    await ensureTestPaymentPassword(gateway.db, member.memberId);
    const cardId = await addTestBankCard(gateway.db, member.memberId, '5555666677');
    const asked = await callGateway(gateway.app, requestWithdrawal, { cardId, amount: 300, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'records-wd-1' }, { token: member.token });
    expect(asked.statusCode).toBe(200);
    // Frozen, not yet paid: no withdrawal counted.
    expect((await profitToday()).totals.withdrawals).toBe(0);
    await decidePayout(gateway.db, asked.body.value.withdrawalNo, { action: 'pay', amount: 120 }, gateway.clock.now());

    const bonuses = await gateway.db.query<{ total: number }>("select sum(amount)::float8 as total from ledger_entry where member_id = $1 and type = 'BONUS'", [member.memberId]);
    const totals = (await profitToday()).totals;
    expect(totals).toMatchObject({ deposits: 700, withdrawals: 120, bonuses: bonuses.rows[0]!.total });
    expect(bonuses.rows[0]!.total).toBeGreaterThan(10); // the welcome credit and the first-deposit bonus
    expect(await auditDailyTotals(gateway.db, [member.memberId])).toEqual([]);
  });
});

describe('real spins of the demo slot', () => {
  it('show in the betting record, the account record and profit and loss, which agree', async () => {
    const before = await profitToday();
    const session = await openSlot(gateway.app);
    const spins: SpinResult[] = [];
    for (let index = 0; index < 12; index++) spins.push(await spin(session, [0.5, 1, 2][index % 3]!, `records-spin-${index}`));

    const cents = (amount: number) => Math.round(amount * 100);
    const betCents = spins.reduce((sum, result) => sum + cents(result.bet), 0);
    const winCents = spins.reduce((sum, result) => sum + cents(result.win), 0);
    const after = await profitToday();
    expect(after.totals.betCount - before.totals.betCount).toBe(12);
    expect(cents(after.totals.bets) - cents(before.totals.bets)).toBe(betCents);
    expect(cents(after.totals.payouts) - cents(before.totals.payouts)).toBe(winCents);
    expect(after.gameTypes.map((type) => type.gameType)).toEqual(['RNG']);

    const record = (await callGateway(gateway.app, betRecords, { pageNo: 1, pageSize: 20, startDate: today, endDate: today }, { token: member.token })).body.value;
    expect(record.list.map((bet) => bet.roundNo)).toEqual(spins.map((result) => result.referenceNo).reverse());
    expect(record.list[0]).toMatchObject({ gameName: 'Fortune Dragon', vendorCode: 'PT', gameType: 'RNG', status: 'SETTLED' });
    expect(cents(record.totals.winLoss)).toBe(winCents - betCents);

    const ledger = (await callGateway(gateway.app, memberTransactionsExport, { type: 'BET', startDate: today, endDate: today }, { token: member.token })).body.value.list;
    expect(ledger.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(winCents - betCents);
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(await auditDailyTotals(gateway.db, [member.memberId])).toEqual([]);
  });
});
