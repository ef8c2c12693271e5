import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, bindEmail, bindEmailCode, bindPhone, bindPhoneCode, login, memberInfo, securityProfile, smsNoLogin } from '@platform/api/contract';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { EMAIL_CODE_TTL_MS } from './email-code';
import { DEV_INBOX_PATH } from './inbox';
import type { InboxMessage } from './inbox';
import { SMS_CODE_TTL_MS } from './sms';
import { addressSeries, createMemberWithPassword, latestSmsCode } from './test-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway({ devMode: true });
});

afterAll(async () => {
  await gateway.close();
});

let counter = 0;
function fresh(): number {
  counter += 1;
  return counter;
}

const freshAddress = addressSeries(8);

/** A 10-digit number no demo account uses. */
function freshNumber(): string {
  return `17${String(70_000_000 + fresh()).padStart(8, '0')}`;
}

const PASSWORD = 'secret123';

async function newMember(extra: { email?: string; mobileNum?: string } = {}): Promise<{ account: string; memberId: number; token: string }> {
  const account = `bind${String(fresh()).padStart(4, '0')}`;
  const memberId = await createMemberWithPassword(gateway, { account, password: PASSWORD, ...extra });
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password: PASSWORD }, { remoteAddress: freshAddress() });
  expect(answer.statusCode).toBe(200);
  return { account, memberId, token: answer.body.value.token };
}

function askPhoneCode(token: string, mobileNum: string) {
  return callGateway(gateway.app, bindPhoneCode, { mobileNum, countryDialingCode: '60' }, { token, remoteAddress: freshAddress() });
}

function bindNumber(token: string, mobileNum: string, verificationCode: string, password = PASSWORD) {
  return callGateway(gateway.app, bindPhone, { mobileNum, countryDialingCode: '60', verificationCode, password }, { token });
}

async function mailsTo(email: string): Promise<InboxMessage[]> {
  const answer = await gateway.app.inject({ method: 'GET', url: `${DEV_INBOX_PATH}?merchantCode=DEMO_ROYAL&email=${encodeURIComponent(email)}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ value: { messages: InboxMessage[] } }>().value.messages;
}

async function latestMailCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  expect(mail?.code).toMatch(/^\d{6}$/);
  return mail!.code!;
}

function askEmailCode(token: string, email: string) {
  return callGateway(gateway.app, bindEmailCode, { email }, { token, remoteAddress: freshAddress() });
}

function bindAddress(token: string, email: string, verificationCode: string, password = PASSWORD) {
  return callGateway(gateway.app, bindEmail, { email, verificationCode, password }, { token });
}

function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('binding a phone', () => {
  it('binds a first number with its SMS code and the login password, and the number then logs in', async () => {
    const member = await newMember();
    const number = freshNumber();
    const sent = await askPhoneCode(member.token, number);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 1, validMinutes: 5 });
    const code = (await latestSmsCode(gateway, number))!;
    const bound = await bindNumber(member.token, number, code);
    expect(bound.statusCode).toBe(200);
    expect(bound.body.value).toEqual({ masked: `+60 17*****${number.slice(-3)}` });
    expect(bound.response.body).not.toContain(number);
    const profile = await callGateway(gateway.app, securityProfile, {}, { token: member.token });
    expect(profile.body.value.maskedPhone).toBe(bound.body.value.masked);
    expect(profile.response.body).not.toContain(number);

    // The bound number is the account's for SMS login.
    gateway.clock.advance(61_000);
    expect((await callGateway(gateway.app, smsNoLogin, { mobileNum: number, countryDialingCode: '60' }, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    const smsLogin = await callGateway(gateway.app, login, { type: 'sms', mobileNum: number, countryDialingCode: '60', verificationCode: (await latestSmsCode(gateway, number))! }, { remoteAddress: freshAddress() });
    expect(smsLogin.statusCode).toBe(200);
    expect((await callGateway(gateway.app, memberInfo, {}, { token: smsLogin.body.value.token })).body.value.account).toBe(member.account);
  });

  it('changes a bound number: the old one no longer belongs to the account', async () => {
    const oldNumber = freshNumber();
    const member = await newMember({ mobileNum: oldNumber });
    const newNumber = freshNumber();
    expect((await askPhoneCode(member.token, newNumber)).statusCode).toBe(200);
    expect((await bindNumber(member.token, newNumber, (await latestSmsCode(gateway, newNumber))!)).statusCode).toBe(200);
    const row = await gateway.db.query<{ mobile_num: string }>('select mobile_num from member where id = $1', [member.memberId]);
    expect(row.rows[0]!.mobile_num).toBe(newNumber);
  });

  it('asks for the login password, and a wrong one leaves the code usable', async () => {
    const member = await newMember();
    const number = freshNumber();
    await askPhoneCode(member.token, number);
    const code = (await latestSmsCode(gateway, number))!;
    const wrong = await bindNumber(member.token, number, code, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({ code: ERROR_CODE.passwordIncorrect, message: 'The login password is incorrect' });
    expect((await bindNumber(member.token, number, code)).statusCode).toBe(200);
  });

  it('voids the code after five wrong tries', async () => {
    const member = await newMember();
    const number = freshNumber();
    await askPhoneCode(member.token, number);
    const code = (await latestSmsCode(gateway, number))!;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await bindNumber(member.token, number, wrongCode(code));
      expect(answer.body).toMatchObject({ code: ERROR_CODE.codeInvalid, message: 'The verification code is wrong' });
    }
    const right = await bindNumber(member.token, number, code);
    expect(right.body).toMatchObject({ code: ERROR_CODE.codeInvalid, message: 'Too many wrong verification codes: ask for a new code' });
    expect((await bindNumber(member.token, number, '')).body.code).toBe(ERROR_CODE.codeMissing);
  });

  it('expires the code after 5 minutes', async () => {
    const member = await newMember();
    const number = freshNumber();
    await askPhoneCode(member.token, number);
    const code = (await latestSmsCode(gateway, number))!;
    gateway.clock.advance(SMS_CODE_TTL_MS + 1);
    const late = await bindNumber(member.token, number, code);
    expect(late.statusCode).toBe(400);
    expect(late.body.code).toBe(ERROR_CODE.codeExpired);
  });

  it('takes only a code sent to this member for this number', async () => {
    const member = await newMember();
    const other = await newMember();
    const number = freshNumber();
    // Another member's code to the same number does not bind it for this member.
    await askPhoneCode(other.token, number);
    const othersCode = (await latestSmsCode(gateway, number))!;
    expect((await bindNumber(member.token, number, othersCode)).body.code).toBe(ERROR_CODE.codeInvalid);
    expect((await bindNumber(other.token, number, othersCode)).statusCode).toBe(200);
  });

  it('refuses a number another account uses, and the member’s own number', async () => {
    const taken = freshNumber();
    await newMember({ mobileNum: taken });
    const member = await newMember();
    const answer = await askPhoneCode(member.token, taken);
    expect(answer.statusCode).toBe(409);
    expect(answer.body.code).toBe(ERROR_CODE.accountExists);
    const own = freshNumber();
    const owner = await newMember({ mobileNum: own });
    expect((await askPhoneCode(owner.token, own)).body.message).toBe('This number is already bound to your account');
    expect((await askPhoneCode(member.token, '12345')).body.code).toBe(ERROR_CODE.phoneInvalid);
  });

  it('keeps the SMS limits: one code a minute per number', async () => {
    const member = await newMember();
    const number = freshNumber();
    expect((await askPhoneCode(member.token, number)).statusCode).toBe(200);
    const again = await askPhoneCode(member.token, number);
    expect(again.statusCode).toBe(429);
    expect(again.response.headers['retry-after']).toBe('60');
  });
});

describe('binding an email', () => {
  it('mails a code to the dev inbox and binds the address with it and the login password', async () => {
    const member = await newMember({ email: 'old.address@example.com' });
    const email = `new.address${fresh()}@Example.COM`;
    const sent = await askEmailCode(member.token, email);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 1, validMinutes: 10 });
    const stored = email.replace('Example.COM', 'example.com');
    const [mail] = await mailsTo(stored);
    expect(mail).toMatchObject({ channel: 'mail', to: stored, subject: '[Royal Lotto] Your email verification code' });
    const bound = await bindAddress(member.token, email, mail!.code!);
    expect(bound.statusCode).toBe(200);
    expect(bound.body.value).toEqual({ masked: 'n***@example.com' });
    const profile = await callGateway(gateway.app, securityProfile, {}, { token: member.token });
    expect(profile.body.value.maskedEmail).toBe('n***@example.com');
    for (const raw of [bound.response.body, profile.response.body, (await callGateway(gateway.app, memberInfo, {}, { token: member.token })).response.body]) {
      expect(raw.toLowerCase()).not.toContain('new.address');
      expect(raw).not.toContain('old.address');
    }
  });

  it('voids the code after five wrong tries, and expires it after 10 minutes', async () => {
    const member = await newMember();
    const email = `tries${fresh()}@example.com`;
    await askEmailCode(member.token, email);
    const code = await latestMailCode(email);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await bindAddress(member.token, email, wrongCode(code))).body.code).toBe(ERROR_CODE.codeInvalid);
    expect((await bindAddress(member.token, email, code)).body.message).toBe('Too many wrong verification codes: ask for a new code');

    gateway.clock.advance(61_000);
    await askEmailCode(member.token, email);
    const second = await latestMailCode(email);
    gateway.clock.advance(EMAIL_CODE_TTL_MS + 1);
    const late = await bindAddress(member.token, email, second);
    expect(late.body.code).toBe(ERROR_CODE.codeExpired);
  });

  it('takes a code only for the address and the member it was mailed for', async () => {
    const member = await newMember();
    const other = await newMember();
    const email = `shared${fresh()}@example.com`;
    await askEmailCode(member.token, email);
    const code = await latestMailCode(email);
    expect((await bindAddress(other.token, email, code)).body.code).toBe(ERROR_CODE.codeInvalid);
    expect((await bindAddress(member.token, `other${fresh()}@example.com`, code)).body.code).toBe(ERROR_CODE.codeInvalid);
    expect((await bindAddress(member.token, email, code, 'wrong-password')).body.code).toBe(ERROR_CODE.passwordIncorrect);
    expect((await bindAddress(member.token, email, code)).statusCode).toBe(200);
    expect((await bindAddress(member.token, email, code)).body.message).toBe('This email is already bound to your account');
  });

  it.each(['', 'no-at-sign', 'two@@example.com', 'a@b', 'space in@example.com', '<x>@example.com'])('refuses %j with a clear 400', async (email) => {
    const member = await newMember();
    const answer = await askEmailCode(member.token, email);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.badRequest);
    expect(answer.body.message).toMatch(/^Please enter (a valid|your) email address$/);
  });

  it('sends one code a minute per address, and at most ten an hour per member', async () => {
    const member = await newMember();
    const email = `limit${fresh()}@example.com`;
    expect((await askEmailCode(member.token, email)).statusCode).toBe(200);
    expect((await askEmailCode(member.token, email)).statusCode).toBe(429);
    for (let send = 0; send < 8; send += 1) expect((await askEmailCode(member.token, `limit${fresh()}@example.com`)).statusCode).toBe(200);
    const eleventh = await askEmailCode(member.token, `limit${fresh()}@example.com`);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.body.message).toBe('Too many verification codes for your account: try again later');
  });
});
