import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPoints, ERROR_CODE, pointsBalance, pointsDetails, redeem, redeemList, redeemRecords } from '@platform/api/contract';
import type { RedeemItem } from '@platform/api/contract';
import { hashPassword } from '../accounts/password';
import { nextReferenceNo } from '../shared/money';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger } from '../wallet/ledger-test-support';
import { POINTS_RATIO } from '@platform/api/schemas';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { changePoints } from './points-ledger';

const PASSWORD = 'Secret123';
let gateway: TestGateway;

async function pointsMember(account: string, points: number, type = 0) {
  const member = await createTestMember(gateway.db, { account, type });
  await gateway.db.query('update member set password_hash = $2 where id = $1', [member.memberId, await hashPassword(PASSWORD)]);
  if (points > 0) {
    await gateway.db.transaction(async (tx) =>
      changePoints(tx, { memberId: member.memberId, points, type: 'BONUS', referenceNo: await nextReferenceNo(tx, 'PB'), now: gateway.clock.now() }),
    );
  }
  return member;
}

async function itemByKey(token: string, name: string, language = 'EN'): Promise<RedeemItem> {
  const list = await callGateway(gateway.app, redeemList, { pageNo: 1, pageSize: 100 }, { token, language });
  return list.body.value.list.find((item) => item.name === name)!;
}

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('pointsBalance', () => {
  it('answers points, balance and the ratio; zero points before any', async () => {
    const fresh = await pointsMember('points00', 0);
    const answer = await callGateway(gateway.app, pointsBalance, {}, { token: fresh.token });
    expect(answer.body.value).toEqual({ points: 0, balance: 0, ratio: POINTS_RATIO });
    expect((await callGateway(gateway.app, pointsBalance, {})).statusCode).toBe(401);
  });
});

describe('redeemList', () => {
  it('lists the mall in the request language, with types, stock and pictures', async () => {
    const { token } = await pointsMember('points01', 0);
    const zh = await callGateway(gateway.app, redeemList, { pageNo: 1, pageSize: 100 }, { token, language: 'CN' });
    const names = zh.body.value.list.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['现金 5.00', '保温杯', '1克金条']));
    const ms = await callGateway(gateway.app, redeemList, { pageNo: 1, pageSize: 100 }, { token, language: 'MS' });
    expect(ms.body.value.list.map((item) => item.name)).toContain('Jam tangan pintar');
    const tumbler = await itemByKey(token, 'Insulated tumbler');
    expect(tumbler).toMatchObject({ type: 'GOODS', pointsRequired: 15_000, quantity: 120, redeemAmount: null, imageUrl: '/lgw/assets/points-mall/goods-tumbler.svg' });
    const image = await gateway.app.inject({ method: 'GET', url: tumbler.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('aria-label="Insulated tumbler"');
    expect((await gateway.app.inject({ method: 'GET', url: '/lgw/assets/points-mall/nothing.svg' })).statusCode).toBe(404);
  });

  it('filters by type and pages', async () => {
    const { token } = await pointsMember('points02', 0);
    const cash = await callGateway(gateway.app, redeemList, { pageNo: 1, pageSize: 2, type: 'CASH' }, { token });
    expect(cash.body.value.totalPages).toBe(2);
    expect(cash.body.value.list.every((item) => item.type === 'CASH')).toBe(true);
    expect((await callGateway(gateway.app, redeemList, { pageNo: 1, pageSize: 20, type: 'CAR' }, { token })).statusCode).toBe(400);
  });
});

describe('redeem', () => {
  it('pays a cash item into the main wallet at once and takes the points', async () => {
    const { token, memberId } = await pointsMember('points03', 12_000);
    const cash = await itemByKey(token, 'Cash 5.00');
    const answer = await callGateway(gateway.app, redeem, { itemId: cash.itemId, quantity: 2, password: PASSWORD }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ type: 'CASH', quantity: 2, points: 10_000, status: 'APPROVED', paidAccount: 'points03', paidAmount: 10, redeemAmount: 5 });
    expect((await callGateway(gateway.app, pointsBalance, {}, { token })).body.value).toEqual({ points: 2_000, balance: 10, ratio: POINTS_RATIO });
    const entry = await gateway.db.query<{ type: string; amount: number }>('select type, amount::float8 as amount from ledger_entry where member_id = $1', [memberId]);
    expect(entry.rows).toEqual([{ type: 'POINTS', amount: 10 }]);
  });

  it('leaves goods APPLYING, takes one unit of stock and needs an address', async () => {
    const { token } = await pointsMember('points04', 40_000);
    const tumbler = await itemByKey(token, 'Insulated tumbler');
    const noAddress = await callGateway(gateway.app, redeem, { itemId: tumbler.itemId, quantity: 1, password: PASSWORD }, { token });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.body.message).toBe('A receiving address is required for goods');
    const answer = await callGateway(gateway.app, redeem, { itemId: tumbler.itemId, quantity: 1, password: PASSWORD, receivingAddress: '1 Jalan Ampang, KL' }, { token });
    expect(answer.body.value).toMatchObject({ status: 'APPLYING', receivingAddress: '1 Jalan Ampang, KL', paidAmount: null });
    expect((await itemByKey(token, 'Insulated tumbler')).quantity).toBe(tumbler.quantity! - 1);
  });

  it('refuses a wrong password with PASSWORD_INCORRECT', async () => {
    const { token } = await pointsMember('points05', 40_000);
    const cash = await itemByKey(token, 'Cash 5.00');
    const answer = await callGateway(gateway.app, redeem, { itemId: cash.itemId, quantity: 1, password: 'wrong' }, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.passwordIncorrect);
  });

  it('refuses too few points with INSUFFICIENT_BALANCE and gives the stock back', async () => {
    const { token } = await pointsMember('points06', 100);
    const watch = await itemByKey(token, 'Smart watch');
    const answer = await callGateway(gateway.app, redeem, { itemId: watch.itemId, quantity: 1, password: PASSWORD, receivingAddress: 'Penang' }, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    expect((await itemByKey(token, 'Smart watch')).quantity).toBe(watch.quantity);
  });

  it('refuses more units than the stock with OUT_OF_STOCK, even when redemptions race', async () => {
    const rich = await Promise.all([1, 2, 3, 4, 5].map((index) => pointsMember(`golden0${index}`, 500_000)));
    const gold = await itemByKey(rich[0]!.token, 'Gold bar 1 g');
    expect(gold.quantity).toBe(3);
    const answers = await Promise.all(
      rich.map(({ token }) => callGateway(gateway.app, redeem, { itemId: gold.itemId, quantity: 1, password: PASSWORD, receivingAddress: 'Johor Bahru' }, { token })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code === ERROR_CODE.outOfStock)).toHaveLength(2);
    expect((await itemByKey(rich[0]!.token, 'Gold bar 1 g')).quantity).toBe(0);
  });

  it('refuses an unknown item (404), a trial account (403) and a malformed body (400)', async () => {
    const { token } = await pointsMember('points07', 1_000);
    expect((await callGateway(gateway.app, redeem, { itemId: 999_999, quantity: 1, password: PASSWORD }, { token })).statusCode).toBe(404);
    const trial = await pointsMember('pointstrial', 1_000, 4);
    const refused = await callGateway(gateway.app, redeem, { itemId: 1, quantity: 1, password: PASSWORD }, { token: trial.token });
    expect(refused.body.code).toBe(ERROR_CODE.realAccountRequired);
    for (const body of [{ itemId: 1, quantity: 0, password: 'x' }, { itemId: 1, quantity: 1 }, { itemId: 'abc', quantity: 1, password: 'x' }]) {
      expect((await callGateway(gateway.app, redeem, body, { token })).statusCode).toBe(400);
    }
  });
});

// convertPoints: convert-points.test.ts.

describe('redeemRecords and pointsDetails', () => {
  it('list the member history newest first', async () => {
    const { token, memberId } = await pointsMember('points10', 30_000);
    await ensureTestPaymentPassword(gateway.db, memberId);
    const cash = await itemByKey(token, 'Cash 5.00');
    await callGateway(gateway.app, redeem, { itemId: cash.itemId, quantity: 1, password: TEST_PAYMENT_PASSWORD }, { token });
    gateway.clock.advance(1_000);
    await callGateway(gateway.app, convertPoints, { points: 1_000, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'points10-convert' }, { token });
    gateway.clock.advance(1_000);
    const tumbler = await itemByKey(token, 'Insulated tumbler');
    await callGateway(gateway.app, redeem, { itemId: tumbler.itemId, quantity: 1, password: TEST_PAYMENT_PASSWORD, receivingAddress: 'Ipoh' }, { token });

    const records = await callGateway(gateway.app, redeemRecords, { pageNo: 1, pageSize: 10 }, { token, language: 'MS' });
    expect(records.body.value.list.map((record) => [record.name, record.status])).toEqual([
      ['Tumbler penebat haba', 'APPLYING'],
      ['Tunai 5.00', 'APPROVED'],
    ]);
    const details = await callGateway(gateway.app, pointsDetails, { pageNo: 1, pageSize: 2 }, { token });
    expect(details.body.value.totalPages).toBe(2);
    expect(details.body.value.list.map((record) => [record.type, record.changedPoints, record.points])).toEqual([
      ['REDEEM', -15_000, 9_000],
      ['CONVERT', -1_000, 24_000],
    ]);
    const past = await callGateway(gateway.app, pointsDetails, { pageNo: 9, pageSize: 2 }, { token });
    expect(past.body.value).toEqual({ list: [], totalPages: 2 });
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
  });
});
