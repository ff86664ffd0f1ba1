/**
 * Server rendering (issue 12, README "Server rendering"): each public route's HTML already holds
 * its content before any JavaScript runs; the browser hydrates that HTML without a hydration
 * error and without asking the API again for data the page carried, in either language and
 * theme and in another time zone. What crawlers read: crawler.spec.ts; the boot script and
 * what happens before the scripts run: boot-script.spec.ts.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { headingOf, screen } from '../fixtures/screens';
import {
  holdRequests,
  holdScripts,
  isDataCall,
  loadingInserted,
  recordLoadingInserted,
  waitForHydratedHeading,
  watchRequests,
} from '../fixtures/hydration';

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
    const networkIdle = watchRequests(page);
    await page.goto(s.path);
    await waitForHydratedHeading(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Let any effect that would fetch run: the network is idle after hydration.
    await networkIdle();
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
    const networkIdle = watchRequests(page);
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
    await networkIdle();
    const otherLists = Object.keys(LIST_PATHS).filter((name) => !CARRIED_LISTS[key].includes(name));
    expect(dataCalls.sort(), 'no API call for data the page carried').toEqual(
      otherLists.map((name) => LIST_PATHS[name]).sort(),
    );
    expect(problems, 'no hydration warning or error in the console').toEqual([]);
    expect(await loadingInserted(page), 'no loading state after the HTML arrived').toEqual([]);
  });
}

/** --color-bg-primary of the dark theme (src/shared/styles/tokens.css), #171717. */
const DARK_PAGE = 'rgb(23, 23, 23)';

for (const key of PUBLIC) {
  test(`${key} for a reader who chose dark, in English and in Russian: dark from the first paint, hydrated as it is`, async ({
    page,
    baseURL,
  }) => {
    const s = screen(key);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    const problems = consoleProblems(page, s.path);
    await recordLoadingInserted(page);
    const networkIdle = watchRequests(page);
    for (const language of ['en', 'ru'] as const) {
      if (language === 'ru') await chooseRussian(page, baseURL);
      const release = await holdScripts(page);
      // The full sheets held too: the first paint has only the page's inline critical CSS, which
      // in Russian had lost the dark theme's colours (a white page with dark-theme text and logo).
      const releaseSheets = await holdRequests(page, /\/css\/.+\.css$/, 'the full sheets');
      await page.goto(s.path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(
        await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        `${language}: dark page colours before the full stylesheets`,
      ).toBe(DARK_PAGE);
      await releaseSheets();
      const h1 = await page.locator('main h1').elementHandle();
      await release();
      await waitForHydratedHeading(page);
      expect(
        await h1?.evaluate((e) => e.isConnected),
        `${language}: hydrated, not drawn anew`,
      ).toBe(true);
      const toLight = language === 'en' ? 'Switch to light theme' : 'Включить светлую тему';
      await expect(page.getByRole('button', { name: toLight }).first()).toBeVisible();
      await expect(page.locator('svg[role="img"][data-theme="black"]')).toHaveCount(0);
      await networkIdle();
      expect(await loadingInserted(page), `${language}: no loading state`).toEqual([]);
    }
    expect(problems, 'no hydration warning or error').toEqual([]);
  });
}

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
test('a reader whose clock is days off, or a page kept a while, hydrates as the server drew it', async ({
  page,
  request,
  stack,
}) => {
  // An event live now (server) that this reader's clock, a week early, has not reached.
  const events = (await (await request.get(`${stack.apiOrigin}/api/events/?page_size=100`)).json())
    .results as { id: number; starts_at: string; ends_at: string }[];
  const live = events.find(
    (e) => Date.parse(e.starts_at) <= Date.now() && Date.now() < Date.parse(e.ends_at),
  );
  const problems = consoleProblems(page);
  await page.clock.install({ time: new Date(Date.now() - 7 * 24 * 3600 * 1000) });
  for (const path of ['/events/all', ...(live ? [`/events/all/${live.id}`] : [])]) {
    await page.goto(path);
    await waitForHydratedHeading(page);
  }
  expect(problems, 'no hydration error').toEqual([]);
  // Hydrated as drawn, then by the reader's own clock: the live event is upcoming to them.
  if (live) await expect(page.getByText('Happening now')).toHaveCount(0);
});

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
