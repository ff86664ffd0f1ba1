/**
 * Lint (`npm run lint`, in .ci/run): typescript-eslint's and react-hooks' recommended rules, and
 * the import boundaries of the app (bulletproof-react's `no-restricted-paths` zones): imports go
 * one way, shared → features → app. Formatting is Prettier's job (`npm run format:check`), so no
 * stylistic rule is on here.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'data/',
      'e2e/test-results/',
      'e2e/report/',
      'e2e/screenshots/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests compose the real app (store, guards, routes) around what they test.
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      // Test data beside each feature (features/learning/test/ is the module test screen).
      'src/**/fixtures.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'shared/ is imported by features and app, never the other way.',
            },
            {
              target: './src/features',
              from: './src/app',
              // The store's typed hooks (redux-templates): react-redux bound to RootState's type.
              except: ['./hooks.ts'],
              message:
                'features/ never import app/: pass what they need in, or move it to shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS build and test configuration files.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Served as is (webpack copies it): a classic browser script that runs before the bundle.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so a fixture that needs
    // none must be written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
