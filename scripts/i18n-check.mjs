#!/usr/bin/env node
// Fails when a Lingui catalogue is stale (the sources have messages it lacks, or it keeps ones
// they dropped) or when any message lacks a translation in any locale. It re-extracts into the
// catalogues, compares, and puts the files back as they were.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['packages/ui', 'apps/web'];

/** The entries of a .po file without its header, which carries a creation date. */
function entries(text) {
  return text.split(/\n\n+/).filter((block) => !/^msgid ""\nmsgstr ""/m.test(block.trim()));
}

/** The ids whose msgstr is empty (a msgstr may continue over several quoted lines). */
function untranslated(text) {
  return entries(text)
    .filter((block) => !/"[^"]/.test(block.slice(block.indexOf('\nmsgstr') + 7).replace(/""/g, '')))
    .map((block) => block.match(/^msgid "(.*)"$/m)?.[1] ?? block);
}

function catalogues(dir) {
  return readdirSync(path.join(dir, 'src'), { recursive: true })
    .filter((file) => file.endsWith('.po'))
    .map((file) => path.join(dir, 'src', file));
}

let passed = 0;
let failed = 0;
const fail = (message) => {
  failed += 1;
  console.error(`FAIL ${message}`);
};

for (const pkg of PACKAGES) {
  const dir = path.join(root, pkg);
  const files = catalogues(dir);
  const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  try {
    execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: dir, stdio: 'pipe' });
    for (const file of files) {
      const relative = path.relative(root, file);
      const after = readFileSync(file, 'utf8');
      if (entries(after).join('\n\n') !== entries(before.get(file)).join('\n\n')) {
        fail(`${relative} is stale: run \`pnpm i18n:extract\` and translate what it adds.`);
      } else passed += 1;
      const missing = untranslated(after);
      if (missing.length > 0) fail(`${relative} lacks translations for: ${missing.map((id) => JSON.stringify(id)).join(', ')}`);
      else passed += 1;
    }
  } finally {
    for (const [file, text] of before) writeFileSync(file, text);
  }
}

console.log(`i18n catalogues: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
