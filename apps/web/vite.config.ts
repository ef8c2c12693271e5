import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions, defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiVite } from '@platform/build-tools/lingui';
import { precompress } from '@platform/build-tools/precompress';
import type { Brand } from './brands/brand';
import type { brandHead as BrandHead } from './src/app/head/brand-head';
import type { localePreloadScript as LocalePreloadScript } from './src/lib/i18n/language-storage';
import type { firstCallsPreloadScript as FirstCallsPreloadScript } from './src/app/head/first-calls-script';

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

// The head scripts' modules run in Node through Vite's module runner (TypeScript, SVG imports, the
// workspace packages from source), so they are built from the very objects the app bundles.
const runnerOptions = { configFile: false as const, root: here, logLevel: 'warn' as const, resolve: { conditions: ['source'] } };

const loadBrands = (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await runnerImport<{ brand: Brand }>(brandEntry(id), runnerOptions)).module.brand));

/**
 * Serves `virtual:brands` (the build's brands, statically imported: each is a few hundred bytes,
 * its logos are separate files) and writes the pre-paint head into index.html in place of
 * `<!--brand-head-->`: the title, a style with each brand's background in light and dark, and a
 * static inline script that picks the brand and colour mode before the first paint (see
 * src/app/head/brand-head.ts). The script's text depends on the brands only, so the gateway's CSP hash,
 * computed from the served index.html, matches it.
 */
function brandsPlugin(ids: string[]): Plugin {
  const virtualId = 'virtual:brands';
  const resolvedId = `\0${virtualId}`;
  let head: Promise<string> | undefined;
  const renderHead = async () => {
    const [{ module: headModule }, brands] = await Promise.all([
      runnerImport<{ brandHead: typeof BrandHead }>(path.join(here, 'src/app/head/brand-head.ts'), runnerOptions),
      loadBrands(ids),
    ]);
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
 * Adds the head scripts that start the page's first requests while the app's script downloads
 * (without them each waits for that script to run, a round trip or more before the first render):
 * the stored language's message chunks (src/lib/i18n/language-storage.ts), then the status and the
 * opening page's banners (src/app/head/first-calls-script.ts). The first names the build's hashed
 * files, so they are written after the bundle (order `post`).
 */
function headPreloadsPlugin(ids: string[]): Plugin {
  const messagesChunk = /[\\/]locales[\\/](ms|en|zh)[\\/]messages\.po$/;
  return {
    name: 'platform:head-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        const files: Record<'ms' | 'en' | 'zh', string[]> = { ms: [], en: [], zh: [] };
        for (const chunk of Object.values(bundle ?? {})) {
          const locale = chunk.type === 'chunk' ? messagesChunk.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (locale) files[locale as keyof typeof files].push(`/${chunk.fileName}`);
        }
        if (Object.values(files).some((list) => list.length === 0)) throw new Error(`A locale has no message chunk: ${JSON.stringify(files)}`);
        const [{ module: language }, { module: firstCalls }, brands] = await Promise.all([
          runnerImport<{ localePreloadScript: typeof LocalePreloadScript }>(path.join(here, 'src/lib/i18n/language-storage.ts'), runnerOptions),
          runnerImport<{ firstCallsPreloadScript: typeof FirstCallsPreloadScript }>(path.join(here, 'src/app/head/first-calls-script.ts'), runnerOptions),
          loadBrands(ids),
        ]);
        return [
          { tag: 'script', children: language.localePreloadScript(files), injectTo: 'head' },
          { tag: 'script', children: firstCalls.firstCallsPreloadScript(brands), injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * react-router's package exports name only its development build (dev warnings and checks, about
 * 0.5 KB gzip more on the home route); its production build ships beside it as plain files. The
 * site's build takes those; the dev server keeps the warnings.
 */
function reactRouterProductionBuild() {
  const resolveFromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const developmentEntry = resolveFromRouterDom.resolve('react-router');
  const production = path.join(path.dirname(developmentEntry), '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}

const brands = brandIds(process.env.BRAND);
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  // Root-relative asset paths: a history-mode brand's nested routes (/member/deposit) load the same files.
  base: '/',
  plugins: [linguiVite({ configPaths: linguiConfigs }), react(), brandsPlugin(brands), headPreloadsPlugin(brands), precompress()],
  resolve: {
    // `source` first (the workspace packages' TypeScript), then Vite's own client conditions, so a
    // package with a production build behind the `production` condition ships that one.
    conditions: ['source', ...defaultClientConditions],
    alias: [{ find: '@brand', replacement: path.join(here, 'src/brand/current.ts') }, ...(command === 'build' ? reactRouterProductionBuild() : [])],
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
        // The shell carries the file name of every lazy chunk (the preload map of its dynamic
        // imports), and random hash characters do not compress. Seven of them (64^7 values) still
        // tell every build's files apart (rolldown asks for more once there are many chunks).
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
}));
