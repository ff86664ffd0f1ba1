/**
 * Going to another screen on a slow network (README "Decisions where the spec is silent",
 * "Screens on a slow network"): the screen's code is asked for when the reader points at, focuses
 * or touches its link, and a screen whose code is still on its way shows its loading state
 * instead of leaving the previous screen on view with no sign that anything happens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { DIST_DIR } from '../fixtures/env';
import { waitForHydratedHeading } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

/**
 * The course screen's own script, by the build's chunk groups (chunk files are named by id), read
 * when a test runs: the build may be made by the global setup.
 */
function courseChunk(): (url: URL) => boolean {
  const groups = JSON.parse(
    fs.readFileSync(path.join(DIST_DIR, 'chunk-groups.json'), 'utf8'),
  ) as Record<string, string[]>;
  const own = groups['page-course']!.filter((file) => file.endsWith('.js')).at(-1)!;
  return (url) => url.pathname === `/${own}`;
}
const firstCourseLink = (page: Page) =>
  page.getByRole('main').locator('a[href^="/education/course/"]').first();

test('a screen whose code is slow to come shows its loading state, not the last screen', async ({
  page,
}) => {
  await page.route(courseChunk(), async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/education/all');
  await waitForHydratedHeading(page);
  const link = firstCourseLink(page);
  const course = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/education\/course\/\d+$/);
  // Within a second: the list is gone and the loading state says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeHidden({
    timeout: 1000,
  });
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' }),
  ).toBeAttached({
    timeout: 1000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course, { timeout: 10_000 });
});

test("pointing at a link asks for its screen's code before the click", async ({ page }) => {
  await page.goto('/education/all');
  await waitForHydratedHeading(page);
  const isCourseChunk = courseChunk();
  const chunk = page.waitForRequest((request) => isCourseChunk(new URL(request.url())));
  await firstCourseLink(page).hover();
  await chunk;
  const course = (await firstCourseLink(page).textContent())?.trim() ?? '';
  await firstCourseLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course);
});

test('a screen whose code failed offline comes by itself when the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/education/all');
  await waitForHydratedHeading(page);
  const link = firstCourseLink(page);
  const course = (await link.textContent())?.trim() ?? '';
  await context.setOffline(true);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  // Before, it stayed there under the banner saying new pages load when the connection is back.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course);
});
