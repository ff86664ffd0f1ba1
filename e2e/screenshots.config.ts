/**
 * `npm run screenshots`: pictures of every screen and overlay for a person to look at, written
 * to e2e/screenshots/ (git-ignored). Not part of the test suite (`npm run test:e2e` neither runs
 * nor counts it): it compares nothing. The comparisons are e2e/tests/visual.spec.ts, the
 * sideways-scroll check e2e/tests/no-sideways-scroll.spec.ts.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './review',
  testMatch: '*.review.ts',
  // The list only: the JSON report (e2e/report/results.json) is the test suite's, read by .ci/run.
  reporter: [['list']],
  timeout: 120_000,
});
