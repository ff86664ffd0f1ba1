/**
 * axe-core (WCAG 2.0/2.1 A + AA, WCAG 2.2 AA, best practice) on every screen of SPEC §2, at
 * 1280 and 390 px, in light and dark, in English and Russian, plus the overlays: auth prompt,
 * user menu, story viewer (paused), phone drawer, dropdown, crop dialog, material viewer, snackbar. No violation of
 * any impact is allowed.
 * Each screen loads once per width; the four combinations are then switched in place: the theme
 * through the emulated system colour scheme (no theme is stored, so the app follows it live),
 * the language through the interface's own EN / RU switch (in the header on a desktop, in the
 * drawer on a phone), which stores it the way e2e/fixtures/prefs.ts presets it.
 */
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y';
import { ANNA, REPO_ROOT, VIEWPORTS } from '../fixtures/env';
import { demoModule } from '../fixtures/learning';
import { expectFullyShown, waitForAnimations, waitForScreen } from '../fixtures/ready';
import type { Locale, Theme } from '../fixtures/prefs';
import { SCREENS } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';
import { snackbar } from '../fixtures/ui';

type Width = keyof typeof VIEWPORTS;

// Every test here runs four scans or more (about 4 to 8 s each on CI's two cores): up to 44 s
// seen locally, next to the default 45 s.
test.describe.configure({ timeout: 90_000 });

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Presses EN or RU; on a phone (or a screen without the header's switch) through the drawer. */
async function setLocale(page: Page, locale: Locale): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === locale) return;
  const inHeader = page.getByRole('banner').locator(`button[lang="${locale}"]`);
  if (await inHeader.isVisible()) await inHeader.click();
  else {
    // Phone shell: the Menu button of the bottom bar opens the drawer that holds the switch.
    const menu = page.getByRole('navigation').locator('button[aria-controls="app-sidebar"]');
    if (await menu.isVisible()) {
      await menu.click();
      await page.locator(`#app-sidebar button[lang="${locale}"]`).click();
      await page.keyboard.press('Escape');
      await expect(page.locator('#app-sidebar')).toHaveAttribute('aria-hidden', 'true');
    } else {
      // Screens without the shell (log in, registration): stored, then one reload.
      await page.evaluate((l) => window.localStorage.setItem('locale', l), locale);
      await page.reload();
      await waitForScreen(page);
    }
  }
  await expect(html).toHaveAttribute('lang', locale);
  await waitForAnimations(page);
}

/** en light, en dark, ru dark, ru light: three switches for the four scans (checks are soft). */
async function scanMatrix(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  for (const [locale, theme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['ru', 'dark'],
    ['ru', 'light'],
  ] as const) {
    await setLocale(page, locale);
    await setTheme(page, theme);
    await expectAccessible(page, testInfo, `${label} ${locale} ${theme}`);
  }
}

// Public screens are scanned as a visitor and as a member (the member sees per-user parts:
// hearts, progress, the user menu); member screens as a member.
const ROLES = SCREENS.flatMap((s) =>
  s.access === 'public'
    ? [
        { s, who: 'visitor' as const },
        { s, who: 'member' as const },
      ]
    : [{ s, who: s.access === 'member' ? ('member' as const) : ('visitor' as const) }],
);

for (const { s, who } of ROLES) {
  for (const width of ['desktop', 'phone'] as Width[]) {
    test(`${s.key} (${who}) at ${VIEWPORTS[width].width} px: light/dark × en/ru`, async ({
      page,
      signInAs,
    }, testInfo) => {
      await page.setViewportSize(VIEWPORTS[width]);
      if (who === 'member') await signInAs(ANNA.email);
      await page.goto(s.path);
      await waitForScreen(page);
      await scanMatrix(page, testInfo, `${s.key} ${who} ${VIEWPORTS[width].width}px`);
    });
  }
}

test('overlays in light and dark: auth prompt, user menu, story viewer, phone drawer', async ({
  page,
  signInAs,
}, testInfo) => {
  for (const theme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.context().clearCookies();
    await page.goto('/personal');
    await waitForScreen(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Scanned once they have finished fading or sliding in: mid-fade text has too little contrast.
    await expectFullyShown(page.getByRole('dialog', { name: 'Log in to continue' }));
    await expectAccessible(page, testInfo, `auth prompt ${theme}`);
    await signInAs(ANNA.email);
    await page.goto('/events/all');
    await waitForScreen(page);
    await page.getByRole('button', { name: /Account menu of Anna/ }).click();
    await expectFullyShown(page.getByRole('menu'));
    await expectAccessible(page, testInfo, `user menu ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    // The story viewer, paused: a playing story's bar fills for ever, it never settles to scan.
    await page.goto('/main');
    await waitForScreen(page);
    await page.getByRole('navigation', { name: 'Stories' }).getByRole('button').first().click();
    const story = page.getByRole('dialog', { name: /^Story: / });
    await story.getByRole('button', { name: 'Pause story' }).click();
    await expectFullyShown(story);
    await expectAccessible(page, testInfo, `story viewer ${theme}`);
    await page.keyboard.press('Escape');
    await expect(story).toBeHidden();
    await page.setViewportSize(VIEWPORTS.phone);
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await expectFullyShown(page.getByRole('navigation', { name: 'Main menu' }));
    await expectAccessible(page, testInfo, `phone drawer ${theme}`);
  }
});

/** A free session with a material that opens in the viewer dialog. */
const MATERIALS = demoModule(1);
const PHOTO = path.join(REPO_ROOT, 'server', 'demo', 'files', 'avatars', 'avatar-03.jpg');

test('overlays in light and dark: dropdown, crop dialog with the cropper, material viewer, snackbar', async ({
  page,
  newMember,
}, testInfo) => {
  // Four overlays, each scanned in two themes: more than the default 45 s on a busy machine.
  test.setTimeout(120_000);
  // A fresh member: the snackbar comes from saving a favorite, which must not change Anna's data.
  await newMember();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/personal');
    await waitForScreen(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const city = page.getByRole('combobox', { name: 'City' });
    await city.click();
    await expectFullyShown(page.getByRole('listbox', { name: 'City' }));
    await expectAccessible(page, testInfo, `dropdown ${theme}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'City' })).toBeHidden();

    const chooser = page.waitForEvent('filechooser');
    await page
      .locator('button')
      .filter({ hasText: /Add a photo|Change photo/ })
      .click();
    await (await chooser).setFiles(PHOTO);
    const crop = page.getByRole('dialog', { name: 'Crop your photo' });
    await expectFullyShown(crop);
    await expect(crop.getByRole('button', { name: 'Save photo' })).toBeEnabled();
    await waitForAnimations(page);
    await expectAccessible(page, testInfo, `crop dialog ${theme}`);
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toBeHidden();

    await page.goto(`/education/module/${MATERIALS.id}`);
    await waitForScreen(page);
    await page.getByRole('button', { name: `View ${MATERIALS.viewable[0].name}` }).click();
    const viewer = page.getByRole('dialog', { name: MATERIALS.viewable[0].name });
    await expectFullyShown(viewer);
    await expectAccessible(page, testInfo, `material viewer ${theme}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await page.goto('/education/all');
    await waitForScreen(page);
    await page
      .getByRole('button', { name: /^(Add to|Remove from) favorites$/ })
      .first()
      .click();
    await expectFullyShown(snackbar(page).filter({ hasText: /favorites/ }));
    await expectAccessible(page, testInfo, `snackbar ${theme}`);
  }
});
