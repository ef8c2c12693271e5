import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  bindEmail,
  bindEmailCode,
  bindPhone,
  bindPhoneCode,
  login,
  loginHistory,
  memberInfo,
  memberSessions,
  securityProfile,
  signOutOtherSessions,
  signOutSession,
  updateNickname,
} from '@platform/api/contract';
import type { CallDefinition } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { CallOptions, TestGateway } from '../test/test-gateway';
import { addressSeries, createMemberWithPassword } from './test-support';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let gateway: TestGateway;

beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the address the proxy appended is the client's.
  gateway = await createTestGateway({ trustProxy: 1 });
});

afterAll(async () => {
  await gateway.close();
});

let counter = 0;
function fresh(): number {
  counter += 1;
  return counter;
}

const freshAddress = addressSeries(9);

const PASSWORD = 'secret123';

/** A member with a password, logged in once: its token. */
async function newMember(extra: { email?: string; mobileNum?: string; payeeName?: string } = {}): Promise<{ account: string; memberId: number; token: string }> {
  const account = `sec${String(fresh()).padStart(4, '0')}`;
  const memberId = await createMemberWithPassword(gateway, { account, password: PASSWORD, ...extra });
  return { account, memberId, token: await signIn(account) };
}

async function signIn(account: string, options: CallOptions = {}): Promise<string> {
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password: PASSWORD }, { remoteAddress: freshAddress(), ...options });
  expect(answer.statusCode, answer.response.body).toBe(200);
  return answer.body.value.token;
}

describe('who may use the security centre', () => {
  const calls: [string, CallDefinition<unknown, unknown>, Record<string, unknown>][] = [
    ['securityProfile', securityProfile, {}],
    ['updateNickname', updateNickname, { nickname: 'Nick' }],
    ['bindPhoneCode', bindPhoneCode, { mobileNum: '1770000001', countryDialingCode: '60' }],
    ['bindPhone', bindPhone, { mobileNum: '1770000001', countryDialingCode: '60', verificationCode: '123456', password: PASSWORD }],
    ['bindEmailCode', bindEmailCode, { email: 'guest@example.com' }],
    ['bindEmail', bindEmail, { email: 'guest@example.com', verificationCode: '123456', password: PASSWORD }],
    ['loginHistory', loginHistory, {}],
    ['memberSessions', memberSessions, {}],
    ['signOutSession', signOutSession, { sessionId: 1 }],
    ['signOutOtherSessions', signOutOtherSessions, {}],
  ];

  it.each(calls)('%s: a guest is asked to log in (401 LOGIN_REQUIRED)', async (_name, call, input) => {
    const answer = await callGateway(gateway.app, call, input);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe(ERROR_CODE.loginRequired);
  });

  it.each(calls)('%s: a trial account is refused (403 REAL_ACCOUNT_REQUIRED)', async (_name, call, input) => {
    const trial = await createTestMember(gateway.db, { account: `sectry${fresh()}`, type: 4, now: gateway.clock.now() });
    const answer = await callGateway(gateway.app, call, input, { token: trial.token });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toMatchObject({ code: ERROR_CODE.realAccountRequired, message: 'Please register or log in to a real account' });
  });
});

describe('the profile', () => {
  it('shows the real name and the avatar, and the email and phone only masked, in every answer', async () => {
    const member = await newMember({ email: 'alice.wong@example.com', mobileNum: '1234566789', payeeName: 'Alice Wong' });
    const profile = await callGateway(gateway.app, securityProfile, {}, { token: member.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.body.value).toEqual({
      account: member.account,
      nickname: null,
      avatarUrl: expect.stringMatching(/^\/lgw\/assets\/avatars\/[a-f0-9]{16}\.svg$/),
      realName: 'Alice Wong',
      maskedEmail: 'a***@example.com',
      maskedPhone: '+60 12*****789',
      countryDialingCode: '60',
      hasPassword: true,
      totpEnabled: false,
    });
    const info = await callGateway(gateway.app, memberInfo, {}, { token: member.token });
    expect(info.body.value).toMatchObject({ mobileNum: '12*****789', countryDialingCode: '60', email: 'a***@example.com' });
    for (const raw of [profile.response.body, info.response.body]) {
      expect(raw).not.toContain('1234566789');
      expect(raw).not.toContain('alice.wong');
    }
  });

  it('answers null for contacts that are not bound', async () => {
    const member = await newMember();
    const profile = await callGateway(gateway.app, securityProfile, {}, { token: member.token });
    expect(profile.body.value).toMatchObject({ maskedEmail: null, maskedPhone: null, countryDialingCode: null, realName: null });
  });
});

describe('the nickname', () => {
  it('is stored trimmed with its inner spaces folded, and shown by member info', async () => {
    const member = await newMember();
    const answer = await callGateway(gateway.app, updateNickname, { nickname: '  Lucky   Star_7  ' }, { token: member.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ nickname: 'Lucky Star_7' });
    expect((await callGateway(gateway.app, memberInfo, {}, { token: member.token })).body.value.nickname).toBe('Lucky Star_7');
    expect((await callGateway(gateway.app, updateNickname, { nickname: '小明' }, { token: member.token })).body.value).toEqual({ nickname: '小明' });
  });

  it.each([
    ['x', 'The nickname must be 2 to 20 characters long'],
    ['abcdefghijklmnopqrstu', 'The nickname must be 2 to 20 characters long'],
    ['<b>bold</b>', 'The nickname may hold only letters, digits, spaces, "_", "-" and "."'],
    ['_leading', 'The nickname may hold only letters, digits, spaces, "_", "-" and "."'],
  ])('refuses %j with a clear 400', async (nickname, message) => {
    const member = await newMember();
    const answer = await callGateway(gateway.app, updateNickname, { nickname }, { token: member.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ code: ERROR_CODE.badRequest, message });
  });

  it('refuses control characters and unknown fields at the schema', async () => {
    const member = await newMember();
    expect((await callGateway(gateway.app, updateNickname, { nickname: 'a\u0007b' }, { token: member.token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, updateNickname, {}, { token: member.token })).statusCode).toBe(400);
  });
});

describe('the login history', () => {
  it('records each login with the address the proxy saw, the browser and the system, newest first', async () => {
    const member = await newMember();
    // A client-chosen address before the proxy's entry is not believed (TRUST_PROXY=1).
    await signIn(member.account, { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'user-agent': CHROME_ON_WINDOWS } });
    gateway.clock.advance(1000);
    const wrong = await callGateway(gateway.app, login, { type: 'username', username: member.account, password: 'wrong-pass1' }, {
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.9', 'user-agent': SAFARI_ON_IPHONE },
    });
    expect(wrong.body.code).toBe(ERROR_CODE.badCredentials);

    const history = await callGateway(gateway.app, loginHistory, {}, { token: member.token });
    expect(history.statusCode).toBe(200);
    const [failed, viaProxy, first] = history.body.value.list;
    expect(failed).toMatchObject({ ip: '198.51.100.9', browser: 'Safari', os: 'iOS', loginType: 'username', success: false });
    expect(viaProxy).toMatchObject({ ip: '203.0.113.7', browser: 'Chrome', os: 'Windows', loginType: 'username', success: true });
    expect(first).toMatchObject({ success: true, browser: null, os: null });
    expect(Date.parse(failed!.loginTime)).toBeGreaterThan(Date.parse(viaProxy!.loginTime));
    expect(history.body.value.totalPages).toBe(1);
    expect(history.response.body).not.toContain('6.6.6.6');
  });

  it('pages, and shows a member only its own logins', async () => {
    const member = await newMember();
    for (let login = 0; login < 4; login += 1) await signIn(member.account);
    const other = await newMember();
    const page = await callGateway(gateway.app, loginHistory, { pageNo: 2, pageSize: 2 }, { token: member.token });
    expect(page.body.value.list).toHaveLength(2);
    expect(page.body.value.totalPages).toBe(3);
    const past = await callGateway(gateway.app, loginHistory, { pageNo: 9, pageSize: 2 }, { token: member.token });
    expect(past.body.value).toEqual({ list: [], totalPages: 3 });
    const theirs = await callGateway(gateway.app, loginHistory, {}, { token: other.token });
    expect(theirs.body.value.list).toHaveLength(1);
    expect((await callGateway(gateway.app, loginHistory, { pageSize: 1000 }, { token: member.token })).statusCode).toBe(400);
  });
});

describe('the signed-in sessions', () => {
  it('lists the member’s sessions with their device and marks the current one', async () => {
    const member = await newMember();
    const fromPhone: CallOptions = { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.50', 'user-agent': SAFARI_ON_IPHONE } };
    const phone = await signIn(member.account, fromPhone);
    const list = await callGateway(gateway.app, memberSessions, {}, { ...fromPhone, token: phone });
    expect(list.statusCode).toBe(200);
    expect(list.body.value).toHaveLength(2);
    expect(list.body.value[0]).toMatchObject({ isCurrent: true, ip: '203.0.113.50', lastSeenIp: '203.0.113.50', browser: 'Safari', os: 'iOS', loginType: 'username' });
    expect(list.body.value[1]).toMatchObject({ isCurrent: false });
    expect(list.response.body).not.toContain(phone);
  });

  it('records the latest use and its address', async () => {
    const member = await newMember();
    gateway.clock.advance(5 * 60_000);
    await callGateway(gateway.app, memberInfo, {}, { token: member.token, remoteAddress: '10.0.0.3', headers: { 'x-forwarded-for': '192.0.2.44' } });
    const [session] = (await callGateway(gateway.app, memberSessions, {}, { token: member.token, remoteAddress: '10.0.0.3', headers: { 'x-forwarded-for': '192.0.2.44' } })).body.value;
    expect(session).toMatchObject({ lastSeenIp: '192.0.2.44', lastSeenAt: gateway.clock.now().toISOString() });
    expect(Date.parse(session!.signedInAt)).toBeLessThan(Date.parse(session!.lastSeenAt));
  });

  it('signs one out at once: its very next request is refused', async () => {
    const member = await newMember();
    const other = await signIn(member.account);
    const sessions = (await callGateway(gateway.app, memberSessions, {}, { token: member.token })).body.value;
    const target = sessions.find((session) => !session.isCurrent)!;
    expect((await callGateway(gateway.app, memberInfo, {}, { token: other })).statusCode).toBe(200);
    const answer = await callGateway(gateway.app, signOutSession, { sessionId: target.sessionId }, { token: member.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ signedOut: 1 });
    const refused = await callGateway(gateway.app, memberInfo, {}, { token: other });
    expect(refused.statusCode).toBe(401);
    expect(refused.body.code).toBe(ERROR_CODE.tokenExpired);
    expect((await callGateway(gateway.app, memberSessions, {}, { token: member.token })).body.value).toHaveLength(1);
    // Already signed out.
    expect((await callGateway(gateway.app, signOutSession, { sessionId: target.sessionId }, { token: member.token })).statusCode).toBe(404);
  });

  it('never signs out another member’s session: its id answers as an unknown one', async () => {
    const victim = await newMember();
    const attacker = await newMember();
    const [victimSession] = (await callGateway(gateway.app, memberSessions, {}, { token: victim.token })).body.value;
    const answer = await callGateway(gateway.app, signOutSession, { sessionId: victimSession!.sessionId }, { token: attacker.token });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.code).toBe(ERROR_CODE.notFound);
    expect((await callGateway(gateway.app, memberInfo, {}, { token: victim.token })).statusCode).toBe(200);
    expect((await callGateway(gateway.app, signOutSession, { sessionId: 2_000_000_000 }, { token: attacker.token })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, signOutSession, { sessionId: 0 }, { token: attacker.token })).statusCode).toBe(400);
  });

  it('signs out every other session and keeps this one', async () => {
    const member = await newMember();
    const others = [await signIn(member.account), await signIn(member.account)];
    const bystander = await newMember();
    const answer = await callGateway(gateway.app, signOutOtherSessions, {}, { token: member.token });
    expect(answer.body.value).toEqual({ signedOut: 2 });
    for (const token of others) expect((await callGateway(gateway.app, memberInfo, {}, { token })).body.code).toBe(ERROR_CODE.tokenExpired);
    expect((await callGateway(gateway.app, memberInfo, {}, { token: member.token })).statusCode).toBe(200);
    expect((await callGateway(gateway.app, memberInfo, {}, { token: bystander.token })).statusCode).toBe(200);
    expect((await callGateway(gateway.app, signOutOtherSessions, {}, { token: member.token })).body.value).toEqual({ signedOut: 0 });
  });
});
