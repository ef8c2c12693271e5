import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, runMigrations, seedDemoData } from './db/index';

/** Where the data is, for the start-up line: the server without its password, or the folder. */
function describeDatabase(databaseUrl: string | null, dataDir: string): string {
  if (databaseUrl === null) return `embedded (PGlite) in ${dataDir}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await runMigrations(db);
  await seedDemoData(db);

  const webDist = existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  const app = buildApp({
    db,
    webDist,
    systemStatusOverride: config.systemStatusOverride,
    devMode: config.devMode,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
  });

  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  console.log(`Gateway listening on ${origin}`);
  console.log(`Database: ${describeDatabase(config.databaseUrl, config.dataDir)}`);
  if (webDist !== undefined) console.log(`Site: ${origin}/`);
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: its message says how; anything else gets its stack.
  console.error('Gateway failed to start:', error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
