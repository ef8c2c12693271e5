#!/usr/bin/env node
// Prints how the lobby's GameGrid holds up with 1,000 games loaded, in real Chromium, and exits 1
// when a figure is over its budget:
// - the page's size: DOM elements and mounted tiles at the top and at most while scrolling (the
//   grid renders only the rows near the viewport, against the window's scroll);
// - how long the first render of the 1,000 games takes, to the first frame after it;
// - frame times while the page scrolls through the whole list and back in steps of --step px, one
//   step per animation frame: p50, p95 and max, and frames dropped (longer than 1.5 × 16.7 ms).
// The page is bundled from the library's sources with esbuild into a temporary folder and opened
// from file://, in the Chromium that findBrowser() finds (nothing is downloaded).
// The fixture's icons are SVG data URLs, which Chromium paints on the main thread; a lobby's
// icons are raster pictures from a CDN, so the page first redraws each icon as a PNG (blob URL).
// Frame times depend on what else the machine runs: the scroll runs --runs times (3) and the best
// run counts; the load average is printed beside them.
// Options: --games=1000 --step=60 --runs=3 --compare (also measure every tile mounted, for
// reference, without budgets) --screenshot=file.png
/* global window, document, requestAnimationFrame, innerHeight, getComputedStyle -- used by the functions that run in the page */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, findBrowser } from '@platform/build-tools/browser';
import { linguiEsbuild } from '@platform/build-tools/lingui';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(root, 'packages/ui');

const option = (name, fallback) => {
  const arg = process.argv.find((value) => value === `--${name}` || value.startsWith(`--${name}=`));
  if (!arg) return fallback;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true';
};
const GAMES = Number(option('games', '1000'));
const STEP_PX = Number(option('step', '60'));
const RUNS = Math.max(1, Number(option('runs', '3')));
const COMPARE = option('compare', '') === 'true';
const SCREENSHOT = option('screenshot', '');
const VIEWPORT = { width: 1280, height: 800 };
const FRAME_MS = 1000 / 60;

/**
 * Budgets, with headroom over what a quiet two-core machine measured: about 700 elements and 42
 * tiles at most, a first render of 40–80 ms, p95 16.8 ms and under 1% of frames dropped (every
 * tile mounted instead: 15,900 elements and a first render of about 350 ms).
 */
const BUDGETS = {
  domElements: 3000,
  mountedTiles: 150,
  firstRenderMs: 200,
  p95FrameMs: 20,
  droppedFramesPercent: 5,
};

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { messages } from './i18n/locales/en/messages.po';
import { ThemeProvider } from './theme/ThemeProvider';
import { GlobalStyle } from './theme/GlobalStyle';
import { GameGrid } from './GameGrid';
import { makeGames } from './test/lobby-fixtures';

const ICON_KEYS = ['iconUrl', 'showIcon', 'lagerIcon', 'url'];
const COLOURS = ['#b3122e', '#0b6e4f', '#6a1b9a', '#c77700', '#1565c0', '#00838f', '#ad1457', '#4e342e'];

/** The fixture's picture (a gradient and the initials) as a PNG, like a CDN's icon. */
async function pngIcon(index, name) {
  const canvas = new OffscreenCanvas(200, 200);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 200, 200);
  gradient.addColorStop(0, COLOURS[index % COLOURS.length]);
  gradient.addColorStop(1, '#1b1030');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 200, 200);
  context.fillStyle = '#ffffff';
  context.font = 'bold 56px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name.split(' ').map((word) => word[0]).join(''), 100, 108);
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

async function main() {
  const params = new URLSearchParams(location.search);
  const games = makeGames(${GAMES});
  await Promise.all(
    games.map(async (game, index) => {
      const key = ICON_KEYS.find((candidate) => game[candidate]);
      if (key) game[key] = await pngIcon(index, game.gameName);
    }),
  );
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  const favourites = new Set(games.filter((_, index) => index % 6 === 0).map((game) => game.nodeId));
  const noop = () => {};
  const started = performance.now();
  createRoot(document.getElementById('root')).render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider>
        <GlobalStyle />
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
          <h1>Slots</h1>
          <GameGrid
            games={games}
            pageNo={1}
            totalPages={1}
            onPlay={noop}
            onTry={noop}
            favouriteIds={favourites}
            onFavouriteChange={noop}
            // The reference: an overscan taller than the list mounts every tile.
            overscan={params.has('all') ? 1e7 : undefined}
          />
        </main>
      </ThemeProvider>
    </I18nProvider>,
  );
  requestAnimationFrame(() => setTimeout(() => {
    window.firstRenderMs = performance.now() - started;
  }));
}
main();
`;

async function buildPage(dir) {
  await build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: path.join(uiDir, 'src'), sourcefile: 'bench-game-grid.tsx' },
    bundle: true,
    minify: true,
    // A classic script: module scripts do not load from file://.
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(dir, 'bench.js'),
    plugins: [linguiEsbuild({ configPath: path.join(uiDir, 'lingui.config.ts') })],
    logLevel: 'error',
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      '<title>GameGrid benchmark</title></head><body><div id="root"></div><script src="bench.js"></script></body></html>',
  );
  return pathToFileURL(path.join(dir, 'index.html')).href;
}

/** Runs in the page: scrolls to the end and back, `step` px per frame, and times every frame. */
async function scrollRun(step) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const countElements = () => document.getElementsByTagName('*').length;
  const countTiles = () => document.querySelectorAll('article').length;
  const end = document.documentElement.scrollHeight - innerHeight;
  const positions = [];
  for (let y = step; y < end; y += step) positions.push(y);
  positions.push(end);
  for (let y = end - step; y > 0; y -= step) positions.push(y);
  positions.push(0);

  const frames = [];
  let maxElements = countElements();
  let maxTiles = countTiles();
  let last = await frame();
  for (let index = 0; index < positions.length; index += 1) {
    window.scrollTo(0, positions[index]);
    const now = await frame();
    frames.push(now - last);
    last = now;
    if (index % 8 === 0) {
      maxElements = Math.max(maxElements, countElements());
      maxTiles = Math.max(maxTiles, countTiles());
    }
  }
  return { frames, maxElements, maxTiles, scrolledPx: end };
}

function frameFigures(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const dropped = frames.filter((ms) => ms > FRAME_MS * 1.5).length;
  return { p50: at(50), p95: at(95), max: sorted.at(-1), dropped, droppedPercent: (dropped / frames.length) * 100 };
}

async function measure(browser, url) {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.firstRenderMs === 'number', undefined, { timeout: 120_000 });
  // Let the first pictures decode and the layout settle.
  await page.waitForTimeout(500);
  const top = await page.evaluate(() => ({
    firstRenderMs: window.firstRenderMs,
    elements: document.getElementsByTagName('*').length,
    tiles: document.querySelectorAll('article').length,
    games: Number(document.querySelector('article')?.getAttribute('aria-setsize')),
    columns: Number(getComputedStyle(document.querySelector('[role="feed"]')).getPropertyValue('--game-grid-columns')),
    pageHeight: document.documentElement.scrollHeight,
  }));
  if (SCREENSHOT && !url.includes('?all')) await page.screenshot({ path: SCREENSHOT });
  // A warm-up pass at a quicker pace, so the runs measure scrolling rather than first compilation.
  await page.evaluate(scrollRun, STEP_PX * 4);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await page.evaluate(scrollRun, STEP_PX);
    runs.push({ ...result, ...frameFigures(result.frames), load: os.loadavg()[0] });
  }
  const back = await page.evaluate(() => document.querySelectorAll('article').length);
  await page.close();
  if (errors.length > 0) throw new Error(`The page threw: ${errors.join('; ')}`);
  const best = runs.reduce((a, b) => (b.p95 < a.p95 || (b.p95 === a.p95 && b.dropped < a.dropped) ? b : a));
  return { top, runs, best, back };
}

function report(title, { top, runs, best, back }, budgets) {
  console.log(`\n${title}`);
  console.log(
    `  ${top.games} games, ${VIEWPORT.width}×${VIEWPORT.height} viewport, ${top.columns} columns, page ${top.pageHeight} px; ` +
      `scroll ${best.scrolledPx} px down and back at ${STEP_PX} px per frame (${best.frames.length} frames)`,
  );
  console.log(
    `  runs (p95 / dropped / 1-min load average): ${runs
      .map((run) => `${run.p95.toFixed(1)} ms / ${run.dropped} / ${run.load.toFixed(1)}`)
      .join(';  ')} (${os.cpus().length} CPUs)`,
  );
  const rows = [
    ['DOM elements at the top', top.elements, budgets?.domElements, ''],
    ['DOM elements, most while scrolling', Math.max(...runs.map((run) => run.maxElements)), budgets?.domElements, ''],
    ['tiles mounted at the top', top.tiles, budgets?.mountedTiles, ''],
    ['tiles mounted, most while scrolling', Math.max(...runs.map((run) => run.maxTiles)), budgets?.mountedTiles, ''],
    ['tiles mounted back at the top', back, budgets?.mountedTiles, ''],
    ['first render to first frame', top.firstRenderMs, budgets?.firstRenderMs, ' ms'],
    ['frame time p50 (best run)', best.p50, undefined, ' ms'],
    ['frame time p95 (best run)', best.p95, budgets?.p95FrameMs, ' ms'],
    ['frame time max (best run)', best.max, undefined, ' ms'],
    [`dropped frames (best run): ${best.dropped} of ${best.frames.length}`, best.droppedPercent, budgets?.droppedFramesPercent, ' %'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  let failed = 0;
  for (const [label, value, budget, unit] of rows) {
    const ok = budget === undefined || value < budget;
    if (!ok) failed += 1;
    const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
    const limit = budget === undefined ? '' : ` / budget < ${budget}${unit}`;
    console.log(`${budgets ? (ok ? 'ok  ' : 'OVER') : '    '} ${label.padEnd(width)}  ${(shown + unit).padStart(10)}${limit}`);
  }
  return { failed, budgeted: rows.filter(([, , budget]) => budget !== undefined).length };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-game-grid-'));
let browser;
try {
  const url = await buildPage(dir);
  browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS, headless: true });
  const grid = await measure(browser, url);
  const { failed, budgeted } = report('GameGrid (virtualised rows)', grid, BUDGETS);
  if (COMPARE) report('Reference, not budgeted: every tile mounted', await measure(browser, `${url}?all`), undefined);
  console.log(`\ngame grid budgets: ${budgeted - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
}
