import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  SECOND_FACTOR_MAX_ATTEMPTS,
  disableTotp,
  enableTotp,
  exclude,
  login,
  memberInfo,
  register,
  registerSms,
  secondFactorCode,
  securityProfile,
  totpSetup,
  verifySecondFactor,
} from '@platform/api/contract';
import type { SecondFactorChallenge, SecondFactorFailureValue, SecondFactorMethod } from '@platform/api/contract';
import { loadConfig } from '../config';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { recordKnownAddress } from './known-addresses';
import { storeResetPassword } from './password-policy';
import { SECOND_FACTOR_MEMBER_LIMIT } from './second-factor-routes';
import { addressSeries, createMemberWithPassword, latestSmsCode, solvedCaptcha } from './test-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}
const freshAddress = addressSeries(7);

const PASSWORD = 'secret88';
const HOME = '10.6.0.1';

interface Member {
  id: number;
  account: string;
  mobileNum: string;
  email: string;
}

/** A member with a phone, an email and a real name, who has logged in from HOME. */
async function memberAtHome(options: { payeeName?: string | null; email?: boolean; phone?: boolean } = {}): Promise<Member> {
  const n = next();
  const account = `twofa${n}x`;
  const mobileNum = String(150_000_000 + n);
  const email = `twofa${n}@example.com`;
  const id = await createMemberWithPassword(gateway, {
    account,
    password: PASSWORD,
    ...(options.phone === false ? {} : { mobileNum }),
    ...(options.email === false ? {} : { email }),
    ...(options.payeeName === null ? {} : { payeeName: options.payeeName ?? 'Tan Ah Kow' }),
  });
  await recordKnownAddress(gateway.db, id, HOME, gateway.clock.now());
  return { id, account, mobileNum, email };
}

function passwordLogin(account: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return callGateway(gateway.app, login, { type: 'username', username: account, password: PASSWORD }, { remoteAddress, headers });
}

/** A login from a new address: the challenge it answers with. */
async function challengeFor(member: Member, address = freshAddress()): Promise<SecondFactorChallenge> {
  const answer = await passwordLogin(member.account, address);
  expect(answer.statusCode).toBe(403);
  expect(answer.body.code).toBe(ERROR_CODE.verificationRequired);
  return answer.body.value as unknown as SecondFactorChallenge;
}

function verify(challenge: string, method: SecondFactorMethod, answer: string, remoteAddress = freshAddress()) {
  return callGateway(gateway.app, verifySecondFactor, { challenge, method, answer }, { remoteAddress });
}

function attemptsLeft(value: unknown): number {
  return (value as SecondFactorFailureValue).attemptsLeft;
}

async function sessionCount(memberId: number): Promise<number> {
  return (await gateway.db.query<{ count: number }>('select count(*)::int as count from session where member_id = $1', [memberId])).rows[0]!.count;
}

async function latestMailCode(email: string): Promise<string> {
  const result = await gateway.db.query<{ body: string }>("select body from dev_inbox where channel = 'mail' and email = $1 order by id desc limit 1", [email]);
  return /\b(\d{6})\b/.exec(result.rows[0]?.body ?? '')?.[1] ?? '';
}

function totpFor(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

describe('login from a recorded or a new address', () => {
  it('gives a token from a recorded address, and a challenge without a session from a new one', async () => {
    const member = await memberAtHome();
    const home = await passwordLogin(member.account, HOME);
    expect(home.statusCode).toBe(200);
    expect(home.body.value.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const sessions = await sessionCount(member.id);
    const away = await passwordLogin(member.account, freshAddress());
    expect(away.statusCode).toBe(403);
    expect(away.body).toMatchObject({ success: false, code: ERROR_CODE.verificationRequired });
    const challenge = away.body.value as unknown as SecondFactorChallenge;
    expect(challenge).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      methods: ['SMS', 'EMAIL', 'REAL_NAME'],
      maskedPhone: '+60 15****' + member.mobileNum.slice(-3),
      maskedEmail: `t***@example.com`,
      expiresAt: gateway.clock.now().getTime() + 10 * 60_000,
    });
    expect(await sessionCount(member.id)).toBe(sessions);
    // Only the challenge's hash is stored.
    const stored = await gateway.db.query('select 1 from second_factor_challenge where challenge_hash = $1', [challenge.challenge]);
    expect(stored.rows).toHaveLength(0);
  });

  it('still asks for the captcha and counts failures before any challenge', async () => {
    const member = await memberAtHome();
    const address = freshAddress();
    const wrong = await callGateway(gateway.app, login, { type: 'username', username: member.account, password: 'wrong-password1' }, { remoteAddress: address });
    expect(wrong.body.code).toBe(ERROR_CODE.badCredentials);
    const noCaptcha = await passwordLogin(member.account, address);
    expect(noCaptcha.body.code).toBe(ERROR_CODE.captchaRequired);
    const withCaptcha = await callGateway(
      gateway.app,
      login,
      { type: 'username', username: member.account, password: PASSWORD, ...(await solvedCaptcha(gateway)) },
      { remoteAddress: address },
    );
    expect(withCaptcha.body.code).toBe(ERROR_CODE.verificationRequired);
  });

  it('trusts the first address of a member with none recorded, then asks from another', async () => {
    const account = `tofu${next()}x`;
    const id = await createMemberWithPassword(gateway, { account, password: PASSWORD, mobileNum: String(160_000_000 + counter) });
    const first = freshAddress();
    expect((await passwordLogin(account, first)).statusCode).toBe(200);
    expect((await passwordLogin(account, first)).statusCode).toBe(200);
    const other = await passwordLogin(account, freshAddress());
    expect(other.body.code).toBe(ERROR_CODE.verificationRequired);
    const known = await gateway.db.query<{ address: string }>('select address from member_known_address where member_id = $1', [id]);
    expect(known.rows).toEqual([{ address: first }]);
  });

  it('lets a member with nothing to verify with log in, and records the address', async () => {
    const member = await memberAtHome({ payeeName: null, email: false, phone: false });
    const address = freshAddress();
    expect((await passwordLogin(member.account, address)).statusCode).toBe(200);
    const known = await gateway.db.query('select 1 from member_known_address where member_id = $1 and address = $2', [member.id, address]);
    expect(known.rows).toHaveLength(1);
  });

  it('tells an excluded member so at once, without a challenge', async () => {
    const member = await memberAtHome();
    const token = (await passwordLogin(member.account, HOME)).body.value.token;
    const excluded = await callGateway(gateway.app, exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: PASSWORD }, { token });
    expect(excluded.statusCode).toBe(200);
    const away = await passwordLogin(member.account, freshAddress());
    expect(away.body.code).toBe(ERROR_CODE.excluded);
    const challenges = await gateway.db.query('select 1 from second_factor_challenge where member_id = $1', [member.id]);
    expect(challenges.rows).toHaveLength(0);
  });

  it('takes a mailed temporary password as proof: no challenge, and the address is recorded', async () => {
    const member = await memberAtHome();
    await storeResetPassword(gateway.db, member.id, 'temp1234', gateway.clock.now());
    const address = freshAddress();
    const temporary = await callGateway(gateway.app, login, { type: 'username', username: member.account, password: 'temp1234' }, { remoteAddress: address });
    expect(temporary.statusCode).toBe(200);
    expect(temporary.body.value.passwordExpired).toBe(true);
    expect((await passwordLogin(member.account, address)).statusCode).toBe(200);
  });

  it('records the address a member registered from', async () => {
    const mobileNum = String(170_000_000 + next());
    const address = freshAddress();
    await callGateway(gateway.app, registerSms, { mobileNum, countryDialingCode: '60' }, { remoteAddress: address });
    const account = `reg${String(next()).padStart(4, '0')}x`;
    const registered = await callGateway(
      gateway.app,
      register,
      {
        username: account,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobileNum,
        countryDialingCode: '60',
        verificationCode: (await latestSmsCode(gateway, mobileNum)) ?? '',
        ...(await solvedCaptcha(gateway)),
        login: true,
        registerMethod: 'WEB',
      },
      { remoteAddress: address },
    );
    expect(registered.statusCode, JSON.stringify(registered.body)).toBe(200);
    expect((await passwordLogin(account, address)).statusCode).toBe(200);
    const away = await passwordLogin(account, freshAddress());
    expect(away.body.code).toBe(ERROR_CODE.verificationRequired);
    expect((away.body.value as unknown as SecondFactorChallenge).methods).toEqual(['SMS']);
  });
});

describe('answering the challenge', () => {
  it('passes with an SMS code, records the address, and the next login from it needs no challenge', async () => {
    const member = await memberAtHome();
    const address = freshAddress();
    const challenge = await challengeFor(member, address);
    const sent = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'SMS' }, { remoteAddress: address });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toEqual({ validMinutes: 10, expiredMinutes: 1 });
    const code = (await latestSmsCode(gateway, member.mobileNum))!;
    expect(code).toMatch(/^\d{6}$/);

    const passed = await verify(challenge.challenge, 'SMS', code, address);
    expect(passed.statusCode).toBe(200);
    expect(passed.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const info = await callGateway(gateway.app, memberInfo, {}, { token: passed.body.value.token });
    expect(info.body.value.account).toBe(member.account);
    const history = await gateway.db.query('select 1 from login_record where member_id = $1 and succeeded and ip = $2', [member.id, address]);
    expect(history.rows).toHaveLength(1);

    // Single use: neither the code nor the challenge answers again.
    const again = await verify(challenge.challenge, 'SMS', code, address);
    expect(again.body.code).toBe(ERROR_CODE.codeInvalid);
    expect(attemptsLeft(again.body.value)).toBe(0);

    expect((await passwordLogin(member.account, address)).statusCode).toBe(200);
  });

  it('refuses a used SMS code for a new challenge', async () => {
    const member = await memberAtHome();
    const first = await challengeFor(member);
    await callGateway(gateway.app, secondFactorCode, { challenge: first.challenge, method: 'SMS' }, { remoteAddress: freshAddress() });
    const code = (await latestSmsCode(gateway, member.mobileNum))!;
    expect((await verify(first.challenge, 'SMS', code)).statusCode).toBe(200);
    const second = await challengeFor(member);
    const reused = await verify(second.challenge, 'SMS', code);
    expect(reused.body.code).toBe(ERROR_CODE.codeInvalid);
    expect(attemptsLeft(reused.body.value)).toBe(SECOND_FACTOR_MAX_ATTEMPTS - 1);
  });

  it('passes with an email code', async () => {
    const member = await memberAtHome();
    const challenge = await challengeFor(member);
    const sent = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'EMAIL' }, { remoteAddress: freshAddress() });
    expect(sent.body.value).toEqual({ validMinutes: 10, expiredMinutes: 1 });
    const wrong = await verify(challenge.challenge, 'EMAIL', '000000');
    const code = await latestMailCode(member.email);
    if (code !== '000000') expect(wrong.body.code).toBe(ERROR_CODE.codeInvalid);
    const passed = await verify(challenge.challenge, 'EMAIL', code);
    expect(passed.statusCode).toBe(200);
  });

  it('passes with the real name, whatever its case, spacing and width', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const wrong = await challengeFor(member);
    const refused = await verify(wrong.challenge, 'REAL_NAME', 'Tan Ah Kaw');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.code).toBe(ERROR_CODE.codeInvalid);
    expect(attemptsLeft(refused.body.value)).toBe(4);
    expect((await verify(wrong.challenge, 'REAL_NAME', '  tan  AHKOW ')).statusCode).toBe(200);
    // Full-width letters are the same name after NFKC.
    const wide = await challengeFor(member);
    expect((await verify(wide.challenge, 'REAL_NAME', 'ＴＡＮ ＡＨ ＫＯＷ')).statusCode).toBe(200);
  });

  it('refuses a method the member does not have, without counting an answer', async () => {
    const member = await memberAtHome({ payeeName: null, email: false });
    const challenge = await challengeFor(member);
    expect(challenge.methods).toEqual(['SMS']);
    const mail = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'EMAIL' }, { remoteAddress: freshAddress() });
    expect(mail.statusCode).toBe(400);
    expect(mail.body).toMatchObject({ code: ERROR_CODE.badRequest, message: 'This account has no bound email: choose another way to verify' });
    const name = await verify(challenge.challenge, 'REAL_NAME', 'Anyone');
    expect(name.body.code).toBe(ERROR_CODE.badRequest);
    const totp = await verify(challenge.challenge, 'TOTP', '123456');
    expect(totp.body.code).toBe(ERROR_CODE.badRequest);
    const attempts = await gateway.db.query<{ attempts: number }>('select attempts from second_factor_challenge where member_id = $1', [member.id]);
    expect(attempts.rows[0]!.attempts).toBe(0);
  });

  it('refuses an unknown challenge', async () => {
    const unknown = await verify('A'.repeat(43), 'REAL_NAME', 'Tan Ah Kow');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.code).toBe(ERROR_CODE.codeInvalid);
    expect(attemptsLeft(unknown.body.value)).toBe(0);
  });

  it('expires the challenge and its codes at 10 minutes', async () => {
    const member = await memberAtHome();
    const challenge = await challengeFor(member);
    gateway.clock.advance(6 * 60_000);
    const sent = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'SMS' }, { remoteAddress: freshAddress() });
    // A code sent late lives only as long as its challenge.
    expect(sent.body.value).toEqual({ validMinutes: 4, expiredMinutes: 1 });
    const code = (await latestSmsCode(gateway, member.mobileNum))!;
    gateway.clock.advance(4 * 60_000);
    const expired = await verify(challenge.challenge, 'SMS', code);
    expect(expired.statusCode).toBe(400);
    expect(expired.body.code).toBe(ERROR_CODE.codeExpired);
    expect(attemptsLeft(expired.body.value)).toBe(0);
    const resend = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'SMS' }, { remoteAddress: freshAddress() });
    expect(resend.body.code).toBe(ERROR_CODE.codeExpired);
  });

  it('expires an SMS code 10 minutes after sending', async () => {
    const member = await memberAtHome();
    const challenge = await challengeFor(member);
    await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'SMS' }, { remoteAddress: freshAddress() });
    const code = (await latestSmsCode(gateway, member.mobileNum))!;
    gateway.clock.advance(10 * 60_000 - 1);
    expect((await verify(challenge.challenge, 'SMS', code)).statusCode).toBe(200);
  });

  it('spends the challenge after 5 wrong answers', async () => {
    const member = await memberAtHome();
    const challenge = await challengeFor(member);
    for (let attempt = 1; attempt <= SECOND_FACTOR_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await verify(challenge.challenge, 'REAL_NAME', `Not Him ${attempt}`);
      expect(wrong.body.code).toBe(ERROR_CODE.codeInvalid);
      expect(attemptsLeft(wrong.body.value)).toBe(SECOND_FACTOR_MAX_ATTEMPTS - attempt);
    }
    const right = await verify(challenge.challenge, 'REAL_NAME', 'Tan Ah Kow');
    expect(right.statusCode).toBe(400);
    expect(right.body).toMatchObject({ code: ERROR_CODE.codeInvalid, message: 'Too many wrong answers: please log in again' });
    expect(attemptsLeft(right.body.value)).toBe(0);
  });

  it('limits answers per member across challenges, so logging in again does not renew the budget', async () => {
    const member = await memberAtHome();
    // Two challenges spent by wrong answers: the member's hour is used up.
    let challenge = '';
    for (let answer = 0; answer < SECOND_FACTOR_MEMBER_LIMIT.limit; answer += 1) {
      if (answer % SECOND_FACTOR_MAX_ATTEMPTS === 0) challenge = (await challengeFor(member)).challenge;
      const wrong = await verify(challenge, 'REAL_NAME', 'Wrong Name');
      expect(wrong.body.code).toBe(ERROR_CODE.codeInvalid);
    }
    const fresh = await challengeFor(member);
    const limited = await verify(fresh.challenge, 'REAL_NAME', 'Tan Ah Kow');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.code).toBe(ERROR_CODE.tooManyRequests);
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
    gateway.clock.advance(SECOND_FACTOR_MEMBER_LIMIT.windowMs);
    const later = await challengeFor(member);
    expect((await verify(later.challenge, 'REAL_NAME', 'Tan Ah Kow')).statusCode).toBe(200);
  });

  it('limits the codes sent, as every other code to the number', async () => {
    const member = await memberAtHome();
    const challenge = await challengeFor(member);
    const first = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'SMS' }, { remoteAddress: freshAddress() });
    expect(first.statusCode).toBe(200);
    const resend = await callGateway(gateway.app, secondFactorCode, { challenge: challenge.challenge, method: 'SMS' }, { remoteAddress: freshAddress() });
    expect(resend.statusCode).toBe(429);
    expect(resend.body.code).toBe(ERROR_CODE.tooManyRequests);
  });
});

describe('the authenticator app', () => {
  it('sets up, confirms, answers a challenge once per time step, and is removed with the password', async () => {
    const member = await memberAtHome();
    const token = (await passwordLogin(member.account, HOME)).body.value.token;
    expect((await callGateway(gateway.app, securityProfile, {}, { token })).body.value.totpEnabled).toBe(false);

    const setup = await callGateway(gateway.app, totpSetup, {}, { token });
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Royal%20Lotto:${member.account}?issuer=Royal%20Lotto&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    // Not a factor until confirmed.
    expect((await challengeFor(member)).methods).not.toContain('TOTP');

    const wrongCode = await callGateway(gateway.app, enableTotp, { code: totpFor(secret).generate({ timestamp: gateway.clock.now().getTime() - 5 * 60_000 }) }, { token });
    expect(wrongCode.body.code).toBe(ERROR_CODE.codeInvalid);
    const confirmingCode = totpFor(secret).generate({ timestamp: gateway.clock.now().getTime() });
    const enabled = await callGateway(gateway.app, enableTotp, { code: confirmingCode }, { token });
    expect(enabled.body.value).toEqual({ enabled: true });
    expect((await callGateway(gateway.app, securityProfile, {}, { token })).body.value.totpEnabled).toBe(true);

    const challenge = await challengeFor(member);
    expect(challenge.methods).toEqual(['SMS', 'EMAIL', 'REAL_NAME', 'TOTP']);
    // The code that confirmed the app is used up.
    const reused = await verify(challenge.challenge, 'TOTP', confirmingCode);
    expect(reused.body).toMatchObject({ code: ERROR_CODE.codeInvalid });
    expect(reused.body.message).toContain('used already');
    gateway.clock.advance(30_000);
    const code = totpFor(secret).generate({ timestamp: gateway.clock.now().getTime() });
    expect((await verify(challenge.challenge, 'TOTP', code)).statusCode).toBe(200);
    // The same code cannot answer another challenge.
    const next = await challengeFor(member);
    expect((await verify(next.challenge, 'TOTP', code)).body.code).toBe(ERROR_CODE.codeInvalid);
    // One step late is still accepted (clock drift): the step after the used one, a step ago.
    gateway.clock.advance(60_000);
    const late = totpFor(secret).generate({ timestamp: gateway.clock.now().getTime() - 30_000 });
    expect(late).not.toBe(code);
    expect((await verify(next.challenge, 'TOTP', late)).statusCode).toBe(200);

    const wrongPassword = await callGateway(gateway.app, disableTotp, { password: 'not-my-password' }, { token });
    expect(wrongPassword.body.code).toBe(ERROR_CODE.passwordIncorrect);
    const disabled = await callGateway(gateway.app, disableTotp, { password: PASSWORD }, { token });
    expect(disabled.body.value).toEqual({ enabled: false });
    expect((await callGateway(gateway.app, securityProfile, {}, { token })).body.value.totpEnabled).toBe(false);
    expect((await challengeFor(member)).methods).not.toContain('TOTP');
  });

  it('asks for a set-up before a confirmation', async () => {
    const member = await memberAtHome();
    const token = (await passwordLogin(member.account, HOME)).body.value.token;
    const answer = await callGateway(gateway.app, enableTotp, { code: '123456' }, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.badRequest);
  });

  it('refuses trial accounts', async () => {
    const trial = await createTestMember(gateway.db, { account: `trialtotp${next()}`, type: 4 });
    for (const call of [totpSetup, enableTotp, disableTotp] as const) {
      const input = call === enableTotp ? { code: '123456' } : call === disableTotp ? { password: 'whatever1' } : {};
      const answer = await callGateway(gateway.app, call, input, { token: trial.token });
      expect(answer.statusCode, call.path).toBe(403);
      expect(answer.body.code).toBe(ERROR_CODE.realAccountRequired);
    }
  });
});

describe('the address behind a trusted proxy (e2e: TRUST_PROXY=loopback)', () => {
  it('takes a new address from X-Forwarded-For sent from this machine, and from no one else', async () => {
    const proxied = await createTestGateway({ trustProxy: loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy });
    try {
      const account = `proxied${next()}x`;
      await createMemberWithPassword(proxied, { account, password: PASSWORD, payeeName: 'Tan Ah Kow' });
      const viaLocal = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        callGateway(proxied.app, login, { type: 'username', username: account, password: PASSWORD }, { remoteAddress, headers });
      expect((await viaLocal({})).statusCode).toBe(200);
      expect((await viaLocal({ 'x-forwarded-for': '203.0.113.7' })).body.code).toBe(ERROR_CODE.verificationRequired);
      // From an address that is not loopback the header is not believed: the address is the socket's.
      const other = await callGateway(proxied.app, login, { type: 'username', username: account, password: PASSWORD }, { remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(other.body.code).toBe(ERROR_CODE.verificationRequired);
    } finally {
      await proxied.close();
    }
  });
});
