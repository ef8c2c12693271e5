import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBulkHistory } from '../records/bulk-history';
import { DAY_MS } from '../shared/business-day';
import { plansOf } from '../test/query-plans';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { periodContaining } from './periods';
import { teamBetsSettledIn, teamDayFigures, teamRealtimeGroups } from './team-figures';

// The settlement's reads of a team over a large history: an agent with 50 members below it, each
// with 120 bets over 60 days, among ten times as many members of other trees. Each read is an index range:
// the team from member_tree, its bets by settled time or member, its days from the daily totals.

let gateway: TestGateway;
let agentId: number;
let betAt: Date;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  agentId = (await createTestMember(gateway.db, { account: 'planagent', type: 2 })).memberId;
  const history = { ledgerPerMember: 10, betsPerMember: 120, days: 60 };
  await writeBulkHistory(gateway.db, 'DEMO_ROYAL', { ...history, members: 50 }, gateway.clock.now(), { uplineIds: [agentId] });
  await writeBulkHistory(gateway.db, 'DEMO_ROYAL', { ...history, members: 500 }, gateway.clock.now());
  const latest = await gateway.db.query<{ settled_at: Date }>(
    'select max(b.settled_at) as settled_at from bet b join member_tree t on t.descendant_id = b.member_id where t.ancestor_id = $1',
    [agentId],
  );
  betAt = latest.rows[0]!.settled_at;
  await gateway.db.exec('analyze');
}, 120_000);

afterAll(async () => {
  await gateway.close();
});

describe("the settlement's team reads", () => {
  it("read a real-time window's and an hour's bets without a scan of the bets", async () => {
    const window = periodContaining('REALTIME', null, betAt);
    const plans = [
      ...(await plansOf(gateway.db, (db) => teamRealtimeGroups(db, agentId, window, [1, 100]))),
      ...(await plansOf(gateway.db, (db) => teamBetsSettledIn(db, agentId, periodContaining('HOURLY', null, betAt)))),
    ];
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toMatch(/bet_settled_time|bet_member_time/);
      expect(plan).toMatch(/member_tree_pkey/);
      expect(plan).not.toMatch(/Seq Scan on bet\b/);
    }
  });

  it("read a month's team figures from the daily totals' primary key", async () => {
    const month = { start: new Date(betAt.getTime() - 30 * DAY_MS), end: betAt };
    const plans = await plansOf(gateway.db, (db) => teamDayFigures(db, agentId, month));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('member_daily_totals_pkey');
    // The self-exclusions (protection/settlement-exclusion.ts) are a small table the planner may read whole; nothing else is scanned.
    expect(plans[0]).not.toMatch(/Seq Scan on (?!player_exclusion )/);
  });
});
