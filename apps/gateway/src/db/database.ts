import type { PGlite } from '@electric-sql/pglite';

/**
 * What the gateway needs of a database: PGlite provides it, and a later adapter over a
 * PostgreSQL server (DATABASE_URL) will too.
 */
export type Database = Pick<PGlite, 'query' | 'exec' | 'transaction'>;
