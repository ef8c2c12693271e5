import js from '@eslint/js';
import globals from 'globals';
import { localRules } from './tools/eslint-rules/index.mjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'coverage/**', '**/.data/**', 'test-results/**', 'playwright-report/**', '.reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, local: localRules },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `interface DefaultTheme extends PlatformTheme {}` is how styled-components' theme is typed.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No module may import itself back through others, type imports included: a circle makes
      // the order of initialisation accidental and the layers unreadable.
      'local/import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Node's ESM loads styled-components' CommonJS build, where the default import is not `styled`.
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Import the named `styled` from 'styled-components': the default import breaks under Node's ESM.",
        },
      ],
    },
  },
  {
    // apps/web in layers (DESIGN.md "apps/web"): imports go down only, and a feature is reached
    // through its index.ts. Tests may render across layers (a feature inside the app's shell).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'local/layers': [
        'error',
        {
          layers: {
            app: { paths: ['apps/web/src/app'], imports: ['features', 'components', 'lib', 'brand'] },
            features: { paths: ['apps/web/src/features'], imports: ['components', 'lib', 'brand'], sliced: true },
            components: { paths: ['apps/web/src/components'], imports: ['lib', 'brand'] },
            lib: { paths: ['apps/web/src/lib'], imports: ['brand'] },
            brand: { paths: ['apps/web/src/brand'], imports: [] },
          },
        },
      ],
    },
  },
  {
    // apps/gateway (DESIGN.md "apps/gateway"): http/ is what every route shares and knows no
    // domain; domains may use each other, never the seed; the seed writes through the domains.
    files: ['apps/gateway/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'local/layers': [
        'error',
        {
          layers: {
            seed: { paths: ['apps/gateway/src/seed'], imports: ['domains', 'crypto', 'shared', 'http', 'db'] },
            domains: {
              paths: [
                'accounts',
                'agent',
                'assets',
                'bets',
                'content',
                'demo-game',
                'feedback',
                'games',
                'inbox',
                'lottery',
                'missions',
                'payments',
                'points',
                'rebate',
                'records',
                'referral',
                'rewards',
                'system',
                'wallet',
                'winners',
                'withdrawals',
              ].map((domain) => `apps/gateway/src/${domain}`),
              imports: ['crypto', 'shared', 'http', 'db'],
            },
            crypto: { paths: ['apps/gateway/src/crypto'], imports: ['shared', 'http', 'db'] },
            shared: { paths: ['apps/gateway/src/shared'], imports: ['http', 'db'] },
            http: { paths: ['apps/gateway/src/http'], imports: ['db'] },
            db: { paths: ['apps/gateway/src/db'], imports: [] },
          },
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.config.ts', 'scripts/**', 'tools/**', 'apps/gateway/**', 'e2e/**', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
