import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  captcha,
  login,
  memberInfo,
  register,
  registerMobile,
  registerMobileSms,
  registerSettings,
  registerSms,
  validationRules,
} from '@platform/api/contract';
import type { RegisterRequest } from '@platform/api/contract';
import { maskPhone } from '../shared/mask-contact';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { DEMO_REGISTRATION_RULES } from './registration-rules';
import { addressSeries, latestSmsCode, newCaptchaKey, solvedCaptcha } from './test-support';

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
const freshAddress = addressSeries(2);
function freshNumber(): string {
  return `1${String(70_000_000 + next()).padStart(8, '0')}`;
}

/** A complete Royal username registration: SMS code for a new number and a solved captcha. */
async function royalRegistration(overrides: Partial<RegisterRequest> = {}): Promise<RegisterRequest> {
  const mobileNum = overrides.mobileNum ?? freshNumber();
  const sms = await callGateway(gateway.app, registerSms, { mobileNum, countryDialingCode: '60' }, { remoteAddress: freshAddress() });
  expect(sms.body.value).toEqual({ expiredMinutes: 1 });
  const username = `royal${next()}x`;
  return {
    username,
    password: 'secret88',
    confirmPassword: 'secret88',
    mobileNum,
    countryDialingCode: '60',
    verificationCode: (await latestSmsCode(gateway, mobileNum)) ?? '',
    ...(await solvedCaptcha(gateway)),
    login: true,
    registerMethod: 'WEB',
    ...overrides,
  };
}

function registerOn(merchantCode: string, input: RegisterRequest | Record<string, unknown>, remoteAddress = freshAddress()) {
  return callGateway(gateway.app, register, input, { merchantCode, remoteAddress });
}

describe('settings and rules', () => {
  it('serves the register settings and the rules registration enforces', async () => {
    const royal = await callGateway(gateway.app, validationRules, {});
    const royalRules = DEMO_REGISTRATION_RULES.DEMO_ROYAL!;
    expect(royal.body.value).toEqual({ ...royalRules, captcha: { ...royalRules.captcha, enabled: true, required: true } });
    const jade = await callGateway(gateway.app, validationRules, {}, { merchantCode: 'DEMO_JADE' });
    expect(jade.body.value.captcha).toMatchObject({ enabled: false, required: false });
    expect(jade.body.value.password).toMatchObject({ minLength: 8, maxLength: 20 });
    const settings = await callGateway(gateway.app, registerSettings, {});
    expect(settings.body.value).toMatchObject({ captchaEnabled: true, CHNGPASSVERIF3: true, defaultCountryDialingCode: '60' });
  });

  it('draws a captcha as an SVG data URL, and needs a well-formed key', async () => {
    const answer = await callGateway(gateway.app, captcha, { captchaKey: newCaptchaKey() });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(answer.body.value.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*width="100" height="36"/);
    // The digits are strokes, not text a script could read.
    expect(svg).not.toContain('<text');
    expect((await callGateway(gateway.app, captcha, { captchaKey: 'short' })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, captcha, {})).statusCode).toBe(400);
  });
});

describe('register by username', () => {
  it('creates the member under the affiliate code’s agent and logs it in', async () => {
    const input = await royalRegistration({ affiliateCode: 'royal4101', email: 'new.player@royal.example', payeeName: 'Nur Aisyah' });
    // Registered and logged in again from one address: another would ask for a second factor.
    const home = freshAddress();
    const answer = await registerOn('DEMO_ROYAL', input, home);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const info = await callGateway(gateway.app, memberInfo, {}, { token: answer.body.value.token });
    // Member info shows the contacts masked; the member row holds them whole.
    expect(info.body.value).toMatchObject({ account: input.username, type: 0, toUpline: true, mobileNum: maskPhone(null, input.mobileNum!), email: 'n***@royal.example' });
    const stored = await gateway.db.query<{ mobile_num: string; email: string }>('select mobile_num, email from member where merchant_code = $1 and account = $2', [
      'DEMO_ROYAL',
      input.username,
    ]);
    expect(stored.rows[0]).toEqual({ mobile_num: input.mobileNum, email: 'new.player@royal.example' });
    const upline = await gateway.db.query<{ account: string }>(
      'select p.account from member m join member p on p.id = m.parent_id where m.merchant_code = $1 and m.account = $2',
      ['DEMO_ROYAL', input.username],
    );
    expect(upline.rows[0]?.account).toBe('agent41');
    const again = await callGateway(gateway.app, login, { type: 'username', username: input.username!, password: 'secret88' }, { remoteAddress: home });
    expect(again.body.value.firstTimeLogin).toBe(false);
  });

  it('refuses a taken username or number with ACCOUNT_EXISTS (409)', async () => {
    const first = await royalRegistration();
    expect((await registerOn('DEMO_ROYAL', first)).statusCode).toBe(200);
    const sameName = await registerOn('DEMO_ROYAL', await royalRegistration({ username: first.username!.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.body).toMatchObject({ code: ERROR_CODE.accountExists, message: 'This username is already taken' });
    const demoName = await registerOn('DEMO_ROYAL', await royalRegistration({ username: 'player01' }));
    expect(demoName.statusCode).toBe(409);
    // The SMS call already says the number is taken.
    const sms = await callGateway(gateway.app, registerSms, { mobileNum: first.mobileNum!, countryDialingCode: '60' }, { remoteAddress: freshAddress() });
    expect(sms.statusCode).toBe(409);
    expect(sms.body.message).toBe('This mobile number is already registered');
  });

  it('refuses an unknown affiliate code', async () => {
    const answer = await registerOn('DEMO_ROYAL', await royalRegistration({ affiliateCode: 'NOSUCH99' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ code: ERROR_CODE.affiliateInvalid, message: 'The invitation code is not valid' });
  });

  it('needs the captcha where the brand enables it', async () => {
    const input = await royalRegistration();
    const missing = await registerOn('DEMO_ROYAL', { ...input, captcha: undefined, captchaKey: undefined });
    expect(missing.body).toMatchObject({ code: ERROR_CODE.captchaRequired, value: { captcha: true } });
    const wrong = await registerOn('DEMO_ROYAL', { ...input, captcha: input.captcha === '1234' ? '4321' : '1234' });
    expect(wrong.body.code).toBe(ERROR_CODE.captchaFailed);
  });

  it('needs the SMS code where the brand verifies numbers', async () => {
    const input = await royalRegistration();
    const missing = await registerOn('DEMO_ROYAL', { ...input, verificationCode: '' });
    expect(missing.body.code).toBe(ERROR_CODE.codeMissing);
    const wrong = await registerOn('DEMO_ROYAL', { ...input, ...(await solvedCaptcha(gateway)), verificationCode: input.verificationCode === '000000' ? '000001' : '000000' });
    expect(wrong.body.code).toBe(ERROR_CODE.codeInvalid);
  });

  it('refuses plaintext bodies of the encrypted registrations', async () => {
    for (const call of [register, registerMobile]) {
      const plain = await gateway.app.inject({ method: 'PUT', url: `${call.path}?merchantCode=DEMO_JADE`, payload: { username: 'plain01', password: 'plain1234' } });
      expect(plain.statusCode).toBe(400);
    }
  });
});

describe('server-side rules (Jade: no captcha, no SMS verification)', () => {
  const valid = { username: 'jadenew1', password: 'jadepass88', confirmPassword: 'jadepass88', payeeName: 'Tan Mei Ling' };

  const failures: [string, Record<string, unknown>, string, string][] = [
    ['a missing username', { username: '' }, ERROR_CODE.badRequest, 'Field "username" is required'],
    ['a short username', { username: 'abc' }, ERROR_CODE.badRequest, 'Field "username" must be 5 to 14 characters long'],
    ['a long username', { username: 'a'.repeat(15) }, ERROR_CODE.badRequest, 'Field "username" must be 5 to 14 characters long'],
    ['a username starting with a digit', { username: '1jadenew' }, ERROR_CODE.badRequest, 'Field "username" does not have the accepted format'],
    ['a missing password', { password: '', confirmPassword: '' }, ERROR_CODE.badRequest, 'Field "password" is required'],
    ['a short password', { password: 'ab12', confirmPassword: 'ab12' }, ERROR_CODE.badRequest, 'Field "password" must be 8 to 20 characters long'],
    ['a password without digits', { password: 'lettersonly', confirmPassword: 'lettersonly' }, ERROR_CODE.badRequest, 'Field "password" does not have the accepted format'],
    ['a confirmation that differs', { confirmPassword: 'jadepass89' }, ERROR_CODE.badRequest, 'The two passwords differ'],
    ['a missing required name', { payeeName: '' }, ERROR_CODE.badRequest, 'Field "payeeName" is required'],
    ['a name without a space', { payeeName: 'Tan' }, ERROR_CODE.badRequest, 'Field "payeeName" does not have the accepted format'],
    ['a malformed email', { email: 'tan@jade' }, ERROR_CODE.badRequest, 'Field "email" does not have the accepted format'],
    ['a short email', { email: 'a@b.c' }, ERROR_CODE.badRequest, 'Field "email" must be 6 to 60 characters long'],
    ['a whatsapp with letters', { whatsapp: '0123abcd' }, ERROR_CODE.badRequest, 'Field "whatsapp" does not have the accepted format'],
    ['a wechat with a symbol', { wechat: 'tan_mei' }, ERROR_CODE.badRequest, 'Field "wechat" does not have the accepted format'],
    ['a recommender id too short', { recommenderId: 'ab' }, ERROR_CODE.badRequest, 'Field "recommenderId" must be 4 to 16 characters long'],
    ['an affiliate code with a dash', { affiliateCode: 'JADE-1001' }, ERROR_CODE.badRequest, 'Field "affiliateCode" does not have the accepted format'],
    ['a payment password of 5 digits', { paymentPassword: '12345' }, ERROR_CODE.badRequest, 'Field "paymentPassword" must be 6 characters long'],
    ['a mobile number too short', { mobileNum: '1234' }, ERROR_CODE.phoneInvalid, 'Please enter a valid mobile number (9 to 11 digits)'],
  ];

  it.each(failures)('refuses %s', async (_name, change, code, message) => {
    const answer = await registerOn('DEMO_JADE', { ...valid, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code, message });
  });

  it('ignores disabled fields, lets optional ones be empty, counts characters not bytes', async () => {
    const answer = await registerOn('DEMO_JADE', {
      ...valid,
      username: 'jadenew2',
      // Disabled on Jade: not validated.
      line: 'has spaces in it',
      qqNum: 'not digits',
      // Optional and empty.
      email: '',
      // Chinese characters and a space: six code points.
      payeeName: '陈 美玲玲',
      affiliateCode: 'JADE1001',
      paymentPassword: '246810',
    });
    expect(answer.statusCode).toBe(200);
    const stored = await gateway.db.query<{ payment_password_hash: string | null; profile: Record<string, string> }>(
      "select payment_password_hash, profile from member where merchant_code = 'DEMO_JADE' and account = 'jadenew2'",
    );
    expect(stored.rows[0]?.payment_password_hash).toMatch(/^scrypt\$/);
    expect(stored.rows[0]?.profile).toMatchObject({ line: 'has spaces in it' });
  });

  it('refuses what the schema cannot take, with the field named', async () => {
    const answer = await registerOn('DEMO_JADE', { ...valid, username: 'x'.repeat(65) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain('username');
  });
});

describe('register by mobile number', () => {
  it('registers a number verified by SMS, with a password, as the account "60<number>"', async () => {
    const mobileNum = freshNumber();
    const sms = await callGateway(gateway.app, registerMobileSms, { mobileNum, countryDialingCode: '60' }, { remoteAddress: freshAddress() });
    expect(sms.body.value).toEqual({ expiredMinutes: 1 });
    const input = {
      mobileNum,
      countryDialingCode: '60',
      verificationCode: (await latestSmsCode(gateway, mobileNum))!,
      password: 'mobile123',
      confirmPassword: 'mobile123',
      ...(await solvedCaptcha(gateway)),
    };
    const home = freshAddress();
    const answer = await callGateway(gateway.app, registerMobile, input, { remoteAddress: home });
    expect(answer.statusCode).toBe(200);
    const info = await callGateway(gateway.app, memberInfo, {}, { token: answer.body.value.token });
    expect(info.body.value).toMatchObject({ account: `60${mobileNum}`, mobileNum: maskPhone(null, mobileNum), countryDialingCode: '60' });
    const byPassword = await callGateway(gateway.app, login, { type: 'username', username: `60${mobileNum}`, password: 'mobile123' }, { remoteAddress: home });
    expect(byPassword.statusCode).toBe(200);
    // The code is used up.
    const replay = await callGateway(gateway.app, registerMobile, { ...input, ...(await solvedCaptcha(gateway)) }, { remoteAddress: freshAddress() });
    expect(replay.statusCode).toBe(409);
  });

  it('refuses a missing or malformed number', async () => {
    const missing = await callGateway(gateway.app, registerMobileSms, { mobileNum: '', countryDialingCode: '60' }, { remoteAddress: freshAddress() });
    expect(missing.body).toMatchObject({ code: ERROR_CODE.phoneMissing });
    const invalid = await callGateway(gateway.app, registerMobile, { mobileNum: '12ab', countryDialingCode: '60', password: 'mobile123', confirmPassword: 'mobile123' }, { remoteAddress: freshAddress() });
    expect(invalid.body).toMatchObject({ code: ERROR_CODE.phoneInvalid });
  });

  it('is refused where the brand has mobile registration off', async () => {
    const answer = await callGateway(gateway.app, registerMobile, { mobileNum: '123456789', countryDialingCode: '60' }, { merchantCode: 'DEMO_JADE', remoteAddress: freshAddress() });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.operationNotAllowed);
    const sms = await callGateway(gateway.app, registerSms, { mobileNum: '123456789', countryDialingCode: '60' }, { merchantCode: 'DEMO_JADE', remoteAddress: freshAddress() });
    expect(sms.statusCode).toBe(403);
  });
});
