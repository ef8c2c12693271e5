import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  login,
  lotteryMenu,
  memberTransactions,
  notices,
  openedNumero,
  promotionDetail,
  promotions,
  raffleClaim,
  reward,
  winnerBoard,
} from '@platform/api/contract';
import { platformDay } from '../content/promotion-status';
import { callGateway, createTestGateway, TEST_CLOCK_START } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { isoWeek } from './content/member-state';
import { SEEDED_WINNERS } from './winners/past-winners';
import { BET_HISTORY_DAYS } from './bets/bet-history';
import { seedDemoData } from './demo-data';
import { seedDate, seedDateFiller } from './seed-time';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A year after the suite's clock (2027-11-21 08:00 UTC unless GATEWAY_TEST_CLOCK moves it). */
const A_YEAR_AHEAD = new Date(TEST_CLOCK_START.getTime() + 365 * DAY_MS);

let gateway: TestGateway;
let now: number;
let addresses = 0;

beforeAll(async () => {
  gateway = await createTestGateway({ clockStart: A_YEAR_AHEAD });
  now = gateway.clock.now().getTime();
});

afterAll(async () => {
  await gateway.close();
});

/** How the English texts write the day `offset` days from the clock's. */
function englishDay(offset: number): string {
  return seedDateFiller(gateway.clock.now())({ ms: '', en: `{day:${offset}}`, zh: '' }).en;
}

async function loginAs(account: string, password: string) {
  addresses += 1;
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password }, { remoteAddress: `10.77.0.${addresses}` });
  expect(answer.statusCode, account).toBe(200);
  return answer.body.value;
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = ['member', 'member_message', 'wallet', 'ledger_entry', 'points_entry', 'big_win', 'promotion', 'raffle_prize', 'banner', 'notice',
    'help_article', 'mission', 'mission_progress', 'promotion_member', 'member_reward', 'redeem_item', 'game', 'lottery_game'];
  const result = await gateway.db.query<Record<string, number>>(`select ${tables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`);
  return result.rows[0]!;
}

describe('seed dates', () => {
  it('count from the platform day (GMT+8) of the seed', () => {
    // 2027-11-21 02:00 UTC is 10:00 of the 21st in GMT+8; 20:00 UTC is already the 22nd there.
    expect(seedDate(new Date('2027-11-21T02:00:00Z'), { day: 4, hour: 2 }).toISOString()).toBe('2027-11-24T18:00:00.000Z');
    expect(seedDate(new Date('2027-11-21T20:00:00Z'), { day: -1, hour: 17.5 }).toISOString()).toBe('2027-11-21T09:30:00.000Z');
    const fill = seedDateFiller(new Date('2027-12-30T02:00:00Z'));
    expect(fill({ ms: 'pada {day:4}', en: 'on {date:4}', zh: '{date:-1}' })).toEqual({ ms: 'pada 3 Januari', en: 'on 3 January 2028', zh: '2027年12月29日' });
  });

  it('key weekly rewards by ISO week, across the turn of a year', () => {
    expect(isoWeek(new Date('2026-11-14T10:00:00Z'))).toBe('2026-W46');
    expect(isoWeek(new Date('2027-01-01T10:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2029-12-31T10:00:00Z'))).toBe('2030-W01');
  });
});

describe('the whole demo seeded a year ahead', () => {
  it('dates what has happened before the clock, and recently', async () => {
    const latest = await gateway.db.query<Record<string, Date>>(
      `select (select max(password_changed_at) from member) as password, (select max(created_at) from member_message) as message,
              (select max(created_at) from ledger_entry) as ledger, (select max(created_at) from points_entry) as points,
              (select max(won_at) from big_win) as win, (select max(updated_at) from wallet) as wallet,
              (select max(created_at) from member_reward) as reward, (select max(completed_at) from mission_progress) as mission,
              (select max(updated_at) from promotion_member) as standing`,
    );
    for (const [name, time] of Object.entries(latest.rows[0]!)) {
      expect(time.getTime(), name).toBeLessThanOrEqual(now);
      // Seeded for this clock, not for a date a year before.
      expect(time.getTime(), name).toBeGreaterThan(now - 30 * DAY_MS);
    }
    // The demo accounts; the recruits of the demo agents' affiliate links joined in the last weeks (seed/agent-team).
    const opened = await gateway.db.query<{ first: Date; last: Date }>('select min(created_at) as first, max(created_at) as last from member where affiliate_link_id is null');
    expect(opened.rows[0]!.last.getTime()).toBeLessThan(now - 365 * DAY_MS);
    expect(opened.rows[0]!.first.getTime()).toBeGreaterThan(now - 2 * 365 * DAY_MS);
  });

  it('fills the winner board with wins of the last days', async () => {
    const board = await callGateway(gateway.app, winnerBoard, { gameCategory: 'ALL', limitNum: 100 });
    const times = board.body.value.map((entry) => Number(entry.vo.winTime));
    expect(times).toHaveLength(SEEDED_WINNERS);
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.max(...times)).toBeGreaterThan(now - DAY_MS);
    expect(Math.min(...times)).toBeGreaterThan(now - 8 * DAY_MS);
  });

  it('shows the current announcements and notices, and hides the expired and the scheduled ones', async () => {
    const bar = await callGateway(gateway.app, announcements, { types: 'B', platform: 'W' });
    const maintenance = bar.body.value[0]!;
    // Published yesterday, about the maintenance in four days: both follow the clock.
    expect(maintenance.title).toBe(`Scheduled maintenance on ${englishDay(4)}, 02:00–04:00`);
    expect(maintenance.content).toContain(String(new Date(now + 4 * DAY_MS).getUTCFullYear()));
    expect(Date.parse(String(maintenance.createTime))).toBe(seedDate(gateway.clock.now(), { day: -1, hour: 11 }).getTime());

    const all = await callGateway(gateway.app, announcements, { types: 'B,PL,PU,PR,H', platform: 'W' });
    expect(new Set(all.body.value.map((item) => item.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    const page = await callGateway(gateway.app, notices, {});
    for (const list of [all.body.value, page.body.value]) {
      const titles = list.map((item) => item.title);
      expect(titles).toContain('Security alert: beware of fake websites');
      expect(titles).not.toContain('The Merdeka promotion has ended');
      expect(titles).not.toContain('Chinese New Year schedule');
      for (const item of list) expect(Date.parse(String(item.createTime))).toBeLessThanOrEqual(now);
    }
  });

  it("gives the promotions the status of the clock's day", async () => {
    const list = (await callGateway(gateway.app, promotions, {})).body.value.list;
    const status = Object.fromEntries(list.map((promotion) => [promotion.title, promotion.status]));
    expect(status).toMatchObject({
      '100% Welcome Bonus': 'JOIN_NOW',
      'Daily Lucky Draw': 'JOIN_NOW',
      'World Cup Predictor': 'REGISTRATION_CLOSED',
      'Chinese New Year Ang Pao': 'COMING_SOON',
      '69% Merdeka Bonus': 'REGISTRATION_CLOSED',
    });
    const worldCup = list.find((promotion) => promotion.title === 'World Cup Predictor')!;
    expect(Date.parse(String(worldCup.endTime))).toBeGreaterThan(now);
    const terms = await callGateway(gateway.app, promotionDetail, { promotionId: worldCup.promotionId });
    // Sign-ups closed at the end of the day six days before the clock's.
    expect(terms.body.value.content).toContain(`Sign-ups closed on ${englishDay(-6)}.`);
  });

  it('draws the raffle once on the clock’s day', async () => {
    const { token } = await loginAs('player01', 'player123');
    const raffle = (await callGateway(gateway.app, promotions, {})).body.value.list.find((promotion) => promotion.kind === 'RAFFLE')!;
    const first = await callGateway(gateway.app, raffleClaim, { promotionId: raffle.promotionId }, { token });
    expect(first.statusCode).toBe(200);
    const again = await callGateway(gateway.app, raffleClaim, { promotionId: raffle.promotionId }, { token });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain(`next draw opens at ${new Date(Date.parse(`${platformDay(gateway.clock.now())}T00:00:00+08:00`) + DAY_MS).toISOString()}`);
  });

  it("shows the seeded rewards of last week, claimable until next week's end", async () => {
    const { token } = await loginAs('player02', 'player123');
    const { rewards } = (await callGateway(gateway.app, reward, {}, { token })).body.value;
    // The promotions' payouts (the reward centre also offers the day's sign-in and the like: rewards/).
    const payouts = rewards.filter((item) => item.kind === 'PROMOTION' && item.status === 'CLAIM_PAYOUT');
    expect(payouts).toHaveLength(1);
    const rebate = payouts[0]!;
    expect(Date.parse(String(rebate.expireTime))).toBeGreaterThan(now);
    expect(Date.parse(String(rebate.expireTime))).toBeLessThan(now + 8 * DAY_MS);
    const keys = await gateway.db.query<{ source_key: string }>(
      "select source_key from member_reward r join member m on m.id = r.member_id where m.account = 'player02' and source_key like 'weekly-slot-rebate:%'",
    );
    expect(keys.rows).toEqual([{ source_key: `weekly-slot-rebate:${isoWeek(new Date(now - 7 * DAY_MS))}` }]);
  });

  it('draws the lotteries around the clock', async () => {
    const latest = await callGateway(gateway.app, openedNumero, { gameCode: 'LOTT_PK10_1' });
    expect(Number(latest.body.value!.openTime)).toBeLessThanOrEqual(now);
    expect(Number(latest.body.value!.openTime)).toBeGreaterThan(now - 60_000);
    expect(latest.body.value!.numero.slice(0, 8)).toBe(platformDay(gateway.clock.now()).replaceAll('-', ''));
    const menu = await callGateway(gateway.app, lotteryMenu, { prizeMode: 'Lott', device: 'WEB' });
    for (const game of menu.body.value.flatMap((group) => group.games)) {
      expect(game.nextDrawTime).toBeGreaterThan(now);
      expect(game.nextDrawTime).toBeLessThanOrEqual(now + DAY_MS);
    }
  });

  it('keeps the demo passwords fresh, bar expired01’s', async () => {
    expect(await loginAs('player03', 'player123')).toMatchObject({ passwordExpired: false });
    expect(await loginAs('agent02', 'agent123')).toMatchObject({ passwordExpired: false });
    expect(await loginAs('expired01', 'expired123')).toMatchObject({ passwordExpired: true });
  });

  it("puts a member's history in the account records' last 7 and 30 days", async () => {
    const { token } = await loginAs('player04', 'player123');
    const today = platformDay(gateway.clock.now());
    const records = (startDate: string) => callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 100, startDate, endDate: today }, { token });
    const everything = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 100 }, { token });
    const lastWeek = await records(platformDay(new Date(now - 6 * DAY_MS)));
    const lastMonth = await records(platformDay(new Date(now - 29 * DAY_MS)));
    expect(lastWeek.body.value.list.length).toBeGreaterThan(0);
    expect(lastMonth.body.value.list).toEqual(everything.body.value.list);
    const times = everything.body.value.list.map((record) => Number(record.createTime));
    // player04 is one of the demo players with months of betting before the recent history.
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - (BET_HISTORY_DAYS + 1) * DAY_MS);
    // Nothing is dated after the clock (seeds that move money now date it at the clock).
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
  });

  it('adds nothing when it runs again with a later clock', async () => {
    const before = await tableCounts();
    expect(before.member_reward).toBeGreaterThan(0);
    await seedDemoData(gateway.db, new Date(now + 45 * DAY_MS));
    expect(await tableCounts()).toEqual(before);
  });
});
