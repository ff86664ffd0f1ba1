/** Language switch (SPEC §1, §9: English default, Russian) and theme switch (light default, dark). */
import type { Page } from '@playwright/test';
import { waitForHydratedHeading } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

const BG = { light: 'rgb(255, 255, 255)', dark: 'rgb(23, 23, 23)' };
const pageBackground = (page: Page) =>
  page.evaluate(() => {
    // The first non-transparent background from the main area up: what the reader sees.
    let el: Element | null = document.querySelector('main');
    while (el) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
      el = el.parentElement;
    }
    return getComputedStyle(document.body).backgroundColor;
  });

test('English by default; switching to Russian translates the screen and survives a reload', async ({
  page,
}) => {
  await page.goto('/education/all');
  const language = page.getByRole('group', { name: 'Language' });
  await expect(language.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // index.html itself says lang="en": only once the app has rendered does the attribute tell anything.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await language.getByRole('button', { name: 'RU', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обучение');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обучение');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning');
});

test('the language switch works on the login page and the signed-in screens', async ({
  page,
  signInAs,
}) => {
  await page.goto('/auth');
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'RU', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Log in');
  await signInAs('anna@demo.edu');
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Личный кабинет');
});

test('light by default; the theme switch turns dark and back, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/events/all');
  // index.html itself says data-theme="light": wait for the app's own switch before reading it.
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(toDark).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => pageBackground(page)).toBe(BG.light);
  await toDark.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => pageBackground(page)).toBe(BG.dark);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => pageBackground(page)).toBe(BG.light);
});

test.describe('with a dark operating system', () => {
  test.use({ colorScheme: 'dark' });
  test('the app follows the system until the reader chooses', async ({ page }) => {
    await page.goto('/education/all');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    // index.html says data-theme="light" until the app renders and applies the remembered
    // choice (or the dark system): only the app's own switch shows which one won.
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('before the app has loaded, the page already wears the remembered theme and language', async ({
  page,
}) => {
  await page.goto('/education/all');
  // The app has started (read the preferences, mirrored the language to its cookie) before the
  // choice is stored: the boot script may load the app after the load event, and an app that
  // started later read Russian and wrote the cookie, and the server rendered the page in Russian.
  await waitForHydratedHeading(page);
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('locale', 'ru');
  });
  // Hold back the app's bundle: what shows now is the server-rendered page (in the default
  // language: the app renders the reader's own once it runs) with its inline stylesheets and
  // boot script, which the CSP allows by their hashes.
  await page.route(/\/js\/.+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BG.dark);
});
