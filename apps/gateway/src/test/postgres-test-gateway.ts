import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { createPostgresTestDatabase } from '../db/postgres-test-database';
import { seedDemoData } from '../seed/demo-data';
import { createTestClock } from './test-gateway';
import type { TestClock } from './test-gateway';

export interface PostgresTestGatewayOptions {
  /** Serve the dev-mode routes (the payout desk, the deposit review), as createTestGateway does when asked. */
  devMode?: boolean;
}

export interface PostgresTestGateway {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** Closes the gateway and drops its database. */
  close: () => Promise<void>;
}

/**
 * A gateway over a throwaway database on the test command's PostgreSQL server (TEST_DATABASE_URL),
 * migrated and seeded, with 20 connections so that concurrent requests race for real (PGlite
 * has one connection: its transactions take turns).
 */
export async function createPostgresTestGateway(serverUrl: string, options: PostgresTestGatewayOptions = {}): Promise<PostgresTestGateway> {
  const server = await createPostgresTestDatabase(serverUrl);
  const db = await openPostgres(server.url, { maxConnections: 20 });
  await runMigrations(db);
  const clock = createTestClock();
  await seedDemoData(db, clock.now());
  const app = buildApp({ db, now: clock.now, devMode: options.devMode ?? false, runsScheduledWork: false });
  await app.ready();
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.close();
      await server.drop();
    },
  };
}
