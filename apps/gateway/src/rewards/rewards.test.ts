import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPromotion, balance, claimReward, ERROR_CODE, promotionDetail, promotions, reward, rewardClaims } from '@platform/api/contract';
import type { Reward } from '@platform/api/contract';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, auditPromotionalLocks, fundMember } from '../wallet/ledger-test-support';
import { ensureTestPaymentPassword } from '../withdrawals/test-support';
import { DEV_APPLICATIONS_PATH } from './dev-application-route';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]).toString('base64');
const GIF = Buffer.from('GIF89a-not-a-png-or-jpeg').toString('base64');

let gateway: TestGateway;
type Member = { memberId: number; token: string };

beforeAll(async () => {
  gateway = await createTestGateway({ devMode: true });
});

afterAll(async () => {
  await gateway.close();
});

const member = (account: string, type = 0) => createTestMember(gateway.db, { account, type, now: gateway.clock.now() });
const today = () => businessDayOf(gateway.clock.now());
const yesterday = () => businessDayOf(new Date(gateway.clock.now().getTime() - DAY_MS));
const claim = (who: Member, rewardId: string, requestId: string) => callGateway(gateway.app, claimReward, { rewardId, requestId }, { token: who.token });
const centre = async (who: Member) => (await callGateway(gateway.app, reward, {}, { token: who.token })).body.value;
const sumBalance = async (who: Member) => Number((await callGateway(gateway.app, balance, {}, { token: who.token })).body.value.sumBalance);
const desk = (body: Record<string, unknown>) => gateway.app.inject({ method: 'POST', url: DEV_APPLICATIONS_PATH, payload: body });

async function bonusesOf(memberId: number, day: string): Promise<number> {
  const found = await gateway.db.query<{ bonuses: number }>('select bonuses::float8 as bonuses from member_daily_totals where member_id = $1 and business_day = $2', [memberId, day]);
  return found.rows[0]?.bonuses ?? 0;
}

async function promotionId(slug: string): Promise<number> {
  return (await gateway.db.query<{ id: number }>("select id from promotion where slug = $1 and merchant_code = 'DEMO_ROYAL'", [slug])).rows[0]!.id;
}

async function expectBooksBalanced(): Promise<void> {
  const audit = await auditLedger(gateway.db);
  expect(audit.unbalancedWallets).toEqual([]);
  expect(audit.negativeWallets).toBe(0);
  expect(await auditPromotionalLocks(gateway.db)).toEqual([]);
}

describe('the reward centre', () => {
  it("offers a new member today's sign-in and the newbie tasks, and counts only what can be claimed", async () => {
    const fresh = await member('rwFresh');
    const { unclaimedCount, rewards } = await centre(fresh);
    expect(unclaimedCount).toBe(1);
    const endOfToday = new Date(Date.parse(`${today()}T00:00:00+08:00`) + DAY_MS).toISOString();
    expect(rewards).toEqual([
      { rewardId: `SIGN_IN:${today()}`, kind: 'SIGN_IN', title: 'Daily sign-in reward', amount: 2, status: 'CLAIM_PAYOUT', promotionId: null, expireTime: endOfToday, turnoverMultiple: 1 },
      expect.objectContaining({ rewardId: 'NEWBIE:BIND_PHONE', status: 'IN_PROGRESS', amount: 5, expireTime: null }),
      expect.objectContaining({ rewardId: 'NEWBIE:PAYMENT_PASSWORD', status: 'IN_PROGRESS', amount: 5 }),
      expect.objectContaining({ rewardId: 'NEWBIE:FIRST_DEPOSIT', status: 'IN_PROGRESS', amount: 10 }),
    ]);
    expect((await callGateway(gateway.app, reward, {}, { language: 'CN', token: fresh.token })).body.value.rewards[0]?.title).toBe('每日签到奖励');
  });

  it('claims the sign-in once as promotional credit with its turnover, counted in the day\'s bonuses; a replay answers the first result', async () => {
    const player = await member('rwSignIn');
    const rewardId = `SIGN_IN:${today()}`;
    const first = await claim(player, rewardId, 'sign-in-1');
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ rewardId, kind: 'SIGN_IN', amount: 2, turnoverRequired: 2, title: 'Daily sign-in reward', referenceNo: expect.stringMatching(/^RW\d{8}$/) });
    expect(await sumBalance(player)).toBe(2);
    expect(await bonusesOf(player.memberId, today())).toBe(2);

    const replay = await claim(player, rewardId, 'sign-in-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.body.value).toEqual(first.body.value);
    const again = await claim(player, rewardId, 'sign-in-2');
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain('already been claimed');
    // The same requestId for another reward is refused, not answered with the first result.
    const reused = await claim(player, 'NEWBIE:BIND_PHONE', 'sign-in-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.body.message).toContain('requestId');

    expect(await sumBalance(player)).toBe(2);
    const ledger = await gateway.db.query<{ type: string; amount: number; reference_no: string }>(
      'select type, amount::float8 as amount, reference_no from ledger_entry where member_id = $1',
      [player.memberId],
    );
    expect(ledger.rows).toEqual([{ type: 'BONUS', amount: 2, reference_no: first.body.value.referenceNo }]);
    const credit = await gateway.db.query('select kind, amount::float8 as amount, locked_amount::float8 as locked, turnover_required::float8 as turnover from promo_credit where member_id = $1', [player.memberId]);
    expect(credit.rows).toEqual([{ kind: 'BONUS', amount: 2, locked: 2, turnover: 2 }]);
    expect((await centre(player)).unclaimedCount).toBe(0);

    const history = (await callGateway(gateway.app, rewardClaims, { pageNo: 1, pageSize: 10 }, { token: player.token })).body.value;
    expect(history).toEqual({ list: [first.body.value], totalPages: 1, totalAmount: 2 });
    await expectBooksBalanced();
  });

  it('refuses a sign-in of another day: expired before today, not yet after it', async () => {
    const player = await member('rwDays');
    const past = await claim(player, `SIGN_IN:${yesterday()}`, 'past');
    expect(past.statusCode).toBe(409);
    expect(past.body.code).toBe(ERROR_CODE.operationNotAllowed);
    expect(past.body.message).toContain(`expired at ${new Date(Date.parse(`${today()}T00:00:00+08:00`)).toISOString()}`);
    const future = await claim(player, `SIGN_IN:${businessDayOf(new Date(gateway.clock.now().getTime() + DAY_MS))}`, 'future');
    expect(future.statusCode).toBe(409);
    expect(future.body.message).toContain('cannot be claimed yet');
    expect((await claim(player, 'SIGN_IN:2026-02-30', 'no-such-day')).statusCode).toBe(400);
    expect(await sumBalance(player)).toBe(0);
  });

  it('pays the newbie tasks once each is really done', async () => {
    const player = await member('rwNewbie');
    const early = await claim(player, 'NEWBIE:PAYMENT_PASSWORD', 'early');
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toContain('Finish the task first');
    expect((await claim(player, 'NEWBIE:UNKNOWN_TASK', 'unknown')).statusCode).toBe(404);

    await ensureTestPaymentPassword(gateway.db, player.memberId);
    await fundMember(gateway.db, player.memberId, 100);
    await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '198765432' where id = $1", [player.memberId]);
    expect((await centre(player)).unclaimedCount).toBe(4);
    for (const [task, amount] of [['PAYMENT_PASSWORD', 5], ['FIRST_DEPOSIT', 10], ['BIND_PHONE', 5]] as const) {
      const paid = await claim(player, `NEWBIE:${task}`, `task-${task}`);
      expect(paid.statusCode).toBe(200);
      expect(paid.body.value.amount).toBe(amount);
    }
    expect(await sumBalance(player)).toBe(120);
    expect((await centre(player)).rewards.filter((item) => item.kind === 'NEWBIE')).toEqual([]);
  });

  it("gives rescue money on yesterday's net loss above the minimum, capped, claimable today only", async () => {
    const loser = await member('rwLoser');
    const small = await member('rwSmallLoss');
    const whale = await member('rwWhale');
    const lose = (who: Member, bets: number, payouts: number) =>
      gateway.db.query('insert into member_daily_totals (member_id, business_day, bet_count, bets, valid_bets, payouts) values ($1, $2, 1, $3, $3, $4)', [who.memberId, yesterday(), bets, payouts]);
    await lose(loser, 1_000, 200);
    await lose(small, 150, 60);
    await lose(whale, 30_000, 0);
    const rescueId = `RESCUE:${yesterday()}`;
    expect((await centre(loser)).rewards).toContainEqual(expect.objectContaining({ rewardId: rescueId, kind: 'RESCUE', amount: 40, status: 'CLAIM_PAYOUT', turnoverMultiple: 3 }));
    expect((await centre(small)).rewards.some((item) => item.kind === 'RESCUE')).toBe(false);

    const paid = await claim(loser, rescueId, 'rescue');
    expect(paid.body.value).toMatchObject({ amount: 40, turnoverRequired: 120 });
    expect((await claim(whale, rescueId, 'rescue')).body.value.amount).toBe(500);
    const none = await claim(small, rescueId, 'rescue');
    expect(none.statusCode).toBe(409);
    expect(none.body.message).toContain('below the rescue minimum');
    const stale = await claim(loser, `RESCUE:${businessDayOf(new Date(gateway.clock.now().getTime() - 2 * DAY_MS))}`, 'stale');
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toContain('expired');
    const unfinished = await claim(loser, `RESCUE:${today()}`, 'unfinished');
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.body.message).toContain('cannot be claimed yet');
  });

  it("claims a promotion's payout, not another member's, not an expired one; trial accounts and guests get nothing", async () => {
    const player = await member('rwPayout');
    const other = await member('rwOther');
    const rebate = await promotionId('weekly-slot-rebate');
    const grant = async (who: Member, key: string, expireTime: Date | null) =>
      (await gateway.db.query<{ id: number }>(
        `insert into member_reward (member_id, source_key, promotion_id, title, amount, status, expire_time, created_at)
         values ($1, $2, $3, '{"en":"Weekly Slot Rebate 1%"}', 12.34, 'CLAIM_PAYOUT', $4, $5) returning id`,
        [who.memberId, key, rebate, expireTime, gateway.clock.now()],
      )).rows[0]!.id;
    const open = await grant(player, 'open', new Date(gateway.clock.now().getTime() + DAY_MS));
    const expired = await grant(player, 'expired', new Date(gateway.clock.now().getTime() - 1));
    await gateway.db.query("insert into promotion_member (promotion_id, member_id, status, updated_at) values ($1, $2, 'CLAIM_PAYOUT', $3)", [rebate, player.memberId, gateway.clock.now()]);
    const listed = (await centre(player)).rewards.filter((item) => item.kind === 'PROMOTION');
    expect(listed.map((item: Reward) => item.rewardId)).toEqual([open]);

    expect((await claim(other, String(open), 'steal')).statusCode).toBe(404);
    const late = await claim(player, String(expired), 'late');
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toContain('expired');
    expect((await claim(player, '9999999999', 'huge')).statusCode).toBe(404);
    const paid = await claim(player, String(open), 'payout');
    expect(paid.statusCode).toBe(200);
    expect(paid.body.value).toMatchObject({ rewardId: String(open), kind: 'PROMOTION', amount: 12.34, turnoverRequired: 37.02 });
    expect((await claim(player, String(open), 'payout-again')).statusCode).toBe(409);
    const list = (await callGateway(gateway.app, promotions, {}, { token: player.token })).body.value.list;
    expect(list.find((promotion) => promotion.promotionId === rebate)?.status).toBe('CLAIMED');

    const trial = await member('rwTrial', 4);
    expect((await centre(trial))).toEqual({ unclaimedCount: 0, rewards: [] });
    expect((await claim(trial, `SIGN_IN:${today()}`, 'trial')).statusCode).toBe(403);
    expect((await callGateway(gateway.app, claimReward, { rewardId: `SIGN_IN:${today()}`, requestId: 'guest' })).statusCode).toBe(401);
    for (const rewardId of ['', 'SIGN_IN', 'SIGN_IN:tomorrow', '-5', 'PROMOTION:1', 'x'.repeat(41)]) {
      expect((await claim(player, rewardId, 'bad')).statusCode, rewardId).toBe(400);
    }
    await expectBooksBalanced();
  });
});

describe('the activity application', () => {
  it('is filed with proof images and a remark, approved by the desk, then claimed in the reward centre', async () => {
    const player = await member('rwApplicant');
    const cashback = await promotionId('live-casino-cashback');
    const detail = (await callGateway(gateway.app, promotionDetail, { promotionId: cashback }, { token: player.token })).body.value;
    expect(detail).toMatchObject({ status: 'JOIN_NOW', applicationRequired: true });

    const apply = (body: Record<string, unknown>) => callGateway(gateway.app, applyPromotion, body, { token: player.token });
    expect((await apply({ promotionId: cashback, proofImages: [GIF] })).statusCode).toBe(400);
    expect((await apply({ promotionId: cashback, proofImages: [] })).statusCode).toBe(400);
    expect((await apply({ promotionId: cashback, proofImages: [PNG, PNG, PNG, PNG] })).statusCode).toBe(400);
    expect((await apply({ promotionId: cashback, proofImages: [PNG], remark: 'x'.repeat(141) })).statusCode).toBe(400);
    const welcome = await apply({ promotionId: await promotionId('welcome-bonus'), proofImages: [PNG] });
    expect(welcome.statusCode).toBe(409);
    expect(welcome.body.message).toContain('without an application');
    expect((await apply({ promotionId: 999_999, proofImages: [PNG] })).statusCode).toBe(404);

    const filed = await apply({ promotionId: cashback, proofImages: [PNG, PNG], remark: ' Lost 900 last week ' });
    expect(filed.statusCode).toBe(200);
    expect(filed.body.value).toMatchObject({ promotionId: cashback, status: 'APPLYING', applyTime: gateway.clock.now().getTime() });
    const { applicationId } = filed.body.value;
    expect((await apply({ promotionId: cashback, proofImages: [PNG] })).statusCode).toBe(409);
    const stored = await gateway.db.query('select remark, (select count(*)::int from promotion_application_image i where i.application_id = a.id) as images from promotion_application a where id = $1', [applicationId]);
    expect(stored.rows).toEqual([{ remark: 'Lost 900 last week', images: 2 }]);
    const listed = (await callGateway(gateway.app, promotions, {}, { token: player.token })).body.value.list;
    expect(listed.find((promotion) => promotion.promotionId === cashback)?.status).toBe('APPLYING');

    const waiting = await gateway.app.inject({ method: 'GET', url: DEV_APPLICATIONS_PATH });
    expect(waiting.json().value).toContainEqual(expect.objectContaining({ applicationId, account: 'rwApplicant', imageCount: 2, promotionSlug: 'live-casino-cashback' }));
    expect((await desk({ applicationId, action: 'approve' })).statusCode).toBe(400);
    const approved = await desk({ applicationId, action: 'approve', amount: 45 });
    expect(approved.statusCode).toBe(200);
    expect((await desk({ applicationId, action: 'reject', reason: 'Too late' })).statusCode).toBe(409);

    const payout = (await centre(player)).rewards.find((item) => item.promotionId === cashback)!;
    expect(payout).toMatchObject({ kind: 'PROMOTION', amount: 45, status: 'CLAIM_PAYOUT', title: '5% Live Casino Cashback' });
    const paid = await claim(player, String(payout.rewardId), 'cashback');
    expect(paid.body.value).toMatchObject({ amount: 45, kind: 'PROMOTION' });
    const after = (await callGateway(gateway.app, promotionDetail, { promotionId: cashback }, { token: player.token })).body.value;
    expect(after.status).toBe('CLAIMED');
    expect(await sumBalance(player)).toBe(45);
  });

  it('shows a rejection with its reason, after which the member may apply again', async () => {
    const player = await member('rwRejected');
    const cashback = await promotionId('live-casino-cashback');
    const filed = await callGateway(gateway.app, applyPromotion, { promotionId: cashback, proofImages: [PNG] }, { token: player.token });
    expect((await desk({ applicationId: filed.body.value.applicationId, action: 'reject', reason: 'Net loss below 200' })).statusCode).toBe(200);
    const detail = (await callGateway(gateway.app, promotionDetail, { promotionId: cashback }, { token: player.token })).body.value;
    expect(detail).toMatchObject({ status: 'REJECTED', rejectionReason: 'Net loss below 200' });
    const again = await callGateway(gateway.app, applyPromotion, { promotionId: cashback, proofImages: [PNG] }, { token: player.token });
    expect(again.statusCode).toBe(200);
    const trial = await member('rwTrialApplicant', 4);
    expect((await callGateway(gateway.app, applyPromotion, { promotionId: cashback, proofImages: [PNG] }, { token: trial.token })).statusCode).toBe(403);
  });
});

describe('the seeded demo', () => {
  it('gives the demo players a claim in their history, a payout to claim and an application rejected with a reason', async () => {
    const players = await gateway.db.query<{ account: string; id: number }>("select account, id from member where merchant_code = 'DEMO_ROYAL' and account in ('player01', 'player02')");
    const ids = Object.fromEntries(players.rows.map((row) => [row.account, row.id]));
    const claims = await gateway.db.query<{ member_id: number; reward_key: string }>('select member_id, reward_key from reward_claim where member_id = any($1::int[])', [Object.values(ids)]);
    expect(claims.rows).toContainEqual({ member_id: ids.player01, reward_key: 'NEWBIE:BIND_PHONE' });
    const applications = await gateway.db.query<{ member_id: number; status: string }>('select member_id, status from promotion_application where member_id = any($1::int[])', [Object.values(ids)]);
    expect(new Set(applications.rows)).toEqual(new Set([
      { member_id: ids.player01, status: 'APPROVED' },
      { member_id: ids.player02, status: 'REJECTED' },
    ]));
    await expectBooksBalanced();
  });
});
