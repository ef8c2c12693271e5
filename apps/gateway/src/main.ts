import { existsSync } from 'node:fs';
import path from 'node:path';
import { styleText } from 'node:util';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, runMigrations } from './db/index';
import { seedDemoData } from './seed/demo-data';
import { startUpLines } from './start-up-report';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await runMigrations(db);
  await seedDemoData(db, new Date());

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
  const facts = { ...config, origin, servesSite: webDist !== undefined };
  // Bold red on a terminal that takes colours; plain text in a pipe or with NO_COLOR.
  const loud = (line: string) => styleText(['bold', 'red'], line, { stream: process.stdout });
  console.log(startUpLines(facts, loud).join('\n'));
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: its message says how; anything else gets its stack.
  console.error('Gateway failed to start:', error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
