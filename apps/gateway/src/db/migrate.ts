import type { Database } from './database';
import { MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/index';

/** Any fixed number: serialises migrations across processes that share one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_311_001;

/**
 * Runs the migrations that have not run yet, in order, each in its own transaction together with
 * its row in schema_migrations. Returns the ids it applied.
 */
export async function runMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  await db.exec(`
    create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
