import path from 'node:path';
import { defineConfig } from 'tsup';
import { linguiEsbuild } from '@platform/build-tools/lingui';

export default defineConfig({
  entry: { index: 'src/index.ts', i18n: 'src/i18n/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // Keep one module per component so that bundlers drop what an app does not import.
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', /^@lingui\//],
  esbuildPlugins: [linguiEsbuild({ configPath: path.resolve(import.meta.dirname, 'lingui.config.ts') })],
});
