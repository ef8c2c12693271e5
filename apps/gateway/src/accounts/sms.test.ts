import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, forgotPasswordByEmail, login, memberInfo, setPasswordByPhone, smsNoLogin } from '@platform/api/contract';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { latestSmsCode, solvedCaptcha } from './test-support';
import { DEV_INBOX_PATH, type InboxMessage } from './inbox';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway({ devMode: true });
});

afterAll(async () => {
  await gateway.close();
});

let counter = 0;
function freshAddress(): string {
  counter += 1;
  return `10.3.${Math.floor(counter / 250)}.${counter % 250}`;
}

function askCode(mobileNum: string, merchantCode = 'DEMO_ROYAL', remoteAddress = freshAddress()) {
  return callGateway(gateway.app, smsNoLogin, { mobileNum, countryDialingCode: '60' }, { merchantCode, remoteAddress });
}

async function inbox(query: string): Promise<InboxMessage[]> {
  const answer = await gateway.app.inject({ method: 'GET', url: `${DEV_INBOX_PATH}?merchantCode=DEMO_ROYAL&${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ value: { messages: InboxMessage[] } }>().value.messages;
}

function smsLogin(mobileNum: string, verificationCode: string) {
  return callGateway(gateway.app, login, { type: 'sms', mobileNum, countryDialingCode: '60', verificationCode }, { remoteAddress: freshAddress() });
}

describe('SMS codes', () => {
  it('delivers a 6-digit code to the dev inbox and logs in with it, without a captcha', async () => {
    // A failed password login from the same address would ask a password login for the captcha.
    const address = freshAddress();
    await callGateway(gateway.app, login, { type: 'username', username: 'player01', password: 'wrong-one1' }, { remoteAddress: address });
    const sent = await askCode('123456789', 'DEMO_ROYAL', address);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const [message] = await inbox('mobileNum=123456789&countryDialingCode=60');
    expect(message).toMatchObject({ channel: 'sms', to: '+60123456789', code: expect.stringMatching(/^\d{6}$/) });
    const answer = await callGateway(gateway.app, login, { type: 'sms', mobileNum: '123456789', countryDialingCode: '60', verificationCode: message!.code! }, { remoteAddress: address });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.passwordExpired).toBe(false);
    const info = await callGateway(gateway.app, memberInfo, {}, { token: answer.body.value.token });
    expect(info.body.value.account).toBe('player01');
    // Used up.
    expect((await smsLogin('123456789', message!.code!)).body.code).toBe(ERROR_CODE.codeInvalid);
    gateway.clock.advance(61_000);
  });

  it('sends one code per 60 s per number, with Retry-After', async () => {
    expect((await askCode('123456780')).statusCode).toBe(200);
    gateway.clock.advance(20_000);
    const early = await askCode('123456780');
    expect(early.statusCode).toBe(429);
    expect(early.body).toMatchObject({ code: ERROR_CODE.tooManyRequests, message: 'Please wait 40 seconds before asking for another code' });
    expect(early.response.headers['retry-after']).toBe('40');
    gateway.clock.advance(40_000);
    expect((await askCode('123456780')).statusCode).toBe(200);
  });

  it('locks a number for 5 minutes after five codes within an hour', async () => {
    const number = '198765432';
    for (let send = 0; send < 5; send += 1) {
      expect((await askCode(number)).statusCode).toBe(200);
      gateway.clock.advance(61_000);
    }
    const locked = await askCode(number);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe('Too many requests, try again after 5 minutes');
    expect(locked.response.headers['retry-after']).toBe('300');
    gateway.clock.advance(4 * 60_000);
    expect((await askCode(number)).statusCode).toBe(429);
    gateway.clock.advance(60_000);
    expect((await askCode(number)).statusCode).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    expect((await askCode('123456789')).statusCode).toBe(200);
    const code = (await latestSmsCode(gateway, '123456789'))!;
    gateway.clock.advance(5 * 60_000 + 1);
    const answer = await smsLogin('123456789', code);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.codeExpired);
  });

  it('voids a code after five wrong tries', async () => {
    gateway.clock.advance(61_000);
    expect((await askCode('123456789')).statusCode).toBe(200);
    const code = (await latestSmsCode(gateway, '123456789'))!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await smsLogin('123456789', wrong)).body.code).toBe(ERROR_CODE.codeInvalid);
    const right = await smsLogin('123456789', code);
    expect(right.body).toMatchObject({ code: ERROR_CODE.codeInvalid, message: 'Too many wrong verification codes: ask for a new code' });
    expect((await smsLogin('123456789', '')).body.code).toBe(ERROR_CODE.codeMissing);
  });

  it('answers an unknown number like a known one, but keeps no code', async () => {
    const answer = await askCode('111222333');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ expiredMinutes: 1 });
    const [message] = await inbox('mobileNum=111222333&countryDialingCode=60');
    expect(message).toMatchObject({ code: null });
    expect(message!.body).toContain('no account uses it');
    expect((await smsLogin('111222333', '123456')).body.code).toBe(ERROR_CODE.codeInvalid);
  });

  it('checks the number with the merchant’s mobileNum rule', async () => {
    expect((await askCode('')).body.code).toBe(ERROR_CODE.phoneMissing);
    const invalid = await askCode('12345');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatchObject({ code: ERROR_CODE.phoneInvalid, message: 'Please enter a valid mobile number (9 to 11 digits)' });
    expect((await askCode('12345678a')).body.code).toBe(ERROR_CODE.phoneInvalid);
  });

  it('is refused where the brand offers neither SMS login nor reset by phone', async () => {
    const answer = await askCode('123456789', 'DEMO_JADE');
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.operationNotAllowed);
  });
});

describe('password resets', () => {
  it('sets a new password by phone (CHNGPASSVERIF3) and logs every session out', async () => {
    gateway.clock.advance(61_000);
    // Both logins from one address: another would ask for a second factor.
    const home = freshAddress();
    const before = await callGateway(gateway.app, login, { type: 'username', username: 'player02', password: 'player123' }, { remoteAddress: home });
    expect(before.statusCode).toBe(200);
    expect((await askCode('123456780')).statusCode).toBe(200);
    const code = (await latestSmsCode(gateway, '123456780'))!;
    const weak = await callGateway(gateway.app, setPasswordByPhone, { mobileNum: '123456780', countryDialingCode: '60', verificationCode: code, newPassword: 'short' });
    expect(weak.body.message).toBe('Field "newPassword" must be 6 to 20 characters long');
    const answer = await callGateway(gateway.app, setPasswordByPhone, { mobileNum: '123456780', countryDialingCode: '60', verificationCode: code, newPassword: 'phone1234' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ account: 'player02' });
    expect((await callGateway(gateway.app, memberInfo, {}, { token: before.body.value.token })).body.code).toBe(ERROR_CODE.tokenExpired);
    const after = await callGateway(gateway.app, login, { type: 'username', username: 'player02', password: 'phone1234' }, { remoteAddress: home });
    expect(after.statusCode).toBe(200);
    expect(after.body.value.passwordExpired).toBe(false);
  });

  it('refuses the reset by phone where CHNGPASSVERIF3 is off, and its plaintext body', async () => {
    const off = await callGateway(gateway.app, setPasswordByPhone, { mobileNum: '123456789', verificationCode: '123456', newPassword: 'jade12345' }, { merchantCode: 'DEMO_JADE' });
    expect(off.statusCode).toBe(403);
    expect(off.body.code).toBe(ERROR_CODE.operationNotAllowed);
    const plain = await gateway.app.inject({ method: 'POST', url: `${setPasswordByPhone.path}?merchantCode=DEMO_ROYAL`, payload: { mobileNum: '123456789', verificationCode: '1', newPassword: 'x' } });
    expect(plain.statusCode).toBe(400);
  });

  it('mails a temporary password that logs in once and forces a change', async () => {
    const unknown = await callGateway(gateway.app, forgotPasswordByEmail, { username: 'master01', email: 'someone@else.example' }, { remoteAddress: freshAddress() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatchObject({ code: ERROR_CODE.usernameOrEmailUnknown, message: 'The username or email does not exist' });
    const sent = await callGateway(gateway.app, forgotPasswordByEmail, { username: 'MASTER01', email: 'Master01@royal.example' }, { remoteAddress: freshAddress(), language: 'MS' });
    expect(sent.statusCode).toBe(200);
    const [mail] = await inbox('email=master01@royal.example');
    expect(mail).toMatchObject({ channel: 'mail', to: 'master01@royal.example', subject: '[Royal Lotto] Tetapkan semula kata laluan anda' });
    const temporary = /kata laluan sementara anda ialah ([a-z0-9]+)/i.exec(mail!.body)?.[1];
    expect(temporary).toMatch(/^[a-z]{4}\d{4}$/);
    // The temporary password came by email, which proves the person as an email code would: it
    // records its address, so the member's own password works from there without a second factor.
    const home = freshAddress();
    const first = await callGateway(gateway.app, login, { type: 'username', username: 'master01', password: temporary! }, { remoteAddress: home });
    expect(first.body.value.passwordExpired).toBe(true);
    const second = await callGateway(gateway.app, login, { type: 'username', username: 'master01', password: temporary! }, { remoteAddress: freshAddress() });
    expect(second.body.code).toBe(ERROR_CODE.badCredentials);
    // The member's own password still works (with the captcha the failure above asks for).
    const own = await callGateway(gateway.app, login, { type: 'username', username: 'master01', password: 'master123', ...(await solvedCaptcha(gateway)) }, { remoteAddress: home });
    expect(own.statusCode).toBe(200);
    expect(own.body.value.passwordExpired).toBe(false);
  });

  it('takes the email reset as a form body only', async () => {
    const json = await gateway.app.inject({ method: 'POST', url: `${forgotPasswordByEmail.path}?merchantCode=DEMO_ROYAL`, payload: { username: 'x', email: 'y' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('dev inbox', () => {
  it('needs a number or an email', async () => {
    const answer = await gateway.app.inject({ method: 'GET', url: `${DEV_INBOX_PATH}?merchantCode=DEMO_ROYAL` });
    expect(answer.statusCode).toBe(400);
    expect((await gateway.app.inject({ method: 'GET', url: `${DEV_INBOX_PATH}?merchantCode=NOPE&email=a@b.c` })).statusCode).toBe(400);
  });
});
