import js from '@eslint/js';
import globals from 'globals';
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `interface DefaultTheme extends PlatformTheme {}` is how styled-components' theme is typed.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
    files: ['**/*.{js,mjs,cjs}', '**/*.config.ts', 'scripts/**', 'tools/**', 'apps/gateway/**', 'e2e/**', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
