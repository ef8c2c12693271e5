import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailySalaryContract, hourlySalaryContract } from '@platform/api/contract';
import { businessDayOf, startOfBusinessDay } from '../shared/business-day';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { sumBalance } from '../wallet/ledger';
import { sweepSettlements } from './sweep';
import {
  countDailyMoney,
  createSettlementTree,
  DAY_MS,
  HOUR_MS,
  makeContract,
  MINUTE_MS,
  placeSettledBet,
  settlementEntries,
  settlementsOf,
  unreconciledSettlements,
} from './test-support';

// The settlement engine against real bets of a tree of the test's own: boss pays lead, whose team
// is lead, sub, p1, p2 and p3; rival and rp are another agent's tree and never count. The clock is
// the test gateway's, moved by hand, and each test calls the sweep itself with it.

let gateway: TestGateway;
let tree: Awaited<ReturnType<typeof createSettlementTree>>;

const parties = () => ({ upline: tree.boss, downline: tree.lead, downlineAccount: 'slead' });
const sweep = () => sweepSettlements(gateway.db, gateway.clock.now());
const moveTo = (moment: Date) => gateway.clock.advance(moment.getTime() - gateway.clock.now().getTime());
/** The start of the business day `days` after the clock's. */
const dayStart = (days: number) => new Date(startOfBusinessDay(businessDayOf(gateway.clock.now()), 'day').getTime() + days * DAY_MS);
const balances = async () => ({ boss: await sumBalance(gateway.db, tree.boss.memberId), lead: await sumBalance(gateway.db, tree.lead.memberId) });

beforeEach(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  tree = await createSettlementTree(gateway.db, gateway.clock.now());
  await fundMember(gateway.db, tree.boss.memberId, 1_000);
});

afterEach(async () => {
  await gateway.close();
});

describe('real-time salary', () => {
  it('pays each team bet settled in the 5-minute window at its tier and outcome, from the acceptance on', async () => {
    // Start on a window's boundary, accept a minute into it.
    const windowStart = new Date(Math.ceil(gateway.clock.now().getTime() / (5 * MINUTE_MS)) * 5 * MINUTE_MS);
    moveTo(windowStart);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 100, payout: 0, at: new Date(windowStart.getTime() + 30_000) });
    gateway.clock.advance(MINUTE_MS);
    const contractId = await makeContract(gateway.app, 'REALTIME', parties(), [
      { singleBet: 10, profitSalaryRate: 0.5, lossSalaryRate: 1 },
      { singleBet: 100, profitSalaryRate: 1, lossSalaryRate: 2 },
    ]);
    const inWindow = (seconds: number) => new Date(windowStart.getTime() + seconds * 1000);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 5, payout: 0, at: inWindow(120) }); // below every tier
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 50, payout: 10, at: inWindow(130) }); // tier 1, lost: 1% = 0.50
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 200, payout: 300, at: inWindow(140) }); // tier 2, won: 1% = 2.00
    await placeSettledBet(gateway.db, tree.p3.memberId, { amount: 100, payout: 100, at: inWindow(150) }); // tier 2, not lost: 1% = 1.00
    await placeSettledBet(gateway.db, tree.sub.memberId, { amount: 33.33, payout: 0, at: inWindow(160) }); // tier 1, lost: 1% = 0.3333 → 0.33
    await placeSettledBet(gateway.db, tree.rp.memberId, { amount: 1_000, payout: 0, at: inWindow(170) }); // another tree
    await placeSettledBet(gateway.db, tree.boss.memberId, { amount: 500, payout: 0, at: inWindow(180) }); // the upline is not the team
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 300, payout: 0, at: inWindow(300) }); // the next window

    moveTo(inWindow(299));
    await sweep();
    expect(await settlementsOf(gateway.db, contractId)).toEqual([]);

    moveTo(inWindow(301));
    await sweep();
    const [first] = await settlementsOf(gateway.db, contractId);
    expect(first).toMatchObject({ periodStart: inWindow(60), periodEnd: inWindow(300), status: 'PAID', amount: 3.83, tier: null, rate: null, attempts: 1 });
    expect(first!.figures).toEqual({
      betCount: 5,
      bets: 388.33,
      validBets: 388.33,
      activeMembers: 4,
      lines: [
        { tier: 0, outcome: 'LOSS', betCount: 1, bets: 5, rate: 0, amount: 0 },
        { tier: 1, outcome: 'LOSS', betCount: 2, bets: 83.33, rate: 1, amount: 0.83 },
        { tier: 2, outcome: 'PROFIT', betCount: 2, bets: 300, rate: 1, amount: 3 },
      ],
    });

    moveTo(inWindow(600));
    await sweep();
    const rows = await settlementsOf(gateway.db, contractId);
    expect(rows.map((row) => [row.status, row.amount])).toEqual([['PAID', 3.83], ['PAID', 6]]);
    expect(await balances()).toEqual({ boss: 1_000 - 9.83, lead: 9.83 });
    const entries = await settlementEntries(gateway.db, [tree.boss.memberId, tree.lead.memberId]);
    expect(entries.map((entry) => [entry.memberId, entry.cents, entry.type])).toEqual([
      [tree.boss.memberId, -383, 'SALARY'],
      [tree.lead.memberId, 383, 'SALARY'],
      [tree.boss.memberId, -600, 'SALARY'],
      [tree.lead.memberId, 600, 'SALARY'],
    ]);
    expect(await unreconciledSettlements(gateway.db)).toEqual([]);
  });
});

describe('hourly salary', () => {
  it("pays the tier the team's bets of each hour reach, and catches up on every hour it missed", async () => {
    const hourStart = new Date(Math.ceil(gateway.clock.now().getTime() / HOUR_MS) * HOUR_MS);
    moveTo(hourStart);
    const contractId = await makeContract(gateway.app, 'HOURLY', parties(), [
      { betAmount: 100, amount: 5 },
      { betAmount: 1_000, amount: 20, activeMembers: 3 },
    ]);
    const at = (minutes: number) => new Date(hourStart.getTime() + minutes * MINUTE_MS);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 600, payout: 0, at: at(10) });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 500, payout: 900, at: at(20) });
    await placeSettledBet(gateway.db, tree.sub.memberId, { amount: 50, payout: 0, at: at(30) });
    // Second hour: 1,500 of bets but only two players: the first tier.
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 1_000, payout: 0, at: at(70) });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 500, payout: 0, at: at(80) });
    await placeSettledBet(gateway.db, tree.rp.memberId, { amount: 5_000, payout: 0, at: at(90) });
    // The third hour is quiet.

    // The gateway was down: the first sweep after three hours settles all three.
    moveTo(at(180));
    await sweep();
    const rows = await settlementsOf(gateway.db, contractId);
    expect(rows.map((row) => [row.periodStart.getTime() - hourStart.getTime(), row.status, row.amount, row.tier])).toEqual([
      [0, 'PAID', 20, 2],
      [HOUR_MS, 'PAID', 5, 1],
      [2 * HOUR_MS, 'NOTHING', 0, 0],
    ]);
    expect(rows[0]!.figures).toEqual({ betCount: 3, bets: 1_150, validBets: 1_150, activeMembers: 3 });
    expect(rows[1]!.figures).toMatchObject({ bets: 1_500, activeMembers: 2 });
    expect(await balances()).toEqual({ boss: 975, lead: 25 });

    // Sweeping again, or several at once, pays nothing twice.
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    expect((await settlementsOf(gateway.db, contractId)).map((row) => row.status)).toEqual(['PAID', 'PAID', 'NOTHING']);
    expect(await balances()).toEqual({ boss: 975, lead: 25 });
    expect(await unreconciledSettlements(gateway.db)).toEqual([]);
  });

  it('stops at the termination: the hour it ended in is settled up to then, and nothing after', async () => {
    const hourStart = new Date(Math.ceil(gateway.clock.now().getTime() / HOUR_MS) * HOUR_MS);
    moveTo(hourStart);
    const contractId = await makeContract(gateway.app, 'HOURLY', parties(), [{ betAmount: 100, amount: 5 }]);
    const at = (minutes: number) => new Date(hourStart.getTime() + minutes * MINUTE_MS);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 100, payout: 0, at: at(10) });
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 100, payout: 0, at: at(70) });
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 100, payout: 0, at: at(100) }); // after the termination
    moveTo(at(90));
    const ended = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'TERMINATION', downline: 'slead', contractId }, { token: tree.boss.token });
    expect(ended.body.value.status).toBe('TERMINATED');

    moveTo(at(600));
    await sweep();
    const rows = await settlementsOf(gateway.db, contractId);
    expect(rows.map((row) => [row.periodStart.getTime(), row.periodEnd.getTime(), row.status, row.amount])).toEqual([
      [at(0).getTime(), at(60).getTime(), 'PAID', 5],
      [at(60).getTime(), at(90).getTime(), 'PAID', 5],
    ]);
    const closed = await gateway.db.query<{ settlement_closed: boolean }>('select settlement_closed from agent_contract where id = $1', [contractId]);
    expect(closed.rows[0]!.settlement_closed).toBe(true);
    moveTo(at(6000));
    await sweep();
    expect(await settlementsOf(gateway.db, contractId)).toHaveLength(2);
  });
});

describe('daily wages', () => {
  it("pays rate% of each day's team valid bets, the day of the acceptance included, the day after it ends", async () => {
    const contractId = await makeContract(gateway.app, 'DAILY', parties(), [
      { periodValidBet: 100, activeMembers: 1, rate: 1 },
      { periodValidBet: 1_000, activeMembers: 2, rate: 2 },
    ]);
    const base = dayStart(0).getTime();
    const day = (n: number, hours = 0) => new Date(base + n * DAY_MS + hours * HOUR_MS);
    // The acceptance day counts whole: a bet placed before the acceptance too.
    await placeSettledBet(gateway.db, tree.p3.memberId, { amount: 100, payout: 0, at: day(0) });
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 800, payout: 0, at: gateway.clock.now() });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 400, payout: 500, validBet: 300, at: gateway.clock.now() });
    await placeSettledBet(gateway.db, tree.rp.memberId, { amount: 9_000, payout: 0, at: gateway.clock.now() });
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 150, payout: 0, at: day(1, 10) });

    moveTo(day(1, 0.01));
    await sweep();
    expect((await settlementsOf(gateway.db, contractId)).map((row) => [row.status, row.amount, row.tier, row.rate])).toEqual([['PAID', 24, 2, 2]]);

    moveTo(day(3, 0.01));
    await sweep();
    const rows = await settlementsOf(gateway.db, contractId);
    expect(rows.map((row) => [row.periodStart.getTime(), row.periodEnd.getTime(), row.status, row.amount, row.tier, row.rate])).toEqual([
      [day(0).getTime(), day(1).getTime(), 'PAID', 24, 2, 2],
      [day(1).getTime(), day(2).getTime(), 'PAID', 1.5, 1, 1],
      [day(2).getTime(), day(3).getTime(), 'NOTHING', 0, 0, null],
    ]);
    expect(rows[0]!.figures).toEqual({ betCount: 3, bets: 1_300, validBets: 1_200, activeMembers: 3 });
    expect(await balances()).toEqual({ boss: 974.5, lead: 25.5 });
  });

  it('records UNPAID when the upline cannot pay, tries again at every sweep, and pays once money arrives', async () => {
    // lead pays sub, and has 0.01 too little.
    const contractId = await makeContract(gateway.app, 'DAILY', { upline: tree.lead, downline: tree.sub, downlineAccount: 'ssub' }, [{ periodValidBet: 100, activeMembers: 1, rate: 10 }]);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 500, payout: 0, at: gateway.clock.now() });
    await fundMember(gateway.db, tree.lead.memberId, 49.99);

    moveTo(dayStart(1));
    await sweep();
    await sweep();
    let [row] = await settlementsOf(gateway.db, contractId);
    expect(row).toMatchObject({ status: 'UNPAID', amount: 50, attempts: 2, referenceNo: null });
    expect(await sumBalance(gateway.db, tree.lead.memberId)).toBe(49.99);
    expect(await sumBalance(gateway.db, tree.sub.memberId)).toBe(0);

    await fundMember(gateway.db, tree.lead.memberId, 0.01);
    await Promise.all([sweep(), sweep()]);
    [row] = await settlementsOf(gateway.db, contractId);
    expect(row).toMatchObject({ status: 'PAID', amount: 50, attempts: 3 });
    expect(await sumBalance(gateway.db, tree.lead.memberId)).toBe(0);
    expect(await sumBalance(gateway.db, tree.sub.memberId)).toBe(50);
    await sweep();
    expect(await settlementEntries(gateway.db, [tree.lead.memberId, tree.sub.memberId])).toHaveLength(2);
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});

describe('dividends', () => {
  it("pays rate% of the team's loss over each weekly period, nothing without a loss", async () => {
    const contractId = await makeContract(
      gateway.app,
      'DIVIDEND',
      parties(),
      [
        { periodValidBet: 100, periodProfitLoss: 50, activeMembers: 1, rate: 10 },
        { periodValidBet: 1_000, periodProfitLoss: 500, activeMembers: 2, rate: 25 },
      ],
      'WEEKLY',
    );
    const rows = async () => settlementsOf(gateway.db, contractId);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 1_000, payout: 200, at: gateway.clock.now() });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 500, payout: 0, at: gateway.clock.now() });
    await countDailyMoney(gateway.db, tree.p1.memberId, 'bonuses', 100, gateway.clock.now());
    await countDailyMoney(gateway.db, tree.p2.memberId, 'rebates', 50, gateway.clock.now());

    // The first period runs from the acceptance day to the next Monday (business time).
    for (let day = 1; day <= 7; day += 1) {
      moveTo(dayStart(1));
      await sweep();
      if ((await rows()).length > 0) break;
    }
    const [first] = await rows();
    expect(new Date(first!.periodEnd.getTime() + 8 * HOUR_MS).getUTCDay()).toBe(1);
    expect(first).toMatchObject({ status: 'PAID', tier: 2, rate: 25, amount: 287.5 });
    expect(first!.figures).toEqual({ betCount: 2, bets: 1_500, validBets: 1_500, activeMembers: 2, payouts: 200, bonuses: 100, rebates: 50, loss: 1_150 });

    // A winning week: no loss, nothing to pay.
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 2_000, payout: 2_500, at: new Date(gateway.clock.now().getTime() + HOUR_MS) });
    moveTo(new Date(first!.periodEnd.getTime() + 7 * DAY_MS + MINUTE_MS));
    await sweep();
    const [, second] = await rows();
    expect(second).toMatchObject({ status: 'NOTHING', tier: 0, amount: 0, periodStart: first!.periodEnd });
    expect(second!.figures).toMatchObject({ loss: -500 });
    expect(await balances()).toEqual({ boss: 712.5, lead: 287.5 });
  });
});

describe('the sweep', () => {
  it('settles each period once however many sweeps run at once, and the money adds up', async () => {
    const contractIds = [
      await makeContract(gateway.app, 'REALTIME', parties(), [{ singleBet: 1, profitSalaryRate: 1, lossSalaryRate: 3 }]),
      await makeContract(gateway.app, 'HOURLY', parties(), [{ betAmount: 10, amount: 1.25 }]),
      await makeContract(gateway.app, 'DAILY', parties(), [{ periodValidBet: 10, activeMembers: 1, rate: 0.5 }]),
    ];
    const start = gateway.clock.now().getTime();
    for (let minute = 1; minute <= 180; minute += 7) {
      await placeSettledBet(gateway.db, minute % 2 ? tree.p1.memberId : tree.p2.memberId, { amount: 10 + minute, payout: minute % 3 ? 0 : 50, at: new Date(start + minute * MINUTE_MS) });
    }
    moveTo(dayStart(1));
    await Promise.all(Array.from({ length: 6 }, () => sweep()));
    const rows = (await Promise.all(contractIds.map((id) => settlementsOf(gateway.db, id)))).flat();
    expect(rows.some((row) => row.status === 'PAID')).toBe(true);
    expect(rows.filter((row) => row.status === 'DUE' || row.status === 'UNPAID')).toEqual([]);
    expect(await unreconciledSettlements(gateway.db)).toEqual([]);
    const paid = rows.reduce((sum, row) => sum + Math.round((row.amount ?? 0) * 100), 0);
    const after = await balances();
    expect(Math.round(after.lead * 100)).toBe(paid);
    expect(Math.round((1_000 - after.boss) * 100)).toBe(paid);
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
  });

  it('settles no offer that was never accepted', async () => {
    const offer = await callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline: 'slead', tiers: [{ periodValidBet: 1, activeMembers: 0, rate: 50 }] }, { token: tree.boss.token });
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 100, payout: 0, at: gateway.clock.now() });
    moveTo(dayStart(2));
    await sweep();
    expect(await settlementsOf(gateway.db, Number(offer.body.value.contractId))).toEqual([]);
  });
});
