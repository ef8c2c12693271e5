#!/usr/bin/env node
// Loads every entry of the published packages' builds the way their users will: Node's ESM
// import and CommonJS require, by the package's own exports map, and checks the manifest
// fields that publishing depends on. Needs `pnpm build` first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const PACKAGES = {
  '@platform/ui': { '.': ['Button', 'ThemeProvider', 'createBrandTheme', 'vars'], './i18n': ['loadUiMessages', 'LOCALES'] },
  '@platform/api': { '.': ['createApiClient', 'ApiError', 'systemStatus'], './contract': ['systemStatus', 'defineCall'] },
};

let passed = 0;
let failed = 0;
function expectTrue(label, condition, detail = '') {
  if (condition) passed += 1;
  else {
    failed += 1;
    console.error(`FAIL ${label}${detail ? `: ${detail}` : ''}`);
  }
}

for (const [name, entries] of Object.entries(PACKAGES)) {
  const manifestPath = require.resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  expectTrue(`${name} has "sideEffects": false`, manifest.sideEffects === false);
  if (name === '@platform/ui') {
    const peers = Object.keys(manifest.peerDependencies ?? {});
    for (const peer of ['react', 'react-dom', 'styled-components', '@lingui/core', '@lingui/react']) {
      expectTrue(`${name} takes ${peer} as a peer`, peers.includes(peer));
    }
  }
  for (const [subpath, names] of Object.entries(entries)) {
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    for (const condition of ['import', 'require']) {
      const branch = manifest.exports[subpath]?.[condition];
      expectTrue(`${specifier} has ${condition} types`, typeof branch?.types === 'string');
    }
    try {
      const esm = await import(specifier);
      const missing = names.filter((exported) => !(exported in esm));
      expectTrue(`import('${specifier}')`, missing.length === 0, `missing ${missing.join(', ')}`);
    } catch (error) {
      expectTrue(`import('${specifier}')`, false, error.message);
    }
    try {
      const cjs = require(specifier);
      const missing = names.filter((exported) => !(exported in cjs));
      expectTrue(`require('${specifier}')`, missing.length === 0, `missing ${missing.join(', ')}`);
    } catch (error) {
      expectTrue(`require('${specifier}')`, false, error.message);
    }
  }
}

console.log(`package entry points: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
