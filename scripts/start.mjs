#!/usr/bin/env node
// `pnpm start`: runs the steps of `pnpm build` with their output held back (one line per step;
// a step that fails shows its output and fails the start), then the built gateway, whose own
// start-up ends with the address, the demo accounts and, in dev mode, the dev-mode warning.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gatewayDir = path.join(root, 'apps', 'gateway');

/** The steps of the root `build` script, so that start and build cannot drift apart. */
function buildSteps() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return scripts.build.split(' && ').map((command) => {
    const filter = /--filter\s+(?:"([^"]+)"|(\S+))/.exec(command);
    return { command, name: filter ? (filter[1] ?? filter[2]) : command };
  });
}

/** Runs a shell command with its output captured; resolves with its exit code and that output. */
function runQuietly(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
  });
}

async function build() {
  const steps = buildSteps();
  for (const [index, step] of steps.entries()) {
    const started = Date.now();
    process.stdout.write(`Building ${step.name} (${index + 1}/${steps.length})...`);
    const { code, output } = await runQuietly(step.command);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (code !== 0) {
      process.stdout.write(` failed after ${seconds} s:\n\n`);
      process.stderr.write(output);
      console.error(`\nThe build failed (${step.command}, exit code ${code}): the gateway was not started.`);
      process.exit(1);
    }
    process.stdout.write(` done in ${seconds} s\n`);
  }
}

/** Runs the built gateway (what its package's `start` script runs) in the foreground until it ends. */
function startGateway() {
  const gateway = spawn(process.execPath, ['dist/main.js'], { cwd: gatewayDir, stdio: 'inherit' });
  // Passed on once, as SIGTERM: after Ctrl-C (which reaches the gateway too) a second SIGINT would
  // cut its shutdown short, while its SIGTERM handler only joins the shutdown under way.
  let stopping = false;
  const stop = () => {
    if (stopping || gateway.exitCode !== null || gateway.signalCode !== null) return;
    stopping = true;
    gateway.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

await build();
startGateway();
