import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { forgetModuleGraph } from './import-cycle.mjs';
import { localRules } from './index.mjs';

let folder: string;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

const WEB_LAYERS = {
  app: { paths: ['src/app'], imports: ['features', 'components', 'lib'] },
  features: { paths: ['src/features'], imports: ['components', 'lib'], sliced: true },
  components: { paths: ['src/components'], imports: ['lib'] },
  lib: { paths: ['src/lib'], imports: [] },
};

/** Lints the fixture folder with the two rules; answers `file: message` lines. */
async function lint(): Promise<string[]> {
  forgetModuleGraph();
  const eslint = new ESLint({
    cwd: folder,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as never },
        plugins: { local: localRules as never },
        rules: { 'local/import-cycle': 'error', 'local/layers': ['error', { layers: WEB_LAYERS }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['src/**/*.ts']);
  return results.flatMap((result) => result.messages.map((message) => `${path.relative(folder, result.filePath)}: ${message.message}`)).sort();
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'eslint-rules-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('local/import-cycle', () => {
  it('reports a circle made of a type-only import, from both sides', async () => {
    write({
      'src/lib/picker.ts': "import { filter } from './filter';\nexport interface Country { code: string }\nexport const pick = filter;\n",
      'src/lib/filter.ts': "import type { Country } from './picker';\nexport const filter = (list: Country[]) => list;\n",
    });
    expect(await lint()).toEqual([
      'src/lib/filter.ts: Import cycle: src/lib/filter.ts -> src/lib/picker.ts -> src/lib/filter.ts. Move what both sides need into a module they can both import.',
      'src/lib/picker.ts: Import cycle: src/lib/picker.ts -> src/lib/filter.ts -> src/lib/picker.ts. Move what both sides need into a module they can both import.',
    ]);
  });

  it('follows a dynamic import and a folder index round a longer circle', async () => {
    write({
      'src/lib/a.ts': "export const load = () => import('./b');\n",
      'src/lib/b.ts': "export { c } from './nested';\n",
      'src/lib/nested/index.ts': "import { load } from '../a';\nexport const c = load;\n",
    });
    const messages = await lint();
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain('src/lib/a.ts -> src/lib/b.ts -> src/lib/nested/index.ts -> src/lib/a.ts');
  });

  it('passes a tree whose imports go one way', async () => {
    write({
      'src/lib/country.ts': 'export interface Country { code: string }\n',
      'src/lib/filter.ts': "import type { Country } from './country';\nexport const filter = (list: Country[]) => list;\n",
      'src/lib/picker.ts': "import type { Country } from './country';\nimport { filter } from './filter';\nexport const pick = (list: Country[]) => filter(list);\n",
    });
    expect(await lint()).toEqual([]);
  });
});

describe('local/layers', () => {
  it('refuses an import up the layers and into another feature, and allows the feature entry', async () => {
    write({
      'src/app/shell.ts': "import { login } from '../features/auth';\nexport const shell = login;\n",
      'src/lib/api.ts': "import { shell } from '../app/shell';\nexport const api = shell;\n",
      'src/components/pill.ts': 'export const pill = 1;\n',
      'src/features/auth/index.ts': "export { login } from './login';\n",
      'src/features/auth/login.ts': "import { pill } from '../../components/pill';\nexport const login = pill;\n",
      'src/features/games/page.ts': "import { login } from '../auth/login';\nimport { login as entry } from '../auth';\nexport const page = [login, entry];\n",
    });
    expect(await lint()).toEqual([
      'src/features/games/page.ts: Import src/features/auth through its index.ts, not its file src/features/auth/login.ts.',
      'src/lib/api.ts: lib may not import app (src/app/shell.ts): imports go lib -> nothing.',
    ]);
  });
});
