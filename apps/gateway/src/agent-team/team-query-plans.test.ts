import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTeamMember } from '../agent/subtree';
import type { Queryable } from '../db/database';
import { plansOf } from '../test/query-plans';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { listTeam } from './team';

let gateway: TestGateway;
let bossId: number;

/** `count` members under the member `uplineId`, named `prefix` and a number. */
async function addMembers(db: Queryable, uplineId: number, prefix: string, count: number, type = 0): Promise<void> {
  await db.query(
    `insert into member (merchant_code, account, password_hash, type, parent_id, created_at)
     select 'DEMO_ROYAL', $2 || n, 'test-only:no-password', $4, $1, now() - n * interval '1 minute' from generate_series(1, $3::int) n`,
    [uplineId, prefix, count, type],
  );
}

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  const { db } = gateway;
  // A big tree of another agent, and a team of 3 levels under planboss: its subtree is a small part of the table.
  const other = await createTestMember(db, { account: 'planother', type: 1 });
  await addMembers(db, other.memberId, 'otherkid', 3_000);
  bossId = (await createTestMember(db, { account: 'planboss', type: 1 })).memberId;
  await addMembers(db, bossId, 'planlead', 20, 2);
  const lead = await db.query<{ id: number }>("select id from member where account = 'planlead7'");
  await addMembers(db, lead.rows[0]!.id, 'planplayer', 100);
  await db.exec('analyze');
}, 120_000);

afterAll(async () => {
  await gateway.close();
});

describe('the team queries', () => {
  it.each([
    ['a level', { pageNo: 1, pageSize: 20 }],
    ['a deeper level', { pageNo: 1, pageSize: 20, account: 'planlead7' }],
    ['a search of the whole team', { pageNo: 2, pageSize: 20, search: 'player1' }],
  ])('read %s through the closure table index of one ancestor, never a scan of it', async (_case, query) => {
    const plans = await plansOf(gateway.db, (db) => listTeam(db, { agentId: bossId, merchantCode: 'DEMO_ROYAL', ...query }));
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on member_tree/);
    expect(plans.join('\n')).toMatch(/member_tree_pkey/);
  });

  it('find a team member by its account index and the closure table', async () => {
    const plans = await plansOf(gateway.db, (db) => findTeamMember(db, bossId, 'DEMO_ROYAL', 'PLANPLAYER42'));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/member_account_unique/);
    expect(plans[0]).not.toMatch(/Seq Scan/);
  });
});
