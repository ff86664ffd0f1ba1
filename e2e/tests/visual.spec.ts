/**
 * Visual regression: key screens compared with the committed baselines in
 * e2e/screenshots-baseline/ (`expect(page).toHaveScreenshot`). Two screens get the whole
 * matrix (light/dark × desktop 1280/phone 390), the others one light desktop and one dark phone
 * shot: 16 baselines. Desktop shots are the whole page, phone shots the first screen. Deterministic by construction: preferences preset before the app starts,
 * a fixed time zone, the fonts and every (lazy) image loaded, animations and the caret off.
 * Demo dates are offsets from the day the API server starts (server/seed/seed.ts), so every
 * <time> and the certificates' "Issued …" dates are masked, and so is the video player. Update after an intended change of the look:
 *   npx playwright test -c e2e/playwright.config.ts visual --update-snapshots
 */
import type { Page } from '@playwright/test';
import { ANNA, VIEWPORTS } from '../fixtures/env';
import { presetPreferences, type Theme } from '../fixtures/prefs';
import { waitForScreen } from '../fixtures/ready';
import { screen as screenOf } from '../fixtures/screens';
import { loadLazyImages } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

type Width = keyof typeof VIEWPORTS;

const ALL: Array<[Theme, Width]> = [
  ['light', 'desktop'],
  ['dark', 'desktop'],
  ['light', 'phone'],
  ['dark', 'phone'],
];
const TWO: Array<[Theme, Width]> = [
  ['light', 'desktop'],
  ['dark', 'phone'],
];

const CASES: Array<{ key: string; shots: Array<[Theme, Width]> }> = [
  { key: 'learning-list', shots: ALL },
  { key: 'personal', shots: ALL },
  { key: 'course', shots: TWO },
  { key: 'module', shots: TWO },
  { key: 'event', shots: TWO },
  { key: 'login', shots: TWO },
];

/**
 * A screen's pixels may differ from its baseline by 1% (anti-aliasing of text and SVG edges
 * across Chromium builds); a moved block, a lost colour or a changed font is far more.
 */
const MAX_DIFF_PIXEL_RATIO = 0.01;

test.use({ timezoneId: 'UTC', locale: 'en-US' });

async function settle(page: Page): Promise<void> {
  await waitForScreen(page);
  await loadLazyImages(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
}

for (const { key, shots } of CASES) {
  for (const [theme, width] of shots) {
    test(`${key} looks as before (${theme}, ${width})`, async ({ page, signInAs }) => {
      const s = screenOf(key);
      if (s.access === 'member') await signInAs(ANNA.email);
      await presetPreferences(page, { theme, locale: 'en' });
      await page.setViewportSize(VIEWPORTS[width]);
      await page.goto(s.path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page).toHaveScreenshot(`${key}-${width}-${theme}.png`, {
        // Desktop: the whole page. Phone: the first screen a reader sees (390×844); a full phone
        // page of cards is 6000+ px tall, and Chromium re-rasters its images differently from
        // one capture to the next, so it never holds still long enough to compare.
        fullPage: width === 'desktop',
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('time'), page.getByText(/^Issued /), page.locator('video')],
        maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
      });
    });
  }
}
