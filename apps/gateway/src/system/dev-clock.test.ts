import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@platform/api/contract';
import { buildApp } from '../app';
import { DEV_SETTLEMENT_SWEEP_PATH } from '../settlement/dev-sweep-route';
import { createSettlementTree, DAY_MS, HOUR_MS, makeContract, MINUTE_MS, placeSettledBet, settlementEntries, settlementsOf } from '../settlement/test-support';
import { createTestClock, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { fundMember } from '../wallet/ledger-test-support';
import { createDevClock } from './dev-clock';
import { DEV_CLOCK_PATH, MAX_CLOCK_STEP_MINUTES } from './dev-clock-route';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants', devMode: true });
});

afterAll(async () => {
  await gateway.close();
});

const readClock = async () => {
  const response = await gateway.app.inject({ method: 'GET', url: DEV_CLOCK_PATH });
  expect(response.statusCode).toBe(200);
  return Date.parse(response.json<{ value: { now: string } }>().value.now);
};
const advance = (payload: unknown) => gateway.app.inject({ method: 'POST', url: DEV_CLOCK_PATH, payload: payload as object });
/** What the dev sweep answers. */
interface DevSweepAnswer {
  now: string;
  enqueued: number;
  paid: number;
  unpaid: number;
  nothing: number;
  failed: number;
  settled: number;
  more: boolean;
}

describe('createDevClock', () => {
  it('follows its base clock plus what it was moved, and moves forward only, by whole minutes', () => {
    const base = createTestClock(new Date('2030-01-01T00:00:00Z'));
    const clock = createDevClock(base.now);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(clock.advance(90).toISOString()).toBe('2030-01-01T01:30:00.000Z');
    base.advance(MINUTE_MS);
    expect(clock.now().toISOString()).toBe('2030-01-01T01:31:00.000Z');
    for (const minutes of [0, -5, 1.5, Number.NaN]) expect(() => clock.advance(minutes)).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2030-01-01T01:31:00.000Z');
  });
});

describe('the dev clock routes', () => {
  it("answer the gateway's time and move it forward", async () => {
    const start = await readClock();
    expect(start).toBe(gateway.clock.now().getTime());
    const moved = await advance({ advanceMinutes: 90 });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json<{ value: { now: string } }>().value.now)).toBe(start + 90 * MINUTE_MS);
    expect((await advance({ advanceMinutes: MAX_CLOCK_STEP_MINUTES })).statusCode).toBe(200);
    expect(await readClock()).toBe(start + (90 + MAX_CLOCK_STEP_MINUTES) * MINUTE_MS);
  });

  it('refuse a step that is not a whole number of minutes within 1..40 days, and leave the clock', async () => {
    const before = await readClock();
    for (const payload of [{}, { advanceMinutes: 0 }, { advanceMinutes: -60 }, { advanceMinutes: MAX_CLOCK_STEP_MINUTES + 1 }, { advanceMinutes: 1.5 }, { advanceMinutes: '60' }, { advanceMinutes: null }]) {
      const response = await advance(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: ERROR_CODE.badRequest });
    }
    expect(await readClock()).toBe(before);
  });

  it('answer only requests from this machine', async () => {
    for (const [method, url] of [['GET', DEV_CLOCK_PATH], ['POST', DEV_CLOCK_PATH], ['POST', DEV_SETTLEMENT_SWEEP_PATH]] as const) {
      const payload = method === 'POST' ? { ...(url === DEV_CLOCK_PATH ? { advanceMinutes: 60 } : {}) } : undefined;
      const remote = await gateway.app.inject({ method, url, remoteAddress: '203.0.113.9', ...(payload ? { payload } : {}) });
      expect(remote.statusCode, `${method} ${url}`).toBe(404);
      expect(remote.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
      const relayed = await gateway.app.inject({ method, url, headers: { 'x-forwarded-for': '203.0.113.9' }, ...(payload ? { payload } : {}) });
      expect(relayed.statusCode, `${method} ${url} relayed`).toBe(404);
    }
  });

  it('do not exist outside dev mode', async () => {
    const production = buildApp({ db: gateway.db, devMode: false, runsScheduledWork: false });
    try {
      for (const [method, url, payload] of [['GET', DEV_CLOCK_PATH, undefined], ['POST', DEV_CLOCK_PATH, { advanceMinutes: 60 }], ['POST', DEV_SETTLEMENT_SWEEP_PATH, {}]] as const) {
        const response = await production.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
      }
    } finally {
      await production.close();
    }
  });
});

describe('the dev settlement sweep', () => {
  it('settles at the moved clock: a day later it pays the daily wage once, and a second sweep pays nothing', async () => {
    const sweepGateway = await createTestGateway({ seed: 'merchants', devMode: true });
    try {
      const now = sweepGateway.clock.now();
      const tree = await createSettlementTree(sweepGateway.db, now, 'dc');
      await fundMember(sweepGateway.db, tree.boss.memberId, 100);
      const contractId = await makeContract(sweepGateway.app, 'DAILY', { upline: tree.boss, downline: tree.lead, downlineAccount: 'dclead' }, [
        { periodValidBet: 100, activeMembers: 1, rate: 1 },
      ]);
      await placeSettledBet(sweepGateway.db, tree.p1.memberId, { amount: 800, payout: 0, at: new Date(now.getTime() + MINUTE_MS) });
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) => sweepGateway.app.inject({ method, url, ...(payload ? { payload } : {}) });
      const sweepOnce = async () => {
        const response = await inject('POST', DEV_SETTLEMENT_SWEEP_PATH, {});
        expect(response.statusCode).toBe(200);
        return response.json<{ value: DevSweepAnswer }>().value;
      };

      // The business day has not ended at the gateway's clock: nothing to settle yet.
      expect(await sweepOnce()).toMatchObject({ enqueued: 0, settled: 0, more: false });
      expect(await settlementsOf(sweepGateway.db, contractId)).toEqual([]);

      expect((await inject('POST', DEV_CLOCK_PATH, { advanceMinutes: DAY_MS / MINUTE_MS })).statusCode).toBe(200);
      const first = await sweepOnce();
      expect(Date.parse(first.now)).toBe(now.getTime() + DAY_MS);
      expect(first).toMatchObject({ enqueued: 1, paid: 1, unpaid: 0, nothing: 0, failed: 0, settled: 1 });
      const second = await sweepOnce();
      expect(second).toMatchObject({ enqueued: 0, paid: 0, settled: 0, more: false });

      const rows = await settlementsOf(sweepGateway.db, contractId);
      expect(rows.map((row) => [row.status, row.amount])).toEqual([['PAID', 8]]);
      const entries = await settlementEntries(sweepGateway.db, [tree.boss.memberId, tree.lead.memberId]);
      expect(entries.map((entry) => [entry.memberId, entry.cents, entry.type])).toEqual([
        [tree.boss.memberId, -800, 'SALARY'],
        [tree.lead.memberId, 800, 'SALARY'],
      ]);
      expect(new Set(entries.map((entry) => entry.referenceNo)).size).toBe(1);

      // Two sweeps at once after another day settle that day once.
      await placeSettledBet(sweepGateway.db, tree.p1.memberId, { amount: 200, payout: 0, at: new Date(now.getTime() + DAY_MS + HOUR_MS) });
      await inject('POST', DEV_CLOCK_PATH, { advanceMinutes: DAY_MS / MINUTE_MS });
      const racing = await Promise.all([sweepOnce(), sweepOnce()]);
      expect(racing[0]!.paid + racing[1]!.paid).toBe(1);
      expect((await settlementsOf(sweepGateway.db, contractId)).map((row) => [row.status, row.amount])).toEqual([
        ['PAID', 8],
        ['PAID', 2],
      ]);
      expect(await settlementEntries(sweepGateway.db, [tree.lead.memberId])).toHaveLength(2);
    } finally {
      await sweepGateway.close();
    }
  });
});
