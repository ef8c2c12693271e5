#!/usr/bin/env node
// The one test command: every layer in turn, each counted, then one closing line that totals
// them all, alone on its line: `N passed, N failed`. A layer that breaks before it reports
// counts as one failure. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from '@platform/build-tools/browser';
import { findPostgresBin, startTestPostgres } from './postgres-for-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

/** `failures` names the tests that failed: the summary repeats them, so CI's last lines say what broke. */
function record(layer, passed, failed, seconds, skipped = false, failures = []) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push({ layer, passed, failed, seconds, skipped, failures });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A layer that is one check: it passes or it fails. */
function check(layer, command, args, env) {
  console.log(`\n=== ${layer}`);
  const { ok, seconds } = run(command, args, env);
  record(layer, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

/** A layer whose script prints its own `N passed, N failed` line. */
function countedScript(layer, script) {
  console.log(`\n=== ${layer}`);
  const started = Date.now();
  const result = spawnSync('node', [script], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(result.stdout ?? '');
  const match = /(\d+) passed, (\d+) failed/.exec(result.stdout ?? '');
  const seconds = Math.round((Date.now() - started) / 1000);
  if (match) record(layer, Number(match[1]), Number(match[2]) + (result.status !== 0 && match[2] === '0' ? 1 : 0), seconds);
  else record(layer, 0, 1, seconds);
}

function vitestLayer(layer, projects, reportName, env = {}) {
  console.log(`\n=== ${layer}`);
  const outputFile = path.join(reports, reportName);
  const args = ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  const { ok, seconds } = run('pnpm', args, env);
  const report = readJson(outputFile);
  if (!report) return record(layer, 0, 1, seconds);
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${path.relative(root, file.name)} › ${test.fullName}`),
  );
  record(layer, report.numPassedTests, failed, seconds, false, failures);
}

function eslintLayer() {
  console.log('\n=== lint (ESLint)');
  const outputFile = path.join(reports, 'eslint.json');
  const { ok, seconds } = run('pnpm', ['exec', 'eslint', '.', '-f', 'json', '-o', outputFile]);
  const report = readJson(outputFile);
  if (!report) return record('lint', 0, 1, seconds);
  const failedFiles = report.filter((file) => file.errorCount + file.warningCount > 0);
  for (const file of failedFiles) {
    for (const m of file.messages) console.log(`${path.relative(root, file.filePath)}:${m.line}:${m.column} ${m.message} (${m.ruleId})`);
  }
  console.log(`${report.length} files linted, ${failedFiles.length} with problems`);
  record('lint (files)', report.length - failedFiles.length, failedFiles.length + (ok || failedFiles.length > 0 ? 0 : 1), seconds);
}

/** The titles of the Playwright tests that did not pass, from its JSON report's nested suites. */
function playwrightFailures(suites = [], titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(' › ')}`),
    ...playwrightFailures(suite.suites, suite.file === suite.title ? titles : [...titles, suite.title]),
  ]);
}

function playwrightLayer() {
  console.log('\n=== end-to-end (Playwright, Chromium)');
  const outputFile = path.join(reports, 'e2e.json');
  const { ok, seconds } = run('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  const report = readJson(outputFile);
  const stats = report?.stats;
  if (!stats) return record('end-to-end', 0, 1, seconds);
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  record('end-to-end', stats.expected, failed, seconds, false, playwrightFailures(report.suites));
}

let browserReady = true;
try {
  const browser = findBrowser();
  process.env.CHROMIUM_PATH = browser;
  console.log(`Browser for the browser layers: ${browser}`);
} catch (error) {
  browserReady = false;
  console.error(error.message);
}

countedScript('i18n catalogues', 'scripts/i18n-check.mjs');
eslintLayer();
for (const pkg of ['@platform/ui', '@platform/api', '@platform/web', '@platform/gateway']) {
  check(`typecheck ${pkg}`, 'pnpm', ['--filter', pkg, 'run', 'typecheck']);
}
check('typecheck tooling (.storybook, e2e, vitest)', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.tools.json']);
const built = check('build (packages, web, gateway)', 'pnpm', ['run', 'build']);

// The gateway's PostgreSQL tests run against a throwaway Debian PostgreSQL server on loopback
// (TEST_DATABASE_URL). Without the server binaries they are skipped and the summary says so;
// REQUIRE_POSTGRES=1 (set by .ci/run) makes that a failure. Binaries that cannot start a server fail.
let postgres;
const postgresBin = findPostgresBin();
if (postgresBin !== null) {
  console.log(`\n=== PostgreSQL server for the gateway tests (${postgresBin})`);
  const started = Date.now();
  try {
    postgres = await startTestPostgres({ bin: postgresBin });
    console.log(`Started at ${postgres.url}`);
    record('PostgreSQL server for the gateway tests', 1, 0, Math.round((Date.now() - started) / 1000));
  } catch (error) {
    console.error(error.message);
    record('PostgreSQL server for the gateway tests (did not start)', 0, 1, Math.round((Date.now() - started) / 1000));
  }
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('REQUIRE_POSTGRES=1 but no PostgreSQL server binaries (initdb, postgres) were found: apt-get install postgresql');
  record('PostgreSQL server (required, not installed)', 0, 1, 0);
} else {
  console.log('\nNo PostgreSQL server binaries (initdb, postgres): the gateway\'s PostgreSQL tests are skipped (apt-get install postgresql runs them).');
  record('PostgreSQL tests skipped: no server (apt-get install postgresql)', 0, 0, 0, true);
}
const stopPostgres = () => postgres?.stop();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopPostgres();
    process.exit(130);
  });
}
try {
  vitestLayer('unit and gateway (vitest)', ['unit', 'gateway'], 'vitest-unit.json', postgres ? { TEST_DATABASE_URL: postgres.url } : {});
} finally {
  await stopPostgres();
}
if (browserReady) vitestLayer('stories in MS, EN, CN (Storybook, Chromium, axe)', ['storybook-*'], 'vitest-stories.json');
else record('stories (no browser)', 0, 1, 0);
check('storybook build', 'pnpm', ['run', 'build-storybook']);
if (built && browserReady) playwrightLayer();
else record('end-to-end (no build or no browser)', 0, 1, 0);
if (built) {
  countedScript('package entry points (ESM and CJS)', 'scripts/check-packages.mjs');
  countedScript('bundle budgets', 'scripts/bundle-size.mjs');
} else record('package entry points and bundle budgets (no build)', 0, 1, 0);

console.log('\n=== summary');
for (const { layer, passed, failed, seconds, skipped, failures } of summary) {
  const status = failed > 0 ? 'FAIL' : skipped ? 'skip' : 'ok  ';
  console.log(`${status} ${layer.padEnd(48)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds}s`);
  for (const failure of failures) console.log(`       failed: ${failure}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
