import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, exclude, login, memberInfo, register, registerSms } from '@platform/api/contract';
import type { RegisterRequest } from '@platform/api/contract';
import { createMemberWithPassword, latestSmsCode, solvedCaptcha } from '../accounts/test-support';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { startExclusion } from './exclusions';

/*
 * Issue 22, item 3: a self-exclusion covers every account of the same person (phone, email or
 * real name, as identity.ts matches them): their open sessions end when it is taken, and a new
 * account cannot be registered under that identity on any brand.
 */

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const signedIn = async (token: string, merchantCode: string) => (await callGateway(gateway.app, memberInfo, {}, { token, merchantCode })).statusCode;

async function loginOnRoyal(account: string): Promise<string> {
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password: 'secret88' });
  expect(answer.statusCode).toBe(200);
  return answer.body.value.token;
}

describe('taking a self-exclusion', () => {
  it('signs out the same person’s accounts on every brand, and no one else', async () => {
    const now = () => gateway.clock.now();
    await createMemberWithPassword(gateway, { account: 'reachroyal', password: 'secret88', mobileNum: '0123458001', email: 'Reach.Me@Example.com', payeeName: 'Lim Wei Jie' });
    const token = await loginOnRoyal('reachroyal');
    // On Jade: the same email written otherwise, the same real name, and a stranger.
    const byEmail = await createTestMember(gateway.db, { account: 'reachmail', merchantCode: 'DEMO_JADE', now: now() });
    await gateway.db.query("update member set email = ' reach.me@example.COM' where id = $1", [byEmail.memberId]);
    const byName = await createTestMember(gateway.db, { account: 'reachname', merchantCode: 'DEMO_JADE', now: now() });
    await gateway.db.query("update member set payee_name = 'LIM  WEI JIE' where id = $1", [byName.memberId]);
    const stranger = await createTestMember(gateway.db, { account: 'reachother', merchantCode: 'DEMO_JADE', now: now() });
    await gateway.db.query("update member set payee_name = 'Lim Wei Jia', email = 'reach.you@example.com', country_dialing_code = '60', mobile_num = '123458002' where id = $1", [stranger.memberId]);
    // A second account of the person on the same brand, by phone.
    const sameBrand = await createTestMember(gateway.db, { account: 'reachroyal2', now: now() });
    await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '123458001' where id = $1", [sameBrand.memberId]);
    for (const [member, merchant] of [[byEmail, 'DEMO_JADE'], [byName, 'DEMO_JADE'], [stranger, 'DEMO_JADE'], [sameBrand, 'DEMO_ROYAL']] as const) {
      expect(await signedIn(member.token, merchant)).toBe(200);
    }

    const taken = await callGateway(gateway.app, exclude, { kind: 'SELF_EXCLUSION', duration: 'MONTHS_6', password: 'secret88' }, { token });
    expect(taken.statusCode).toBe(200);
    expect(await signedIn(token, 'DEMO_ROYAL')).toBe(401);
    expect(await signedIn(byEmail.token, 'DEMO_JADE')).toBe(401);
    expect(await signedIn(byName.token, 'DEMO_JADE')).toBe(401);
    expect(await signedIn(sameBrand.token, 'DEMO_ROYAL')).toBe(401);
    expect(await signedIn(stranger.token, 'DEMO_JADE')).toBe(200);
  });

  it('is the only exclusion that does: a time-out signs out the member’s own sessions only', async () => {
    await createMemberWithPassword(gateway, { account: 'breakroyal', password: 'secret88', mobileNum: '0123458101' });
    const token = await loginOnRoyal('breakroyal');
    const jade = await createTestMember(gateway.db, { account: 'breakjade', merchantCode: 'DEMO_JADE', now: gateway.clock.now() });
    await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '0123458101' where id = $1", [jade.memberId]);
    expect((await callGateway(gateway.app, exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: 'secret88' }, { token })).statusCode).toBe(200);
    expect(await signedIn(token, 'DEMO_ROYAL')).toBe(401);
    expect(await signedIn(jade.token, 'DEMO_JADE')).toBe(200);
  });
});

describe('registering under a self-excluded identity', () => {
  let counter = 0;
  const address = () => `10.22.0.${++counter}`;

  /** A complete Royal registration through the register call: an SMS code for the number and a solved captcha. */
  async function royalRegistration(mobileNum: string, extra: Partial<RegisterRequest> = {}): Promise<RegisterRequest> {
    const sms = await callGateway(gateway.app, registerSms, { mobileNum, countryDialingCode: '60' }, { remoteAddress: address() });
    expect(sms.statusCode).toBe(200);
    return {
      username: `reach${++counter}x`,
      password: 'secret88',
      confirmPassword: 'secret88',
      mobileNum,
      countryDialingCode: '60',
      verificationCode: (await latestSmsCode(gateway, mobileNum)) ?? '',
      ...(await solvedCaptcha(gateway)),
      login: true,
      registerMethod: 'WEB',
      ...extra,
    };
  }

  beforeAll(async () => {
    // The person self-excluded permanently on Jade, by phone and email.
    const jadeId = await createMemberWithPassword(gateway, { account: 'gonejade', password: 'secret88', merchantCode: 'DEMO_JADE', mobileNum: '0123458201', email: 'gone@example.com' });
    await gateway.db.transaction((tx) => startExclusion(tx, { memberId: jadeId, merchantCode: 'DEMO_JADE', kind: 'SELF_EXCLUSION', duration: 'PERMANENT' }, gateway.clock.now()));
  });

  it('is refused on another brand with EXCLUDED, by phone or by email, and nothing is created', async () => {
    for (const input of [await royalRegistration('123458201'), await royalRegistration('123458202', { email: 'GONE@example.com' })]) {
      const refused = await callGateway(gateway.app, register, input, { remoteAddress: address() });
      expect([refused.statusCode, refused.body.code, refused.body.message]).toEqual([403, ERROR_CODE.excluded, 'Your account is self-excluded permanently']);
      expect(refused.body.value).toEqual({ kind: 'SELF_EXCLUSION', endsAt: null });
      const created = await gateway.db.query("select 1 from member where merchant_code = 'DEMO_ROYAL' and account = $1", [input.username]);
      expect(created.rows).toHaveLength(0);
    }
  });

  it('lets another person register', async () => {
    const input = await royalRegistration('123458203', { email: 'someone.else@example.com' });
    const answer = await callGateway(gateway.app, register, input, { remoteAddress: address() });
    expect(answer.statusCode).toBe(200);
  });
});
