/**
 * SPEC §2, §4, §6 as a visitor (no tokens): the public screens render, redirects happen, and
 * every protected screen sends the visitor to /education/all with the auth prompt open.
 */
import { expect, test } from '../fixtures/test';
import { headingOf, SCREENS } from '../fixtures/screens';

const prompt = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Log in to continue' });

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/', '/education/all'],
    ['/education', '/education/all'],
    ['/events', '/events/all'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

for (const s of SCREENS.filter((x) => x.access !== 'member')) {
  test(`visitor sees ${s.key} at ${s.path}`, async ({ page, request, stack }) => {
    const heading = await headingOf(s, request, stack.apiOrigin);
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(new URL(page.url()).pathname).toBe(s.path);
    await expect(prompt(page)).toBeHidden();
  });
}

for (const s of SCREENS.filter((x) => x.access === 'member')) {
  test(`visitor opening ${s.key} (${s.path}) lands on learning with the auth prompt`, async ({ page }) => {
    await page.goto(s.path);
    await expect(page).toHaveURL(/\/education\/all$/);
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Register' })).toBeVisible();
    // Nothing of the protected screen was shown behind the prompt.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning');
  });
}

for (const path of ['/communities', '/favorites', '/communities/mentors', '/favorites/courses']) {
  test(`visitor opening ${path} is redirected to learning with the prompt`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/education\/all$/);
    await expect(prompt(page)).toBeVisible();
  });
}

test('the auth prompt leads to the login page and can be dismissed', async ({ page }) => {
  await page.goto('/personal');
  await expect(prompt(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/education\/all$/);
  await page.goto('/favorites/all');
  await prompt(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

for (const path of ['/education/unknown', '/education/course/abc', '/events/all/0', '/publish/x', '/favorites2']) {
  test(`malformed or unknown path ${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to learning' }).click();
    await expect(page).toHaveURL(/\/education\/all$/);
  });
}

test('an unknown course id shows a not-found state, not an endless loader', async ({ page }) => {
  await page.goto('/education/course/99999');
  await expect(page.getByText(/not found|no such|does not exist/i).first()).toBeVisible();
});
