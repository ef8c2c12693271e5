import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, login, missionClaim, missionLeaderboard, missionList, missionSummary } from '@platform/api/contract';
import type { Mission } from '@platform/api/contract';
import { createMemberWithPassword } from '../accounts/test-support';
import { recordInvitation } from '../referral/invitation';
import { MISSION_RANK_REWARDS } from '../seed/content/data/missions';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, auditPromotionalLocks, fundMember } from '../wallet/ledger-test-support';
import { currentPeriod } from './mission-period';
import { payDeposit, placeLosingBets } from './test-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

let address = 0;
async function loginAs(account: string, password: string): Promise<string> {
  address += 1;
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password }, { remoteAddress: `10.7.0.${address}` });
  expect(answer.statusCode).toBe(200);
  return answer.body.value.token;
}

async function missionsOf(token: string): Promise<Record<string, Mission>> {
  const answer = await callGateway(gateway.app, missionList, {}, { token });
  expect(answer.statusCode).toBe(200);
  const slugs = await gateway.db.query<{ id: number; slug: string }>("select id, slug from mission where merchant_code = 'DEMO_ROYAL'");
  const slugOf = new Map(slugs.rows.map((row) => [row.id, row.slug]));
  return Object.fromEntries(answer.body.value.missions.map((mission) => [slugOf.get(mission.missionId)!, mission]));
}

async function bonusesOn(memberId: number, day: string): Promise<number> {
  const result = await gateway.db.query<{ bonuses: number }>('select bonuses::float8 as bonuses from member_daily_totals where member_id = $1 and business_day = $2', [memberId, day]);
  return result.rows[0]?.bonuses ?? 0;
}

describe('missions', () => {
  let memberId: number;
  let token: string;

  beforeAll(async () => {
    memberId = await createMemberWithPassword(gateway, { account: 'missioner1', password: 'secret88' });
    token = await loginAs('missioner1', 'secret88');
    // Before the month began: not one of the month's deposits.
    await fundMember(gateway.db, memberId, 500, new Date(currentPeriod('MONTH', gateway.clock.now()).start.getTime() - DAY_MS));
  });

  it('starts every mission at 0, in progress', async () => {
    const missions = await missionsOf(token);
    expect(Object.keys(missions)).toHaveLength(7);
    for (const mission of Object.values(missions)) {
      if (mission.kind === 'LOGIN_DAYS') continue; // the login above counts
      expect(mission, mission.title).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    }
    expect(missions['slot-spins']).toMatchObject({ kind: 'BET_COUNT', gameType: 'RNG', period: 'MONTH', target: 100, points: 60, rewardAmount: 5, title: 'Play 100 slot spins' });
    expect(missions['slot-spins']!.periodEnd).toBe(currentPeriod('MONTH', gateway.clock.now()).end.getTime());
    const summary = (await callGateway(gateway.app, missionSummary, {}, { token })).body.value;
    expect(summary).toEqual({ unclaimedCount: 0, completedCount: 0, totalCount: 7, points: 0, rank: null });
  });

  it('measures progress from real bets, deposits, logins and invitations', async () => {
    const now = gateway.clock.now();
    await placeLosingBets(gateway.db, memberId, 'RNG', 3, 1_000, now);
    await placeLosingBets(gateway.db, memberId, 'LIVE', 2, 2_500, now);
    await payDeposit(gateway.app, gateway.db, memberId, 20_000, now);
    await payDeposit(gateway.app, gateway.db, memberId, 35_000, now);
    const friend = await createTestMember(gateway.db, { account: 'missionfriend1', now });
    await recordInvitation(gateway.db, friend.memberId, memberId, now);

    const missions = await missionsOf(token);
    expect(missions['slot-spins']).toMatchObject({ progress: 3, status: 'IN_PROGRESS' });
    expect(missions['live-bets']).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    expect(missions['daily-turnover']).toMatchObject({ progress: 80, status: 'IN_PROGRESS' });
    expect(missions['three-deposits']).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    expect(missions['deposit-total']).toMatchObject({ progress: 550, target: 500, status: 'COMPLETED' });
    expect(missions['invite-friend']).toMatchObject({ progress: 1, status: 'COMPLETED' });
    expect(missions['login-days']).toMatchObject({ progress: 1 });
    // Only the member's own events count.
    const other = await createTestMember(gateway.db, { account: 'missioner2', now });
    expect((await missionsOf(other.token))['deposit-total']).toMatchObject({ progress: 0 });
    const summary = (await callGateway(gateway.app, missionSummary, {}, { token })).body.value;
    expect(summary).toMatchObject({ unclaimedCount: 2, completedCount: 2, totalCount: 7 });
  });

  it('credits a completed mission once: the bonus, the day’s bonuses and the leaderboard points', async () => {
    const missions = await missionsOf(token);
    const missionId = missions['deposit-total']!.missionId;
    const day = businessDayOf(gateway.clock.now());
    const balanceBefore = (await gateway.db.query<{ total: number }>('select sum(balance)::float8 as total from wallet where member_id = $1', [memberId])).rows[0]!.total;
    const bonusesBefore = await bonusesOn(memberId, day);

    const claimed = await callGateway(gateway.app, missionClaim, { missionId, requestId: 'mc-1' }, { token });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body.value).toMatchObject({ missionId, points: 60, rewardAmount: 10 });
    expect(claimed.body.value.balance).toBeCloseTo(balanceBefore + 10, 2);
    expect(claimed.body.value.referenceNo).toMatch(/^MS\d{8}$/);
    const entries = await gateway.db.query<{ type: string; amount: number }>('select type, amount::float8 as amount from ledger_entry where reference_no = $1', [
      claimed.body.value.referenceNo,
    ]);
    expect(entries.rows).toEqual([{ type: 'BONUS', amount: 10 }]);
    expect(await bonusesOn(memberId, day)).toBeCloseTo(bonusesBefore + 10, 2);

    // The same request again answers the first result; another request for the same mission is refused.
    expect((await callGateway(gateway.app, missionClaim, { missionId, requestId: 'mc-1' }, { token })).body.value).toEqual(claimed.body.value);
    const again = await callGateway(gateway.app, missionClaim, { missionId, requestId: 'mc-2' }, { token });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain('already claimed');
    const otherParams = await callGateway(gateway.app, missionClaim, { missionId: missions['invite-friend']!.missionId, requestId: 'mc-1' }, { token });
    expect(otherParams.statusCode).toBe(409);

    // A points-only mission: no money, the points on the leaderboard.
    const invite = await callGateway(gateway.app, missionClaim, { missionId: missions['invite-friend']!.missionId, requestId: 'mc-3' }, { token });
    expect(invite.body.value).toMatchObject({ points: 100, rewardAmount: 0, referenceNo: null });

    const after = await missionsOf(token);
    expect(after['deposit-total']!.status).toBe('CLAIMED');
    expect(after['invite-friend']!.status).toBe('CLAIMED');
    const summary = (await callGateway(gateway.app, missionSummary, {}, { token })).body.value;
    expect(summary).toMatchObject({ unclaimedCount: 0, completedCount: 2, points: 160 });
    expect(summary.rank).toBeGreaterThanOrEqual(1);
    const board = (await callGateway(gateway.app, missionLeaderboard, { limitNum: 100 }, { token })).body.value;
    // The demo members' standings decide the rank; the first MISSION_RANK_REWARDS.length ranks carry a reward.
    const reward = summary.rank !== null && summary.rank <= MISSION_RANK_REWARDS.length ? expect.anything() : null;
    expect(board.find((entry) => entry.isSelf)).toEqual({ rank: summary.rank, userName: 'mi***r1', points: 160, reward, isSelf: true });
    expect(board.filter((entry) => entry.isSelf)).toHaveLength(1);

    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
    expect(await auditPromotionalLocks(gateway.db)).toEqual([]);
  });

  it('refuses an unfinished, unknown or foreign mission, a trial account and bad input', async () => {
    const missions = await missionsOf(token);
    const unfinished = await callGateway(gateway.app, missionClaim, { missionId: missions['slot-spins']!.missionId, requestId: 'mc-10' }, { token });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.body.message).toContain('not complete');
    const jade = await gateway.db.query<{ id: number }>("select id from mission where merchant_code = 'DEMO_JADE' limit 1");
    expect((await callGateway(gateway.app, missionClaim, { missionId: jade.rows[0]!.id, requestId: 'mc-11' }, { token })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, missionClaim, { missionId: 2_000_000_000, requestId: 'mc-12' }, { token })).statusCode).toBe(404);
    for (const input of [{ missionId: -1, requestId: 'x' }, { missionId: 1.5, requestId: 'x' }, { missionId: 1, requestId: '' }, { missionId: 1 }]) {
      expect((await callGateway(gateway.app, missionClaim, input, { token })).statusCode, JSON.stringify(input)).toBe(400);
    }
    const trial = await createTestMember(gateway.db, { account: 'missiontrial', type: 4, now: gateway.clock.now() });
    const refused = await callGateway(gateway.app, missionClaim, { missionId: missions['slot-spins']!.missionId, requestId: 'mc-13' }, { token: trial.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await callGateway(gateway.app, missionClaim, { missionId: 1, requestId: 'mc-14' })).statusCode).toBe(401);
    expect((await callGateway(gateway.app, missionList, {})).statusCode).toBe(401);
  });

  it('ranks the leaderboard by points with masked accounts and the rewards of the top places', async () => {
    const board = (await callGateway(gateway.app, missionLeaderboard, {}, { token })).body.value;
    expect(board.length).toBeGreaterThanOrEqual(3);
    expect(board.map((entry) => entry.rank)).toEqual(board.map((_, index) => index + 1));
    const points = board.map((entry) => entry.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(board[0]?.reward).toBe(888);
    const accounts = (await gateway.db.query<{ account: string }>('select account from member')).rows.map((row) => row.account);
    for (const entry of board) {
      expect(entry.userName).toContain('***');
      expect(accounts).not.toContain(entry.userName);
    }
    expect((await callGateway(gateway.app, missionLeaderboard, { limitNum: 2 }, { token })).body.value).toHaveLength(2);
    expect((await callGateway(gateway.app, missionLeaderboard, { limitNum: 0 }, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, missionLeaderboard, { limitNum: 101 }, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, missionLeaderboard, {})).statusCode).toBe(401);
  });

  it('counts each business day with a login once', async () => {
    const logins = [gateway.clock.now()];
    for (const hours of [1, 24, 1, 30]) {
      gateway.clock.advance(hours * 60 * 60 * 1000);
      token = await loginAs('missioner1', 'secret88');
      logins.push(gateway.clock.now());
    }
    const week = currentPeriod('WEEK', gateway.clock.now());
    const days = new Set(logins.filter((moment) => moment >= week.start).map(businessDayOf));
    expect((await missionsOf(token))['login-days']!.progress).toBe(days.size);
  });

  it('starts a new period from 0: a mission left unclaimed in the last one can no longer be claimed', async () => {
    const missions = await missionsOf(token);
    const turnover = missions['daily-turnover']!;
    await placeLosingBets(gateway.db, memberId, 'RNG', 1, 20_000, gateway.clock.now());
    expect((await missionsOf(token))['daily-turnover']!.status).toBe('COMPLETED');
    gateway.clock.advance(turnover.periodEnd - gateway.clock.now().getTime() + 1);
    token = await loginAs('missioner1', 'secret88');
    expect((await missionsOf(token))['daily-turnover']).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    const late = await callGateway(gateway.app, missionClaim, { missionId: turnover.missionId, requestId: 'mc-20' }, { token });
    expect(late.statusCode).toBe(400);
    // The month's deposit mission claimed last month is open again in the new month.
    gateway.clock.advance(currentPeriod('MONTH', gateway.clock.now()).end.getTime() - gateway.clock.now().getTime() + DAY_MS);
    token = await loginAs('missioner1', 'secret88');
    expect((await missionsOf(token))['deposit-total']).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
  });
});
