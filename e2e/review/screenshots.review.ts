/**
 * `npm run screenshots` (not a test: e2e/screenshots.config.ts). A screenshot of every screen in
 * light and dark, English and Russian, desktop and phone width, written to
 * e2e/screenshots/<screen>-<width>-<lang>-<theme>.png for a person to review. Each screen
 * loads once; language and theme then change with the header's switches (which also checks
 * that they apply without a reload) and the window is resized for the phone shots.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ANNA, SCREENSHOT_DIR, VIEWPORTS } from '../fixtures/env';
import { expectFullyShown, waitForScreen } from '../fixtures/ready';
import { tokensFor } from '../fixtures/auth';
import { apiJson, SCREENS } from '../fixtures/screens';
import { expectNoHorizontalScroll, shoot } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

const THEME_BUTTON = /^(Switch to (dark|light) theme|Включить (тёмную|светлую) тему)$/;

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const button = page.getByRole('button', { name: THEME_BUTTON }).first();
  // index.html says data-theme="light" until the app renders and applies the real theme: read it
  // only once the app's switch is there, or a dark page could be taken for light and left so.
  await expect(button).toBeVisible();
  if ((await html.getAttribute('data-theme')) !== theme) await button.click();
  await expect(html).toHaveAttribute('data-theme', theme);
}

async function setLocale(page: Page, locale: 'en' | 'ru'): Promise<void> {
  await page.getByRole('button', { name: locale.toUpperCase(), exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const s of SCREENS) {
  test(`screenshots of ${s.key}`, async ({ page, signInAs }) => {
    if (s.access === 'member') await signInAs(ANNA.email);
    await page.goto(s.path);
    await waitForScreen(page);
    // The switches live in the desktop header; at phone width only the window changes.
    for (const locale of ['en', 'ru'] as const) {
      await setLocale(page, locale);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        for (const [width, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await waitForScreen(page);
          await expectNoHorizontalScroll(page, `${s.key} ${width}`);
          await shoot(page, `${s.key}-${width}-${locale}-${theme}`);
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    }
  });
}

/** The certificate verification page (its path holds Anna's random public id): a visitor's view. */
test('screenshots of certificate verification, valid and not found', async ({
  page,
  request,
  stack,
}) => {
  const tokens = await tokensFor(request, stack.apiOrigin, ANNA.email);
  const [certificate] = await apiJson<{ public_id: string }[]>(
    request,
    stack.apiOrigin,
    '/profile/certificates/',
    tokens.access,
  );
  for (const [key, path] of [
    ['certificate', `/certificates/${certificate.public_id}`],
    ['certificate-not-found', '/certificates/0123456789abcdef01234567'],
  ]) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(path);
    await waitForScreen(page);
    for (const locale of ['en', 'ru'] as const) {
      await setLocale(page, locale);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        for (const [width, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await waitForScreen(page);
          await expectNoHorizontalScroll(page, `${key} ${width}`);
          await shoot(page, `${key}-${width}-${locale}-${theme}`);
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    }
  }
});

/** The account's certificate list up close: on phones its section is folded until opened. */
test('screenshots of the account certificate list', async ({ page, signInAs }) => {
  await signInAs(ANNA.email);
  await page.goto('/personal');
  await waitForScreen(page);
  for (const locale of ['en', 'ru'] as const) {
    await setLocale(page, locale);
    const name = locale === 'en' ? 'Certificates' : 'Сертификаты';
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        const toggle = page.getByRole('button', { name, exact: true });
        if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
          await toggle.click();
        const region = page.getByRole('region', { name });
        await expect(region.getByRole('link', { name: /PDF/ })).toBeVisible();
        await waitForScreen(page);
        await region.screenshot({
          path: path.join(SCREENSHOT_DIR, `certificate-list-${width}-${locale}-${theme}.png`),
          animations: 'disabled',
        });
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
  }
});

test('screenshots of overlays: auth prompt, user menu, phone drawer, code step', async ({
  page,
  signInAs,
}) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.context().clearCookies();
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/education/all');
    await setTheme(page, theme);
    await page.goto('/favorites/all');
    await waitForScreen(page);
    // The modal mounts transparent and fades in from 10 ms later: a capture before that shows no dialog.
    await expectFullyShown(page.getByRole('dialog', { name: 'Log in to continue' }));
    await shoot(page, `overlay-auth-prompt-desktop-en-${theme}`);
    await page.keyboard.press('Escape');
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill('james@demo.edu');
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await shoot(page, `overlay-code-step-desktop-en-${theme}`);
    await signInAs(ANNA.email);
    await page.goto('/education/all');
    await waitForScreen(page);
    await page.getByRole('button', { name: /Account menu of Anna/ }).click();
    await expectFullyShown(page.getByRole('menu'));
    await shoot(page, `overlay-user-menu-desktop-en-${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.setViewportSize(VIEWPORTS.phone);
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await expectFullyShown(page.getByRole('navigation', { name: 'Main menu' }));
    await shoot(page, `overlay-drawer-phone-en-${theme}`);
  }
});
