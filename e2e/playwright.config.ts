/**
 * Browser end-to-end suite (issue 8): `npm run test:e2e`.
 * Each worker starts its own API server and static server (e2e/fixtures/test.ts); the build
 * under test is dist/ (or E2E_DIST_DIR). Debian's Chromium, never a downloaded browser.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './fixtures/env';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Baselines of the visual tests (visual.spec.ts), committed: one folder, one name per shot.
  snapshotPathTemplate: '{testDir}/../screenshots-baseline/{arg}{ext}',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'report/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: VIEWPORTS.desktop,
    locale: 'en-US',
    colorScheme: 'light',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
