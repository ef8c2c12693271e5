import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  applyPromotion,
  banners,
  claimReward,
  convertPoints,
  ERROR_CODE,
  inboxMessages,
  missionClaim,
  notices,
  promotionDetail,
  promotions,
  raffleClaim,
  redeem,
  referralClaim,
  reward,
} from '@platform/api/contract';
import { MIN_CONVERT_POINTS } from '@platform/api/schemas';
import type { AnnouncementType, Envelope } from '@platform/api/contract';
import { DEV_BROADCASTS_PATH } from '../inbox/dev-broadcast-route';
import { insertPendingOrders } from '../payments/deposit-test-support';
import { creditDepositOrder, lockDepositOrder } from '../payments/settle-deposit';
import { businessDayOf } from '../shared/business-day';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { startExclusion } from './exclusions';

/*
 * Issue 22, item 3: a member on a time-out or self-excluded is sent no marketing. Login is refused
 * to such a member, so the realistic case is a session that stays open: the same person's account
 * on another brand, signed in, whose phone comes to match a self-exclusion taken elsewhere.
 */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]).toString('base64');
const ALL_TYPES = 'B,PL,PU,PR,H';
const MARKETING_TYPES: readonly AnnouncementType[] = ['PR', 'PU'];

let gateway: TestGateway;
/** Jade's account of the person self-excluded on Royal, signed in. */
let excluded: { memberId: number; token: string };
/** Another Jade member, signed in, not excluded. */
let neighbour: { memberId: number; token: string };

const onJade = (token?: string) => ({ merchantCode: 'DEMO_JADE', ...(token ? { token } : {}) });

async function jadePromotionId(slug: string): Promise<number> {
  return (await gateway.db.query<{ id: number }>("select id from promotion where slug = $1 and merchant_code = 'DEMO_JADE'", [slug])).rows[0]!.id;
}

beforeAll(async () => {
  gateway = await createTestGateway({ devMode: true });
  const now = gateway.clock.now();
  const royal = await createTestMember(gateway.db, { account: 'nomarketroyal', now });
  await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '0123459001' where id = $1", [royal.memberId]);
  excluded = await createTestMember(gateway.db, { account: 'nomarketjade', merchantCode: 'DEMO_JADE', now });
  neighbour = await createTestMember(gateway.db, { account: 'nomarketnext', merchantCode: 'DEMO_JADE', now });
  await gateway.db.transaction((tx) => startExclusion(tx, { memberId: royal.memberId, merchantCode: 'DEMO_ROYAL', kind: 'SELF_EXCLUSION', duration: 'YEAR_1' }, now));
  // The Jade account binds the same number afterwards (written without its trunk zero): its open session is now excluded.
  await gateway.db.query("update member set country_dialing_code = '60', mobile_num = '123459001' where id = $1", [excluded.memberId]);
});

afterAll(async () => {
  await gateway.close();
});

describe('an excluded member with an open session', () => {
  it('is refused the other incentives too: a mission or referral reward, the points mall, points turned into money', async () => {
    const refusals = [
      await callGateway(gateway.app, missionClaim, { missionId: 1, requestId: 'nm-mission' }, onJade(excluded.token)),
      await callGateway(gateway.app, referralClaim, { requestId: 'nm-referral' }, onJade(excluded.token)),
      await callGateway(gateway.app, redeem, { itemId: 1, quantity: 1, password: '123456' }, onJade(excluded.token)),
      await callGateway(gateway.app, convertPoints, { points: MIN_CONVERT_POINTS, paymentPassword: '123456', requestId: 'nm-convert' }, onJade(excluded.token)),
    ];
    expect(refusals.map((answer) => [answer.statusCode, answer.body.code])).toEqual(Array(4).fill([403, ERROR_CODE.excluded]));
    // Another member is not refused as excluded (whatever else the call answers).
    const neighbourClaim = await callGateway(gateway.app, referralClaim, { requestId: 'nm-referral-next' }, onJade(neighbour.token));
    expect(neighbourClaim.body.code).not.toBe(ERROR_CODE.excluded);
  });

  it('is shown no promotion while a visitor and another member are', async () => {
    const visitor = await callGateway(gateway.app, promotions, {}, onJade());
    expect(visitor.body.value.list.length).toBeGreaterThan(0);
    expect((await callGateway(gateway.app, promotions, {}, onJade(neighbour.token))).body.value.list).toHaveLength(visitor.body.value.list.length);

    const answer = await callGateway(gateway.app, promotions, {}, onJade(excluded.token));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ categories: visitor.body.value.categories, list: [] });

    const welcome = await jadePromotionId('welcome-bonus');
    expect((await callGateway(gateway.app, promotionDetail, { promotionId: welcome }, onJade())).statusCode).toBe(200);
    const detail = await callGateway(gateway.app, promotionDetail, { promotionId: welcome }, onJade(excluded.token));
    expect([detail.statusCode, detail.body.code]).toEqual([403, ERROR_CODE.excluded]);
    expect(detail.body.value).toMatchObject({ kind: 'SELF_EXCLUSION' });
  });

  it('has an empty reward centre and is refused every claim and application with EXCLUDED', async () => {
    expect((await callGateway(gateway.app, reward, {}, onJade(neighbour.token))).body.value.unclaimedCount).toBeGreaterThan(0);
    expect((await callGateway(gateway.app, reward, {}, onJade(excluded.token))).body.value).toEqual({ unclaimedCount: 0, rewards: [] });

    const signIn = `SIGN_IN:${businessDayOf(gateway.clock.now())}`;
    const claims = [
      await callGateway(gateway.app, claimReward, { rewardId: signIn, requestId: 'nm-claim-1' }, onJade(excluded.token)),
      await callGateway(gateway.app, raffleClaim, { promotionId: await jadePromotionId('daily-lucky-draw') }, onJade(excluded.token)),
      await callGateway(gateway.app, applyPromotion, { promotionId: await jadePromotionId('live-casino-cashback'), proofImages: [PNG] }, onJade(excluded.token)),
    ];
    for (const claim of claims) expect([claim.statusCode, claim.body.code, claim.body.value]).toEqual([403, ERROR_CODE.excluded, { kind: 'SELF_EXCLUSION', endsAt: expect.any(Number) }]);
    const paid = await gateway.db.query<{ n: number }>(
      'select (select count(*) from reward_claim where member_id = $1) + (select count(*) from raffle_draw where member_id = $1) + (select count(*) from promotion_application where member_id = $1) as n',
      [excluded.memberId],
    );
    expect(Number(paid.rows[0]!.n)).toBe(0);
    // The same claim of a member who is not excluded goes through.
    expect((await callGateway(gateway.app, claimReward, { rewardId: signIn, requestId: 'nm-claim-2' }, onJade(neighbour.token))).statusCode).toBe(200);
  });

  it('gets no activity gift, promotion banner, promotion notice or pop-up, and keeps the rest', async () => {
    const visitorBanners = (await callGateway(gateway.app, banners, {}, onJade())).body.value;
    expect(visitorBanners.some((banner) => banner.groupName.startsWith('w_topup_'))).toBe(true);
    expect(visitorBanners.some((banner) => banner.linkageType === 'PROMOTION')).toBe(true);
    const excludedBanners = (await callGateway(gateway.app, banners, {}, onJade(excluded.token))).body.value;
    expect(excludedBanners.length).toBeGreaterThan(0);
    expect(excludedBanners.filter((banner) => banner.groupName.startsWith('w_topup_') || banner.linkageType === 'PROMOTION')).toEqual([]);
    expect(excludedBanners).toEqual(visitorBanners.filter((banner) => !banner.groupName.startsWith('w_topup_') && banner.linkageType !== 'PROMOTION'));
    expect((await callGateway(gateway.app, banners, {}, onJade(neighbour.token))).body.value).toEqual(visitorBanners);

    const asked = { types: ALL_TYPES, platform: 'W', executionType: 'B' };
    const visitorAnnouncements = (await callGateway(gateway.app, announcements, asked, onJade())).body.value;
    expect(visitorAnnouncements.some((item) => MARKETING_TYPES.includes(item.type))).toBe(true);
    const excludedAnnouncements = (await callGateway(gateway.app, announcements, asked, onJade(excluded.token))).body.value;
    expect(excludedAnnouncements).toEqual(visitorAnnouncements.filter((item) => !MARKETING_TYPES.includes(item.type)));
    expect(excludedAnnouncements.length).toBeGreaterThan(0);
    // Asking for pop-ups only answers none.
    expect((await callGateway(gateway.app, announcements, { ...asked, types: 'PU' }, onJade(excluded.token))).body.value).toEqual([]);

    const visitorNotices = (await callGateway(gateway.app, notices, {}, onJade())).body.value;
    const marketingIds = new Set(visitorAnnouncements.filter((item) => MARKETING_TYPES.includes(item.type)).map((item) => item.id));
    expect(visitorNotices.some((notice) => marketingIds.has(notice.id))).toBe(true);
    const excludedNotices = (await callGateway(gateway.app, notices, {}, onJade(excluded.token))).body.value;
    expect(excludedNotices.length).toBeGreaterThan(0);
    const storedTypes = await gateway.db.query<{ id: number; type: AnnouncementType }>('select id, type from notice where id = any($1::int[])', [excludedNotices.map((notice) => notice.id)]);
    expect(storedTypes.rows.filter((row) => MARKETING_TYPES.includes(row.type))).toEqual([]);
    expect(excludedNotices).toEqual(visitorNotices.filter((notice) => storedTypes.rows.some((row) => row.id === notice.id)));
  });

  it('is left out of a broadcast but still told of its own deposit', async () => {
    const message = { ms: 'Bonus hujung minggu', en: 'Weekend bonus', zh: '周末奖金' };
    const broadcast = { merchantCode: 'DEMO_JADE', key: 'weekend-bonus-nm', title: message, body: { ms: '<p>Bonus 10%</p>', en: '<p>A 10% bonus</p>', zh: '<p>10% 奖金</p>' } };
    const sent = await gateway.app.inject({ method: 'POST', url: DEV_BROADCASTS_PATH, payload: broadcast });
    expect(sent.statusCode).toBe(200);
    const result = sent.json<Envelope<{ sent: number; withheld: number }>>().value;
    expect(result.withheld).toBe(1);
    expect(result.sent).toBeGreaterThan(1);
    const titles = async (token: string) => (await callGateway(gateway.app, inboxMessages, { pageNo: 1, pageSize: 100 }, onJade(token))).body.value.list.map((item) => item.title);
    expect(await titles(neighbour.token)).toContain('Weekend bonus');
    expect(await titles(excluded.token)).not.toContain('Weekend bonus');
    // Sent again, it reaches no one twice and still not the excluded member.
    const again = await gateway.app.inject({ method: 'POST', url: DEV_BROADCASTS_PATH, payload: broadcast });
    expect(again.json<Envelope<{ sent: number; withheld: number }>>().value).toEqual({ sent: 0, withheld: 1 });

    const [orderNo] = await insertPendingOrders(gateway.db, excluded.memberId, 'QR_DUITNOW', [5_000], gateway.clock.now());
    await gateway.db.transaction(async (tx) => {
      const order = (await lockDepositOrder(tx, orderNo!, null))!;
      await creditDepositOrder(tx, order, null, gateway.clock.now());
    });
    expect(await titles(excluded.token)).toContain('Deposit credited');
  });

  it('refuses a broadcast of an unknown merchant or with a bad body, with a 4xx', async () => {
    const post = (payload: Record<string, unknown>) => gateway.app.inject({ method: 'POST', url: DEV_BROADCASTS_PATH, payload });
    const text = { ms: 'x', en: 'x', zh: 'x' };
    expect((await post({ merchantCode: 'NO_SUCH', key: 'k', title: text, body: text })).statusCode).toBe(404);
    expect((await post({ merchantCode: 'DEMO_JADE', key: 'Bad Key', title: text, body: text })).statusCode).toBe(400);
    expect((await post({ merchantCode: 'DEMO_JADE', key: 'k', title: { en: 'x' }, body: text })).statusCode).toBe(400);
  });
});

describe('a member on a time-out with its own session', () => {
  it('is shown no promotion and is refused a claim', async () => {
    const member = await createTestMember(gateway.db, { account: 'nomarketbreak', merchantCode: 'DEMO_JADE', now: gateway.clock.now() });
    await gateway.db.transaction((tx) => startExclusion(tx, { memberId: member.memberId, merchantCode: 'DEMO_JADE', kind: 'TIMEOUT', duration: 'DAYS_7' }, gateway.clock.now()));
    expect((await callGateway(gateway.app, promotions, {}, onJade(member.token))).body.value.list).toEqual([]);
    const claim = await callGateway(gateway.app, claimReward, { rewardId: `SIGN_IN:${businessDayOf(gateway.clock.now())}`, requestId: 'nm-break' }, onJade(member.token));
    expect([claim.statusCode, claim.body.value]).toEqual([403, { kind: 'TIMEOUT', endsAt: expect.any(Number) }]);
  });
});
