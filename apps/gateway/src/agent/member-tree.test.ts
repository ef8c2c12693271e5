import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/index';
import { seedMerchants } from '../seed/demo-data';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** The closure as parent_id alone says it should be, for every member. */
const FROM_PARENTS = `
  with recursive up as (
    select id as descendant_id, id as ancestor_id, 0 as depth, parent_id from member
    union all
    select up.descendant_id, m.id, up.depth + 1, m.parent_id from up join member m on m.id = up.parent_id
  )
  select ancestor_id, descendant_id, depth from up order by 1, 2`;

const closure = async (db: Pick<PGlite, 'query'>) =>
  (await db.query<{ ancestor_id: number; descendant_id: number; depth: number }>('select ancestor_id, descendant_id, depth from member_tree order by 1, 2')).rows;

describe('the member tree (closure table)', () => {
  it('holds every ancestor of every member at its depth, the demo tree and new members alike', async () => {
    const { db } = gateway;
    const now = gateway.clock.now();
    const boss = await createTestMember(db, { account: 'treeboss', type: 1, now });
    const lead = await createTestMember(db, { account: 'treelead', type: 2, upline: 'treeboss', now });
    const player = await createTestMember(db, { account: 'treeplayer', upline: 'treelead', now });
    const sibling = await createTestMember(db, { account: 'treesibling', upline: 'treeboss', now });

    expect(await closure(db)).toEqual((await db.query(FROM_PARENTS)).rows);
    const team = await db.query<{ descendant_id: number; depth: number }>('select descendant_id, depth from member_tree where ancestor_id = $1 order by depth, descendant_id', [boss.memberId]);
    expect(team.rows).toEqual([
      { descendant_id: boss.memberId, depth: 0 },
      { descendant_id: lead.memberId, depth: 1 },
      { descendant_id: sibling.memberId, depth: 1 },
      { descendant_id: player.memberId, depth: 2 },
    ]);
    const uplines = await db.query<{ ancestor_id: number }>('select ancestor_id from member_tree where descendant_id = $1 and depth > 0 order by depth', [player.memberId]);
    expect(uplines.rows.map((row) => row.ancestor_id)).toEqual([lead.memberId, boss.memberId]);
  });

  it("refuses to move a member to another upline, so the tree cannot drift from parent_id", async () => {
    const { db } = gateway;
    const now = gateway.clock.now();
    await createTestMember(db, { account: 'moveboss', type: 1, now });
    const mover = await createTestMember(db, { account: 'mover', upline: 'moveboss', now });
    await expect(db.query('update member set parent_id = null where id = $1', [mover.memberId])).rejects.toThrow(/upline does not change/);
    // Other columns still update.
    await db.query(`update member set nickname = 'still fine' where id = $1`, [mover.memberId]);
  });

  it('fills in the members that existed before the table did', async () => {
    const db = new PGlite();
    try {
      const before = MIGRATIONS.filter((migration) => migration.id < '0019');
      await runMigrations(db, before);
      await seedMerchants(db);
      await createTestMember(db, { account: 'oldboss', type: 1 });
      await createTestMember(db, { account: 'oldlead', type: 2, upline: 'oldboss' });
      await createTestMember(db, { account: 'oldplayer', upline: 'oldlead' });
      await runMigrations(db);
      const rows = await closure(db);
      expect(rows).toHaveLength(6);
      expect(rows).toEqual((await db.query(FROM_PARENTS)).rows);
    } finally {
      await db.close();
    }
  });
});
