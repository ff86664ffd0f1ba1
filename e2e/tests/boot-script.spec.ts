/**
 * Before and while the scripts run on a server-rendered page (README "Server rendering"): the
 * inline boot script holds them back for the largest picture no longer than a second, asks a
 * failed script again, and keeps presses and typing made before hydration; the header is there
 * before the scripts; the fonts and stylesheets come in without a flash.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { screen } from '../fixtures/screens';
import { JAMES, VIEWPORTS } from '../fixtures/env';
import { card, expectSnackbar, snackbar } from '../fixtures/ui';
import { demoContent } from '../../server/demo/demoContent';
import {
  holdScripts,
  isDataCall,
  loadingInserted,
  recordLoadingInserted,
  waitForHydratedHeading,
} from '../fixtures/hydration';

const MODULE = demoContent.modules.find((m) => m.id === 1)!.name;

async function scriptsAfterParsedWithoutPicture(page: Page): Promise<number> {
  const held: Array<() => void> = [];
  await page.route(/\/api\/media\/files\/covers\//, (route) => {
    held.push(() => void route.abort().catch(() => undefined));
  });
  await page.goto(screen('course').path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => held.length, { message: 'the cover was asked for and held' })
    .toBeGreaterThan(0);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/js\//.test(entry.name)),
  );
  const { parsed, firstScript } = await page.evaluate(() => ({
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domContentLoadedEventStart,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/js\//.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  for (const release of held) release();
  return firstScript - parsed;
}

test('a largest picture that never arrives holds the scripts back one second, no longer', async ({
  page,
}) => {
  const wait = await scriptsAfterParsedWithoutPicture(page);
  expect(wait).toBeGreaterThanOrEqual(900);
  expect(wait).toBeLessThan(3000);
  await waitForHydratedHeading(page);
});

test('a browser that draws its own screen (signed in, Russian) gets the scripts at once', async ({
  page,
  signInAs,
}) => {
  await signInAs(JAMES.email);
  expect(await scriptsAfterParsedWithoutPicture(page)).toBeLessThan(500);
  await page.context().clearCookies();
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
  expect(await scriptsAfterParsedWithoutPicture(page)).toBeLessThan(500);
});

test('a browser that draws its own screen draws it with its data: no skeleton after the page', async ({
  page,
  signInAs,
}) => {
  const course = screen('course').path;
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (isDataCall(r)) dataCalls.push(new URL(r.url()).pathname);
  });
  await recordLoadingInserted(page);
  // A Russian visitor: the server's answers are a visitor's, in any language; none asked again.
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
  await page.goto(course);
  await expect(page.getByRole('heading', { level: 2, name: 'Программа курса' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadingInserted(page), 'Russian: no skeleton').toEqual([]);
  expect(dataCalls, "the course is the server's").not.toContain('/api/courses/1/');

  // A signed-in reader: the course again with their session (their progress), before drawing.
  await signInAs(JAMES.email);
  dataCalls.length = 0;
  await page.goto(course);
  await expect(page.getByRole('button', { name: 'Меню аккаунта: James Miller' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ваш прогресс' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadingInserted(page), 'signed in: no skeleton').toEqual([]);
  expect(dataCalls.filter((call) => call === '/api/courses/1/')).toHaveLength(1);
});

const EARLY_PRESSES: Array<{ what: string; button: (page: Page) => Locator }> = [
  {
    what: "the menu's lock",
    button: (page) =>
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /^News/ }),
  },
  {
    // Inside the screen's own (lazy) chunk, unlike the menu's lock: it has its handler only once
    // the screen has hydrated, after React started listening.
    what: "a card's heart",
    button: (page) => page.getByRole('button', { name: 'Add to favorites' }).first(),
  },
];

for (const { what, button } of EARLY_PRESSES) {
  test(`${what} pressed before the scripts ran opens the prompt once the screen is hydrated`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(screen('learning-list').path, { waitUntil: 'domcontentloaded' });
    // The page is painted and the button looks ready: the reader presses it.
    await button(page).click();
    const prompt = page.getByRole('dialog', { name: 'Log in to continue' });
    await expect(prompt).toHaveCount(0);
    await release();
    await expect(prompt).toBeVisible();
  });
}

// A signed-in reader's browser draws its own screen over the server's (a visitor's): the heart
// pressed on the server's page is gone by then, and its counterpart on the reader's screen is
// pressed, as long as it is still the same press (a heart already full is left alone).
test("a card's heart a signed-in reader pressed on the server's page is pressed on their own screen", async ({
  page,
  newMember,
}) => {
  await newMember();
  const path = `/education/modules?q=${encodeURIComponent(MODULE)}`;
  let release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await card(page, MODULE).getByRole('button', { name: 'Add to favorites' }).click();
  await release();
  await expectSnackbar(page, 'Report added to favorites');
  const full = card(page, MODULE).getByRole('button', { name: 'Remove from favorites' });
  await expect(full).toBeVisible();

  // Again, now that it is a favorite: the server's page still shows it empty, the reader's full.
  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await card(page, MODULE).getByRole('button', { name: 'Add to favorites' }).click();
  await release();
  await expect(full).toBeVisible();
  await page.waitForTimeout(500);
  await expect(full).toBeVisible();
  await expect(snackbar(page)).toHaveCount(0);
});

test('text typed into the search box before the scripts ran is kept and searched for', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(screen('learning-list').path, { waitUntil: 'domcontentloaded' });
  // The page is painted and its search box looks ready: the reader types into it.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('design');
  await release();
  // Scripts, hydration, the search's debounce and the new page: 2 s alone, 6–7 s at 8× CPU
  // throttling, and past 10 s once on a machine busy with other suites.
  await expect(page).toHaveURL(/[?&]q=design(&|$)/, { timeout: 20_000 });
  await expect(search).toHaveValue('design');
});

test('a script that failed to load is asked for again, and the page comes alive', async ({
  page,
}) => {
  // The network drops for a moment after the page came: each of the app's scripts fails once.
  const asked = new Map<string, number>();
  await page.route(/\/js\/.+\.js$/, (route) => {
    const file = new URL(route.request().url()).pathname;
    asked.set(file, (asked.get(file) ?? 0) + 1);
    return asked.get(file) === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto(screen('learning-list').path, { waitUntil: 'domcontentloaded' });
  await waitForHydratedHeading(page);
  // The page answers presses: the theme switch switches.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(
    [...asked.values()].every((times) => times >= 2),
    'each asked for again',
  ).toBe(true);
});

test('a switch pressed while the page hydrates is handled once, by React alone', async ({
  page,
}) => {
  // Pressed in the task after React started listening, before the screen has hydrated: React
  // handles it; the boot script must not press it again when the screen is shown (back to light).
  await page.addInitScript(() => {
    document.addEventListener('app-listening', () =>
      setTimeout(() =>
        document.querySelector<HTMLButtonElement>('[aria-label="Switch to dark theme"]')?.click(),
      ),
    );
  });
  await page.goto(screen('learning-list').path);
  await waitForHydratedHeading(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.waitForTimeout(500);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('a switch pressed twice before the scripts ran switches once', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(screen('learning-list').path, { waitUntil: 'domcontentloaded' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  // Twice on a dead switch means "switch it": pressed again once, not twice (back to light).
  for (let i = 0; i < 2; i += 1) await toDark.click();
  await release();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // Not pressed again later on.
  await page.waitForTimeout(500);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('a phone shows the header logo before the scripts run; a desktop only the sidebar one', async ({
  page,
}) => {
  const logos = page.getByRole('link', { name: 'Go to the home page' });
  await page.setViewportSize(VIEWPORTS.phone);
  const release = await holdScripts(page);
  await page.goto(screen('learning-list').path, { waitUntil: 'domcontentloaded' });
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Go to the home page' }),
  ).toBeVisible();
  await expect(logos).toHaveCount(1);
  await release();
  await waitForHydratedHeading(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Go to the home page' }),
  ).toBeVisible();
  await expect(logos).toHaveCount(1);

  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Go to the home page' }),
  ).toBeHidden();
  await expect(logos).toHaveCount(1);
});

test('a tablet header has its menu button and logo before the scripts run, and they stay put', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  const release = await holdScripts(page);
  await page.goto(screen('learning-list').path, { waitUntil: 'domcontentloaded' });
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Open menu' });
  const logo = header.getByRole('link', { name: 'Go to the home page' });
  await expect(menuButton).toBeVisible();
  await expect(logo).toBeVisible();
  const before = await logo.boundingBox();
  await release();
  await waitForHydratedHeading(page);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(await logo.boundingBox()).toEqual(before);
  await menuButton.click();
  await expect(page.locator('#app-sidebar')).not.toHaveAttribute('aria-hidden', 'true');
});

test('a first visit reads its first page in the fallback and fetches Inter after the first paint; Inter comes in on the next page, and before the first paint once cached', async ({
  page,
}) => {
  // When <html> got the web-fonts class (tokens.css: the stack starts with Inter from then on).
  await page.addInitScript(() => {
    const w = window as unknown as { webFontsAt?: number };
    // On the document: the init script runs before <html> exists.
    new MutationObserver(() => {
      if (document.documentElement?.classList.contains('web-fonts'))
        w.webFontsAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  });
  const timing = () =>
    page.evaluate(() => ({
      webFontsAt: (window as unknown as { webFontsAt?: number }).webFontsAt ?? NaN,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      font: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'))
        ?.startTime,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
        /\/js\/main\./.test(e.name),
      )?.responseEnd,
    }));
  const headingFont = () =>
    page.locator('main h1').evaluate((h1) => getComputedStyle(h1).fontFamily);

  await page.goto('/events/all/1');
  await waitForHydratedHeading(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBe('cached');
  const first = await timing();
  expect(first.font).toBeGreaterThanOrEqual(first.firstPaint);
  // Fetched, not let in: the page being read keeps its letters.
  expect(first.font).toEqual(expect.any(Number));
  // After the app's scripts: they do not share the network with it.
  expect(first.font).toBeGreaterThan(first.scripts ?? Infinity);
  await expect(page.locator('html')).not.toHaveClass(/web-fonts/);
  expect(await headingFont()).toMatch(/^"?Inter Fallback/);
  // The same page with a query is still that page.
  await page.evaluate(() => {
    window.history.pushState(window.history.state, '', '/events/all/1?from=list');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.locator('html')).not.toHaveClass(/web-fonts/);

  // The reader goes on to another page of the app: drawn in Inter.
  const before = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events\/all$/);
  await expect(page.locator('html')).toHaveClass(/web-fonts/);
  expect((await timing()).webFontsAt).toBeGreaterThan(before);
  expect(await headingFont()).toMatch(/^"?Inter"?,/);

  await page.goto('/events/all/1');
  await expect(page.locator('h1')).toBeVisible();
  // The paint entry is reported a frame after the paint.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  const again = await timing();
  expect(again.webFontsAt).toBeLessThan(again.firstPaint);
  expect(await headingFont()).toMatch(/^"?Inter"?,/);
});

test("a signed-in reader's browser draws its own screen only with the full stylesheets", async ({
  page,
  signInAs,
}) => {
  await signInAs(JAMES.email);
  // Slow stylesheets: without the wait, the signed-in header would be drawn before they apply.
  await page.route('**/css/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // Whether every full stylesheet had applied when the account menu first appeared.
  await page.addInitScript(() => {
    const w = window as unknown as { sheetsAtRender?: boolean[] };
    new MutationObserver(() => {
      if (w.sheetsAtRender || !document.querySelector('[aria-label^="Account menu of"]')) return;
      w.sheetsAtRender = Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (link) => link.sheet !== null,
      );
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/education/all');
  await expect(page.getByRole('button', { name: /Account menu of James/ })).toBeVisible();
  const sheets = await page.evaluate(
    () => (window as unknown as { sheetsAtRender?: boolean[] }).sheetsAtRender,
  );
  expect(sheets?.length, 'the full sheets were there').toBeGreaterThan(0);
  expect(sheets, 'and had applied').not.toContain(false);
});

test('a signed-in reader is not shown "Log in" on the server\'s page while the app loads', async ({
  page,
  signInAs,
}) => {
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  // A visitor: the server's page has it before any script.
  let release = await holdScripts(page);
  await page.goto('/education/all', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  await expect(logIn).toBeVisible();
  await release();
  await waitForHydratedHeading(page);
  await expect(logIn).toBeVisible();

  // Signed in: the same page (the public view, README "Server rendering"), its "Log in" hidden
  // by the boot script until the app draws the account menu.
  await signInAs(JAMES.email);
  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto('/education/all', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  await expect(page.locator('header a[href="/auth"]'), "in the server's page").toHaveCount(1);
  await expect(logIn).toBeHidden();
  await release();
  await expect(page.getByRole('button', { name: /Account menu of James/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('session'))).toBe(
    false,
  );

  // One session cookie without the other is no session (SPEC §4): the boot script cannot tell,
  // and hides "Log in"; the app, which removes the stray cookie, shows it again.
  await page.context().clearCookies();
  await page
    .context()
    .addCookies([{ name: 'refreshToken', value: 'stray.token.value', url: page.url() }]);
  await page.unrouteAll();
  await page.goto('/education/all');
  await waitForHydratedHeading(page);
  await expect(logIn).toBeVisible();
});
