#!/usr/bin/env node
// Lighthouse (mobile) on the built web app, against budgets (run `pnpm build` first; this builds
// nothing): starts apps/gateway/dist/main.js on a free port over a fresh embedded database in a
// temporary folder, serving apps/web/dist (or WEB_DIST), then runs Lighthouse's default
// configuration - form factor mobile, simulated throttling (slow 4G, 4x CPU slowdown), the
// performance category only - on the home page, on the /rng category page, and on the member
// centre's wallet page (/member/transferFund) as a logged-in player. The app routes by
// hash unless a brand says otherwise, so /rng is measured at /#/rng (--routing=history measures
// /rng). Each page gets one warm-up run, then --runs runs (3), each in a fresh headless Chromium
// (the one findBrowser() finds; nothing is downloaded); the medians count.
// It prints, per page, the median performance score (budget >= 95) and CLS (budget <= 0.02) with
// ok/OVER, and LCP, TBT and FCP, with the machine's load average and Lighthouse's CPU benchmark
// index; then the insights and diagnostics that cost the most in the median run (ordered as
// Lighthouse's report orders them). Exits 1 when a page is over budget.
// Simulated throttling scales the CPU time measured here, so TBT and the score depend on what
// else the machine runs: compare the load average printed beside them and run it again when the
// machine is idle.
// Options: --runs=3 --top=5 (insights and diagnostics listed per page)
//          --min-performance=95 --max-cls=0.02 --routing=hash|history
//          --report-dir=<folder> (writes the median run's HTML report of each page there)
//          --origin=http://host:port (measures a site that already runs there; starts no gateway)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { Util } from 'lighthouse/shared/util.js';
import { BROWSER_ARGS, findBrowser } from '@platform/build-tools/browser';
import { gatewayMain, onInterrupt, root, startBuiltGateway } from './start-built-gateway.mjs';

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value === `--${name}` || value.startsWith(`--${name}=`));
  if (!arg) return fallback;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true';
};
const RUNS = Math.max(1, Number(option('runs', '3')));
const TOP = Math.max(0, Number(option('top', '5')));
const MIN_PERFORMANCE = Number(option('min-performance', '95'));
const MAX_CLS = Number(option('max-cls', '0.02'));
const ROUTING = option('routing', 'hash');
const REPORT_DIR = option('report-dir', '');
const ORIGIN = option('origin', '').replace(/\/+$/, '');
const webDist = path.resolve(root, process.env.WEB_DIST || 'apps/web/dist');
const BROWSER_START_TIMEOUT_MS = 30_000;

const route = (routePath) => (ROUTING === 'history' ? routePath : `/#${routePath}`.replace(/^\/#\/$/, '/'));
/** A page measured logged in is opened after logging in through the header in the same profile (see logInFirst). */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'rng', path: route('/rng') },
  { name: 'wallet', path: route('/member/transferFund'), login: { username: 'player03', password: 'player123' } },
];

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/** A headless Chromium with a DevTools port for Lighthouse, in its own profile folder. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-chromium-'));
  const child = spawn(
    findBrowser(),
    [...BROWSER_ARGS, '--headless=new', '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so that close() ends its renderer and helper processes too.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let closing;
  const close = () => {
    closing ??= new Promise((resolve) => {
      const done = () => {
        rmSync(profile, { recursive: true, force: true });
        unregister();
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        signalGroup('SIGKILL');
        done();
      });
      signalGroup('SIGTERM');
    });
    return closing;
  };
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const unregister = onInterrupt(close);
  let output = '';
  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within ${BROWSER_START_TIMEOUT_MS / 1000} s:\n${output}`)), BROWSER_START_TIMEOUT_MS);
      child.stderr.on('data', (chunk) => {
        output += chunk;
        const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with code ${code} while starting:\n${output}`));
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** How many times a run is tried when Lighthouse fails to record it (NO_NAVSTART and the like, now and then). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of url in a fresh Chromium; returns the report (LHR) and the HTML report when
 * asked for. A run Lighthouse could not record (a runtime error in its report) is tried again, in
 * a new Chromium, up to ATTEMPTS times; the page's figures come only from recorded runs.
 */
async function runLighthouse(url, login) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, login);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.log(`  (${error.message}; trying again, attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

/**
 * Logs in through the header's form in the Chromium Lighthouse will drive, so the session is in
 * its storage, then empties the HTTP cache: the page is measured as a returning player's cold load.
 */
async function logInFirst(port, url, { username, password }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // The header's login form shows on a desktop-wide page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(new URL('/', url).href);
    const header = page.getByRole('banner');
    await header.getByRole('textbox', { name: /username|nama pengguna|用户名/i }).fill(username);
    await header.getByRole('textbox', { name: /password|kata laluan|密码/i }).fill(password);
    await header.getByRole('textbox', { name: /password|kata laluan|密码/i }).press('Enter');
    await header.getByRole('group', { name: /balance|baki|余额/i }).waitFor();
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Leaves Chromium running (it is Lighthouse's): this only drops the DevTools connection.
    await browser.close();
  }
}

async function runLighthouseOnce(url, login) {
  const browser = await launchChromium();
  try {
    if (login) await logInFirst(browser.port, url, login);
    const result = await lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: REPORT_DIR ? 'html' : 'json',
      onlyCategories: ['performance'],
      // Lighthouse empties the storage before it loads a page, which would log the player out.
      disableStorageReset: Boolean(login),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, html: REPORT_DIR ? result.report : undefined };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const figures = (lhr) => ({
  performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  fcp: lhr.audits['first-contentful-paint'].numericValue,
});

/**
 * The insights and diagnostics that did not pass, most costly first, the way Lighthouse's report
 * orders them: by score, then by the estimated gain of the performance score from their metric
 * savings (times their guidance level), then by the linear gain.
 */
function costliestAudits(lhr) {
  const category = lhr.categories.performance;
  const metrics = category.auditRefs.filter((ref) => ref.group === 'metrics' && ref.acronym);
  const impact = (audit) => {
    let overall = 0;
    let linear = 0;
    for (const [acronym, savings] of Object.entries(audit.metricSavings ?? {})) {
      const metricRef = metrics.find((ref) => ref.acronym === acronym);
      const metric = metricRef && lhr.audits[metricRef.id];
      if (savings === undefined || !metric || metric.score === null || !metric.numericValue) continue;
      linear += (savings / metric.numericValue) * metricRef.weight;
      if (metric.scoringOptions) {
        overall += (Util.computeLogNormalScore(metric.scoringOptions, metric.numericValue - savings) - metric.score) * metricRef.weight;
      }
    }
    return { overall, linear };
  };
  const passed = (audit) => {
    if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable') return true;
    if (audit.scoreDisplayMode === 'error' || audit.scoreDisplayMode === 'informative') return false;
    return Number(audit.score) >= 0.9;
  };
  return category.auditRefs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && !passed(audit) && audit.scoreDisplayMode !== 'error')
    .map((audit) => ({ audit, ...impact(audit), guidance: audit.guidanceLevel || 1 }))
    .sort(
      (a, b) =>
        (a.audit.score || 0) - (b.audit.score || 0) ||
        b.overall * b.guidance - a.overall * a.guidance ||
        b.linear * b.guidance - a.linear * a.guidance ||
        b.guidance - a.guidance,
    )
    .slice(0, TOP);
}

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

function describeSavings(audit) {
  const parts = Object.entries(audit.metricSavings ?? {})
    .filter(([, savings]) => savings > 0)
    .map(([acronym, savings]) => `${acronym} -${acronym === 'CLS' ? savings.toFixed(3) : ms(savings)}`);
  return parts.length > 0 ? `est. savings ${parts.join(', ')}` : '';
}

async function main() {
  const missing = [gatewayMain, path.join(webDist, 'index.html')].filter((file) => !existsSync(file));
  if (missing.length > 0 && !ORIGIN) {
    const shown = (file) => (file.startsWith(`${root}${path.sep}`) ? path.relative(root, file) : file);
    console.error(`Missing ${missing.map(shown).join(' and ')}: run \`pnpm build\` first (this benchmark builds nothing).`);
    return 1;
  }
  findBrowser();
  const gateway = ORIGIN
    ? { ready: Promise.resolve(ORIGIN), stop: async () => {} }
    : await startBuiltGateway({ tmpPrefix: 'bench-lighthouse-', env: { WEB_DIST: webDist, DATABASE_URL: '' } });
  try {
    if (!ORIGIN) console.log(`Starting the built gateway over a fresh embedded database (it migrates and seeds first), serving ${path.relative(root, webDist) || webDist}...`);
    const origin = await gateway.ready;
    const home = await fetch(`${origin}/`);
    if (!home.ok || !(home.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error(`No web app at ${origin}/ (${home.status} ${home.headers.get('content-type')}).`);
    }
    console.log(`${ORIGIN ? 'Site' : 'Gateway'} at ${origin}. ${os.cpus().length} CPUs, load average ${loadAverage()}.`);
    console.log(`Lighthouse, mobile preset (simulated throttling), performance only: 1 warm-up run + ${RUNS} run(s) per page, medians.`);

    const rows = [];
    const warnings = new Set();
    for (const page of PAGES) {
      const url = `${origin}${page.path}`;
      console.log(`- ${page.name}: ${url} (warm-up)`);
      await runLighthouse(url, page.login);
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const measured = await runLighthouse(url, page.login);
        const figure = figures(measured.lhr);
        runs.push({ ...measured, figure });
        for (const warning of measured.lhr.runWarnings ?? []) warnings.add(warning);
        console.log(
          `  run ${run}/${RUNS}: performance ${figure.performance}, CLS ${figure.cls.toFixed(3)}, LCP ${ms(figure.lcp)}, TBT ${ms(figure.tbt)}, ` +
            `FCP ${ms(figure.fcp)} (CPU benchmark index ${measured.lhr.environment.benchmarkIndex}, load average ${loadAverage()})`,
        );
      }
      const pick = (key) => median(runs.map((entry) => entry.figure[key]));
      // The run with the median score stands for the page in the insights and the HTML report.
      const medianRun = [...runs].sort((a, b) => a.figure.performance - b.figure.performance)[Math.floor((runs.length - 1) / 2)];
      const finalUrl = medianRun.lhr.finalDisplayedUrl;
      rows.push({
        page,
        url,
        finalUrl,
        performance: pick('performance'),
        cls: pick('cls'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        fcp: pick('fcp'),
        performanceRange: [Math.min(...runs.map((entry) => entry.figure.performance)), Math.max(...runs.map((entry) => entry.figure.performance))],
        costliest: costliestAudits(medianRun.lhr),
        benchmarkIndex: median(runs.map((entry) => entry.lhr.environment.benchmarkIndex)),
        load: loadAverage(),
      });
      if (REPORT_DIR) {
        mkdirSync(path.resolve(REPORT_DIR), { recursive: true });
        const file = path.resolve(REPORT_DIR, `lighthouse-${page.name}.html`);
        writeFileSync(file, medianRun.html);
        console.log(`  median run's report: ${path.relative(process.cwd(), file)}`);
      }
    }

    let over = 0;
    console.log('');
    console.log(
      `${'page'.padEnd(6)} ${'URL measured'.padEnd(30)} ${`performance (>= ${MIN_PERFORMANCE})`.padEnd(24)} ${`CLS (<= ${MAX_CLS})`.padEnd(16)} ` +
        `${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'FCP'.padStart(7)}  load average`,
    );
    for (const row of rows) {
      const performanceOk = row.performance >= MIN_PERFORMANCE;
      const clsOk = row.cls <= MAX_CLS;
      if (!performanceOk || !clsOk) over += 1;
      const [low, high] = row.performanceRange;
      const performance = `${row.performance}${low === high ? '' : ` (${low}-${high})`} ${performanceOk ? 'ok' : 'OVER'}`;
      console.log(
        `${row.page.name.padEnd(6)} ${row.page.path.padEnd(30)} ${performance.padEnd(24)} ${`${row.cls.toFixed(3)} ${clsOk ? 'ok' : 'OVER'}`.padEnd(16)} ` +
          `${ms(row.lcp).padStart(7)} ${ms(row.tbt).padStart(7)} ${ms(row.fcp).padStart(7)}  ${row.load}`,
      );
    }
    console.log(`(URLs on ${origin}; CPU benchmark index ${rows.map((row) => `${row.page.name} ${row.benchmarkIndex}`).join(', ')}.)`);
    for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);

    for (const row of rows) {
      if (TOP === 0) break;
      console.log('');
      console.log(`Costliest insights and diagnostics, ${row.page.name} (${row.finalUrl}, median run):`);
      if (row.costliest.length === 0) console.log('  none: every insight and diagnostic passed.');
      for (const { audit } of row.costliest) {
        const details = [audit.displayValue, describeSavings(audit)].filter(Boolean).join('; ');
        console.log(`  - ${audit.title} [${audit.id}]${details ? `: ${details}` : ''}`);
      }
    }
    console.log('');
    console.log(over === 0 ? 'Every page is within its budget.' : `${over} page(s) over budget.`);
    return over === 0 ? 0 : 1;
  } finally {
    await gateway.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
