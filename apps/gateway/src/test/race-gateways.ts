import { TEST_DATABASE_URL } from '../db/postgres-test-database';
import { createPostgresTestGateway } from './postgres-test-gateway';
import type { PostgresTestGateway, PostgresTestGatewayOptions } from './postgres-test-gateway';
import { createTestGateway } from './test-gateway';

/** What a money race needs of a gateway, whichever database it runs on. */
export type RaceGateway = Pick<PostgresTestGateway, 'app' | 'db' | 'clock' | 'close'>;

export interface RaceDatabase {
  database: 'PGlite' | 'PostgreSQL';
  open: () => Promise<RaceGateway>;
  /** False when the test command started no PostgreSQL server: the race is skipped there. */
  enabled: boolean;
}

/**
 * The databases a money race runs on, for describe.each: PGlite always (one connection:
 * transactions take turns) and, when the test command started a PostgreSQL server
 * (TEST_DATABASE_URL), PostgreSQL with many connections racing for real.
 */
export function raceDatabases(options: PostgresTestGatewayOptions = {}): RaceDatabase[] {
  return [
    { database: 'PGlite', open: () => createTestGateway(options), enabled: true },
    { database: 'PostgreSQL', open: () => createPostgresTestGateway(TEST_DATABASE_URL!, options), enabled: TEST_DATABASE_URL !== undefined },
  ];
}
