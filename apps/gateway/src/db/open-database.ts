import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres } from './postgres';
import type { ClosableDatabase } from './postgres';

export type { ClosableDatabase } from './postgres';

/** Where the gateway's data lives: a PostgreSQL server when `databaseUrl` is set, else the embedded database. */
export interface DatabaseLocation {
  /** Folder of the embedded database; in memory when omitted. */
  dataDir?: string;
  /** `DATABASE_URL`: a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string | null;
}

/** Opens the embedded database in `dataDir` (created when missing), or in memory without one. */
export async function openDatabase(dataDir?: string): Promise<PGlite>;
/** Opens the PostgreSQL server of `databaseUrl` when it is set, else the embedded database in `dataDir`. */
export async function openDatabase(location: DatabaseLocation): Promise<ClosableDatabase>;
export async function openDatabase(location?: string | DatabaseLocation): Promise<ClosableDatabase> {
  const { dataDir, databaseUrl } = typeof location === 'object' ? location : { dataDir: location, databaseUrl: null };
  if (databaseUrl) return openPostgres(databaseUrl);
  if (dataDir === undefined) return PGlite.create();
  await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}
