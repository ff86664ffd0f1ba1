/**
 * Daily reload (SPEC §4): a tab left open across midnight reloads once, on its next visit to a
 * public route, and then carries on without reloading again. The page's clock is moved with
 * Playwright's clock instead of waiting for midnight.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { waitForHydratedHeading } from '../fixtures/hydration';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** A flag on the window: it survives client-side navigation and is gone after a full load. */
const plant = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test('a tab open across midnight reloads once on its next public navigation', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 10, 21, 23, 59, 30) });
  await page.goto('/education/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  // The app has taken the server's page over: a press before that is a plain link's full load.
  await waitForHydratedHeading(page);
  await plant(page);

  // Same day: moving between public screens is client-side.
  await menu(page).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // After midnight the next public navigation is a full load of the screen asked for.
  await page.clock.setSystemTime(new Date(2026, 10, 22, 0, 0, 30));
  await menu(page).getByRole('link', { name: 'Learning' }).click();
  await expect(page).toHaveURL(/\/education\/all$/);
  // While the reload runs, the old document's context is destroyed under evaluate: ask again.
  await expect.poll(() => sameDocument(page).catch(() => 'navigating')).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  await waitForHydratedHeading(page);

  // Once only: the reloaded tab moves on without another reload the same day.
  await plant(page);
  await menu(page).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});
