/**
 * Lint (`npm run lint`, in .ci/run): typescript-eslint's and react-hooks' recommended rules, and
 * the import boundaries of the app (bulletproof-react's `no-restricted-paths` zones): imports go
 * one way, shared → features → app, and a feature imports another only through the parts that
 * one declares public (`publicParts` below). Formatting is Prettier's job (`npm run format:check`), so no
 * stylistic rule is on here.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The parts of each feature that other features may import (paths inside src/features/<f>/).
 * Everything else in a feature is its own business; what several features need and that belongs
 * to no domain lives in src/shared instead. Keep these lists short: a new entry is a new link
 * between two domains (README.md "Import boundaries").
 */
const publicParts = {
  // Ways into paid content: redeem a promo code, how to get access (lock panel, personal account).
  access: ['RedeemCode.tsx', 'AccessHelp.tsx', 'PromoPanel.tsx'],
  // Session state and the calls every screen may need (logout, the sign-in prompt).
  auth: [
    'authSlice.ts',
    'authApi.ts',
    // "Log in" on a public page: the login comes back to it.
    'useLogInHere.ts',
    // How an API error reads in a form; the personal account's forms use it too.
    'components/apiErrors.ts',
    'components/messages.ts',
  ],
  // The cards of courses, modules and articles, shown by every list.
  cards: [
    'CourseCard/CourseCard.tsx',
    'CourseCard/messages.ts',
    'ModuleCard/ModuleCard.tsx',
    'ModuleCard/messages.ts',
    'ModuleCard/moduleStatus.ts',
    // A course in progress with its next session: Home's "Continue learning", the account's
    // "My learning".
    'ContinueCard/ContinueCard.tsx',
    'MediaCard/MediaCard.tsx',
    'BadgeList/BadgeList.tsx',
    'BadgeList/badges.ts',
    // Demo cards for the development-only UI kit page (devkit).
    'fixtures.ts',
  ],
  communities: [],
  devkit: [],
  events: ['eventsApi.ts', 'EventCard/EventCard.tsx'],
  // The heart on every card and page.
  favorites: ['FavoriteToggle.tsx'],
  filters: ['filtersSlice.ts'],
  home: [],
  layout: [],
  learning: ['learningApi.ts', 'catalogueApi.ts'],
  media: ['mediaApi.ts'],
  // Language and theme: the switches live in the header, the drawer and the personal account.
  preferences: [
    'preferencesSlice.ts',
    'LanguageSwitch.tsx',
    'ThemeSwitch.tsx',
    'useEffectiveTheme.ts',
  ],
  // The account menu (in the header) and a person's public profile (also in the community).
  profile: [
    'UserMenu/UserMenu.tsx',
    'public/ProfileView.tsx',
    'public/ProfileStates.tsx',
    'public/RoleBadge.tsx',
  ],
  // Reference lists (cities, tags, themes, ...) loaded once per page load.
  references: ['referencesSlice.ts', 'referencesApi.ts'],
  // Messages for the user: show one, or show the SPEC §8 text of a failed call.
  // readingTimeout: how long a long message stays (a promo code's acceptance naming its courses).
  snackbar: ['snackbarSlice.ts', 'notifyOnError.ts', 'messages.ts', 'readingTimeout.ts'],
  stories: ['StoriesStrip/StoriesStrip.tsx'],
};

/** One zone per feature: it may import itself and the public parts of the others. */
const featureZones = Object.keys(publicParts).map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...Object.entries(publicParts)
      .filter(([other]) => other !== feature)
      .flatMap(([other, files]) => files.map((file) => `./${other}/${file}`)),
  ],
  message: `Features import each other only through the parts declared in publicParts (eslint.config.mjs); move generic code to shared/.`,
}));

const LUCIDE_MESSAGE =
  'Use <Icon name> (src/shared/ui/Icon/Icon.tsx) and add the name to iconNames.ts: the sprite draws it.';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'bench/floor/dist/',
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
      'src/**/testing/**',
      // Test data beside each feature (features/learning/test/ is the module test screen).
      'src/**/fixtures.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // The app draws lucide's icons from the sprite (src/shared/ui/Icon): lucide-react's
      // components would bring their path data back into the bundles. Its types may be read.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'lucide-react', message: LUCIDE_MESSAGE, allowTypeImports: true }],
          patterns: [
            { group: ['lucide-react/*'], message: LUCIDE_MESSAGE, allowTypeImports: true },
          ],
        },
      ],
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
            ...featureZones,
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
