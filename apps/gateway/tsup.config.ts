import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  // Bundle the contract from its source so that the built gateway is self-contained and does
  // not need @platform/api to be built first. Other dependencies stay external.
  noExternal: ['@platform/api'],
  esbuildOptions(options) {
    options.conditions = ['source', ...(options.conditions ?? [])];
  },
});
