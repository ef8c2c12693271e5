import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/demo-data';
import { DEMO_MERCHANTS } from '../seed/demo-merchants';
import { TEST_CLOCK_START } from '../test/test-gateway';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations/index';

async function count(db: PGlite, table: string): Promise<number> {
  const result = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return result.rows[0]?.n ?? -1;
}

describe('migrations and seed', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite(); // in memory
    await db.waitReady;
  });

  afterAll(async () => {
    await db.close();
  });

  it('apply every migration once and seed once, however often they run', async () => {
    expect(await runMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.id));
    await seedDemoData(db, TEST_CLOCK_START);
    const settingsPerMerchant = Object.keys(DEMO_MERCHANTS[0]?.settings ?? {}).length;

    expect(await runMigrations(db)).toEqual([]);
    await seedDemoData(db, TEST_CLOCK_START);

    expect(await count(db, 'schema_migrations')).toBe(MIGRATIONS.length);
    expect(await count(db, 'merchant')).toBe(2);
    expect(settingsPerMerchant).toBe(9);
    expect(await count(db, 'system_setting')).toBe(2 * settingsPerMerchant);
    const merchants = await db.query('select code, name, brand from merchant order by code');
    expect(merchants.rows).toEqual([
      { code: 'DEMO_JADE', name: 'Jade Palace', brand: 'jade' },
      { code: 'DEMO_ROYAL', name: 'Royal Lotto', brand: 'royal' },
    ]);
  });

  it('stores settings as JSON values', async () => {
    const result = await db.query<{ value: unknown }>(
      "select value from system_setting where merchant_code = 'DEMO_ROYAL' and key = 'maintenance'",
    );
    expect(result.rows[0]?.value).toEqual({ enabled: false, endTime: null, message: null });
  });

  it('keeps what an operator changed when the seed runs again', async () => {
    await db.query(
      `update system_setting set value = '{"enabled":true,"endTime":null,"message":"Upgrade"}'
       where merchant_code = 'DEMO_JADE' and key = 'maintenance'`,
    );
    await seedDemoData(db, TEST_CLOCK_START);
    const result = await db.query<{ value: { enabled: boolean } }>(
      "select value from system_setting where merchant_code = 'DEMO_JADE' and key = 'maintenance'",
    );
    expect(result.rows[0]?.value.enabled).toBe(true);
  });

  it('rolls back a failing migration and does not record it', async () => {
    const broken = { id: '9999-broken', sql: 'create table half_done (id int); select 1 / 0;' };
    await expect(runMigrations(db, [...MIGRATIONS, broken])).rejects.toThrow(/division by zero/);
    const table = await db.query("select to_regclass('half_done') as t");
    expect(table.rows[0]).toEqual({ t: null });
    const recorded = await db.query("select 1 from schema_migrations where id = '9999-broken'");
    expect(recorded.rows).toHaveLength(0);
  });
});
