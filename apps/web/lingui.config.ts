import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The app's own messages; at run time they are merged over @platform/ui's catalogue.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ms', 'en', 'zh'],
  fallbackLocales: { default: 'ms' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/brands'],
      exclude: ['**/*.test.tsx', '**/*.test.ts'],
    },
  ],
});
