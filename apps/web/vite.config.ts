import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiVite } from '@platform/build-tools/lingui';

const here = import.meta.dirname;
// The app's catalogues and the library's, which the app bundles from source.
const linguiConfigs = [path.join(here, 'lingui.config.ts'), path.join(here, '../../packages/ui/lingui.config.ts')];

// The brand is chosen at build time: BRAND=jade pnpm build. A brand is a folder in brands/.
const brand = process.env.BRAND ?? 'royal';
const brandEntry = path.join(here, 'brands', brand, 'brand.ts');
if (!existsSync(brandEntry)) throw new Error(`Unknown brand "${brand}": no ${brandEntry}`);

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Relative asset paths, so the built site works from any folder and in hash-router mode.
  base: './',
  plugins: [linguiVite({ configPaths: linguiConfigs }), react()],
  resolve: {
    conditions: ['source'],
    alias: { '@brand': brandEntry },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/wps': gateway, '/lgw': gateway, '/lotto': gateway },
  },
  build: { target: 'es2022', sourcemap: true },
});
