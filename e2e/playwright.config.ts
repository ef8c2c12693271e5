import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from '@platform/build-tools/browser';

// The journeys run against the built site served by the built gateway, one process as in
// production, over a fresh embedded database (workers inherit the folder from the runner).
const port = Number(process.env.E2E_PORT ?? 4310);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findBrowser(), args: BROWSER_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    // Every journey but the one that moves the gateway's clock, in parallel.
    { name: 'journeys', testIgnore: /\.clock\.spec\.ts$/ },
    // The journeys that move the gateway's dev clock: a day's jump expires every session, so they
    // start only once all the others have finished (same gateway, same database), one at a time.
    // `--project=clock` runs the journeys first; `--project=clock --no-deps` runs these alone.
    { name: 'clock', testMatch: /\.clock\.spec\.ts$/, dependencies: ['journeys'], workers: 1 },
  ],
  webServer: {
    command: 'node apps/gateway/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY=loopback believes X-Forwarded-For from this machine only, so a journey can log
    // in "from a new address" by sending the header (the two-factor login); a production gateway
    // believes no header unless TRUST_PROXY names its proxy. The dev routes still refuse relayed requests.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, TRUST_PROXY: 'loopback' },
  },
});
