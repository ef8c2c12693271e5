import { defineConfig } from 'tsup';

export default defineConfig({
  // Entry names match the exports map: dist/index.*, dist/contract.* and dist/schemas.*.
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts', schemas: 'src/schemas/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['ky', 'typebox'],
});
