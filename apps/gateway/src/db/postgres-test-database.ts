import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the test command started (scripts/postgres-for-tests.mjs), or undefined
 * when this machine has none: the PostgreSQL tests are then skipped, and the test command says so.
 */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export interface PostgresTestDatabase {
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop: () => Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a fresh, empty database on the server of `serverUrl`, for one test file. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<PostgresTestDatabase> {
  const name = `gateway_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
