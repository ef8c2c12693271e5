import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, missionClaim, missionList } from '@platform/api/contract';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import { auditLedger, auditPromotionalLocks } from '../wallet/ledger-test-support';
import { payDeposit } from './test-support';

// Issue 20, item 13 (missions): 200 claims at once for one player's two completed missions, under
// 120 request ids (many sent two or three times). Each mission is credited once, each request id
// answers one result, and the wallet, the ledger and the day's bonuses agree afterwards.
const REQUESTS = 200;
const REQUEST_IDS = 120;

describe.each(raceDatabases())('200 concurrent mission claims on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;

  beforeAll(async () => {
    if (enabled) gateway = await open();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('credit each completed mission once', { timeout: 120_000 }, async () => {
    const { app, db, clock } = gateway!;
    const player = await createTestMember(db, { account: 'missionRacer', now: clock.now() });
    for (const cents of [20_000, 20_000, 15_000]) await payDeposit(app, db, player.memberId, cents, clock.now());
    const missions = (await callGateway(app, missionList, {}, { token: player.token })).body.value.missions;
    const completed = missions.filter((mission) => mission.status === 'COMPLETED');
    // Three deposits (reward 8) and 500 deposited (reward 10).
    expect(completed.map((mission) => mission.rewardAmount).sort()).toEqual([10, 8].sort());
    const before = await db.query<{ total: number }>('select sum(balance)::float8 as total from wallet where member_id = $1', [player.memberId]);

    const random = seededRandom('mission-claims-race');
    const requests = Array.from({ length: REQUESTS }, (_, index) => {
      const id = index < REQUEST_IDS ? index : random.int(REQUEST_IDS);
      return { requestId: `race-mc-${id}`, missionId: completed[id % completed.length]!.missionId };
    });
    const answers = await Promise.all(requests.map((input) => callGateway(app, missionClaim, input, { token: player.token })));

    const byRequest = new Map<string, Set<string>>();
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 200) {
        expect(answer.statusCode, answer.body.message ?? undefined).toBe(409);
        expect(answer.body).toMatchObject({ code: ERROR_CODE.badRequest });
        continue;
      }
      const seen = byRequest.get(requests[index]!.requestId) ?? new Set<string>();
      seen.add(JSON.stringify(answer.body.value));
      byRequest.set(requests[index]!.requestId, seen);
    }
    for (const [requestId, seen] of byRequest) expect(seen.size, requestId).toBe(1);
    // One successful request id per mission.
    expect(byRequest.size).toBe(2);

    const claims = await db.query<{ mission_id: number; amount: number }>('select mission_id, amount::float8 as amount from mission_claim where member_id = $1', [player.memberId]);
    expect(claims.rows.map((row) => row.amount).sort()).toEqual([10, 8].sort());
    const bonuses = await db.query<{ amount: number; entries: number }>(
      "select coalesce(sum(amount), 0)::float8 as amount, count(*)::int as entries from ledger_entry where member_id = $1 and type = 'BONUS' and reference_no like 'MS%'",
      [player.memberId],
    );
    expect(bonuses.rows[0]).toEqual({ amount: 18, entries: 2 });
    const totals = await db.query<{ bonuses: number }>('select coalesce(sum(bonuses), 0)::float8 as bonuses from member_daily_totals where member_id = $1', [player.memberId]);
    expect(totals.rows[0]!.bonuses).toBe(18);
    const after = await db.query<{ total: number }>('select sum(balance)::float8 as total from wallet where member_id = $1', [player.memberId]);
    expect(after.rows[0]!.total).toBeCloseTo(before.rows[0]!.total + 18, 2);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    expect(await auditPromotionalLocks(db)).toEqual([]);
  });
});
