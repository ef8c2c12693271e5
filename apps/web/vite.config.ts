import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiVite } from '@platform/build-tools/lingui';
import { precompress } from '@platform/build-tools/precompress';
import type { Brand } from './brands/brand';
import type { brandHead as BrandHead } from './src/brand/head';
import type { localePreloadScript as LocalePreloadScript } from './src/i18n/language-storage';

const here = import.meta.dirname;
// The app's catalogues and the library's, which the app bundles from source.
const linguiConfigs = [path.join(here, 'lingui.config.ts'), path.join(here, '../../packages/ui/lingui.config.ts')];

/*
 * Brands. A brand is a folder in brands/ with a brand.ts.
 * - `pnpm build` (no BRAND) carries every brand, royal first: the page picks its brand by
 *   location.hostname from each brand's `hosts` (jade.localhost → jade), and any other host
 *   (127.0.0.1, localhost) gets the first, royal.
 * - `BRAND=jade pnpm build` carries jade only, whatever the host.
 * - `BRAND=jade,royal pnpm build` carries those two, jade the default.
 * `@brand` (`import { brand } from '@brand'`) is the brand of the page; `virtual:brands` lists them all.
 */
const DEFAULT_BRAND = 'royal';
const brandsDir = path.join(here, 'brands');
const brandEntry = (id: string) => path.join(brandsDir, id, 'brand.ts');

function brandIds(setting: string | undefined): string[] {
  const listed = (setting ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const ids = listed.length
    ? listed
    : readdirSync(brandsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(brandEntry(entry.name)))
        .map((entry) => entry.name)
        .sort((a, b) => Number(b === DEFAULT_BRAND) - Number(a === DEFAULT_BRAND) || a.localeCompare(b));
  for (const id of ids) if (!existsSync(brandEntry(id))) throw new Error(`Unknown brand "${id}": no ${brandEntry(id)}`);
  if (!ids.length) throw new Error(`No brand in ${brandsDir}`);
  return [...new Set(ids)];
}

/**
 * Serves `virtual:brands` (the build's brands, statically imported: each is a few hundred bytes,
 * its logos are separate files) and writes the pre-paint head into index.html in place of
 * `<!--brand-head-->`: the title, a style with each brand's background in light and dark, and a
 * static inline script that picks the brand and colour mode before the first paint (see
 * src/brand/head.ts). The script's text depends on the brands only, so the gateway's CSP hash,
 * computed from the served index.html, matches it.
 */
function brandsPlugin(ids: string[]): Plugin {
  const virtualId = 'virtual:brands';
  const resolvedId = `\0${virtualId}`;
  let head: Promise<string> | undefined;
  const renderHead = async () => {
    // The brand modules run in Node through Vite's module runner (TypeScript, SVG imports, the
    // ui package from source), so the head is built from the very objects the app bundles.
    const options = { configFile: false as const, root: here, logLevel: 'warn' as const, resolve: { conditions: ['source'] } };
    const { module: headModule } = await runnerImport<{ brandHead: typeof BrandHead }>(path.join(here, 'src/brand/head.ts'), options);
    const brands = await Promise.all(
      ids.map(async (id) => (await runnerImport<{ brand: Brand }>(brandEntry(id), options)).module.brand),
    );
    return headModule.brandHead(brands);
  };
  return {
    name: 'platform:brands',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const imports = ids.map((id, index) => `import { brand as b${index} } from ${JSON.stringify(brandEntry(id))};`);
      return `${imports.join('\n')}\nexport const brands = [${ids.map((_, index) => `b${index}`).join(', ')}];\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes('<!--brand-head-->')) throw new Error('index.html has no <!--brand-head--> placeholder');
        head ??= renderHead();
        return html.replace('<!--brand-head-->', await head);
      },
    },
  };
}

/**
 * Adds the head script that preloads the stored language's message chunks (the app's and the
 * library's `locales/<locale>/messages.po`) while the app's script downloads: without it they
 * are asked for only once that script has run, a round trip before the first render. The script
 * names the build's hashed files, so it is written after the bundle (order `post`).
 */
function localePreloadPlugin(): Plugin {
  const messagesChunk = /[\\/]locales[\\/](ms|en|zh)[\\/]messages\.po$/;
  return {
    name: 'platform:locale-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const files: Record<'ms' | 'en' | 'zh', string[]> = { ms: [], en: [], zh: [] };
        for (const chunk of Object.values(bundle ?? {})) {
          const locale = chunk.type === 'chunk' ? messagesChunk.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (locale) files[locale as keyof typeof files].push(`/${chunk.fileName}`);
        }
        if (Object.values(files).some((list) => list.length === 0)) throw new Error(`A locale has no message chunk: ${JSON.stringify(files)}`);
        const options = { configFile: false as const, root: here, logLevel: 'warn' as const, resolve: { conditions: ['source'] } };
        const { module } = await runnerImport<{ localePreloadScript: typeof LocalePreloadScript }>(
          path.join(here, 'src/i18n/language-storage.ts'),
          options,
        );
        return [{ tag: 'script', children: module.localePreloadScript(files), injectTo: 'head' }];
      },
    },
  };
}

const brands = brandIds(process.env.BRAND);
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Root-relative asset paths: a history-mode brand's nested routes (/member/deposit) load the same files.
  base: '/',
  plugins: [linguiVite({ configPaths: linguiConfigs }), react(), brandsPlugin(brands), localePreloadPlugin(), precompress()],
  resolve: {
    // `source` first (the workspace packages' TypeScript), then Vite's own: without them packages
    // with a development build (react-router) would ship it in production.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@brand': path.join(here, 'src/brand/current.ts') },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/wps': gateway, '/lgw': gateway, '/lotto': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Brand files (logos, badges) stay separate files, so a page loads only its own brand's.
    assetsInlineLimit: (file) => (file.startsWith(brandsDir + path.sep) ? false : undefined),
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (what the home route runs first) in one chunk:
        // left to the automatic splitting it was ~50 small files, and on a slow phone network each
        // costs a round trip before the first paint. Lazy pages still split as before.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
