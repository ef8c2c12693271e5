#!/usr/bin/env node
// A throwaway PostgreSQL server for the gateway's PostgreSQL tests: Debian's binaries (initdb,
// postgres: on the PATH or in /usr/lib/postgresql/<version>/bin), a cluster in a temporary
// folder, listening on 127.0.0.1 on a free port, trust authentication, no fsync. PostgreSQL
// refuses to run as root, so under root it runs as the `postgres` user (or `nobody`).
// The test command (scripts/test-all.mjs) starts one around the gateway tests and passes its URL
// as TEST_DATABASE_URL. By hand:
//   node scripts/postgres-for-tests.mjs pnpm exec vitest run --project gateway apps/gateway/src/db
// runs the command with TEST_DATABASE_URL set, then stops the server and removes its folder.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

function isExecutable(file) {
  return spawnSync('test', ['-x', file]).status === 0;
}

/** The folder holding initdb and postgres, or null when this machine has no PostgreSQL server. */
export function findPostgresBin() {
  const candidates = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return candidates.find((dir) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'postgres'))) ?? null;
}

/** Under root: the unprivileged user the server runs as, with how to run a command as it. */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('PostgreSQL cannot run as root and neither the postgres nor the nobody user exists');
}

/** The command line that runs `command` as `user` (and stops it if this process dies). */
function asUser(user, command, args) {
  if (user === null) return [command, args];
  return ['setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--pdeathsig=INT', '--', command, ...args]];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForReady(child, logFile) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
    const onExit = (code) => {
      clearInterval(timer);
      reject(new Error(`PostgreSQL exited with code ${code} while starting:\n${log()}`));
    };
    child.once('exit', onExit);
    const timer = setInterval(() => {
      if (log().includes('database system is ready to accept connections')) {
        clearInterval(timer);
        child.off('exit', onExit);
        resolve();
      } else if (Date.now() - started > START_TIMEOUT_MS) {
        clearInterval(timer);
        child.off('exit', onExit);
        reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s:\n${log()}`));
      }
    }, 100);
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // SIGINT is PostgreSQL's fast shutdown: it ends open sessions and stops.
    child.kill('SIGINT');
  });
}

/**
 * Starts a throwaway server. Resolves with its URL (superuser `postgres`, database `postgres`)
 * and `stop()`, which stops it and removes its folder. Throws with the server's log when it
 * cannot start.
 */
export async function startTestPostgres({ bin = findPostgresBin() } = {}) {
  if (bin === null) throw new Error('No PostgreSQL server binaries (initdb, postgres): apt-get install postgresql');
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-postgres-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (user !== null) chownSync(dir, user.uid, user.gid);
    const [initCommand, initArgs] = asUser(user, path.join(bin, 'initdb'), [
      '-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync',
    ]);
    const init = spawnSync(initCommand, initArgs, { cwd: dir, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed (${init.error?.message ?? `exit ${init.status}`}):\n${init.stdout}${init.stderr}`);

    const port = await freePort();
    const [command, args] = asUser(user, 'sh', [
      '-c',
      // The server's output goes to a file it owns; exec keeps one process to signal.
      `exec "$0" "$@" >>"${logFile}" 2>&1`,
      path.join(bin, 'postgres'),
      '-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      '-c', 'max_connections=200', '-c', 'log_min_messages=warning',
    ]);
    const child = spawn(command, args, { cwd: dir, stdio: 'ignore' });
    await waitForReady(child, logFile).catch(async (error) => {
      await stopServer(child);
      throw error;
    });
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        if (stopped) return;
        stopped = true;
        await stopServer(child);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

// Run as a script: the server around one command.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/postgres-for-tests.mjs <command> [args...]');
    process.exit(2);
  }
  let server;
  try {
    server = await startTestPostgres();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`PostgreSQL for tests at ${server.url}`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url } });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await server.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
