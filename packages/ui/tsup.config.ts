import path from 'node:path';
import { defineConfig } from 'tsup';
import { linguiEsbuild } from '@platform/build-tools/lingui';

// Every source file is an entry and shared code is split out, so the output keeps one module
// per file. With "sideEffects": false an app's bundler then drops every module it does not
// import: esbuild cannot mark styled-components' tagged templates as pure, so a single bundled
// file would keep every styled() call.
export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.stories.tsx',
    '!src/**/*-story-setup.{ts,tsx}',
    '!src/**/*-story-fixtures.{ts,tsx}',
    '!src/**/*.d.ts',
    '!src/test/**',
  ],
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', i18n: 'src/i18n/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', /^@lingui\//],
  esbuildPlugins: [linguiEsbuild({ configPath: path.resolve(import.meta.dirname, 'lingui.config.ts') })],
});
