import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelLimitChange,
  confirmLimitChange,
  createDeposit,
  declineDepositLimitPrompt,
  ERROR_CODE,
  exclude,
  login,
  memberInfo,
  protectionHistory,
  protectionSettings,
  sessionSummary,
  setLimit,
  setRealityCheck,
  walletTransfer,
} from '@platform/api/contract';
import type { LimitReachedValue } from '@platform/api/contract';
import { NO_PASSWORD_HASH } from '../accounts/open-session';
import { PASSWORD_CHECK_LIMIT } from '../accounts/password-policy';
import { createSession } from '../accounts/session-store';
import { createMemberWithPassword } from '../accounts/test-support';
import { postBet, nextSscDraw, openLotteryPage } from '../lottery/test-support';
import { loadDrawKey } from '../lottery/draw-key';
import { DAY_MS } from '../shared/business-day';
import { placeSettledBet } from '../settlement/test-support';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { fundMember } from '../wallet/ledger-test-support';
import { startExclusion } from './exclusions';
import { openSlot, spinSlot } from './test-support';

let gateway: TestGateway;
let accounts = 0;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** A member with a session and money in the main wallet. */
async function fundedMember(amount = 1_000) {
  const member = await createTestMember(gateway.db, { account: `guard${++accounts}`, now: gateway.clock.now() });
  if (amount > 0) await fundMember(gateway.db, member.memberId, amount, new Date(gateway.clock.now().getTime() - 40 * DAY_MS));
  return member;
}

const call = <C extends Parameters<typeof callGateway>[1]>(c: C, input: Parameters<typeof callGateway<C>>[2], token?: string, merchantCode?: string) =>
  callGateway(gateway.app, c, input, { ...(token ? { token } : {}), ...(merchantCode ? { merchantCode } : {}) });

let requests = 0;
const deposit = (token: string, amount: number, merchantCode?: string) => call(createDeposit, { channelCode: 'QR_TNG', amount, requestId: `pd-${++requests}` }, token, merchantCode);

async function mainBalance(memberId: number): Promise<number> {
  const result = await gateway.db.query<{ balance: number }>("select balance::float8 as balance from wallet where member_id = $1 and wallet_code = 'MAIN'", [memberId]);
  return result.rows[0]?.balance ?? 0;
}

describe('the protection settings', () => {
  it('answers every limit, the reality check and the deposit-limit prompt, and refuses trial accounts and strangers', async () => {
    const { token } = await fundedMember(0);
    const settings = await call(protectionSettings, {}, token);
    expect(settings.statusCode).toBe(200);
    expect(settings.body.value.limits).toHaveLength(9);
    expect(settings.body.value.limits.every((limit) => limit.amount === null && limit.used === 0 && limit.pending === null)).toBe(true);
    expect(settings.body.value).toMatchObject({ realityCheckMinutes: 0, depositLimitPromptDue: true });

    const trial = await createTestMember(gateway.db, { account: 'guardtrial', type: 4 });
    const refused = await call(protectionSettings, {}, trial.token);
    expect([refused.statusCode, refused.body.code]).toEqual([403, ERROR_CODE.realAccountRequired]);
    const anonymous = await call(setLimit, { kind: 'DEPOSIT', period: 'DAY', amount: 10 });
    expect([anonymous.statusCode, anonymous.body.code]).toEqual([401, ERROR_CODE.loginRequired]);
    const bad = await call(setLimit, { kind: 'DEPOSIT', period: 'YEAR', amount: 10 }, token);
    expect(bad.statusCode).toBe(400);
  });

  it('stops asking for a deposit limit once declined, and keeps the reality-check interval', async () => {
    const { token } = await fundedMember(0);
    expect((await call(declineDepositLimitPrompt, {}, token)).body.value).toBeNull();
    expect((await call(setRealityCheck, { minutes: 30 }, token)).body.value).toEqual({ minutes: 30 });
    expect((await call(setRealityCheck, { minutes: 20 }, token)).statusCode).toBe(400);
    expect((await call(protectionSettings, {}, token)).body.value).toMatchObject({ realityCheckMinutes: 30, depositLimitPromptDue: false });
    const summary = await call(sessionSummary, {}, token);
    expect(summary.body.value).toEqual({ startedAt: gateway.clock.now().getTime(), realityCheckMinutes: 30, stakes: 0, payouts: 0, netResult: 0 });
  });
});

describe('a limit change', () => {
  it('applies a decrease at once and an increase or a removal only when confirmed after 24 hours of cooling off', async () => {
    const { memberId, token: firstToken } = await fundedMember(0);
    let token = firstToken;
    const first = await call(setLimit, { kind: 'LOSS', period: 'WEEK', amount: 200 }, token);
    expect(first.body.value).toEqual({ kind: 'LOSS', period: 'WEEK', amount: 200, used: 0, pending: null });
    expect((await call(setLimit, { kind: 'LOSS', period: 'WEEK', amount: 150 }, token)).body.value).toMatchObject({ amount: 150, pending: null });

    const askedAt = gateway.clock.now().getTime();
    const raised = await call(setLimit, { kind: 'LOSS', period: 'WEEK', amount: 500 }, token);
    expect(raised.body.value).toMatchObject({ amount: 150, pending: { amount: 500, confirmableFrom: askedAt + DAY_MS } });
    const early = await call(confirmLimitChange, { kind: 'LOSS', period: 'WEEK' }, token);
    expect([early.statusCode, early.body.code]).toEqual([409, ERROR_CODE.operationNotAllowed]);
    expect(early.body.message).toContain('cooling off');

    gateway.clock.advance(DAY_MS - 1);
    // The session has expired meanwhile: the player logs in again.
    token = await createSession(gateway.db, memberId, 'DEMO_ROYAL', 'username', gateway.clock.now());
    expect((await call(confirmLimitChange, { kind: 'LOSS', period: 'WEEK' }, token)).statusCode).toBe(409);
    gateway.clock.advance(1);
    expect((await call(confirmLimitChange, { kind: 'LOSS', period: 'WEEK' }, token)).body.value).toMatchObject({ amount: 500, pending: null });

    // A removal waits too, and can be dropped meanwhile.
    expect((await call(setLimit, { kind: 'LOSS', period: 'WEEK', amount: null }, token)).body.value).toMatchObject({ amount: 500, pending: { amount: null } });
    expect((await call(cancelLimitChange, { kind: 'LOSS', period: 'WEEK' }, token)).body.value).toMatchObject({ amount: 500, pending: null });
    const nothing = await call(cancelLimitChange, { kind: 'LOSS', period: 'WEEK' }, token);
    expect([nothing.statusCode, nothing.body.message]).toEqual([409, 'No change of this limit is waiting']);
    expect((await call(confirmLimitChange, { kind: 'LOSS', period: 'WEEK' }, token)).statusCode).toBe(409);
  });
});

describe('the limits enforced', () => {
  it('refuse a deposit over a deposit limit, counting open orders, the lowest limit winning', async () => {
    const { token } = await fundedMember(0);
    await call(setLimit, { kind: 'DEPOSIT', period: 'DAY', amount: 100 }, token);
    await call(setLimit, { kind: 'DEPOSIT', period: 'WEEK', amount: 90 }, token);
    const openedAt = gateway.clock.now().getTime();
    expect((await deposit(token, 80)).statusCode).toBe(200);

    const refused = await deposit(token, 15);
    expect([refused.statusCode, refused.body.code]).toEqual([403, ERROR_CODE.limitReached]);
    // The daily limit would allow 95; the weekly one, lower, refuses until the open order leaves its window.
    expect(refused.body.value as unknown as LimitReachedValue).toEqual({ kind: 'DEPOSIT', period: 'WEEK', limit: 90, used: 80, allowedFrom: openedAt + 7 * DAY_MS });
    expect(refused.body.message).toContain('7-day deposit limit of 90.00 (80.00 used)');
    const alone = await deposit(token, 95);
    expect(alone.body.value as unknown as LimitReachedValue).toMatchObject({ period: 'WEEK', allowedFrom: null });
    expect((await deposit(token, 10)).statusCode).toBe(200);
    const settings = await call(protectionSettings, {}, token);
    expect(settings.body.value.limits.find((limit) => limit.kind === 'DEPOSIT' && limit.period === 'DAY')).toMatchObject({ amount: 100, used: 90 });
    expect(settings.body.value.depositLimitPromptDue).toBe(false);
  });

  it('refuse a spin over a wager limit before any money moves', async () => {
    const member = await fundedMember();
    await call(setLimit, { kind: 'WAGER', period: 'DAY', amount: 1 }, member.token);
    const session = await openSlot(gateway.app, gateway.db, member, gateway.clock.now());
    expect((await spinSlot(gateway.app, session, 0.5, 'w-1')).statusCode).toBe(200);
    expect((await spinSlot(gateway.app, session, 0.5, 'w-2')).statusCode).toBe(200);
    const before = await mainBalance(member.memberId);
    const refused = await spinSlot(gateway.app, session, 0.1, 'w-3');
    expect([refused.statusCode, refused.body.code]).toEqual([403, ERROR_CODE.limitReached]);
    expect(refused.body.value).toMatchObject({ kind: 'WAGER', period: 'DAY', limit: 1, used: 1 });
    expect(await mainBalance(member.memberId)).toBe(before);
    const bets = await gateway.db.query<{ n: number }>('select count(*)::int as n from bet where member_id = $1', [member.memberId]);
    expect(bets.rows[0]!.n).toBe(2);
  });

  it('count a loss limit as stakes less payouts, the stake about to be placed included', async () => {
    const member = await fundedMember();
    const now = gateway.clock.now();
    await placeSettledBet(gateway.db, member.memberId, { amount: 10, payout: 4, at: new Date(now.getTime() - 60_000) });
    await call(setLimit, { kind: 'LOSS', period: 'DAY', amount: 10 }, member.token);
    const session = await openSlot(gateway.app, gateway.db, member, now);
    expect((await spinSlot(gateway.app, session, 5, 'l-1')).body.value).toMatchObject({ kind: 'LOSS', period: 'DAY', limit: 10, used: 6, allowedFrom: now.getTime() - 60_000 + DAY_MS });
    expect((await spinSlot(gateway.app, session, 2, 'l-2')).statusCode).toBe(200);
  });

  it('refuse a lottery ticket and a transfer into a game wallet over a wager limit, never one out of it', async () => {
    const member = await fundedMember();
    await call(walletTransfer, { from: 'MAIN', to: 'PT', amount: 30, requestId: 'gt-1' }, member.token);
    await call(setLimit, { kind: 'WAGER', period: 'MONTH', amount: 40 }, member.token);
    const over = await call(walletTransfer, { from: 'MAIN', to: 'PT', amount: 20, requestId: 'gt-2' }, member.token);
    expect([over.statusCode, over.body.code]).toEqual([403, ERROR_CODE.limitReached]);
    expect(over.body.value).toMatchObject({ kind: 'WAGER', period: 'MONTH', limit: 40, used: 30 });
    expect((await call(walletTransfer, { from: 'PT', to: 'MAIN', amount: 30, requestId: 'gt-3' }, member.token)).statusCode).toBe(200);

    // Clear of a draw's closing time.
    gateway.clock.advance(60_000);
    const { session } = await openLotteryPage(gateway.app, member.token);
    const draw = nextSscDraw(await loadDrawKey(gateway.db), gateway.clock.now());
    const ticket = { session: session!, pick: draw.losingPick, drawTime: draw.openTime };
    expect((await postBet(gateway.app, { ...ticket, stake: 10, requestId: 'lt-1' })).statusCode).toBe(200);
    const refused = await postBet(gateway.app, { ...ticket, stake: 1, requestId: 'lt-2' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERROR_CODE.limitReached, value: { kind: 'WAGER', used: 40 } });
  });
});

describe('an exclusion', () => {
  it('is confirmed by the session alone for an account without a login password, and asks for the password of one with it', async () => {
    const mobileOnly = await fundedMember(0);
    await gateway.db.query('update member set password_hash = $2 where id = $1', [mobileOnly.memberId, NO_PASSWORD_HASH]);
    expect((await call(protectionSettings, {}, mobileOnly.token)).body.value.exclusionAsksPassword).toBe(false);
    const taken = await call(exclude, { kind: 'TIMEOUT', duration: 'DAYS_7' }, mobileOnly.token);
    expect([taken.statusCode, taken.body.value?.kind]).toEqual([200, 'TIMEOUT']);

    await createMemberWithPassword(gateway, { account: 'pausing', password: 'secret77' });
    const { token } = (await call(login, { type: 'username', username: 'pausing', password: 'secret77' })).body.value;
    expect((await call(protectionSettings, {}, token)).body.value.exclusionAsksPassword).toBe(true);
    const withoutPassword = await call(exclude, { kind: 'TIMEOUT', duration: 'DAYS_7' }, token);
    expect([withoutPassword.statusCode, withoutPassword.body.code]).toEqual([400, ERROR_CODE.passwordIncorrect]);
  });

  it("counts its wrong passwords with the account's other password checks: a stolen session guesses no faster", async () => {
    await createMemberWithPassword(gateway, { account: 'guessed', password: 'secret66' });
    const { token } = (await call(login, { type: 'username', username: 'guessed', password: 'secret66' })).body.value;
    for (let attempt = 0; attempt < PASSWORD_CHECK_LIMIT.limit; attempt += 1) {
      expect((await call(exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: `guess${attempt}` }, token)).body.code).toBe(ERROR_CODE.passwordIncorrect);
    }
    const stopped = await call(exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: 'secret66' }, token);
    expect([stopped.statusCode, stopped.body.code]).toEqual([429, ERROR_CODE.tooManyRequests]);
    gateway.clock.advance(PASSWORD_CHECK_LIMIT.windowMs);
    expect((await call(exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: 'secret66' }, token)).statusCode).toBe(200);
  });

  it('needs the login password and a duration of its kind, and signs out every session', async () => {
    await createMemberWithPassword(gateway, { account: 'breaker', password: 'secret88' });
    const { token } = (await call(login, { type: 'username', username: 'breaker', password: 'secret88' })).body.value;
    const wrong = await call(exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: 'secret89' }, token);
    expect([wrong.statusCode, wrong.body.code]).toEqual([400, ERROR_CODE.passwordIncorrect]);
    const mismatched = await call(exclude, { kind: 'TIMEOUT', duration: 'MONTHS_6', password: 'secret88' }, token);
    expect([mismatched.statusCode, mismatched.body.message]).toEqual([400, 'A time-out lasts HOURS_24, DAYS_7, DAYS_30']);

    const startedAt = gateway.clock.now().getTime();
    const taken = await call(exclude, { kind: 'TIMEOUT', duration: 'HOURS_24', password: 'secret88' }, token);
    expect(taken.body.value).toEqual({ kind: 'TIMEOUT', duration: 'HOURS_24', startedAt, endsAt: startedAt + DAY_MS });
    expect((await call(memberInfo, {}, token)).statusCode).toBe(401);

    const refused = await call(login, { type: 'username', username: 'breaker', password: 'secret88' });
    expect([refused.statusCode, refused.body.code]).toEqual([403, ERROR_CODE.excluded]);
    expect(refused.body.value).toEqual({ kind: 'TIMEOUT', endsAt: startedAt + DAY_MS });
    expect(refused.body.message).toBe(`Your account is on a break until ${new Date(startedAt + DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`);
    gateway.clock.advance(DAY_MS);
    expect((await call(login, { type: 'username', username: 'breaker', password: 'secret88' })).statusCode).toBe(200);
  });

  it('cannot be shortened', async () => {
    const { memberId } = await fundedMember(0);
    const now = gateway.clock.now();
    await gateway.db.transaction((tx) => startExclusion(tx, { memberId, merchantCode: 'DEMO_ROYAL', kind: 'TIMEOUT', duration: 'DAYS_30' }, now));
    await expect(gateway.db.transaction((tx) => startExclusion(tx, { memberId, merchantCode: 'DEMO_ROYAL', kind: 'TIMEOUT', duration: 'DAYS_7' }, now))).rejects.toThrow(
      /cannot be shortened/,
    );
    const longer = await gateway.db.transaction((tx) => startExclusion(tx, { memberId, merchantCode: 'DEMO_ROYAL', kind: 'SELF_EXCLUSION', duration: 'PERMANENT' }, now));
    expect(longer.endsAt).toBeNull();
  });

  it('refuses deposits, bets and transfers of the member, and the same person on another brand', async () => {
    const royal = await fundedMember();
    await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '0123450001', email = 'Same.Person@Example.com' where id = $1", [royal.memberId]);
    const session = await openSlot(gateway.app, gateway.db, royal, gateway.clock.now());
    // The other brand's account, signed in before the self-exclusion: the same number written without its trunk zero.
    const jade = await createTestMember(gateway.db, { account: 'guardjade', merchantCode: 'DEMO_JADE', now: gateway.clock.now() });
    await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '123450001' where id = $1", [jade.memberId]);
    await fundMember(gateway.db, jade.memberId, 100);

    await gateway.db.transaction((tx) => startExclusion(tx, { memberId: royal.memberId, merchantCode: 'DEMO_ROYAL', kind: 'SELF_EXCLUSION', duration: 'MONTHS_6' }, gateway.clock.now()));
    const spin = await spinSlot(gateway.app, session, 1, 'x-1');
    expect([spin.statusCode, spin.body.code]).toEqual([403, ERROR_CODE.excluded]);
    expect(spin.body.value).toMatchObject({ kind: 'SELF_EXCLUSION' });
    expect((await deposit(royal.token, 50)).body.code).toBe(ERROR_CODE.excluded);
    expect((await call(walletTransfer, { from: 'MAIN', to: 'PT', amount: 5, requestId: 'x-2' }, royal.token)).body.code).toBe(ERROR_CODE.excluded);

    const jadeDeposit = await callGateway(gateway.app, createDeposit, { channelCode: 'QR_DUITNOW', amount: 50, requestId: 'x-3' }, { token: jade.token, merchantCode: 'DEMO_JADE' });
    expect([jadeDeposit.statusCode, jadeDeposit.body.code]).toEqual([403, ERROR_CODE.excluded]);
    const jadeTransfer = await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'PT', amount: 5, requestId: 'x-4' }, { token: jade.token, merchantCode: 'DEMO_JADE' });
    expect(jadeTransfer.body.code).toBe(ERROR_CODE.excluded);
  });

  it('refuses the login of the same person on another brand, by email or real name', async () => {
    const royalId = await createMemberWithPassword(gateway, { account: 'selfex1', password: 'secret88', email: 'Kept.Away@Example.com', payeeName: 'Tan  Ah Kow' });
    await gateway.db.transaction((tx) => startExclusion(tx, { memberId: royalId, merchantCode: 'DEMO_ROYAL', kind: 'SELF_EXCLUSION', duration: 'PERMANENT' }, gateway.clock.now()));
    await createMemberWithPassword(gateway, { account: 'selfex2', password: 'secret88', merchantCode: 'DEMO_JADE', email: 'kept.away@example.com ' });
    await createMemberWithPassword(gateway, { account: 'selfex3', password: 'secret88', merchantCode: 'DEMO_JADE', payeeName: 'TAN AH KOW' });
    await createMemberWithPassword(gateway, { account: 'notexcluded', password: 'secret88', merchantCode: 'DEMO_JADE', payeeName: 'Tan Ah Kaw' });
    for (const account of ['selfex2', 'selfex3']) {
      const refused = await callGateway(gateway.app, login, { type: 'username', username: account, password: 'secret88' }, { merchantCode: 'DEMO_JADE' });
      expect([refused.statusCode, refused.body.code, refused.body.message]).toEqual([403, ERROR_CODE.excluded, 'Your account is self-excluded permanently']);
    }
    expect((await callGateway(gateway.app, login, { type: 'username', username: 'notexcluded', password: 'secret88' }, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(200);
  });
});

describe('the history figures', () => {
  it('sum deposits, withdrawals and settled bets over 24 hours, 7 days, 30 days and 6 months', async () => {
    const member = await fundedMember(0);
    const now = gateway.clock.now().getTime();
    await fundMember(gateway.db, member.memberId, 100, new Date(now - 2 * DAY_MS));
    await fundMember(gateway.db, member.memberId, 40, new Date(now - 60_000));
    await placeSettledBet(gateway.db, member.memberId, { amount: 10, payout: 25, at: new Date(now - 60_000) });
    await placeSettledBet(gateway.db, member.memberId, { amount: 30, payout: 0, at: new Date(now - 20 * DAY_MS) });
    await placeSettledBet(gateway.db, member.memberId, { amount: 50, payout: 5, at: new Date(now - 100 * DAY_MS) });
    await placeSettledBet(gateway.db, member.memberId, { amount: 70, payout: 0, at: new Date(now - 200 * DAY_MS) });
    const history = await call(protectionHistory, {}, member.token);
    expect(history.body.value.windows).toEqual([
      { window: 'HOURS_24', deposits: 40, withdrawals: 0, netDeposits: 40, stakes: 10, payouts: 25, netResult: 15 },
      { window: 'DAYS_7', deposits: 140, withdrawals: 0, netDeposits: 140, stakes: 10, payouts: 25, netResult: 15 },
      { window: 'DAYS_30', deposits: 140, withdrawals: 0, netDeposits: 140, stakes: 40, payouts: 25, netResult: -15 },
      { window: 'MONTHS_6', deposits: 140, withdrawals: 0, netDeposits: 140, stakes: 90, payouts: 30, netResult: -60 },
    ]);
  });
});
