import { platformLinguiConfig } from '@platform/build-tools/lingui-config';

// The app's own messages; at run time they are merged over @platform/ui's catalogue.
export default platformLinguiConfig([
  {
    path: '<rootDir>/src/lib/i18n/locales/{locale}/messages',
    include: ['<rootDir>/src', '<rootDir>/brands'],
    exclude: ['**/*.test.tsx', '**/*.test.ts'],
  },
]);
