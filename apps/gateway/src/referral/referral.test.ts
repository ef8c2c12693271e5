import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, login, referralClaim, referralFriends, referralInfo, register, registerSms } from '@platform/api/contract';
import type { RegisterRequest } from '@platform/api/contract';
import { createSession } from '../accounts/session-store';
import { createMemberWithPassword, latestSmsCode, solvedCaptcha } from '../accounts/test-support';
import { payDeposit, placeLosingBets } from '../missions/test-support';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, auditPromotionalLocks } from '../wallet/ledger-test-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

let counter = 0;
function freshAddress(): string {
  counter += 1;
  return `10.8.${Math.floor(counter / 250)}.${counter % 250}`;
}

/** A complete Royal username registration (SMS code for a new number, a solved captcha), through an invitation. */
async function registerThrough(referralCode: string, username: string): Promise<{ statusCode: number; code?: string; token?: string }> {
  counter += 1;
  const mobileNum = `1${String(80_000_000 + counter).padStart(8, '0')}`;
  await callGateway(gateway.app, registerSms, { mobileNum, countryDialingCode: '60' }, { remoteAddress: freshAddress() });
  const input: RegisterRequest = {
    username,
    password: 'secret88',
    confirmPassword: 'secret88',
    mobileNum,
    countryDialingCode: '60',
    verificationCode: (await latestSmsCode(gateway, mobileNum)) ?? '',
    ...(await solvedCaptcha(gateway)),
    affiliateCode: 'ROYAL4101',
    referralCode,
    login: true,
    registerMethod: 'WEB',
  };
  const answer = await callGateway(gateway.app, register, input, { remoteAddress: freshAddress() });
  return { statusCode: answer.statusCode, code: answer.body.code ?? undefined, token: answer.body.value?.token };
}

async function memberIdOf(account: string): Promise<number> {
  return (await gateway.db.query<{ id: number }>("select id from member where merchant_code = 'DEMO_ROYAL' and account = $1", [account])).rows[0]!.id;
}

describe('the invitation code', () => {
  it('is made once, stable and unique, and carries the merchant’s rules', async () => {
    const first = await createTestMember(gateway.db, { account: 'inviter01' });
    const second = await createTestMember(gateway.db, { account: 'inviter02' });
    const info = await callGateway(gateway.app, referralInfo, {}, { token: first.token });
    expect(info.statusCode).toBe(200);
    expect(info.body.value).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      rules: { firstDepositReward: 10, qualifiedReward: 30, qualifyingDeposits: 200, qualifyingValidBets: 1000 },
      friendCount: 0,
      qualifiedCount: 0,
      earnedAmount: 0,
      claimableAmount: 0,
    });
    expect((await callGateway(gateway.app, referralInfo, {}, { token: first.token })).body.value.code).toBe(info.body.value.code);
    expect((await callGateway(gateway.app, referralInfo, {}, { token: second.token })).body.value.code).not.toBe(info.body.value.code);
    const jade = await createTestMember(gateway.db, { account: 'jadeinviter', merchantCode: 'DEMO_JADE' });
    const jadeInfo = await callGateway(gateway.app, referralInfo, {}, { token: jade.token, merchantCode: 'DEMO_JADE' });
    expect(jadeInfo.body.value.rules).toEqual({ firstDepositReward: 8, qualifiedReward: 28, qualifyingDeposits: 100, qualifyingValidBets: 500 });

    const trial = await createTestMember(gateway.db, { account: 'invitetrial', type: 4 });
    expect((await callGateway(gateway.app, referralInfo, {}, { token: trial.token })).body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await callGateway(gateway.app, referralInfo, {})).statusCode).toBe(401);
  });
});

describe('a registration through the invitation link', () => {
  it('records the inviter; a wrong invitation code is refused and creates nobody', async () => {
    const inviter = await createTestMember(gateway.db, { account: 'inviter03' });
    const { code } = (await callGateway(gateway.app, referralInfo, {}, { token: inviter.token })).body.value;

    const wrong = await registerThrough('NOSUCH22', 'wrongcode1');
    expect(wrong).toMatchObject({ statusCode: 400, code: ERROR_CODE.affiliateInvalid });
    expect((await gateway.db.query("select 1 from member where account = 'wrongcode1'")).rows).toHaveLength(0);

    const joined = await registerThrough(code.toLowerCase(), 'invited01');
    expect(joined.statusCode).toBe(200);
    const recorded = await gateway.db.query<{ referrer_id: number }>('select referrer_id from referral where friend_id = $1', [await memberIdOf('invited01')]);
    expect(recorded.rows).toEqual([{ referrer_id: inviter.memberId }]);

    const friends = (await callGateway(gateway.app, referralFriends, {}, { token: inviter.token })).body.value;
    expect(friends).toEqual({
      list: [{ account: 'in***01', registeredAt: gateway.clock.now().getTime(), status: 'REGISTERED', firstDepositAt: null, earnedAmount: 0, claimableAmount: 0 }],
      totalPages: 1,
    });
  });
});

describe('referral rewards', () => {
  it('follow the friend from registered to first deposit to qualified, and are credited once', async () => {
    const inviterId = await createMemberWithPassword(gateway, { account: 'inviter04', password: 'secret88' });
    const token = (await callGateway(gateway.app, login, { type: 'username', username: 'inviter04', password: 'secret88' }, { remoteAddress: freshAddress() })).body.value.token;
    const { code } = (await callGateway(gateway.app, referralInfo, {}, { token })).body.value;
    expect((await registerThrough(code, 'invited02')).statusCode).toBe(200);
    const friendId = await memberIdOf('invited02');
    const now = gateway.clock.now();

    await payDeposit(gateway.app, gateway.db, friendId, 5_000, now);
    let friend = (await callGateway(gateway.app, referralFriends, {}, { token })).body.value.list[0]!;
    expect(friend).toMatchObject({ status: 'DEPOSITED', firstDepositAt: now.getTime(), claimableAmount: 10 });

    await payDeposit(gateway.app, gateway.db, friendId, 15_000, now);
    await placeLosingBets(gateway.db, friendId, 'RNG', 9, 10_000, now);
    expect((await callGateway(gateway.app, referralFriends, {}, { token })).body.value.list[0]!.status).toBe('DEPOSITED');
    await placeLosingBets(gateway.db, friendId, 'LIVE', 1, 10_000, now);
    friend = (await callGateway(gateway.app, referralFriends, {}, { token })).body.value.list[0]!;
    expect(friend).toMatchObject({ status: 'QUALIFIED', claimableAmount: 40, earnedAmount: 0 });
    expect((await callGateway(gateway.app, referralInfo, {}, { token })).body.value).toMatchObject({ friendCount: 1, qualifiedCount: 1, claimableAmount: 40 });

    const claimed = await callGateway(gateway.app, referralClaim, { requestId: 'rc-1' }, { token });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body.value).toMatchObject({ amount: 40, rewardCount: 2, referenceNo: expect.stringMatching(/^RF\d{8}$/) });
    const entries = await gateway.db.query<{ member_id: number; type: string; amount: number }>(
      'select member_id, type, amount::float8 as amount from ledger_entry where reference_no = $1',
      [claimed.body.value.referenceNo],
    );
    expect(entries.rows).toEqual([{ member_id: inviterId, type: 'BONUS', amount: 40 }]);
    const bonuses = await gateway.db.query<{ bonuses: number }>('select sum(bonuses)::float8 as bonuses from member_daily_totals where member_id = $1', [inviterId]);
    expect(bonuses.rows[0]!.bonuses).toBe(40);

    expect((await callGateway(gateway.app, referralClaim, { requestId: 'rc-1' }, { token })).body.value).toEqual(claimed.body.value);
    const nothing = await callGateway(gateway.app, referralClaim, { requestId: 'rc-2' }, { token });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.message).toContain('no referral reward');
    expect((await callGateway(gateway.app, referralInfo, {}, { token })).body.value).toMatchObject({ earnedAmount: 40, claimableAmount: 0 });
    expect((await callGateway(gateway.app, referralFriends, {}, { token })).body.value.list[0]).toMatchObject({ earnedAmount: 40, claimableAmount: 0 });
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
    expect(await auditPromotionalLocks(gateway.db)).toEqual([]);

    for (const input of [{}, { requestId: '' }, { requestId: 'a b' }, { requestId: 'x'.repeat(65) }]) {
      expect((await callGateway(gateway.app, referralClaim, input, { token })).statusCode, JSON.stringify(input)).toBe(400);
    }
    expect((await callGateway(gateway.app, referralFriends, { pageSize: 101 }, { token })).statusCode).toBe(400);
  });

  it('shows the demo player01 the demo friends invited, with their seeded deposits and bets, and 100 to claim', async () => {
    const token = await createSession(gateway.db, await memberIdOf('player01'), 'DEMO_ROYAL', 'username', gateway.clock.now());
    const friends = (await callGateway(gateway.app, referralFriends, {}, { token })).body.value.list;
    const byAccount = friends.map((friend) => [friend.account, friend.status, friend.claimableAmount]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byAccount).toEqual([
      ['ex***01', 'DEPOSITED', 10],
      ['ne***01', 'DEPOSITED', 10],
      ['pl***02', 'QUALIFIED', 40],
      ['pl***03', 'QUALIFIED', 40],
    ]);
    expect((await callGateway(gateway.app, referralInfo, {}, { token })).body.value).toMatchObject({ friendCount: 4, qualifiedCount: 2, claimableAmount: 100 });
  });
});
