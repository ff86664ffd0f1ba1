/**
 * SPEC §2, §4, §6 as a visitor (no tokens): the public screens render, redirects happen, and
 * every protected screen sends the visitor to /education/all with the auth prompt open.
 * One test per group walks its routes in steps with soft checks, so a failure names its route
 * and the other routes are still checked (and the browser cache makes each visit cheap).
 */
import type { Page } from '@playwright/test';
import { headingOf, SCREENS } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';
import { dismissWithEscape } from '../fixtures/ui';

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Log in to continue' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('redirects: / and /education to /education/all, /events to /events/all', async ({ page }) => {
  for (const [from, to] of [
    ['/', '/education/all'],
    ['/education', '/education/all'],
    ['/events', '/events/all'],
  ] as const) {
    await test.step(`${from} -> ${to}`, async () => {
      await page.goto(from);
      await expect.soft(page).toHaveURL(new RegExp(`${to}$`));
      await expect.soft(h1(page)).toBeVisible();
    });
  }
});

test('public and guest screens render for a visitor', async ({ page, request, stack }) => {
  for (const s of SCREENS.filter((x) => x.access !== 'member')) {
    await test.step(`${s.key} at ${s.path}`, async () => {
      const heading = await headingOf(s, request, stack.apiOrigin);
      await page.goto(s.path);
      await expect.soft(h1(page), s.path).toHaveText(heading);
      expect.soft(new URL(page.url()).pathname, s.path).toBe(s.path);
      await expect.soft(prompt(page), s.path).toBeHidden();
    });
  }
});

test('every protected screen sends a visitor to learning with the auth prompt', async ({
  page,
}) => {
  // Every protected screen in turn: 24 s seen locally, next to the default 45 s.
  test.setTimeout(90_000);
  const paths = [
    ...SCREENS.filter((x) => x.access === 'member').map((s) => s.path),
    '/communities',
    '/favorites',
    '/communities/mentors',
    '/favorites/courses',
  ];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(page, path).toHaveURL(/\/education\/all$/);
      await expect.soft(prompt(page), path).toBeVisible();
      await expect.soft(prompt(page).getByRole('button', { name: 'Log in' }), path).toBeVisible();
      await expect.soft(prompt(page).getByRole('button', { name: 'Register' }), path).toBeVisible();
      // Nothing of the protected screen is shown behind the prompt.
      await expect.soft(h1(page), path).toHaveText('Learning');
    });
  }
});

test('the auth prompt leads to the login page and can be dismissed', async ({ page }) => {
  await page.goto('/personal');
  await expect(prompt(page)).toBeVisible();
  await dismissWithEscape(prompt(page));
  await expect(page).toHaveURL(/\/education\/all$/);
  await page.goto('/favorites/all');
  await prompt(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(h1(page)).toHaveText('Log in');
});

test('malformed or unknown paths show the not-found page with a way back', async ({ page }) => {
  for (const path of [
    '/education/unknown',
    '/education/course/abc',
    '/events/all/0',
    '/publish/x',
    '/favorites2',
    '/no/such/page',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(h1(page), path).toHaveText('Page not found');
    });
  }
  await page.getByRole('link', { name: 'Go to learning' }).click();
  await expect(page).toHaveURL(/\/education\/all$/);
});

test('an unknown course id shows a not-found state, not an endless loader', async ({ page }) => {
  await page.goto('/education/course/99999');
  await expect(page.getByText(/not found|no such|does not exist/i).first()).toBeVisible();
});
