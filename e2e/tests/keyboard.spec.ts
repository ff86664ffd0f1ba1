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
  // The page behind is inert, not only hidden by aria-modal: no click, focus or find reaches it.
  const behindIsInert = () =>
    page.evaluate(() => Boolean(document.getElementById('main-content')?.closest('[inert]')));
  expect(await behindIsInert()).toBe(true);
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
  expect(await behindIsInert()).toBe(false);
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

test('WCAG 3.3.8: the code from the email can be pasted into the boxes (Ctrl+V)', async ({
  page,
  context,
  stack,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/auth');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(JAMES.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
  const code = await lastCode(page.request, stack.apiOrigin, JAMES.email);
  await page.evaluate((text) => navigator.clipboard.writeText(text), `Your code: ${code}`);
  await page.keyboard.press('ControlOrMeta+V');
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

  test('the open drawer keeps focus: Tab and Shift+Tab never reach the page behind', async ({
    page,
  }) => {
    await page.goto('/education/all');
    await expectHeading(page, 'Learning');
    const menuButton = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const drawer = page.locator('#app-sidebar');
    const behindIsInert = () =>
      page.locator('#main-content').evaluate((main) => main.closest('[inert]') !== null);
    await expect.poll(behindIsInert).toBe(true);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press(key);
        expect(
          await drawer.evaluate((d) => d.contains(document.activeElement)),
          `${key} #${i + 1} stays in the drawer`,
        ).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await behindIsInert()).toBe(false);
  });

  test('WCAG 2.4.11: no focused element is hidden under the sticky header or the bottom bar', async ({
    page,
  }) => {
    await page.goto('/education/all');
    await expectHeading(page, 'Learning');
    await expect(page.locator('main a[href]').nth(5)).toBeVisible();
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate(() => {
        const el = document.activeElement;
        const header = document.querySelector('header');
        const bar = document.querySelector('nav[aria-label="Quick navigation"]');
        if (!el || el === document.body || !header || !bar) return null;
        // The bars' own controls, and the skip link that is drawn above them, are not covered.
        if (header.contains(el) || bar.contains(el)) return null;
        if (el.matches('a[href="#main-content"]')) return null;
        const r = el.getBoundingClientRect();
        const top = header.getBoundingClientRect().bottom;
        const bottom = bar.getBoundingClientRect().top;
        const label = `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40)}`;
        // An element taller than the gap between the bars cannot fit: then it must fill it.
        const fits = r.height <= bottom - top;
        const ok = fits
          ? r.top >= top - 1 && r.bottom <= bottom + 1
          : r.top < bottom && r.bottom > top;
        return ok
          ? null
          : `${label}: ${Math.round(r.top)}..${Math.round(r.bottom)} not within ${Math.round(top)}..${Math.round(bottom)}`;
      });
      expect(hit, `Tab #${i + 1}`).toBeNull();
    }
  });
});
