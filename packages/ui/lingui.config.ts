import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The library's own messages ship with it; the app merges them into its catalogues.
// Stories have a catalogue of their own so that story-only text never ships in the package.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ms', 'en', 'zh'],
  fallbackLocales: { default: 'ms' },
  // No line numbers: a catalogue changes only when its messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test.ts', '**/stories/**'],
    },
    {
      path: '<rootDir>/src/i18n/stories/{locale}/messages',
      include: ['<rootDir>/src/**/*.stories.tsx', '<rootDir>/src/stories'],
    },
  ],
});
