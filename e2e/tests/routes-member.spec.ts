/** SPEC §2, §4 as a signed-in user (demo user Anna): every screen opens, guest-only screens send to /main. */
import { ANNA } from '../fixtures/env';
import { headingOf, SCREENS } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';

test.beforeEach(async ({ signInAs }) => {
  await signInAs(ANNA.email);
});

for (const s of SCREENS.filter((x) => x.access !== 'guest')) {
  test(`member sees ${s.key} at ${s.path}`, async ({ page, request, stack, context }) => {
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'accessToken')?.value;
    const heading = await headingOf(s, request, stack.apiOrigin, token);
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(new URL(page.url()).pathname).toBe(s.path);
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeHidden();
    // User navigation replaces the visitor's "Log in" button (SPEC §2).
    await expect(page.getByRole('button', { name: /Account menu of Anna .*Petrova/ })).toBeVisible();
  });
}

for (const path of ['/auth', '/register']) {
  test(`member opening ${path} is sent to /main`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  });
}

for (const [from, to] of [
  ['/', '/education/all'],
  ['/communities', '/communities/all'],
  ['/favorites', '/favorites/all'],
  ['/events', '/events/all'],
] as const) {
  test(`member: ${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('member: every learning, events, community and favorites tab opens', async ({ page }) => {
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
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page not found');
    expect(new URL(page.url()).pathname).toBe(path);
  }
});
