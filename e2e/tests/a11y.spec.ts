/**
 * axe-core (WCAG 2.1 A + AA) on every screen of SPEC §2 in both themes, plus the overlays:
 * auth prompt, user menu, phone drawer. No serious or critical violation is allowed.
 * Each screen loads once and is scanned light, then dark (switched with the header's button).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y';
import { ANNA, VIEWPORTS } from '../fixtures/env';
import { expectFullyShown, waitForScreen } from '../fixtures/ready';
import { SCREENS } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';

/** Scans in light, switches to dark with the theme button, scans again (the checks are soft). */
async function scanBothThemes(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page, testInfo, `${label} light`);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, testInfo, `${label} dark`);
}

for (const s of SCREENS) {
  test(`${s.key} (${s.access === 'member' ? 'member' : 'visitor'}) in light and dark`, async ({
    page,
    signInAs,
  }, testInfo) => {
    if (s.access === 'member') await signInAs(ANNA.email);
    await page.goto(s.path);
    await waitForScreen(page);
    await scanBothThemes(page, testInfo, s.key);
  });
}

test('overlays in light and dark: auth prompt, user menu, phone drawer', async ({
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
    await page.setViewportSize(VIEWPORTS.phone);
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await expectFullyShown(page.getByRole('navigation', { name: 'Main menu' }));
    await expectAccessible(page, testInfo, `phone drawer ${theme}`);
  }
});
