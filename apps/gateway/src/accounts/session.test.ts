import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  changePassword,
  freePlayLogin,
  login,
  logout,
  memberIcon,
  memberInfo,
  playerAvatar,
  unreadCount,
  updateLanguage,
} from '@platform/api/contract';
import { DEMO_ACCOUNTS, demoAccount } from '../seed/accounts/demo-accounts';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { ACCOUNT_FAILURES } from './login-guard';
import { SESSION_TTL_MS } from './session-store';
import { addressSeries, solvedCaptcha } from './test-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** Each test logs in from its own address, so the per-address counters of one do not reach another. */
const freshAddress = addressSeries(1);

const homes = new Map<string, string>();
/**
 * The one address an account logs in from in the tests that need its session: a right password
 * from another address asks for a second factor (second-factor.test.ts).
 */
function homeAddress(account: string, merchantCode = 'DEMO_ROYAL'): string {
  const key = `${merchantCode}:${account.toLowerCase()}`;
  if (!homes.has(key)) homes.set(key, freshAddress());
  return homes.get(key)!;
}

function passwordLogin(username: string, password: string, remoteAddress: string, extra: Record<string, unknown> = {}) {
  return callGateway(gateway.app, login, { type: 'username', username, password, ...extra }, { remoteAddress });
}

async function loginAs(account: string, merchantCode = 'DEMO_ROYAL'): Promise<string> {
  const demo = demoAccount(merchantCode, account);
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password: demo.password }, { merchantCode, remoteAddress: homeAddress(account, merchantCode) });
  expect(answer.statusCode).toBe(200);
  return answer.body.value.token;
}

describe('login by password', () => {
  it('logs a demo member in, tells the first login, and answers member info', async () => {
    const address = homeAddress('player02');
    const first = await passwordLogin('player02', 'player123', address);
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(first.body.value.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const info = await callGateway(gateway.app, memberInfo, {}, { token: first.body.value.token });
    expect(info.body.value).toMatchObject({ account: 'player02', type: 0, toUpline: true, clubLabel: { rankLevel: 2, labelName: 'Silver' } });
    const again = await passwordLogin('PLAYER02', 'player123', address);
    expect(again.body.value.firstTimeLogin).toBe(false);
  });

  it('logs in every demo account with its listed password', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const answer = await callGateway(
        gateway.app,
        login,
        { type: 'username', username: demo.account, password: demo.password },
        { merchantCode: demo.merchantCode, remoteAddress: homeAddress(demo.account, demo.merchantCode) },
      );
      expect(answer.statusCode, `${demo.merchantCode} ${demo.account}`).toBe(200);
    }
  });

  it('answers a wrong password with BAD_CREDENTIALS (400, not a lost session) and the captcha flag', async () => {
    await createTestMember(gateway.db, { account: 'wrongpw01' });
    const answer = await passwordLogin('wrongpw01', 'wrong-password1', freshAddress());
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ success: false, code: ERROR_CODE.badCredentials, message: 'Incorrect account or password', value: { captcha: true } });
  });

  it('answers an unknown account like a wrong password', async () => {
    const answer = await passwordLogin('nobody999', 'whatever1', freshAddress());
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.badCredentials);
  });

  it('asks for a correct captcha after a failure, for the account and from the address', async () => {
    const address = freshAddress();
    await passwordLogin('player04', 'wrong-password1', address);
    const missing = await passwordLogin('player04', 'player123', freshAddress());
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatchObject({ code: ERROR_CODE.captchaRequired, value: { captcha: true } });
    // The failing address needs it for another account too.
    const fromAddress = await passwordLogin('agent42', 'agent123', address);
    expect(fromAddress.body).toMatchObject({ code: ERROR_CODE.captchaRequired, value: { captcha: true } });

    const wrong = await solvedCaptcha(gateway);
    const failed = await passwordLogin('player04', 'player123', freshAddress(), { captchaKey: wrong.captchaKey, captcha: wrong.captcha === '0000' ? '0001' : '0000' });
    expect(failed.body).toMatchObject({ code: ERROR_CODE.captchaFailed, value: { captcha: true } });
    // The image answers once: its right answer no longer works after a wrong one.
    const reused = await passwordLogin('player04', 'player123', freshAddress(), { captchaKey: wrong.captchaKey, captcha: wrong.captcha });
    expect(reused.body.code).toBe(ERROR_CODE.captchaFailed);

    const solved = await solvedCaptcha(gateway);
    const ok = await passwordLogin('player04', 'player123', freshAddress(), solved);
    expect(ok.statusCode).toBe(200);
    // Success clears the account's failures: no captcha needed next time.
    expect((await passwordLogin('player04', 'player123', freshAddress())).statusCode).toBe(200);
  });

  it('refuses an expired captcha', async () => {
    await passwordLogin('agent02', 'nope-nope1', freshAddress());
    const solved = await solvedCaptcha(gateway);
    gateway.clock.advance(5 * 60_000 + 1);
    const answer = await passwordLogin('agent02', 'agent123', freshAddress(), solved);
    expect(answer.body.code).toBe(ERROR_CODE.captchaFailed);
  });

  it('locks an account out after repeated failures, with Retry-After', async () => {
    await createTestMember(gateway.db, { account: 'lockme01' });
    for (let attempt = 0; attempt < ACCOUNT_FAILURES.limit; attempt += 1) {
      const solved = attempt === 0 ? {} : await solvedCaptcha(gateway);
      const answer = await passwordLogin('lockme01', 'wrong-password1', freshAddress(), solved);
      expect(answer.body.code).toBe(ERROR_CODE.badCredentials);
    }
    const solved = await solvedCaptcha(gateway);
    const locked = await passwordLogin('lockme01', 'wrong-password1', freshAddress(), solved);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.code).toBe(ERROR_CODE.tooManyRequests);
    expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(0);
    gateway.clock.advance(16 * 60_000);
    const later = await passwordLogin('lockme01', 'wrong-password1', freshAddress(), await solvedCaptcha(gateway));
    expect(later.body.code).toBe(ERROR_CODE.badCredentials);
  });

  it('refuses an empty username or password and a malformed request', async () => {
    expect((await passwordLogin('', 'x', freshAddress())).statusCode).toBe(400);
    const badType = await callGateway(gateway.app, login, { type: 'email', username: 'a', password: 'b' }, { remoteAddress: freshAddress() });
    expect(badType.statusCode).toBe(400);
    expect(badType.body.code).toBe(ERROR_CODE.badRequest);
  });

  it('refuses a plaintext body of the encrypted login', async () => {
    const plain = await gateway.app.inject({
      method: 'POST',
      url: `${login.path}?merchantCode=DEMO_ROYAL`,
      payload: { type: 'username', username: 'player01', password: 'player123' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().success).toBe(false);
  });
});

describe('sessions', () => {
  it('expires a token after its time without use', async () => {
    const token = await loginAs('player03');
    gateway.clock.advance(SESSION_TTL_MS + 1000);
    const answer = await callGateway(gateway.app, memberInfo, {}, { token });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe(ERROR_CODE.tokenExpired);
  });

  it('revokes the token on logout', async () => {
    const token = await loginAs('player03');
    expect((await callGateway(gateway.app, logout, {}, { token })).statusCode).toBe(200);
    const after = await callGateway(gateway.app, memberInfo, {}, { token });
    expect(after.statusCode).toBe(401);
    expect(after.body.code).toBe(ERROR_CODE.tokenExpired);
    expect((await callGateway(gateway.app, logout, {})).statusCode).toBe(401);
  });
});

describe('forced password change', () => {
  it('makes the default password change before anything else, then logs the other sessions out', async () => {
    const other = await loginAs('newbie01');
    const address = freshAddress();
    const first = await passwordLogin('newbie01', 'welcome123', address);
    expect(first.body.value.passwordExpired).toBe(true);
    const token = first.body.value.token;
    const refused = await callGateway(gateway.app, unreadCount, {}, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.passwordExpired);
    expect((await callGateway(gateway.app, memberInfo, {}, { token })).statusCode).toBe(200);

    const same = await callGateway(gateway.app, changePassword, { newPassword: 'welcome123', confirmNewPassword: 'welcome123' }, { token });
    expect(same.body.message).toBe('The new password must differ from the current one');
    const differ = await callGateway(gateway.app, changePassword, { newPassword: 'fresh1234', confirmNewPassword: 'fresh12345' }, { token });
    expect(differ.body.message).toBe('The two passwords differ');
    const weak = await callGateway(gateway.app, changePassword, { newPassword: 'onlyletters', confirmNewPassword: 'onlyletters' }, { token });
    expect(weak.body).toMatchObject({ code: ERROR_CODE.badRequest, message: 'Field "newPassword" does not have the accepted format' });

    // Right after a forced login the form may leave the old password out.
    const changed = await callGateway(gateway.app, changePassword, { newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' }, { token });
    expect(changed.statusCode).toBe(200);
    expect((await callGateway(gateway.app, unreadCount, {}, { token })).statusCode).toBe(200);
    expect((await callGateway(gateway.app, memberInfo, {}, { token: other })).body.code).toBe(ERROR_CODE.tokenExpired);
    const next = await passwordLogin('newbie01', 'fresh1234', address);
    expect(next.body.value).toMatchObject({ passwordExpired: false, firstTimeLogin: false });
    expect((await passwordLogin('newbie01', 'welcome123', freshAddress())).body.code).toBe(ERROR_CODE.badCredentials);
  });

  it('forces a change of a password older than 90 days while FORCED_PASSWORD_CHANGE is on', async () => {
    const answer = await passwordLogin('expired01', 'expired123', freshAddress());
    expect(answer.body.value.passwordExpired).toBe(true);
  });

  it('does not force it when the brand has FORCED_PASSWORD_CHANGE off', async () => {
    await gateway.db.query(
      "update system_setting set value = replace(value::text, '\"modId\": \"FORCED_PASSWORD_CHANGE\", \"enabled\": \"1\"', '\"modId\": \"FORCED_PASSWORD_CHANGE\", \"enabled\": \"0\"')::jsonb where merchant_code = 'DEMO_JADE' and key = 'whitelabel'",
    );
    await gateway.db.query("update member set password_changed_at = '2024-01-01' where merchant_code = 'DEMO_JADE' and account = 'jadeplayer'");
    const answer = await callGateway(gateway.app, login, { type: 'username', username: 'jadeplayer', password: 'jadeplayer88' }, { merchantCode: 'DEMO_JADE', remoteAddress: homeAddress('jadeplayer', 'DEMO_JADE') });
    expect(answer.body.value.passwordExpired).toBe(false);
  });

  it('asks for the old password in a normal session and refuses a wrong one', async () => {
    const token = await loginAs('agent41');
    const missing = await callGateway(gateway.app, changePassword, { newPassword: 'agent1234', confirmNewPassword: 'agent1234' }, { token });
    expect(missing.body.message).toBe('Please enter your old password');
    const wrong = await callGateway(gateway.app, changePassword, { oldPassword: 'nope12345', newPassword: 'agent1234', confirmNewPassword: 'agent1234' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.code).toBe(ERROR_CODE.passwordIncorrect);
    const ok = await callGateway(gateway.app, changePassword, { oldPassword: 'agent123', newPassword: 'agent1234', confirmNewPassword: 'agent1234' }, { token });
    expect(ok.statusCode).toBe(200);
    await callGateway(gateway.app, changePassword, { oldPassword: 'agent1234', newPassword: 'agent123', confirmNewPassword: 'agent123' }, { token });
  });

  it('refuses the plaintext body of the encrypted password change', async () => {
    const token = await loginAs('player03');
    const plain = await gateway.app.inject({
      method: 'POST',
      url: `${changePassword.path}?merchantCode=DEMO_ROYAL`,
      headers: { authorization: `Bearer ${token}` },
      payload: { oldPassword: 'player123', newPassword: 'player1234', confirmNewPassword: 'player1234' },
    });
    expect(plain.statusCode).toBe(400);
  });
});

describe('free play', () => {
  it('opens a trial account (type 4) where the brand allows it', async () => {
    const answer = await callGateway(gateway.app, freePlayLogin, { os: 'Linux', platform: 'web', gatewayVersion: 3 }, { remoteAddress: freshAddress() });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const info = await callGateway(gateway.app, memberInfo, {}, { token: answer.body.value.token });
    expect(info.body.value).toMatchObject({ type: 4, toUpline: false, clubLabel: null });
    expect(info.body.value.account).toMatch(/^try\d{8}$/);
    expect((await callGateway(gateway.app, playerAvatar, {}, { token: answer.body.value.token })).body.value).toEqual({ avatarUrl: null });
    const change = await callGateway(gateway.app, changePassword, { newPassword: 'abc12345', confirmNewPassword: 'abc12345' }, { token: answer.body.value.token });
    expect(change.body.code).toBe(ERROR_CODE.realAccountRequired);
  });

  it('is refused where the brand has it off', async () => {
    const answer = await callGateway(gateway.app, freePlayLogin, { os: 'Linux', platform: 'web' }, { merchantCode: 'DEMO_JADE', remoteAddress: freshAddress() });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.operationNotAllowed);
  });
});

describe('member calls', () => {
  it('answers the icon, the avatar (a served SVG), the unread count and stores the language', async () => {
    const token = await loginAs('player01');
    const icon = await callGateway(gateway.app, memberIcon, {}, { token });
    expect(icon.body.value).toEqual({ iconId: 3, url: '/lgw/assets/avatars/icons/3.svg' });
    const iconImage = await gateway.app.inject({ method: 'GET', url: icon.body.value.url! });
    expect(iconImage.headers['content-type']).toContain('image/svg+xml');
    expect(iconImage.body).toContain('<svg');

    const avatar = await callGateway(gateway.app, playerAvatar, {}, { token });
    expect(avatar.body.value.avatarUrl).toMatch(/^\/lgw\/assets\/avatars\/[a-f0-9]{16}\.svg$/);
    const image = await gateway.app.inject({ method: 'GET', url: avatar.body.value.avatarUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.body).toMatch(/^<svg[^>]*>.*<\/svg>$/);
    expect((await gateway.app.inject({ method: 'GET', url: '/lgw/assets/avatars/nothing.svg' })).statusCode).toBe(404);
    expect((await gateway.app.inject({ method: 'GET', url: '/lgw/assets/avatars/icons/13.svg' })).statusCode).toBe(404);

    const noIcon = await callGateway(gateway.app, memberIcon, {}, { token: await loginAs('player03') });
    expect(noIcon.body.value).toEqual({ iconId: null, url: null });

    // The two recent seeded messages and two of the older inbox's are unread.
    expect((await callGateway(gateway.app, unreadCount, {}, { token })).body.value).toEqual({ unreadMessage: 4 });

    expect((await callGateway(gateway.app, updateLanguage, { language: 'CN' }, { token })).statusCode).toBe(200);
    const info = await callGateway(gateway.app, memberInfo, {}, { token, language: 'CN' });
    expect(info.body.value).toMatchObject({ language: 'CN', memberLabel: [{ labelName: 'VIP 玩家', color: '#C9A227' }], clubLabel: { labelName: '钻石' } });
    const bad = await callGateway(gateway.app, updateLanguage, { language: 'FR' }, { token });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a session for every member call', async () => {
    for (const call of [memberInfo, memberIcon, playerAvatar, unreadCount]) {
      const answer = await callGateway(gateway.app, call, {});
      expect(answer.statusCode).toBe(401);
      expect(answer.body.code).toBe(ERROR_CODE.loginRequired);
    }
  });

  it('does not serve the dev inbox when dev mode is off', async () => {
    const answer = await gateway.app.inject({ method: 'GET', url: '/wps/dev/inbox?merchantCode=DEMO_ROYAL&mobileNum=123456789&countryDialingCode=60' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    const captchaAnswer = await gateway.app.inject({ method: 'GET', url: '/wps/dev/captcha?merchantCode=DEMO_ROYAL&captchaKey=abcdefghijklmnop' });
    expect(captchaAnswer.statusCode).toBe(404);
  });
});
