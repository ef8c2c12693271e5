// Lingui at build time, for every bundler in the workspace: Vite (the web app, Storybook,
// vitest) and esbuild (tsup builds of the library).
// - The macro (t, Trans, useLingui from @lingui/*/macro) is compiled by Babel, only in files
//   that import it; everything else is untouched.
// - .po catalogues load as JS modules, each compiled with the Lingui config whose folder holds
//   it, so the app and the library's sources can be bundled together from source.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

async function compileMacros(code, filename, linguiConfig) {
  if (!MACRO_IMPORT.test(code)) return null;
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
  });
  return result ? { code: result.code ?? code, map: result.map } : null;
}

async function compileCatalogue(file, linguiConfig) {
  const relative = path.relative(linguiConfig.rootDir, file);
  const fileCatalog = getCatalogForFile(relative, await getCatalogs(linguiConfig));
  if (!fileCatalog) throw new Error(`${file} is not a catalogue of the Lingui config in ${linguiConfig.rootDir}`);
  const { locale, catalog } = fileCatalog;
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: linguiConfig.fallbackLocales,
    sourceLocale: linguiConfig.sourceLocale,
  });
  return createCompiledCatalog(locale, messages, { namespace: 'es' }).source;
}

function configFor(file, configs) {
  const owner = configs
    .filter((config) => file.startsWith(config.rootDir + path.sep))
    .sort((a, b) => b.rootDir.length - a.rootDir.length)[0];
  if (!owner) throw new Error(`No Lingui config owns ${file}`);
  return owner;
}

/**
 * Vite plugins: compile Lingui macros in the workspace's own sources, and load .po catalogues
 * of any of the given Lingui configs (the app's and the library's).
 */
export function linguiVite({ configPaths }) {
  const configs = configPaths.map((configPath) => getConfig({ configPath }));
  return [
    {
      name: 'platform:lingui-macro',
      enforce: 'pre',
      async transform(code, id) {
        const file = id.split('?')[0];
        if (!SOURCE_FILE.test(file) || file.includes('/node_modules/')) return null;
        return compileMacros(code, file, configs[0]);
      },
    },
    {
      name: 'platform:lingui-catalogue',
      async transform(_code, id) {
        const file = id.split('?')[0];
        if (!file.endsWith('.po')) return null;
        return { code: await compileCatalogue(file, configFor(file, configs)), map: null, moduleType: 'js' };
      },
    },
  ];
}

/** esbuild plugin (for tsup): compiles Lingui macros and loads .po catalogues as JS modules. */
export function linguiEsbuild({ configPath } = {}) {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'platform:lingui',
    setup(build) {
      build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = await readFile(args.path, 'utf8');
        const compiled = await compileMacros(source, args.path, linguiConfig);
        if (!compiled) return undefined;
        return { contents: compiled.code, loader: path.extname(args.path).slice(1) };
      });
      build.onLoad({ filter: /\.po$/ }, async (args) => ({
        contents: await compileCatalogue(args.path, linguiConfig),
        loader: 'js',
      }));
    },
  };
}
