import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { linguiVite } from '@platform/build-tools/lingui';
import { BROWSER_ARGS, findBrowser } from '@platform/build-tools/browser';

const root = path.dirname(fileURLToPath(import.meta.url));
const lingui = linguiVite({
  configPaths: [path.join(root, 'packages/ui/lingui.config.ts'), path.join(root, 'apps/web/lingui.config.ts')],
});

// Resolved lazily so that the unit layers run on a machine without a browser; the story layer
// then fails with findBrowser's message on how to get one.
function browserPath(): string | undefined {
  try {
    return findBrowser();
  } catch (error) {
    if (process.argv.some((arg) => arg.includes('storybook'))) console.error((error as Error).message);
    return undefined;
  }
}

/** The languages every story is tested in: each play function must pass in all three. */
const STORY_LOCALES = ['ms', 'en', 'zh'] as const;

/**
 * Every story and its play function in real Chromium, with axe, in one language: .storybook's
 * preview reads STORYBOOK_LOCALE as the initial locale. `--project 'storybook-*'` runs all three.
 */
function storybookProject(locale: (typeof STORY_LOCALES)[number]): TestProjectInlineConfiguration {
  return {
    // Storybook's own Vite config (.storybook/main.ts viteFinal) brings the Lingui plugins.
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    resolve: { conditions: ['source'] },
    define: { 'import.meta.env.STORYBOOK_LOCALE': JSON.stringify(locale) },
    test: {
      name: `storybook-${locale}`,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: browserPath(), args: BROWSER_ARGS },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

// The test layers that vitest runs:
// - unit: components and logic in jsdom;
// - gateway: the gateway and the API client in Node;
// - storybook-ms, storybook-en, storybook-zh: the stories, once per language (above).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        plugins: [...lingui, react()],
        resolve: {
          conditions: ['source'],
          // The app's `@brand` is chosen by hostname in the browser; unit tests render as royal.
          alias: { '@brand': path.join(root, 'apps/web/src/test/brand.ts') },
        },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Form tests type into a dozen fields with user-event: seconds on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['apps/gateway/src/**/*.test.ts', 'packages/api/src/**/*.test.ts', 'tools/**/*.test.ts'],
          // Migrates and seeds the test databases once per run: each test gateway starts from a copy.
          globalSetup: ['apps/gateway/src/test/database-templates.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...STORY_LOCALES.map(storybookProject),
    ],
  },
});
