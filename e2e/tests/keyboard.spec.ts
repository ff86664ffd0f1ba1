/**
 * Keyboard only (issue 8, WCAG 2.1.1): the skip link, the menu, the auth prompt dialog, the user
 * menu, the phone drawer and the code entry are reachable and operable without a mouse.
 * (The searchable dropdown: profile.spec.ts; the module test: module-test.spec.ts.)
 */
import { lastCode } from '../fixtures/auth';
import { ANNA, JAMES, VIEWPORTS } from '../fixtures/env';
import { tabTo } from '../fixtures/keyboard';
import { expect, expectHeading, test } from '../fixtures/test';
import { expectFocusInside } from '../fixtures/ui';

test('skip link first, then the menu: Tab and Enter open a section', async ({ page }) => {
  await page.goto('/education/all');
  // A Tab pressed before the app has rendered finds nothing to focus.
  await expectHeading(page, 'Learning');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  const events = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Events' });
  await tabTo(page, events, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/all$/);
});

test('a locked item opens the auth prompt; focus stays inside it and comes back on Escape', async ({
  page,
}) => {
  await page.goto('/education/all');
  const news = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /^News/ });
  await tabTo(page, news);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
  await expect(dialog).toBeVisible();
  // The dialog takes focus just after it mounts; a Tab before that would leave from the menu.
  await expectFocusInside(dialog);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((d) => d.contains(document.activeElement)),
      'focus trapped in the dialog',
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(news).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  await tabTo(page, dialog.getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the user menu opens, moves with arrows, closes on Escape and activates with Enter', async ({
  page,
  signInAs,
}) => {
  await signInAs(ANNA.email);
  await page.goto('/events/all');
  const trigger = page.getByRole('button', { name: /Account menu of Anna/ });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Favorites' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/favorites\/all$/);
});

test('login by keyboard: email, Enter, code boxes with Backspace going back', async ({
  page,
  stack,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(JAMES.email);
  await page.keyboard.press('Enter');
  const box = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });
  await expect(box(1)).toBeFocused();
  const code = await lastCode(page.request, stack.apiOrigin, JAMES.email);
  await page.keyboard.type(code.slice(0, 2));
  await expect(box(3)).toBeFocused();
  await page.keyboard.press('Backspace'); // SPEC §5.1: clears the box and moves focus back
  await expect(box(2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(2)).toHaveValue('');
  await expect(box(1)).toBeFocused();
  await expect(box(1)).toHaveValue(code[0]);
  await page.keyboard.press('x'); // a non-digit key clears the box
  await expect(box(1)).toHaveValue('');
  await expect(box(1)).toBeFocused();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/main$/);
});

test.describe('phone width', () => {
  test.use({ viewport: VIEWPORTS.phone });
  test('the bottom bar menu opens the drawer by keyboard and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/education/all');
    const menuButton = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Events' }),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });
});
