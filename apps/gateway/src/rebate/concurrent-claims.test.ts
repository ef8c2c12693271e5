import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRebate, ERROR_CODE } from '@platform/api/contract';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { accrualsOf, openDemoSlot } from './test-support';

// Issue 20, item 13 for the rebate: 200 claim presses at once (40 requestIds, 5 copies each),
// while the player keeps spinning the demo slot (each spin accrues in the transaction that takes
// its stake). Afterwards each claim was credited once, the ledger reconciles, the daily totals
// agree, and every valid bet is either in exactly one claim's lines or still waiting, with the
// sub-cent carry making the amounts exact. PGlite always; PostgreSQL when the test command started one.

const CLAIM_IDS = 40;
const COPIES = 5;
const SPINS = 30;

describe.each(raceDatabases())('200 concurrent rebate claims on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;

  beforeAll(async () => {
    if (enabled) gateway = await open();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('credit each claim once and account for every valid bet', { timeout: 120_000 }, async () => {
    const { app, db, clock } = gateway!;
    const member = await createTestMember(db, { account: 'rebaterace', now: clock.now() });
    await fundMember(db, member.memberId, 1_000);
    await db.query("insert into rebate_accrual (member_id, game_type, valid_bets) values ($1, 'RNG', 2345.67), ($1, 'LIVE', 1000.01)", [member.memberId]);
    const spin = await openDemoSlot(gateway!, member);
    const random = seededRandom('rebate-race');

    const presses = random.shuffle(
      Array.from({ length: CLAIM_IDS * COPIES }, (_unused, index) => ({ requestId: `race-rb-${index % CLAIM_IDS}`, delayMs: random.int(400) })),
    );
    const spins = Array.from({ length: SPINS }, (_unused, index) => ({ requestId: `race-spin-${index}`, delayMs: random.int(400) }));
    const [claims, spun] = await Promise.all([
      Promise.all(
        presses.map(async (press) => {
          await sleep(press.delayMs);
          return { press, answer: await callGateway(app, claimRebate, { requestId: press.requestId }, { token: member.token }) };
        }),
      ),
      Promise.all(
        spins.map(async (press) => {
          await sleep(press.delayMs);
          return spin(10, press.requestId);
        }),
      ),
    ]);
    expect(spun.every((answer) => answer.statusCode === 200)).toBe(true);

    // Refusals are "nothing left" or "below the minimum", never a 5xx or a 409.
    for (const { answer } of claims.filter(({ answer }) => answer.statusCode !== 200)) {
      expect(answer.statusCode, answer.body.message ?? '').toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.badRequest);
    }
    // Every 200 answer to one requestId names the same claim.
    const claimNos = new Map<string, Set<string>>();
    for (const { press, answer } of claims.filter(({ answer }) => answer.statusCode === 200)) {
      claimNos.set(press.requestId, (claimNos.get(press.requestId) ?? new Set()).add(answer.body.value.claimNo));
    }
    for (const [requestId, seen] of claimNos) expect(seen.size, requestId).toBe(1);

    const recorded = await db.query<{ claim_no: string; amount: number; entries: number; credited: number; request_id: string }>(
      `select c.claim_no, c.amount::float8 as amount, count(e.id)::int as entries, coalesce(sum(e.amount), 0)::float8 as credited, min(e.request_id) as request_id
         from rebate_claim c left join ledger_entry e on e.reference_no = c.claim_no
        where c.member_id = $1 group by c.id order by c.id`,
      [member.memberId],
    );
    expect(recorded.rows.length).toBeGreaterThanOrEqual(1);
    expect(recorded.rows.length).toBe(claimNos.size);
    for (const row of recorded.rows) expect(row).toMatchObject({ entries: 1, credited: row.amount });
    expect(new Set(recorded.rows.map((row) => row.request_id))).toEqual(new Set(claimNos.keys()));
    const rebateEntries = await db.query<{ n: number }>("select count(*)::int as n from ledger_entry where member_id = $1 and type = 'REBATE'", [member.memberId]);
    expect(rebateEntries.rows[0]!.n).toBe(recorded.rows.length);

    // Every valid bet (the starting accruals and the spins' stakes) is in one claim's lines or still waiting.
    const claimedValid = await db.query<{ game_type: string; cents: number }>(
      `select l.game_type, round(sum(l.valid_bets) * 100)::float8 as cents from rebate_claim_line l join rebate_claim c on c.id = l.claim_id
        where c.member_id = $1 group by l.game_type`,
      [member.memberId],
    );
    const waiting = new Map((await accrualsOf(db, member.memberId)).map((row) => [row.gameType, row.validCents]));
    const claimedByType = new Map(claimedValid.rows.map((row) => [row.game_type, row.cents]));
    expect((claimedByType.get('RNG') ?? 0) + (waiting.get('RNG') ?? 0)).toBe(234_567 + SPINS * 1_000);
    expect((claimedByType.get('LIVE') ?? 0) + (waiting.get('LIVE') ?? 0)).toBe(100_001);
    // Exact: Σ lines' valid × rate = Σ amounts + the carry left (one rate applies to this member).
    const exact = await db.query<{ owed: string; paid: string; carry: string }>(
      `select (select coalesce(sum(l.valid_bets * l.rate), 0) from rebate_claim_line l join rebate_claim c on c.id = l.claim_id where c.member_id = $1)::text as owed,
              (select coalesce(sum(amount), 0) from rebate_claim where member_id = $1)::text as paid,
              (select coalesce(sum(carry), 0) from rebate_accrual where member_id = $1)::text as carry`,
      [member.memberId],
    );
    const { owed, paid, carry } = exact.rows[0]!;
    expect(Number(owed)).toBeCloseTo(Number(paid) + Number(carry), 8);

    // The ledger reconciles and the day's rebates are the claims' sum.
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    const totals = await db.query<{ rebates: number }>('select coalesce(sum(rebates), 0)::float8 as rebates from member_daily_totals where member_id = $1', [member.memberId]);
    expect(totals.rows[0]!.rebates).toBeCloseTo(recorded.rows.reduce((sum, row) => sum + row.amount, 0), 2);
  });
});
