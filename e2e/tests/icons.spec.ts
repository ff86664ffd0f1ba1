/**
 * Icons from the sprite (README "Decisions": icons as one SVG sprite). A server-rendered page
 * carries the symbol of every icon it shows, so a crawler and the first paint have them with no
 * script and no request; a screen reached in the app whose icons the first page lacked gets
 * them from the sprite file, each symbol once.
 */
import type { Page } from '@playwright/test';
import { ANNA } from '../fixtures/env';
import { waitForScreen } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

const SPRITE_FILE = /\/assets\/icons\.[0-9a-f]{8}\.svg$/;

/** The symbol ids the icons in a page's HTML use, and the symbols it defines. */
function iconsOf(html: string) {
  const used = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]));
  const defined = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  return { used, defined };
}

/** Each icon's symbol id, whether the document has it (once), and the icon's drawn width. */
function drawnIcons(page: Page, within: string) {
  return page.locator(`${within} svg.lucide`).evaluateAll((icons) =>
    icons
      .filter((icon) => icon.getBoundingClientRect().width > 0)
      .map((icon) => {
        const use = icon.querySelector('use')!;
        const id = use.getAttribute('href')!.slice(1);
        return {
          id,
          symbols: document.querySelectorAll(`[id="${id}"]`).length,
          width: Math.round(use.getBBox().width),
        };
      }),
  );
}

test('a server-rendered page carries the symbol of each icon it uses, once, before the app', async ({
  request,
}) => {
  for (const path of ['/education/all', '/education/course/1', '/events/all/1']) {
    const html = await (await request.get(path)).text();
    const { used, defined } = iconsOf(html);
    expect(used.size, path).toBeGreaterThan(3);
    expect(
      [...used].filter((id) => !defined.includes(id)),
      path,
    ).toEqual([]);
    expect(new Set(defined).size, `${path}: a symbol twice`).toBe(defined.length);
    // Icons are drawn from symbols, not path data of their own.
    expect(html, path).not.toMatch(/<svg class="lucide[^>]*>(?!<use )/);
    expect(html.indexOf('<symbol '), path).toBeLessThan(html.indexOf('<div id="root">'));
  }
});

test('before any script runs, the page draws its icons without asking for the sprite', async ({
  page,
}) => {
  const spriteAsked: string[] = [];
  page.on('request', (r) => {
    if (SPRITE_FILE.test(new URL(r.url()).pathname)) spriteAsked.push(r.url());
  });
  // The app's scripts never arrive: what a reader sees before them, and a crawler that renders.
  await page.route('**/js/**', (route) => route.abort());
  await page.goto('/education/all');
  const icons = await drawnIcons(page, 'body');
  expect(icons.length).toBeGreaterThan(3);
  for (const icon of icons) expect(icon, icon.id).toMatchObject({ symbols: 1 });
  for (const icon of icons) expect(icon.width, icon.id).toBeGreaterThan(0);
  expect(spriteAsked).toEqual([]);
  // The symbols' holder takes no room (global.css; an <svg> is a block 150 px high otherwise).
  await expect(page.locator('#icon-sprite')).toBeHidden();
});

for (const [reader, target] of [
  ['a visitor', 'a course'],
  ['a member', 'the personal account'],
] as const)
  test(`${reader} going from the list to ${target} in the app sees its icons, each symbol once`, async ({
    page,
    request,
    signInAs,
  }) => {
    if (reader === 'a member') await signInAs(ANNA.email);
    const listSymbols = iconsOf(await (await request.get('/education/all')).text()).defined;
    await page.goto('/education/all');
    await waitForScreen(page);
    if (target === 'a course')
      await page.locator('main a[href^="/education/course/"]').first().click();
    else await page.locator('a[href="/personal"]').first().click();
    await waitForScreen(page);
    await expect
      .poll(async () => {
        const icons = await drawnIcons(page, 'main');
        return icons.filter((i) => i.symbols !== 1 || i.width === 0).map((i) => i.id);
      })
      .toEqual([]);
    const icons = await drawnIcons(page, 'main');
    // The screen shows icons the first page had no symbol of: they came with the sprite.
    expect(icons.filter((i) => !listSymbols.includes(i.id)).length).toBeGreaterThan(0);
    await expect(page.locator('#icon-sprite')).toBeHidden();
  });

test('once its first screen is shown, a page fetches the whole sprite once, at an idle moment', async ({
  page,
}) => {
  const spriteAsked: string[] = [];
  page.on('request', (r) => {
    if (SPRITE_FILE.test(new URL(r.url()).pathname)) spriteAsked.push(r.url());
  });
  await page.goto('/education/all');
  await waitForScreen(page);
  // Every icon of the app is then in the document, for the next screens and an offline moment.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('#icon-sprite symbol').length))
    .toBeGreaterThan(50);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('symbol')].map((symbol) => symbol.id),
  );
  expect(new Set(ids).size).toBe(ids.length);
  await page.waitForTimeout(500);
  expect(spriteAsked).toHaveLength(1);
});
