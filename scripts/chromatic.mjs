#!/usr/bin/env node
// Publishes the Storybook build to Chromatic for visual review, when a project token is set.
// Without one it says so and does nothing: the CLI would otherwise retry its service for minutes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: no CHROMATIC_PROJECT_TOKEN is set. Set it to publish the Storybook build.');
  process.exit(0);
}
const pnpm = (args) => spawnSync('pnpm', args, { stdio: 'inherit' }).status ?? 1;
if (!existsSync('storybook-static/index.html') && pnpm(['run', 'build-storybook']) !== 0) process.exit(1);
process.exit(pnpm(['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']));
