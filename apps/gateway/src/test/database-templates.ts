import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { runMigrations } from '../db/migrate';
import { seedDemoData, seedMerchants } from '../seed/demo-data';

/** What a test database starts with: the whole demo, or only the two demo merchants. */
export type TestSeed = 'demo' | 'merchants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files of the migrated and seeded databases (PGlite data directories), made once per run. */
    gatewayDatabaseTemplates: Record<TestSeed, string>;
  }
}

/** A fresh in-memory database, migrated and seeded as of `now`. */
export async function createSeededDatabase(seed: TestSeed, now: Date): Promise<PGlite> {
  const db = new PGlite();
  await runMigrations(db);
  if (seed === 'demo') await seedDemoData(db, now);
  else await seedMerchants(db);
  return db;
}

/** The data directory of a database seeded as of `now`, to write to a template file. */
export async function seededDataDir(seed: TestSeed, now: Date): Promise<Uint8Array> {
  const db = await createSeededDatabase(seed, now);
  try {
    return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * A copy of the run's template database for `seed` (seeded at TEST_CLOCK_START), or null outside
 * a run whose global setup made the templates. Starting PGlite from a data directory skips its
 * initdb, the migrations and the seed: about half a second instead of three.
 */
export async function openTemplateDatabase(seed: TestSeed): Promise<PGlite | null> {
  let templates: Record<TestSeed, string> | undefined;
  try {
    templates = inject('gatewayDatabaseTemplates');
  } catch {
    return null; // not under vitest's gateway project
  }
  if (!templates) return null;
  const data = await readFile(templates[seed]);
  const db = new PGlite({ loadDataDir: new Blob([data]) });
  await db.waitReady;
  return db;
}
