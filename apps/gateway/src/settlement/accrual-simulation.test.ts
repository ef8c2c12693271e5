import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRealtimeAccrual, contractSimulation, ERROR_CODE } from '@platform/api/contract';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../shared/business-day';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { fundMember } from '../wallet/ledger-test-support';
import { sweepSettlements } from './sweep';
import { createSettlementTree, HOUR_MS, makeContract, MINUTE_MS, placeSettledBet, settlementsOf } from './test-support';

// The real-time salary as it accrues, and the contract simulator, over HTTP: both compute what
// the engine would settle, from the team's real bets (boss > lead > sub > p1, p2; lead > p3).

let gateway: TestGateway;
let tree: Awaited<ReturnType<typeof createSettlementTree>>;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  tree = await createSettlementTree(gateway.db, gateway.clock.now());
  await fundMember(gateway.db, tree.boss.memberId, 100);
});

afterAll(async () => {
  await gateway.close();
});

const moveTo = (moment: Date) => gateway.clock.advance(moment.getTime() - gateway.clock.now().getTime());

describe('agentRealtimeAccrual', () => {
  it("shows the window's salary so far, bet by bet, and the settlement then pays exactly that", async () => {
    const windowStart = Math.ceil(gateway.clock.now().getTime() / (5 * MINUTE_MS)) * 5 * MINUTE_MS + 5 * MINUTE_MS;
    const at = (seconds: number) => new Date(windowStart + seconds * 1000);
    moveTo(at(60));
    const contractId = await makeContract(gateway.app, 'REALTIME', { upline: tree.boss, downline: tree.lead, downlineAccount: 'slead' }, [
      { singleBet: 10, profitSalaryRate: 1, lossSalaryRate: 2 },
    ]);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 50, payout: 0, at: at(120) });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 20, payout: 40, at: at(180) });
    await placeSettledBet(gateway.db, tree.p3.memberId, { amount: 5, payout: 0, at: at(190) });
    await placeSettledBet(gateway.db, tree.rp.memberId, { amount: 500, payout: 0, at: at(200) });
    moveTo(at(240));

    const answer = await callGateway(gateway.app, agentRealtimeAccrual, {}, { token: tree.lead.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ contractId, upline: 'sboss', windowStart: at(60).getTime(), windowEnd: at(300).getTime(), accrued: 1.2, truncated: false });
    expect(answer.body.value.figures).toMatchObject({ betCount: 3, bets: 75, activeMembers: 3 });
    expect(answer.body.value.bets.map((bet) => [bet.account, bet.betAmount, bet.outcome, bet.tier, bet.rate, bet.amount])).toEqual([
      ['sp3', 5, 'LOSS', 0, 0, 0],
      ['sp2', 20, 'PROFIT', 1, 1, 0.2],
      ['sp1', 50, 'LOSS', 1, 2, 1],
    ]);

    moveTo(at(300));
    await sweepSettlements(gateway.db, gateway.clock.now());
    expect((await settlementsOf(gateway.db, contractId)).map((row) => [row.status, row.amount])).toEqual([['PAID', 1.2]]);
  });

  it('answers an agent without a running contract with nothing accruing, and refuses a member', async () => {
    const none = await callGateway(gateway.app, agentRealtimeAccrual, {}, { token: tree.rival.token });
    expect(none.body.value).toMatchObject({ contractId: null, upline: null, accrued: 0, bets: [] });
    expect(none.body.value.windowEnd - none.body.value.windowStart).toBe(5 * MINUTE_MS);
    const member = await callGateway(gateway.app, agentRealtimeAccrual, {}, { token: tree.p1.token });
    expect(member.statusCode).toBe(403);
    expect(member.body.code).toBe(ERROR_CODE.notAgent);
  });
});

describe('contractSimulation', () => {
  const dailyTiers = [
    { periodValidBet: 100, activeMembers: 1, rate: 1 },
    { periodValidBet: 1_000, activeMembers: 2, rate: 2 },
  ];
  const simulate = (body: Record<string, unknown>, token = tree.boss.token) => callGateway(gateway.app, contractSimulation, body, { token });

  it("shows what proposed tiers would have paid over the team's last periods", async () => {
    const today = startOfBusinessDay(businessDayOf(gateway.clock.now()), 'day').getTime();
    const daysAgo = (days: number) => new Date(today - days * DAY_MS + 10 * HOUR_MS);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 1_000, payout: 0, at: daysAgo(1) });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 500, payout: 0, at: daysAgo(1) });
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 200, payout: 0, at: daysAgo(2) });
    await placeSettledBet(gateway.db, tree.rp.memberId, { amount: 9_000, payout: 0, at: daysAgo(3) });

    const answer = await simulate({ kind: 'DAILY', downline: 'SLEAD', tiers: dailyTiers, periods: 3 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.periods.map((period) => [period.periodStart, period.periodEnd, period.tier, period.rate, period.amount])).toEqual([
      [today - DAY_MS, today, 2, 2, 30],
      [today - 2 * DAY_MS, today - DAY_MS, 1, 1, 2],
      [today - 3 * DAY_MS, today - 2 * DAY_MS, 0, null, 0],
    ]);
    expect(answer.body.value.periods[0]!.figures).toEqual({ betCount: 2, bets: 1_500, validBets: 1_500, activeMembers: 2 });
    expect(answer.body.value).toMatchObject({ total: 32, tierCounts: [1, 1, 1] });
    // Seven periods by default; a simulation moves no money and settles nothing.
    expect((await simulate({ kind: 'HOURLY', downline: 'slead', tiers: [{ betAmount: 1, amount: 1 }] })).body.value.periods).toHaveLength(7);
    const realtime = await simulate({ kind: 'REALTIME', downline: 'slead', tiers: [{ singleBet: 1, profitSalaryRate: 1, lossSalaryRate: 1 }], periods: 2 });
    expect(realtime.body.value.tierCounts).toEqual([]);
    const weekly = await simulate({ kind: 'DIVIDEND', downline: 'slead', period: 'WEEKLY', periods: 1, tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 10 }] });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.body.value.periods[0]!.periodEnd - weekly.body.value.periods[0]!.periodStart).toBe(7 * DAY_MS);
  });

  it('refuses tiers of another kind, a wrong period, anyone but a direct downline, and a member', async () => {
    const refusals: [Record<string, unknown>, number][] = [
      [{ kind: 'DAILY', downline: 'slead', tiers: [{ betAmount: 1, amount: 1 }] }, 400],
      [{ kind: 'DAILY', downline: 'slead', tiers: [{ periodValidBet: 100, activeMembers: 1, rate: 1, amount: 5 }] }, 400],
      [{ kind: 'DAILY', downline: 'slead', tiers: [...dailyTiers].reverse() }, 400],
      [{ kind: 'DAILY', downline: 'slead', tiers: [{ periodValidBet: 100, activeMembers: 1, rate: 101 }] }, 400],
      [{ kind: 'DAILY', downline: 'slead', tiers: dailyTiers, period: 'WEEKLY' }, 400],
      [{ kind: 'DIVIDEND', downline: 'slead', tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 1 }] }, 400],
      [{ kind: 'DAILY', downline: 'slead', tiers: dailyTiers, periods: 32 }, 400],
      [{ kind: 'DAILY', downline: 'slead', tiers: [] }, 400],
      [{ kind: 'DAILY', downline: 'ssub', tiers: dailyTiers }, 404],
      [{ kind: 'DAILY', downline: 'srp', tiers: dailyTiers }, 404],
    ];
    for (const [body, status] of refusals) expect((await simulate(body)).statusCode, JSON.stringify(body)).toBe(status);
    expect((await simulate({ kind: 'DAILY', downline: 'sp1', tiers: dailyTiers }, tree.sub.token)).statusCode).toBe(200);
    expect((await simulate({ kind: 'DAILY', downline: 'sp1', tiers: dailyTiers }, tree.p1.token)).statusCode).toBe(403);
  });
});
