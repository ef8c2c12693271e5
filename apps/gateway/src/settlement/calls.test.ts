import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIncome, agentSettlements, ERROR_CODE, memberTransactions } from '@platform/api/contract';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { nextReferenceNo } from '../shared/money';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { creditMainWallet } from '../wallet/credit';
import { fundMember } from '../wallet/ledger-test-support';
import { sweepSettlements } from './sweep';
import { createSettlementTree, makeContract, MINUTE_MS, placeSettledBet, renewSessions } from './test-support';

// The agent's income and settlement calls over HTTP, on a tree of the test's own:
// boss pays lead daily wages (2% of the team's valid bets); lead owes sub a daily dividend (10%
// of the team's loss) it cannot pay. Day 0 is the day of the acceptances, swept at the start of
// days 1 and 2; rival (another agent) and p1 (a member) look in from outside.

let gateway: TestGateway;
let tree: Awaited<ReturnType<typeof createSettlementTree>>;
/** The business days of the test: day 0 (acceptance), 1 and 2. */
let days: string[];

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  tree = await createSettlementTree(gateway.db, gateway.clock.now());
  await fundMember(gateway.db, tree.boss.memberId, 1_000);
  await fundMember(gateway.db, tree.lead.memberId, 50);
  await makeContract(gateway.app, 'DAILY', { upline: tree.boss, downline: tree.lead, downlineAccount: 'slead' }, [{ periodValidBet: 100, activeMembers: 1, rate: 2 }]);
  await makeContract(gateway.app, 'DIVIDEND', { upline: tree.lead, downline: tree.sub, downlineAccount: 'ssub' }, [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 10 }], 'DAILY');
  const day0 = businessDayOf(gateway.clock.now());
  const startOf = (offset: number) => new Date(Date.parse(`${day0}T00:00:00+08:00`) + offset * DAY_MS);
  days = [0, 1, 2].map((offset) => businessDayOf(startOf(offset)));

  await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 1_000, payout: 0, at: gateway.clock.now() });
  gateway.clock.advance(startOf(1).getTime() + MINUTE_MS - gateway.clock.now().getTime());
  await sweepSettlements(gateway.db, gateway.clock.now());
  await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 500, payout: 600, at: gateway.clock.now() });
  await gateway.db.transaction(async (tx) => {
    await creditMainWallet(tx, { memberId: tree.lead.memberId, amount: 3.5, type: 'REBATE', referenceNo: await nextReferenceNo(tx, 'RB'), now: gateway.clock.now() });
  });
  gateway.clock.advance(DAY_MS);
  await sweepSettlements(gateway.db, gateway.clock.now());
  await renewSessions(gateway.db, tree, gateway.clock.now());
});

afterAll(async () => {
  await gateway.close();
});

const settlements = (token: string, query: Record<string, unknown>) => callGateway(gateway.app, agentSettlements, { pageNo: 1, pageSize: 20, ...query }, { token });
const income = (token: string, startDate = days[0]!, endDate = days[2]!) => callGateway(gateway.app, agentIncome, { startDate, endDate }, { token });

describe('agentSettlements', () => {
  it('lists the wages the agent received, newest period first, with the team figures, tier, rate and reference', async () => {
    const answer = await settlements(tree.lead.token, { kind: 'DAILY' });
    expect(answer.statusCode).toBe(200);
    const { list, totals, totalPages } = answer.body.value;
    expect(totals).toEqual({ count: 2, paid: 30, owed: 0 });
    expect(totalPages).toBe(1);
    expect(list.map((row) => [row.side, row.counterpart, row.status, row.amount, row.tier, row.rate, row.attempts])).toEqual([
      ['RECEIVED', 'sboss', 'PAID', 10, 1, 2, 1],
      ['RECEIVED', 'sboss', 'PAID', 20, 1, 2, 1],
    ]);
    expect(list[1]).toMatchObject({
      kind: 'DAILY',
      periodStart: Date.parse(`${days[0]}T00:00:00+08:00`),
      periodEnd: Date.parse(`${days[1]}T00:00:00+08:00`),
      figures: { betCount: 1, bets: 1_000, validBets: 1_000, activeMembers: 1 },
      referenceNo: expect.stringMatching(/^SL\d{8}$/),
    });
    expect(list[1]).not.toHaveProperty('period');
  });

  it('lists what the agent pays its downlines, owed amounts included, and filters by status and dates', async () => {
    const paid = await settlements(tree.lead.token, { kind: 'DIVIDEND', side: 'PAID' });
    expect(paid.body.value.totals).toEqual({ count: 2, paid: 0, owed: 100 });
    expect(paid.body.value.list.map((row) => [row.counterpart, row.period, row.status, row.amount, row.tier, row.referenceNo])).toEqual([
      ['ssub', 'DAILY', 'NOTHING', 0, 0, null],
      ['ssub', 'DAILY', 'UNPAID', 100, 1, null],
    ]);
    // Tried at both sweeps (and at any the plugin's timer ran meanwhile).
    expect(paid.body.value.list[1]!.attempts).toBeGreaterThanOrEqual(2);
    expect(paid.body.value.list[1]!.figures).toMatchObject({ loss: 1_000, payouts: 0 });
    const unpaid = await settlements(tree.lead.token, { kind: 'DIVIDEND', side: 'PAID', status: 'UNPAID' });
    expect(unpaid.body.value.list).toHaveLength(1);
    const firstDay = await settlements(tree.lead.token, { kind: 'DIVIDEND', side: 'PAID', startDate: days[0], endDate: days[0] });
    expect(firstDay.body.value.list.map((row) => row.status)).toEqual(['UNPAID']);
    const received = await settlements(tree.sub.token, { kind: 'DIVIDEND' });
    expect(received.body.value.list.map((row) => [row.counterpart, row.side, row.status])).toEqual([
      ['slead', 'RECEIVED', 'NOTHING'],
      ['slead', 'RECEIVED', 'UNPAID'],
    ]);
    const boss = await settlements(tree.boss.token, { kind: 'DAILY', side: 'PAID', pageSize: 1, pageNo: 2 });
    expect(boss.body.value.list.map((row) => [row.counterpart, row.amount])).toEqual([['slead', 20]]);
    expect(boss.body.value.totalPages).toBe(2);
  });

  it("shows an agent only its own contracts' settlements", async () => {
    for (const query of [{ kind: 'DAILY' }, { kind: 'DAILY', side: 'PAID' }, { kind: 'DIVIDEND' }, { kind: 'DIVIDEND', side: 'PAID' }]) {
      const answer = await settlements(tree.rival.token, query);
      expect(answer.body.value).toEqual({ list: [], totalPages: 0, totals: { count: 0, paid: 0, owed: 0 } });
    }
    expect((await settlements(tree.boss.token, { kind: 'DAILY' })).body.value.list).toEqual([]);
    expect((await settlements(tree.lead.token, { kind: 'HOURLY' })).body.value.list).toEqual([]);
  });

  it('refuses a member, a guest and bad filters', async () => {
    const member = await settlements(tree.p1.token, { kind: 'DAILY' });
    expect(member.statusCode).toBe(403);
    expect(member.body.code).toBe(ERROR_CODE.notAgent);
    expect((await callGateway(gateway.app, agentSettlements, { kind: 'DAILY' })).statusCode).toBe(401);
    for (const query of [
      { kind: 'SOMETIMES' },
      {},
      { kind: 'DAILY', side: 'BOTH' },
      { kind: 'DAILY', status: 'LOST' },
      { kind: 'DAILY', startDate: days[0] },
      { kind: 'DAILY', startDate: '2026-02-30', endDate: '2026-03-01' },
      { kind: 'DAILY', startDate: '2026-01-01', endDate: '2026-06-30' },
      { kind: 'DAILY', startDate: days[2], endDate: days[0] },
      { kind: 'DAILY', pageSize: 1_000 },
    ]) {
      const answer = await settlements(tree.lead.token, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('agentIncome', () => {
  it("sums the agent's wages, dividends and rebates by day and kind, what it paid, and what is owed", async () => {
    const answer = await income(tree.lead.token);
    expect(answer.statusCode).toBe(200);
    const value = answer.body.value;
    expect(value.totals).toEqual({ salary: 30, dividends: 0, rebates: 3.5, income: 33.5, paidOut: 0, net: 33.5 });
    expect(value.days).toEqual([
      { day: days[0], salary: 0, dividends: 0, rebates: 0, income: 0, paidOut: 0, net: 0 },
      { day: days[1], salary: 20, dividends: 0, rebates: 3.5, income: 23.5, paidOut: 0, net: 23.5 },
      { day: days[2], salary: 10, dividends: 0, rebates: 0, income: 10, paidOut: 0, net: 10 },
    ]);
    expect(value.kinds).toEqual([
      { kind: 'REALTIME', received: 0, receivedCount: 0, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 },
      { kind: 'HOURLY', received: 0, receivedCount: 0, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 },
      { kind: 'DAILY', received: 30, receivedCount: 2, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 },
      { kind: 'DIVIDEND', received: 0, receivedCount: 0, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 100 },
    ]);

    const boss = (await income(tree.boss.token)).body.value;
    expect(boss.totals).toEqual({ salary: 0, dividends: 0, rebates: 0, income: 0, paidOut: 30, net: -30 });
    expect(boss.kinds.find((kind) => kind.kind === 'DAILY')).toMatchObject({ paid: 30, paidCount: 2 });
    const sub = (await income(tree.sub.token)).body.value;
    expect(sub.kinds.find((kind) => kind.kind === 'DIVIDEND')).toMatchObject({ owedToYou: 100, received: 0 });
    const rival = (await income(tree.rival.token)).body.value;
    expect(rival.totals).toEqual({ salary: 0, dividends: 0, rebates: 0, income: 0, paidOut: 0, net: 0 });

    // Only the dates asked for: the second wage was paid on day 2.
    expect((await income(tree.lead.token, days[1], days[1])).body.value.totals).toMatchObject({ salary: 20, rebates: 3.5 });
  });

  it("agrees with the agent's account record", async () => {
    const record = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, type: 'SALARY' }, { token: tree.lead.token });
    expect(record.body.value.list.map((entry) => entry.amount).sort()).toEqual([10, 20]);
    const paidByBoss = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, type: 'SALARY' }, { token: tree.boss.token });
    expect(paidByBoss.body.value.list.map((entry) => entry.amount).sort()).toEqual([-10, -20]);
    expect(paidByBoss.body.value.list[0]!.remark).toMatch(/^Daily wages \d{4}-\d{2}-\d{2} to slead$/);
  });

  it('refuses a member, a guest and bad dates', async () => {
    expect((await income(tree.p1.token)).statusCode).toBe(403);
    expect((await callGateway(gateway.app, agentIncome, { startDate: days[0], endDate: days[1] })).statusCode).toBe(401);
    expect((await income(tree.lead.token, '2026-01-01', '2026-12-31')).statusCode).toBe(400);
    expect((await income(tree.lead.token, days[1], days[0])).statusCode).toBe(400);
    expect((await income(tree.lead.token, '2026-13-01', '2026-13-02')).statusCode).toBe(400);
    expect((await callGateway(gateway.app, agentIncome, { startDate: days[0] }, { token: tree.lead.token })).statusCode).toBe(400);
  });
});
