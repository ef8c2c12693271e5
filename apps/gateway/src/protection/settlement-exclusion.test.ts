import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSettlement } from '../settlement/compute';
import { periodContaining } from '../settlement/periods';
import { createSettlementTree, DAY_MS, HOUR_MS, placeSettledBet } from '../settlement/test-support';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { startExclusion } from './exclusions';

// Issue 22: an agent's salary and dividends leave out the play of a team member self-excluded
// during the settled period (settlement-exclusion.ts); a time-out, or an exclusion taken after
// the period, changes nothing.

let gateway: TestGateway;
let tree: Awaited<ReturnType<typeof createSettlementTree>>;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  tree = await createSettlementTree(gateway.db, gateway.clock.now(), 'px');
});

afterAll(async () => {
  await gateway.close();
});

const exclude = (memberId: number, kind: 'TIMEOUT' | 'SELF_EXCLUSION', at: Date) =>
  gateway.db.transaction((tx) => startExclusion(tx, { memberId, merchantCode: 'DEMO_ROYAL', kind, duration: kind === 'TIMEOUT' ? 'DAYS_7' : 'MONTHS_6' }, at));

describe('the settlement of a team with a self-excluded member', () => {
  it("leaves the member's losses out of the dividend and the salary of the period it was self-excluded in", async () => {
    const start = gateway.clock.now().getTime();
    const dayOne = periodContaining('DIVIDEND', 'DAILY', new Date(start));
    const betAt = new Date(dayOne.start.getTime() + HOUR_MS);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 100, payout: 0, at: betAt });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 50, payout: 10, at: betAt });
    await placeSettledBet(gateway.db, tree.p3.memberId, { amount: 30, payout: 0, at: betAt });
    // Bets of the hour in which p1 will self-exclude (at 2 hours 5 minutes past betAt).
    const lateAt = new Date(betAt.getTime() + 2 * HOUR_MS + 60_000);
    await placeSettledBet(gateway.db, tree.p1.memberId, { amount: 10, payout: 0, at: lateAt });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 10, payout: 0, at: lateAt });
    const dividend = { kind: 'DIVIDEND' as const, downlineId: tree.lead.memberId, tiers: [{ periodValidBet: 0, activeMembers: 0, periodProfitLoss: 0, rate: 10 }] };
    const hourly = { kind: 'HOURLY' as const, downlineId: tree.lead.memberId, tiers: [{ betAmount: 1, amount: 5 }] };
    const hour = periodContaining('HOURLY', null, lateAt);

    const before = await computeSettlement(gateway.db, dividend, dayOne);
    expect([before.figures.loss, before.amountCents]).toEqual([190, 1_900]);
    expect((await computeSettlement(gateway.db, hourly, hour)).figures).toMatchObject({ bets: 20, activeMembers: 2 });

    // A time-out and a self-exclusion taken after the period leave it as it was.
    await exclude(tree.p2.memberId, 'TIMEOUT', new Date(betAt.getTime() + 60_000));
    await exclude(tree.p3.memberId, 'SELF_EXCLUSION', new Date(dayOne.end.getTime() + 60_000));
    expect((await computeSettlement(gateway.db, dividend, dayOne)).figures.loss).toBe(190);

    // p1 self-excluded later that day: its losses of 110 are out of the day's dividend and of that hour's salary.
    await exclude(tree.p1.memberId, 'SELF_EXCLUSION', new Date(betAt.getTime() + 2 * HOUR_MS + 5 * 60_000));
    const after = await computeSettlement(gateway.db, dividend, dayOne);
    expect([after.figures.loss, after.figures.bets, after.figures.activeMembers, after.amountCents]).toEqual([80, 90, 2, 800]);
    expect((await computeSettlement(gateway.db, hourly, hour)).figures).toMatchObject({ bets: 10, activeMembers: 1 });

    // The next day, p3's self-exclusion counts too.
    const dayTwo = periodContaining('DIVIDEND', 'DAILY', new Date(dayOne.end.getTime() + DAY_MS / 2));
    await placeSettledBet(gateway.db, tree.p3.memberId, { amount: 20, payout: 0, at: new Date(dayTwo.start.getTime() + 3 * HOUR_MS) });
    await placeSettledBet(gateway.db, tree.p2.memberId, { amount: 20, payout: 5, at: new Date(dayTwo.start.getTime() + 3 * HOUR_MS) });
    expect((await computeSettlement(gateway.db, dividend, dayTwo)).figures.loss).toBe(15);
  });
});
