import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTransfer } from '@platform/api/contract';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../shared/business-day';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { sweepSettlements } from './sweep';
import { createSettlementTree, makeContract, MINUTE_MS, placeSettledBet, renewSessions, settlementsOf, unreconciledSettlements } from './test-support';

// Eight sweeps race over a day of four contracts' periods (real-time windows, hours, a day's
// wages and a dividend) while the paying agent moves its own money away with 60 transfers, 20 of
// them replays. Each period is settled once: a PAID one has exactly its two entries, the rest
// none; what one side paid the other received; no balance goes negative and every wallet is the
// sum of its ledger. Then money arrives and a sweep pays every UNPAID one, once. PGlite always;
// PostgreSQL (20 connections racing for real) when the test command started one.

const SWEEPS = 8;
const TRANSFERS = 40;
const REPLAYS = 20;

describe.each(raceDatabases())('settlement sweeps racing on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;

  beforeAll(async () => {
    if (enabled) gateway = await open();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('settle every period once, and the money adds up', { timeout: 180_000 }, async () => {
    const { app, db, clock } = gateway!;
    const tree = await createSettlementTree(db, clock.now(), 'race');
    await fundMember(db, tree.boss.memberId, 300);
    await fundMember(db, tree.lead.memberId, 5);
    const toLead = { upline: tree.boss, downline: tree.lead, downlineAccount: 'racelead' };
    const contractIds = [
      await makeContract(app, 'REALTIME', toLead, [{ singleBet: 1, profitSalaryRate: 2, lossSalaryRate: 5 }]),
      await makeContract(app, 'HOURLY', toLead, [{ betAmount: 10, amount: 3 }]),
      await makeContract(app, 'DAILY', toLead, [{ periodValidBet: 10, activeMembers: 1, rate: 1 }]),
      await makeContract(app, 'DIVIDEND', { upline: tree.lead, downline: tree.sub, downlineAccount: 'racesub' }, [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 20 }], 'DAILY'),
    ];
    const random = seededRandom('settlement-race');
    const players = [tree.p1, tree.p2, tree.p3, tree.sub];
    const start = clock.now().getTime();
    for (let bet = 0; bet < 60; bet += 1) {
      const amount = 1 + random.int(200);
      await placeSettledBet(db, random.pick(players).memberId, { amount, payout: random.chance(0.4) ? amount * 2 : 0, at: new Date(start + (1 + random.int(6 * 60)) * MINUTE_MS) });
    }
    // On to the start of the day after next: a day or two of periods, whatever the clock's start.
    const settleAt = startOfBusinessDay(businessDayOf(new Date(clock.now().getTime() + 2 * DAY_MS)), 'day');
    clock.advance(settleAt.getTime() + MINUTE_MS - clock.now().getTime());
    await renewSessions(db, tree, clock.now());

    const transfers = random.shuffle([
      ...Array.from({ length: TRANSFERS }, (_unused, index) => `race-mt-${index}`),
      ...Array.from({ length: REPLAYS }, (_unused, index) => `race-mt-${index}`),
    ]);
    const [, answers] = await Promise.all([
      Promise.all(Array.from({ length: SWEEPS }, () => sweepSettlements(db, clock.now()))),
      Promise.all(
        transfers.map(async (requestId) => {
          await sleep(random.int(200));
          return callGateway(app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'racep3', amount: 5, requestId }, { token: tree.boss.token });
        }),
      ),
    ]);
    for (const answer of answers) expect([200, 400], answer.body.message ?? '').toContain(answer.statusCode);

    const rows = async () => (await Promise.all(contractIds.map((id) => settlementsOf(db, id)))).flat();
    const settled = await rows();
    // At least a day of 5-minute windows, with the hours and the days.
    expect(settled.length).toBeGreaterThan(24 * 12);
    expect(settled.filter((row) => row.status === 'DUE')).toEqual([]);
    expect(settled.some((row) => row.status === 'PAID')).toBe(true);
    expect(await unreconciledSettlements(db)).toEqual([]);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    // What the payers paid, the payees received (each PAID row's own two entries are checked above).
    const moved = await db.query<{ paid: number; received: number }>(
      `select coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::float8 as paid, coalesce(sum(e.amount) filter (where e.amount > 0), 0)::float8 as received
         from ledger_entry e join settlement_period s on e.request_id = 'settlement:' || s.id where s.contract_id = any($1::int[])`,
      [contractIds],
    );
    expect(moved.rows[0]!.paid).toBeGreaterThan(0);
    expect(moved.rows[0]!.received).toBe(moved.rows[0]!.paid);

    // Money arrives: the next sweep pays every UNPAID settlement, once.
    const owed = settled.filter((row) => row.status === 'UNPAID').map((row) => row.id);
    await fundMember(db, tree.boss.memberId, 10_000);
    await fundMember(db, tree.lead.memberId, 10_000);
    await Promise.all(Array.from({ length: SWEEPS }, () => sweepSettlements(db, clock.now())));
    const after = await rows();
    expect(after.filter((row) => row.status === 'UNPAID' || row.status === 'DUE')).toEqual([]);
    expect(after.filter((row) => owed.includes(row.id)).map((row) => row.status)).toEqual(owed.map(() => 'PAID'));
    expect(await unreconciledSettlements(db)).toEqual([]);
    expect((await auditLedger(db)).unbalancedWallets).toEqual([]);
  });
});
