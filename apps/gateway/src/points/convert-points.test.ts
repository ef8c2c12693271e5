import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPoints, ERROR_CODE, pointsBalance } from '@platform/api/contract';
import { hashPassword } from '../accounts/password';
import { nextReferenceNo } from '../shared/money';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger } from '../wallet/ledger-test-support';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { changePoints } from './points-ledger';

// Issue 20, item 11: points become money with the PAYMENT password, once per requestId, credited
// through the ledger as POINTS (not a bonus: the daily totals are left alone).

const LOGIN_PASSWORD = 'Login2026x';
let gateway: TestGateway;

async function pointsMember(account: string, points: number, options: { paymentPassword?: boolean; type?: number } = {}) {
  const member = await createTestMember(gateway.db, { account, type: options.type ?? 0 });
  await gateway.db.query('update member set password_hash = $2 where id = $1', [member.memberId, await hashPassword(LOGIN_PASSWORD)]);
  if (options.paymentPassword ?? true) await ensureTestPaymentPassword(gateway.db, member.memberId);
  await gateway.db.transaction(async (tx) =>
    changePoints(tx, { memberId: member.memberId, points, type: 'BONUS', referenceNo: await nextReferenceNo(tx, 'PB'), now: gateway.clock.now() }),
  );
  return member;
}

const convert = (token: string, points: number, requestId: string, paymentPassword = TEST_PAYMENT_PASSWORD) =>
  callGateway(gateway.app, convertPoints, { points, paymentPassword, requestId }, { token });

async function ledgerOf(memberId: number) {
  const result = await gateway.db.query<{ type: string; amount: number; reference_no: string }>(
    'select type, amount::float8 as amount, reference_no from ledger_entry where member_id = $1 order by id',
    [memberId],
  );
  return result.rows;
}

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
});

afterAll(async () => {
  await gateway.close();
});

describe('convertPoints', () => {
  it('converts at the ratio with the payment password: points taken, POINTS credited once, daily totals untouched', async () => {
    const { token, memberId } = await pointsMember('convert01', 25_000);
    const answer = await convert(token, 12_340, 'convert01-a');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ changedPoints: -12_340, amount: 12.34, points: 12_660, balance: 12.34 });
    expect(await ledgerOf(memberId)).toEqual([{ type: 'POINTS', amount: 12.34, reference_no: expect.stringMatching(/^PC\d{8}$/) }]);
    const totals = await gateway.db.query('select * from member_daily_totals where member_id = $1', [memberId]);
    expect(totals.rows).toEqual([]);
  });

  it('answers a replayed requestId with the first conversion and refuses it with other points (409)', async () => {
    const { token, memberId } = await pointsMember('convert02', 10_000);
    const first = await convert(token, 3_000, 'convert02-a');
    const replay = await convert(token, 3_000, 'convert02-a');
    expect(replay.statusCode).toBe(200);
    expect(replay.body.value).toEqual(first.body.value);
    const other = await convert(token, 4_000, 'convert02-a');
    expect(other.statusCode).toBe(409);
    expect((await ledgerOf(memberId)).map((entry) => entry.amount)).toEqual([3]);
    expect((await callGateway(gateway.app, pointsBalance, {}, { token })).body.value.points).toBe(7_000);
  });

  it('converts once under 200 concurrent presses of 20 requestIds, and never below zero points', async () => {
    const { token, memberId } = await pointsMember('convert03', 15_000);
    // 20 ids × 10 copies; each asks 1,000 points: 15 can be paid, 5 find too few points.
    const presses = Array.from({ length: 200 }, (_, index) => convert(token, 1_000, `convert03-${index % 20}`));
    const answers = await Promise.all(presses);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    const entries = await ledgerOf(memberId);
    expect(entries).toHaveLength(15);
    expect(new Set(entries.map((entry) => entry.reference_no)).size).toBe(15);
    const succeeded = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.body.value.changedPoints + ':' + a.body.value.points));
    expect(succeeded.size).toBe(15);
    expect((await callGateway(gateway.app, pointsBalance, {}, { token })).body.value).toMatchObject({ points: 0, balance: 15 });
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
  });

  it('refuses the login password, and a member without a payment password is told to set one', async () => {
    const { token } = await pointsMember('convert04', 5_000);
    expect((await callGateway(gateway.app, convertPoints, { points: 1_000, paymentPassword: LOGIN_PASSWORD, requestId: 'c4' }, { token })).statusCode).toBe(400);
    const unset = await pointsMember('convert05', 5_000, { paymentPassword: false });
    const answer = await convert(unset.token, 1_000, 'convert05-a');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('Set a payment password first (security centre)');
    expect((await callGateway(gateway.app, pointsBalance, {}, { token: unset.token })).body.value.points).toBe(5_000);
  });

  it('counts wrong payment passwords and locks them after five (429), converting nothing', async () => {
    const { token } = await pointsMember('convert06', 5_000);
    const first = await convert(token, 1_000, 'convert06-a', '000000');
    expect(first.body).toMatchObject({ code: ERROR_CODE.passwordIncorrect, message: 'The payment password is incorrect: 4 tries left' });
    for (let attempt = 0; attempt < 4; attempt++) await convert(token, 1_000, `convert06-w${attempt}`, '000000');
    const locked = await convert(token, 1_000, 'convert06-b');
    expect(locked.statusCode).toBe(429);
    expect((await callGateway(gateway.app, pointsBalance, {}, { token })).body.value.points).toBe(5_000);
    gateway.clock.advance(15 * 60_000 + 1);
    expect((await convert(token, 1_000, 'convert06-c')).statusCode).toBe(200);
  });

  it('refuses too many points, a step below a cent, a malformed body and a trial account', async () => {
    const { token } = await pointsMember('convert07', 1_000);
    expect((await convert(token, 2_000, 'convert07-a')).body.code).toBe(ERROR_CODE.insufficientBalance);
    const step = await convert(token, 1_005, 'convert07-b');
    expect(step.statusCode).toBe(400);
    expect(step.body.message).toContain('steps of 10');
    for (const body of [
      { points: 5, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'x1' },
      { points: 1_000, paymentPassword: TEST_PAYMENT_PASSWORD },
      { points: 1_000, password: TEST_PAYMENT_PASSWORD, requestId: 'x2' },
      { points: 1_000, paymentPassword: '12345', requestId: 'x3' },
      { points: -1_000, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'x4' },
      { points: 1e12, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'x5' },
    ]) {
      expect((await callGateway(gateway.app, convertPoints, body, { token })).statusCode).toBe(400);
    }
    const trial = await pointsMember('convert08', 1_000, { type: 4 });
    expect((await convert(trial.token, 1_000, 'convert08-a')).statusCode).toBe(403);
    expect((await callGateway(gateway.app, pointsBalance, {}, { token })).body.value.points).toBe(1_000);
  });
});
