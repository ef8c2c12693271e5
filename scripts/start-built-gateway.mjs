// Starts the built gateway (apps/gateway/dist/main.js; `pnpm build` makes it) for the benchmark
// scripts: on a free port of 127.0.0.1, over a fresh embedded database in a temporary folder that
// stop() removes again. Ctrl-C (SIGINT) and SIGTERM run every cleanup registered with
// onInterrupt() (stopping the gateway is one) before the script exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const gatewayMain = path.join(root, 'apps/gateway/dist/main.js');
const START_TIMEOUT_MS = 180_000;

const cleanups = new Set();
let interrupted = false;

function onSignal(signal) {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: cleaning up...`);
  Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/** Runs cleanup (it may return a promise) when the script is interrupted; returns the unregistering function. */
export function onInterrupt(cleanup) {
  if (cleanups.size === 0) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built gateway. `env` is added to the environment (WEB_DIST, DATABASE_URL, ...), or
 * is a function of the data folder that returns it; PORT, HOST and DATA_DIR are set here. Returns `ready`, which resolves with the origin once the
 * gateway prints that it listens, and `stop()`, which ends the gateway and removes its folder.
 */
export async function startBuiltGateway({ env = {}, tmpPrefix = 'bench-' } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const child = spawn(process.execPath, [gatewayMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      ...(typeof env === 'function' ? env(dataDir) : env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stopping;
  const stop = () => {
    stopping ??= stopChild(child).then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      unregister();
    });
    return stopping;
  };
  const unregister = onInterrupt(stop);
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The gateway did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk;
      const match = /Gateway listening on (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The gateway exited with code ${code} while starting:\n${output}`));
    });
  });
  return { child, ready, stop, dataDir };
}
