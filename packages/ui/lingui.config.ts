import { platformLinguiConfig } from '@platform/build-tools/lingui-config';

// The library's own messages ship with it; the app merges them into its catalogues.
// Stories have a catalogue of their own so that story-only text never ships in the package;
// a component's story setup module (`<name>-story-setup.tsx`) is story-only text too.
export default platformLinguiConfig([
  {
    path: '<rootDir>/src/i18n/locales/{locale}/messages',
    include: ['<rootDir>/src'],
    exclude: ['**/*.stories.tsx', '**/*-story-setup.tsx', '**/*.test.tsx', '**/*.test.ts', '**/stories/**'],
  },
  {
    path: '<rootDir>/src/i18n/stories/{locale}/messages',
    include: ['<rootDir>/src/**/*.stories.tsx', '<rootDir>/src/**/*-story-setup.tsx', '<rootDir>/src/stories'],
  },
]);
