/**
 * SPEC §2, §4 as a signed-in user (demo user Anna): every screen opens with the user navigation,
 * guest-only screens send to /main, section roots redirect to their default tab. Routes are
 * walked in steps with soft checks (see routes-visitor.spec.ts).
 */
import type { Page } from '@playwright/test';
import { ANNA } from '../fixtures/env';
import { headingOf, SCREENS } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.beforeEach(async ({ signInAs }) => {
  await signInAs(ANNA.email);
});

test('every screen renders for a member, with the user navigation and no prompt', async ({
  page,
  request,
  stack,
  context,
}) => {
  // Every screen of the app in turn: 30 s seen locally, next to the default 45 s.
  test.setTimeout(90_000);
  const token = (await context.cookies()).find((c) => c.name === 'accessToken')?.value;
  for (const s of SCREENS.filter((x) => x.access !== 'guest')) {
    await test.step(`${s.key} at ${s.path}`, async () => {
      const heading = await headingOf(s, request, stack.apiOrigin, token);
      await page.goto(s.path);
      await expect.soft(h1(page), s.path).toHaveText(heading);
      expect.soft(new URL(page.url()).pathname, s.path).toBe(s.path);
      await expect
        .soft(page.getByRole('dialog', { name: 'Log in to continue' }), s.path)
        .toBeHidden();
      // User navigation replaces the visitor's "Log in" button (SPEC §2).
      await expect
        .soft(page.getByRole('button', { name: /Account menu of Anna .*Petrova/ }), s.path)
        .toBeVisible();
    });
  }
});

test('guest-only screens send a member to /main', async ({ page }) => {
  for (const path of ['/auth', '/register']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(page, path).toHaveURL(/\/main$/);
      await expect.soft(h1(page), path).toHaveText('Home');
    });
  }
});

test('section roots redirect a member to their default tab', async ({ page }) => {
  for (const [from, to] of [
    ['/', '/education/all'],
    ['/communities', '/communities/all'],
    ['/favorites', '/favorites/all'],
    ['/events', '/events/all'],
  ] as const) {
    await test.step(`${from} -> ${to}`, async () => {
      await page.goto(from);
      await expect.soft(page).toHaveURL(new RegExp(`${to}$`));
      await expect.soft(h1(page)).toBeVisible();
    });
  }
});

test('every learning, events, community and favorites tab opens', async ({ page }) => {
  for (const path of [
    '/education/courses',
    '/education/modules',
    '/events/upcoming',
    '/events/past',
    '/communities/mentors',
    '/communities/experts',
    '/favorites/education',
    '/favorites/media',
    '/favorites/courses',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(h1(page), path).toBeVisible();
      await expect.soft(h1(page), path).not.toHaveText('Page not found');
      expect.soft(new URL(page.url()).pathname).toBe(path);
    });
  }
});
