/**
 * Server rendering (issue 12, README "Server rendering"): each public route's HTML already holds
 * its content before any JavaScript runs; the browser hydrates that HTML without a hydration
 * error and without asking the API again for data the page carried; crawlers find the head tags
 * and structured data; unknown ids and unpublished profiles answer 404 with the not-found page.
 */
import { createHash } from 'node:crypto';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { headingOf, screen } from '../fixtures/screens';
import { waitForScreen } from '../fixtures/ready';
import { JAMES, VIEWPORTS } from '../fixtures/env';

const PUBLIC = [
  'learning-list',
  'course',
  'module',
  'sponsor',
  'events-list',
  'event',
  'public-profile',
  'not-found',
];

/**
 * The startup lists (SPEC §2) each screen renders from: its page carries them (the route's
 * `load` in src/app/ssr/learningRoutes.ts and its neighbours), and the browser loads the others at startup.
 */
const CARRIED_LISTS: Record<(typeof PUBLIC)[number], string[]> = {
  'learning-list': ['tags', 'themes'],
  course: [],
  module: ['sponsors'],
  sponsor: [],
  'events-list': ['cities'],
  event: ['cities'],
  'public-profile': ['cities', 'specializations', 'universities', 'workPlaces'],
  'not-found': [],
};
const LIST_PATHS: Record<string, string> = {
  cities: '/api/references/cities/',
  workPlaces: '/api/references/work-places/',
  specializations: '/api/references/specializations/',
  universities: '/api/references/universities/',
  sponsors: '/api/references/sponsors/',
  tags: '/api/references/tags/',
  themes: '/api/courses/themes/',
};

/** The page's state element, as src/server.tsx writes it. */
function carriedLists(html: string): string[] {
  const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  const status = (JSON.parse(json ?? '{}') as { references?: { status?: object } }).references
    ?.status;
  return Object.entries(status ?? {})
    .filter(([, value]) => value === 'loaded')
    .map(([name]) => name)
    .sort();
}

/** API calls for data (pictures under /api/media/files are files, not data). */
const isDataCall = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/api/') &&
  !new URL(request.url()).pathname.startsWith('/api/media/files/');

/** The h1 hydrated: React has attached its fiber to the server's element. */
async function waitForHydratedHeading(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Records, in the page, each skeleton or spinner inserted into <main> after the HTML was parsed
 * (read with `loadingInserted`): hydration inserts none; a screen drawn from scratch inserts one
 * when it was drawn before its data.
 */
async function recordLoadingInserted(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLElement &&
            ((node.closest('main') &&
              (node.matches('[role="status"], [aria-busy="true"]') ||
                node.querySelector('[role="status"]:empty, [aria-busy="true"]'))) ||
              // A screen drawn from scratch inserts the whole layout, <main> inside it.
              node.querySelector('main [aria-busy="true"]'))
          )
            seen.push(node.outerHTML.slice(0, 160));
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

const loadingInserted = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

/**
 * Errors and warnings the page logs (a hydration mismatch among them), collected from now on;
 * a page answered 404 on purpose reports its own status as a failed load: not counted.
 */
function consoleProblems(page: Page, ownPath?: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const ownStatus = new URL(message.location().url || 'http://x/').pathname === ownPath;
    if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus)
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP stays strict: no 'unsafe-inline'; the inline boot script and each inline stylesheet
 * run only because the response's policy names its hash. JSON data blocks are not code.
 */
function expectInlineCodeAllowedByHash(html: string, csp: string | undefined) {
  const directive = (name: string) =>
    (csp ?? '').split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes),
  );
  expect(scripts.length, 'the boot script is inline').toBe(1);
  for (const [, , code] of scripts) expect(directive('script-src')).toContain(sha256(code));
  const styles = [...html.matchAll(/<style data-href="[^"]+">([\s\S]*?)<\/style>/g)];
  expect(styles.length, 'the stylesheets are inline').toBeGreaterThan(0);
  for (const [, css] of styles) expect(directive('style-src')).toContain(sha256(css));
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

for (const key of PUBLIC) {
  test(`${key}: content in the server's HTML, hydrated without errors or refetching`, async ({
    page,
    request,
    stack,
  }) => {
    const s = screen(key);
    const heading = await headingOf(s, request, stack.apiOrigin);

    // Before any JavaScript: the HTML as sent.
    const response = await request.get(s.path);
    expect(response.status()).toBe(key === 'not-found' ? 404 : 200);
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
    expect(decode(h1 ?? ''), 'the page heading is in the HTML').toMatch(heading);
    expectInlineCodeAllowedByHash(html, response.headers()['content-security-policy']);

    expect(carriedLists(html), 'the startup lists the screen renders from').toEqual(
      CARRIED_LISTS[key],
    );
    // The scripts are listed for the boot script, which adds them (public/boot.js).
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const listed = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/s.exec(html);
    const scripts = JSON.parse(listed?.[1] ?? '[]') as string[];
    expect(scripts.at(-1), 'the entry last').toMatch(/^\/js\/main\.[0-9a-f]+\.js$/);

    // In the browser: the same elements, hydrated.
    const problems = consoleProblems(page, s.path);
    const dataCalls: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (isDataCall(r)) dataCalls.push(new URL(r.url()).pathname);
      if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
    });
    // A skeleton or a spinner inserted after the HTML was parsed means the screen was rendered
    // again from scratch instead of hydrated.
    await recordLoadingInserted(page);
    await page.goto(s.path);
    await waitForHydratedHeading(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Let any effect that would fetch run: the network is idle after hydration.
    await page.waitForLoadState('networkidle');
    const otherLists = Object.keys(LIST_PATHS).filter((name) => !CARRIED_LISTS[key].includes(name));
    expect(
      dataCalls.sort(),
      'no API call for data the page already carried; the other startup lists, once each',
    ).toEqual(otherLists.map((name) => LIST_PATHS[name]).sort());
    // The scripts come after the page's largest picture (the one fetched with high priority),
    // or at most a second after the document was parsed.
    const timing = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart;
      return {
        imageEnd: image ? entries.find((e) => e.name === image.currentSrc)?.responseEnd : null,
        parsed,
        scriptStarts: entries
          .filter((e) => e.initiatorType === 'script' && /\/js\//.test(e.name))
          .map((e) => e.startTime),
        scripts: entries.filter((e) => /\/js\//.test(e.name)).length,
      };
    });
    expect(timing.scripts, 'every listed script loaded').toBeGreaterThanOrEqual(scripts.length);
    if (timing.imageEnd !== null) {
      expect(timing.imageEnd, 'the largest picture is fetched').toBeDefined();
      const earliest = Math.min(timing.imageEnd ?? 0, timing.parsed + 1000);
      for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(earliest);
    }
    // The page carried its critical CSS; the full files behind it come after the first paint.
    const inlineSheets = [...html.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href);
    expect(stylesheets.sort(), 'the full stylesheets, and no other').toEqual(inlineSheets.sort());
    const { firstPaint, starts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      starts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/css\/|\.woff2$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    for (const start of starts)
      expect(start, 'stylesheets and web fonts wait for the first paint').toBeGreaterThanOrEqual(
        firstPaint,
      );
    expect(problems, 'no hydration warning or error in the console').toEqual([]);
    expect(await loadingInserted(page), 'no loading state after the HTML arrived').toEqual([]);
  });
}

/** A reader who chose Russian: the preference, and the cookie the app mirrors it into. */
async function chooseRussian(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'locale', value: 'ru', url: baseURL ?? '' }]);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
}

for (const key of PUBLIC) {
  test(`${key} in Russian (the reader's cookie): Russian from the first paint, hydrated as it is`, async ({
    page,
    baseURL,
  }) => {
    const s = screen(key);
    await chooseRussian(page, baseURL);
    const problems = consoleProblems(page, s.path);
    const dataCalls: string[] = [];
    page.on('request', (r) => {
      if (isDataCall(r)) dataCalls.push(new URL(r.url()).pathname);
    });
    await recordLoadingInserted(page);
    const release = await holdScripts(page);
    const response = await page.goto(s.path, { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['cache-control'], 'never in a shared cache').toMatch(/^private/);
    // Before any script: the page is in Russian (the menu's own words), and says so.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeAttached();
    const h1 = await page.locator('main h1').elementHandle();
    // A heading that is English content (a course's name) says so, for a Russian voice not to
    // read it (WCAG 3.1.2); a Russian one does not.
    const english = !/\p{Script=Cyrillic}/u.test((await h1?.textContent()) ?? '');
    expect(await h1?.getAttribute('lang')).toBe(english ? 'en' : null);
    await release();
    await waitForHydratedHeading(page);
    // Hydrated: the server's own heading element got React's fiber, nothing drawn anew.
    expect(await h1?.evaluate((e) => e.isConnected)).toBe(true);
    expect(await h1?.getAttribute('lang')).toBe(english ? 'en' : null);
    await page.waitForLoadState('networkidle');
    const otherLists = Object.keys(LIST_PATHS).filter((name) => !CARRIED_LISTS[key].includes(name));
    expect(dataCalls.sort(), 'no API call for data the page carried').toEqual(
      otherLists.map((name) => LIST_PATHS[name]).sort(),
    );
    expect(problems, 'no hydration warning or error in the console').toEqual([]);
    expect(await loadingInserted(page), 'no loading state after the HTML arrived').toEqual([]);
  });
}

test('a reader who chose dark hydrates the page as it is: dark from the first paint, its logo and switch dark after', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const problems = consoleProblems(page);
  await recordLoadingInserted(page);
  const release = await holdScripts(page);
  await page.goto(screen('course').path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const h1 = await page.locator('main h1').elementHandle();
  await release();
  await waitForHydratedHeading(page);
  expect(await h1?.evaluate((e) => e.isConnected), 'hydrated, not drawn anew').toBe(true);
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
  await expect(page.locator('svg[role="img"][data-theme="black"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(problems, 'no hydration warning or error').toEqual([]);
  expect(await loadingInserted(page)).toEqual([]);
});

test('a Russian reader without the cookie yet: the English page drawn anew, Russian from the next page', async ({
  page,
  request,
}) => {
  // Chosen before the cookie existed, or a shared cache handed over the English page.
  await page.addInitScript(() => window.localStorage.setItem('locale', 'ru'));
  const course = screen('course').path;
  await page.goto(course);
  await expect(page.getByRole('heading', { level: 2, name: 'Программа курса' })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'locale')?.value)
    .toBe('ru');
  const response = await page.goto(course, { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain('Программа курса');
  // Crawlers and everyone without the cookie still get English, cacheable.
  const crawler = await request.get(course, { headers: { Cookie: '' } });
  expect(await crawler.text()).toContain('<html lang=en');
  expect(crawler.headers()['cache-control']).toMatch(/^public/);
});

/**
 * Opens a course page whose cover (its largest picture) never arrives; how long after the
 * document was parsed the first script was asked for.
 */
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

/** Holds the app's scripts back until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => void> = [];
  const scripts = /\/js\/.+\.js$/;
  await page.route(scripts, (route) => {
    held.push(() => void route.continue().catch(() => undefined));
  });
  return async () => {
    await expect
      .poll(() => held.length, { message: 'the scripts were asked for' })
      .toBeGreaterThan(0);
    await page.unroute(scripts);
    for (const release of held) release();
  };
}

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

test('a crawler (no JavaScript) finds the head tags and JSON-LD of a course and an event', async ({
  request,
  stack,
}) => {
  const course = await (await request.get(`${stack.apiOrigin}/api/courses/1/`)).json();
  const courseHtml = await (await request.get('/education/course/1')).text();
  expect(courseHtml).toContain(`<title>${course.name} · EduCommunity</title>`);
  expect(courseHtml).toMatch(/<meta name="description" content="[^"]+">/);
  expect(courseHtml).toMatch(
    /<link rel="canonical" href="https?:\/\/[^"]+\/education\/course\/1">/,
  );
  for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image'])
    expect(courseHtml).toMatch(new RegExp(`<meta property="${property}" content="[^"]+">`));
  expect(courseHtml).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
  expect(courseHtml).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
  const courseLd = jsonLd(courseHtml);
  expect(courseLd).toMatchObject([{ '@type': 'Course', name: course.name }]);

  const event = await (await request.get(`${stack.apiOrigin}/api/events/1/`)).json();
  const eventHtml = await (await request.get('/events/all/1')).text();
  expect(eventHtml).toContain('<meta property="og:type" content="article">');
  expect(eventHtml).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/events\/all\/1">/);
  const [eventLd] = jsonLd(eventHtml) as Record<string, unknown>[];
  expect(eventLd).toMatchObject({
    '@type': 'Event',
    name: event.name,
    startDate: event.starts_at,
    eventAttendanceMode: expect.stringMatching(
      /^https:\/\/schema\.org\/(On|Off)lineEventAttendanceMode$/,
    ),
    location: { '@type': expect.stringMatching(/^(Place|VirtualLocation)$/) },
  });
});

test("an article's link previews with its own title, picture and date; members' pages stay out of search results", async ({
  request,
  stack,
}) => {
  const article = await (await request.get(`${stack.apiOrigin}/api/media/articles/1/`)).json();
  const html = await (await request.get('/media/1')).text();
  expect(html).toContain(`<meta property="og:title" content="${article.name}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain(
    `<meta property="article:published_time" content="${article.published_at}">`,
  );
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
  expect(html).toMatch(/<meta name="description" content="[^"<]{20,}">/);
  // The sign-in screens' titles are in the HTML already, as their screens set them.
  expect(await (await request.get('/auth')).text()).toContain(
    '<title>Log in · EduCommunity</title>',
  );
  expect(await (await request.get('/register')).text()).toContain(
    '<title>Registration · EduCommunity</title>',
  );
  // Reading it is for members: a search engine would find only the page's shell.
  for (const path of ['/media/1', '/media', '/personal', '/communities/all', '/main'])
    expect(await (await request.get(path)).text(), path).toContain(
      '<meta name="robots" content="noindex">',
    );
});

test('square pictures (avatar, logo) get the small card; an SVG logo is no preview picture', async ({
  request,
}) => {
  const profile = await (await request.get('/publish/1')).text();
  expect(profile).toContain('<meta name="twitter:card" content="summary">');
  // The photo is the page's largest picture: fetched at once, first.
  expect(profile.match(/<img[^>]*fetchpriority="high"[^>]*>/gi) ?? []).toHaveLength(1);
  expect(profile).toMatch(/<meta property="og:image" content="[^"]+">/);
  const sponsor = await (await request.get('/education/sponsor/1')).text();
  expect(sponsor).not.toMatch(/<meta property="og:image" content="[^"]+\.svg">/);
});

test('a public page asked for in another case or with escapes goes to its one address', async ({
  request,
}) => {
  for (const [asked, own] of [
    ['/EDUCATION/Course/1?from=mail', '/education/course/1?from=mail'],
    ['/education/course/%31', '/education/course/1'],
    ['/education/%63ourses', '/education/courses'],
  ]) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(response.headers().location, asked).toBe(own);
  }
  // An escape that reads as no id is still not found.
  expect((await request.get('/education/course/%2F1')).status()).toBe(404);
});

test('sponsor and public profile carry Organization and Person JSON-LD', async ({ request }) => {
  expect(jsonLd(await (await request.get('/education/sponsor/1')).text())).toMatchObject([
    { '@type': 'Organization' },
  ]);
  expect(jsonLd(await (await request.get('/publish/1')).text())).toMatchObject([
    { '@type': 'Person' },
  ]);
});

test('unknown ids and an unpublished profile answer 404 with the not-found page', async ({
  request,
}) => {
  for (const path of [
    '/education/course/999999',
    '/education/module/999999',
    '/events/all/999999',
    '/education/sponsor/999999',
    '/publish/2',
    '/publish/abc',
    '/media/999999',
    '/no/such/page',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
  }
});

test('after hydration the tab keeps the title the server gave a missing page', async ({ page }) => {
  for (const path of [
    '/education/course/999999',
    '/education/module/999999',
    '/events/all/999999',
    '/education/sponsor/999999',
    '/publish/2',
    '/certificates/0123456789abcdef01234567',
  ]) {
    const response = await page.goto(path);
    const served = /<title>(.*?)<\/title>/.exec((await response!.text()) ?? '')?.[1];
    expect(served, path).toMatch(/not found · EduCommunity$/);
    await waitForScreen(page); // hydrated, its effects run: the app's own title is set
    expect(await page.title(), path).toBe(served);
  }
});

test('each tab of a list has its own title, on the server and after hydration', async ({
  page,
}) => {
  const expected: Record<string, string> = {
    '/education/all': 'Learning',
    '/education/courses': 'Learning: Courses',
    '/education/modules': 'Learning: Sessions',
    '/events/all': 'Events',
    '/events/upcoming': 'Events: Upcoming',
    '/events/past': 'Events: Past',
  };
  for (const [path, title] of Object.entries(expected)) {
    const response = await page.goto(path);
    expect(await response!.text(), path).toContain(`<title>${title} · EduCommunity</title>`);
    await waitForScreen(page);
    expect(await page.title(), path).toBe(`${title} · EduCommunity`);
  }
});

test('redirect routes answer with their redirect', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/education/all');
});

test('pages can be cached by a CDN: public, short shared lifetime, no cookie set', async ({
  request,
}) => {
  const response = await request.get('/education/course/1', {
    headers: { Cookie: 'accessToken=x; refreshToken=y' },
  });
  expect(response.headers()['cache-control']).toMatch(
    /public.*s-maxage=\d+.*stale-while-revalidate/,
  );
  expect(response.headers()['set-cookie']).toBeUndefined();
});

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]),
  );
}

test.describe('a reader in another time zone than the server', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('hydrates the event in the server zone without a mismatch, then shows the local time', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/events/all/1');
    await waitForHydratedHeading(page);
    // Tokyo is UTC+9 all year: the zone name the event's times carry once the app has taken over.
    await expect(page.getByText(/GMT\+9/).first()).toBeVisible();
    expect(problems, 'no hydration error').toEqual([]);
  });
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
