import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  balance,
  promotionDetail,
  promotions,
  raffleClaim,
  reward,
} from '@platform/api/contract';
import { createSession } from '../accounts/session-store';
import { seedContent } from '../seed/content/content';
import { seedDate } from '../seed/seed-time';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { nextPlatformDay, platformDay } from './promotion-status';

let gateway: TestGateway;
const HOUR = 60 * 60 * 1000;

async function memberToken(account: string, type = 0): Promise<{ memberId: number; token: string }> {
  return createTestMember(gateway.db, { account, type, now: gateway.clock.now() });
}

async function freshToken(memberId: number): Promise<string> {
  return createSession(gateway.db, memberId, 'DEMO_ROYAL', 'username', gateway.clock.now());
}

async function promotionId(slug: string, merchantCode = 'DEMO_ROYAL'): Promise<number> {
  const result = await gateway.db.query<{ id: number }>('select id from promotion where slug = $1 and merchant_code = $2', [slug, merchantCode]);
  return result.rows[0]!.id;
}

async function sumBalance(token: string): Promise<number> {
  const answer = await callGateway(gateway.app, balance, {}, { token });
  expect(answer.statusCode).toBe(200);
  return Number(answer.body.value.sumBalance);
}

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('promotions', () => {
  it('lists the categories and every promotion with tags, images and a guest status', async () => {
    const answer = await callGateway(gateway.app, promotions, {});
    expect(answer.statusCode).toBe(200);
    const { categories, list } = answer.body.value;
    expect(categories.map((category) => category.categoryId)).toEqual(['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'DAILY', 'VIP', 'REFERRAL']);
    const byTitle = Object.fromEntries(list.map((promotion) => [promotion.title, promotion]));
    expect(byTitle['100% Welcome Bonus']).toMatchObject({ status: 'JOIN_NOW', tags: ['HOT'], categoryIds: ['NEW_MEMBER', 'DEPOSIT'], endTime: null });
    expect(byTitle['Chinese New Year Ang Pao']?.status).toBe('COMING_SOON');
    expect(byTitle['69% Merdeka Bonus']?.status).toBe('REGISTRATION_CLOSED');
    // Running, but its sign-ups have closed.
    expect(byTitle['World Cup Predictor']?.status).toBe('REGISTRATION_CLOSED');
    expect(byTitle['Daily Lucky Draw']?.status).toBe('JOIN_NOW');
    const image = await gateway.app.inject({ method: 'GET', url: byTitle['100% Welcome Bonus']!.imageUrl });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('100% Welcome Bonus');
  });

  it('filters by category, in the asked language', async () => {
    const answer = await callGateway(gateway.app, promotions, { categoryId: 'REBATE' }, { language: 'CN' });
    expect(answer.body.value.list.map((promotion) => promotion.title)).toEqual(['老虎机每周返水1%', '真人娱乐5%现金返还']);
    expect(answer.body.value.categories[2]).toEqual({ categoryId: 'REBATE', name: '返水' });
    const unknown = await callGateway(gateway.app, promotions, { categoryId: 'CASINO' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('CASINO');
  });

  it("adds the member's own status when a token comes with the call", async () => {
    const { memberId, token } = await memberToken('promo01');
    await gateway.db.query(`insert into promotion_member (promotion_id, member_id, status, updated_at) values ($1, $2, 'APPLYING', $3), ($4, $2, 'ISSUED', $3)`, [
      await promotionId('welcome-bonus'),
      memberId,
      gateway.clock.now(),
      await promotionId('merdeka-2026'),
    ]);
    const list = (await callGateway(gateway.app, promotions, {}, { token })).body.value.list;
    const status = (title: string) => list.find((promotion) => promotion.title === title)?.status;
    expect(status('100% Welcome Bonus')).toBe('APPLYING');
    expect(status('69% Merdeka Bonus')).toBe('ISSUED');
    expect(status('Daily 20% Reload')).toBe('JOIN_NOW');
    // On another merchant the token is not this merchant's: the list is a guest's.
    const jade = (await callGateway(gateway.app, promotions, {}, { token, merchantCode: 'DEMO_JADE' })).body.value.list;
    expect(jade.every((promotion) => ['JOIN_NOW', 'COMING_SOON', 'REGISTRATION_CLOSED'].includes(promotion.status))).toBe(true);
  });

  it('answers one promotion with its HTML terms, or 404', async () => {
    const id = await promotionId('daily-lucky-draw');
    const answer = await callGateway(gateway.app, promotionDetail, { promotionId: id }, { language: 'MS' });
    expect(answer.body.value).toMatchObject({ promotionId: id, title: 'Cabutan Bertuah Harian', status: 'JOIN_NOW' });
    expect(answer.body.value.content).toContain('<table>');
    expect((await callGateway(gateway.app, promotionDetail, { promotionId: 999_999 })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, promotionDetail, { promotionId: id }, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, promotionDetail, {})).statusCode).toBe(400);
  });
});

describe('reward centre', () => {
  it("lists the member's seeded rewards and counts those ready to claim", async () => {
    const { token } = await memberToken('reward01');
    // Before the seed: only today's sign-in (and the newbie tasks, in progress) of rewards/, no promotion's.
    const before = (await callGateway(gateway.app, reward, {}, { token })).body.value;
    expect(before.unclaimedCount).toBe(1);
    expect(before.rewards.filter((item) => item.kind === 'PROMOTION')).toEqual([]);
    await seedContent(gateway.db, gateway.clock.now()); // seeds the state of members that have none yet
    const answer = await callGateway(gateway.app, reward, {}, { token });
    expect(answer.statusCode).toBe(200);
    const { unclaimedCount, rewards } = answer.body.value;
    expect(unclaimedCount).toBe(2);
    // Claimable until the end of the week after the seed's day (midnight GMT+8).
    const expireTime = seedDate(gateway.clock.now(), { day: 8 }).toISOString();
    expect(rewards.find((item) => item.kind === 'PROMOTION' && item.status === 'CLAIM_PAYOUT')).toMatchObject({ title: 'Weekly Slot Rebate 1%', expireTime });
    expect(rewards.some((item) => item.title === '100% Welcome Bonus')).toBe(true);
    expect((await callGateway(gateway.app, reward, {})).statusCode).toBe(401);
  });
});

describe('raffle', () => {
  it('draws once a day, credits the prize to the main wallet as a bonus and records it', async () => {
    const { memberId, token } = await memberToken('lucky01');
    const id = await promotionId('daily-lucky-draw');
    const before = await sumBalance(token);
    const draw = await callGateway(gateway.app, raffleClaim, { promotionId: id }, { token });
    expect(draw.statusCode).toBe(200);
    const { amount, prizeName } = draw.body.value;
    expect([1, 2, 5, 8.88, 18.88, 88, 188]).toContain(amount);
    expect(prizeName).toBe(`P${amount.toFixed(2)} bonus credit`);
    expect(await sumBalance(token)).toBeCloseTo(before + amount, 2);

    const ledger = await gateway.db.query<{ type: string; reference_no: string }>(
      `select type, reference_no from ledger_entry where member_id = $1 and reference_no like 'RAFFLE-%'`,
      [memberId],
    );
    const day = platformDay(gateway.clock.now()).replaceAll('-', '');
    expect(ledger.rows).toEqual([{ type: 'BONUS', reference_no: expect.stringMatching(new RegExp(`^RAFFLE-${day}-\\d+$`)) }]);
    const rewards = (await callGateway(gateway.app, reward, {}, { token })).body.value.rewards;
    expect(rewards.find((item) => item.kind === 'PROMOTION')).toMatchObject({ title: 'Daily Lucky Draw', amount, status: 'CLAIMED', promotionId: id });
    const list = (await callGateway(gateway.app, promotions, {}, { token })).body.value.list;
    expect(list.find((promotion) => promotion.promotionId === id)?.status).toBe('CLAIMED');

    const again = await callGateway(gateway.app, raffleClaim, { promotionId: id }, { token });
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe(ERROR_CODE.operationNotAllowed);
    expect(again.body.message).toContain('already drawn today');
    expect(again.body.message).toContain(nextPlatformDay(gateway.clock.now()).toISOString());

    // The platform day turns at 00:00 GMT+8, 16:00 UTC.
    gateway.clock.advance(8 * HOUR + 1);
    const tomorrow = await callGateway(gateway.app, raffleClaim, { promotionId: id }, { token: await freshToken(memberId) });
    expect(tomorrow.statusCode).toBe(200);
  });

  it('gives one draw to simultaneous claims', async () => {
    const { token } = await memberToken('lucky02');
    const id = await promotionId('daily-lucky-draw');
    const answers = await Promise.all(Array.from({ length: 5 }, () => callGateway(gateway.app, raffleClaim, { promotionId: id }, { token })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('refuses with clear codes what cannot be drawn', async () => {
    const { token } = await memberToken('lucky03');
    const welcome = await callGateway(gateway.app, raffleClaim, { promotionId: await promotionId('welcome-bonus') }, { token });
    expect(welcome.statusCode).toBe(400);
    expect(welcome.body.message).toContain('not a raffle');
    const unknown = await callGateway(gateway.app, raffleClaim, { promotionId: 999_999 }, { token });
    expect(unknown.statusCode).toBe(404);
    const jadeRaffle = await callGateway(gateway.app, raffleClaim, { promotionId: await promotionId('daily-lucky-draw', 'DEMO_JADE') }, { token });
    expect(jadeRaffle.statusCode).toBe(404);

    const yearsFromNow = (years: number) => new Date(gateway.clock.now().getTime() + years * 365 * 24 * HOUR);
    const opens = yearsFromNow(3);
    const inserted = await gateway.db.query<{ slug: string; id: number }>(
      `insert into promotion (merchant_code, slug, kind, sort_order, title, summary, content, category_codes, palette, start_time, end_time)
       select merchant_code, slug || x.suffix, kind, 99, title, summary, content, category_codes, palette, x.start_time, x.end_time
       from promotion, (values ('-old', $1::timestamptz, $2::timestamptz), ('-future', $3::timestamptz, null)) as x(suffix, start_time, end_time)
       where slug = 'daily-lucky-draw' and merchant_code = 'DEMO_ROYAL'
       returning slug, id`,
      [yearsFromNow(-2), yearsFromNow(-1.9), opens],
    );
    const ids = Object.fromEntries(inserted.rows.map((row) => [row.slug, row.id]));
    const ended = await callGateway(gateway.app, raffleClaim, { promotionId: ids['daily-lucky-draw-old'] }, { token });
    expect(ended.statusCode).toBe(409);
    expect(ended.body.message).toContain('ended');
    const future = await callGateway(gateway.app, raffleClaim, { promotionId: ids['daily-lucky-draw-future'] }, { token });
    expect(future.statusCode).toBe(409);
    expect(future.body.message).toContain(`opens on ${opens.toISOString()}`);

    const trial = await memberToken('trial77', 4);
    const refused = await callGateway(gateway.app, raffleClaim, { promotionId: await promotionId('daily-lucky-draw') }, { token: trial.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await callGateway(gateway.app, raffleClaim, { promotionId: 1 })).statusCode).toBe(401);
    expect((await callGateway(gateway.app, raffleClaim, { promotionId: -1 }, { token })).statusCode).toBe(400);
  });
});
