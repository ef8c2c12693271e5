import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededDataDir } from './database-templates';
import type { TestSeed } from './database-templates';
import { TEST_CLOCK_START } from './test-clock';

/**
 * The gateway project's global setup: migrates and seeds one database per seed once for the run
 * and hands their files to the tests (createTestGateway starts from a copy).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'gateway-test-templates-'));
  const templates = {} as Record<TestSeed, string>;
  for (const seed of ['demo', 'merchants'] as const) {
    templates[seed] = path.join(folder, `${seed}.tar`);
    await writeFile(templates[seed], await seededDataDir(seed, TEST_CLOCK_START));
  }
  project.provide('gatewayDatabaseTemplates', templates);
  return () => rm(folder, { recursive: true, force: true });
}
