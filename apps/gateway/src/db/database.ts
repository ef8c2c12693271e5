import type { PGlite } from '@electric-sql/pglite';

/**
 * What the gateway needs of a database: PGlite provides it, and the adapter over a PostgreSQL
 * server (DATABASE_URL) does too.
 */
export type Database = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * What runs a statement: the database or a transaction of it. Functions that may run inside a
 * caller's transaction take this.
 */
export type Queryable = Pick<PGlite, 'query' | 'exec'>;
