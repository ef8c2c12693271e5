import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { AGENT_TYPES } from '@platform/api/contract';
import { verifyPassword } from '../../accounts/password';
import { DEMO_REGISTRATION_RULES, checkRule } from '../../accounts/registration-rules';
import { runMigrations } from '../../db/migrate';
import { TEST_CLOCK_START } from '../../test/test-gateway';
import { seedMerchants } from '../demo-data';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  await seedMerchants(db);
  await seedDemoAccounts(db, TEST_CLOCK_START);
});

afterAll(async () => {
  await db.close();
});

describe('demo accounts', () => {
  it('are idempotent: a second seed adds nothing and changes nothing', async () => {
    const before = await db.query('select account, password_hash, parent_id from member order by id');
    const messages = await db.query<{ count: number }>('select count(*)::int as count from member_message');
    await seedDemoAccounts(db, TEST_CLOCK_START);
    expect((await db.query('select account, password_hash, parent_id from member order by id')).rows).toEqual(before.rows);
    expect((await db.query<{ count: number }>('select count(*)::int as count from member_message')).rows[0]!.count).toBe(messages.rows[0]!.count);
  });

  it('use passwords and names that pass their merchant’s own rules, and store their hashes', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const rules = DEMO_REGISTRATION_RULES[demo.merchantCode]!;
      expect(checkRule({ ...rules.password, required: true }, demo.password), demo.account).toBeUndefined();
      expect(checkRule({ ...rules.username, required: true }, demo.account), demo.account).toBeUndefined();
      const stored = await db.query<{ password_hash: string }>('select password_hash from member where merchant_code = $1 and account = $2', [demo.merchantCode, demo.account]);
      expect(await verifyPassword(demo.password, stored.rows[0]!.password_hash)).toBe(true);
    }
  });

  it('give Royal agents of types 1, 2, 41 and 42 with codes, a trial account, and a three-level tree', async () => {
    const royal = DEMO_ACCOUNTS.filter((demo) => demo.merchantCode === 'DEMO_ROYAL');
    for (const type of [...AGENT_TYPES, 4, 0]) expect(royal.some((demo) => demo.type === type)).toBe(true);
    for (const agent of DEMO_ACCOUNTS.filter((demo) => (AGENT_TYPES as readonly number[]).includes(demo.type))) expect(agent.affiliateCode).toBeTruthy();
    const chain = await db.query<{ chain: string }>(
      `select m.account || '<' || p.account || '<' || g.account || '<' || t.account as chain
         from member m join member p on p.id = m.parent_id join member g on g.id = p.parent_id join member t on t.id = g.parent_id
        where m.merchant_code = 'DEMO_ROYAL' and m.account = 'player01'`,
    );
    expect(chain.rows[0]?.chain).toBe('player01<agent41<agent02<master01');
    const jade = DEMO_ACCOUNTS.filter((demo) => demo.merchantCode === 'DEMO_JADE');
    expect(jade.map((demo) => demo.type).sort()).toEqual([0, 1]);
  });
});
