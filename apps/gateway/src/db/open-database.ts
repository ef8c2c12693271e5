import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/** Opens the embedded database in `dataDir` (created when missing), or in memory without one. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  if (dataDir === undefined) return PGlite.create();
  await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}
