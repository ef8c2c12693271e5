import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePaymentPassword, ERROR_CODE, paymentPasswordStatus, setPaymentPassword } from '@platform/api/contract';
import { hashPassword } from '../accounts/password';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

const LOGIN_PASSWORD = 'Login2026x';

let gateway: TestGateway;
let member: { memberId: number; token: string };
let trial: { memberId: number; token: string };

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  member = await createTestMember(gateway.db, { account: 'paypass01' });
  trial = await createTestMember(gateway.db, { account: 'paypassTrial', type: 4 });
  await gateway.db.query('update member set password_hash = $2 where id = $1', [member.memberId, await hashPassword(LOGIN_PASSWORD)]);
});

afterAll(async () => {
  await gateway.close();
});

const status = async () => (await callGateway(gateway.app, paymentPasswordStatus, {}, { token: member.token })).body.value;

describe('the payment password', () => {
  it('is not set for a new member', async () => {
    expect(await status()).toEqual({ isSet: false, lockedUntil: null });
  });

  it('is set only with the login password and two equal entries of six digits', async () => {
    const wrongLogin = await callGateway(gateway.app, setPaymentPassword, { loginPassword: 'nope', paymentPassword: '135790', confirmPaymentPassword: '135790' }, { token: member.token });
    expect(wrongLogin.statusCode).toBe(400);
    expect(wrongLogin.body.code).toBe(ERROR_CODE.passwordIncorrect);
    expect(wrongLogin.body.message).toBe('The login password is incorrect: 4 tries left');

    const differ = await callGateway(gateway.app, setPaymentPassword, { loginPassword: LOGIN_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135791' }, { token: member.token });
    expect(differ.statusCode).toBe(400);
    expect(differ.body.message).toBe('The two payment passwords differ');

    for (const paymentPassword of ['12345', '1234567', 'abcdef', '12 456']) {
      const malformed = await callGateway(gateway.app, setPaymentPassword, { loginPassword: LOGIN_PASSWORD, paymentPassword, confirmPaymentPassword: paymentPassword }, { token: member.token });
      expect(malformed.statusCode, paymentPassword).toBe(400);
      expect(malformed.body.message, paymentPassword).toContain('"paymentPassword"');
    }

    const set = await callGateway(gateway.app, setPaymentPassword, { loginPassword: LOGIN_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' }, { token: member.token });
    expect(set.statusCode).toBe(200);
    expect(await status()).toEqual({ isSet: true, lockedUntil: null });
    const stored = await gateway.db.query<{ payment_password_hash: string }>('select payment_password_hash from member where id = $1', [member.memberId]);
    expect(stored.rows[0]!.payment_password_hash).toMatch(/^scrypt\$/);

    const again = await callGateway(gateway.app, setPaymentPassword, { loginPassword: LOGIN_PASSWORD, paymentPassword: '111111', confirmPaymentPassword: '111111' }, { token: member.token });
    expect(again.statusCode).toBe(409);
  });

  it('changes only with the old payment password, to a different one', async () => {
    const wrongOld = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '000000', newPaymentPassword: '246802', confirmPaymentPassword: '246802' }, { token: member.token });
    expect(wrongOld.body.code).toBe(ERROR_CODE.passwordIncorrect);
    const same = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '135790', newPaymentPassword: '135790', confirmPaymentPassword: '135790' }, { token: member.token });
    expect(same.statusCode).toBe(400);
    const changed = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '135790', newPaymentPassword: '246802', confirmPaymentPassword: '246802' }, { token: member.token });
    expect(changed.statusCode).toBe(200);
    const oldAgain = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '135790', newPaymentPassword: '975310', confirmPaymentPassword: '975310' }, { token: member.token });
    expect(oldAgain.body.code).toBe(ERROR_CODE.passwordIncorrect);
  });

  it('locks after five wrong attempts within 15 minutes, even the right password, then opens again', async () => {
    // The success of the change cleared the earlier failures; the wrong old password above is one.
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '000000', newPaymentPassword: '975310', confirmPaymentPassword: '975310' }, { token: member.token });
      expect(wrong.body.code).toBe(ERROR_CODE.passwordIncorrect);
    }
    const locked = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '246802', newPaymentPassword: '975310', confirmPaymentPassword: '975310' }, { token: member.token });
    expect(locked.statusCode).toBe(429);
    expect(locked.body.code).toBe(ERROR_CODE.tooManyRequests);
    expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await status()).lockedUntil).toBeGreaterThan(gateway.clock.now().getTime());

    gateway.clock.advance(15 * 60_000 + 1_000);
    expect((await status()).lockedUntil).toBeNull();
    const opened = await callGateway(gateway.app, changePaymentPassword, { oldPaymentPassword: '246802', newPaymentPassword: '975310', confirmPaymentPassword: '975310' }, { token: member.token });
    expect(opened.statusCode).toBe(200);
  });

  it('is refused to a trial account and to a guest', async () => {
    const body = { loginPassword: 'x', paymentPassword: '135790', confirmPaymentPassword: '135790' };
    const refused = await callGateway(gateway.app, setPaymentPassword, body, { token: trial.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await callGateway(gateway.app, setPaymentPassword, body)).statusCode).toBe(401);
    expect((await callGateway(gateway.app, paymentPasswordStatus, {})).statusCode).toBe(401);
  });
});
