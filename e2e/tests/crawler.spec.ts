/**
 * What a crawler or a link preview reads, with no JavaScript (README "Server rendering"): head
 * tags and JSON-LD, one address per page, 404 for unknown ids and unpublished profiles, each
 * tab's title, redirects, and headers a CDN can cache by.
 */
import { expect, startStack, test, type Stack } from '../fixtures/test';
import { contentWithMoreEvents } from '../fixtures/moreEvents';
import { waitForScreen } from '../fixtures/ready';
import { isDataCall } from '../fixtures/hydration';

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
    ['/events/All/1', '/events/all/1'],
  ]) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(response.headers().location, asked).toBe(own);
  }
  // An escape that reads as no id is still not found.
  expect((await request.get('/education/course/%2F1')).status()).toBe(404);
});

test('an address ending in a slash goes to its one address, where its tab is the current one', async ({
  request,
  page,
}) => {
  for (const [asked, own] of [
    ['/events/past/', '/events/past'],
    ['/education/all/?q=teach', '/education/all?q=teach'],
    ['/education/course/1//', '/education/course/1'],
    ['/favorites/all/', '/favorites/all'],
  ]) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(response.headers().location, asked).toBe(own);
  }
  // Never to another site: /.//host/ reads as the path //host/.
  const odd = await request.get('/.//example.com/', { maxRedirects: 0 });
  expect(odd.headers().location ?? '').not.toMatch(/^\/\//);
  // Before: /events/past/ showed the past events with no tab marked as the current one.
  await page.goto('/events/past/');
  await expect(page).toHaveURL(/\/events\/past$/);
  await expect(page.getByRole('link', { name: 'Past', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('session, sponsor and public profile carry Course, Organization and Person JSON-LD', async ({
  request,
}) => {
  expect(jsonLd(await (await request.get('/education/module/1')).text())).toMatchObject([
    { '@type': 'Course', isPartOf: { '@type': 'Course' } },
  ]);
  expect(jsonLd(await (await request.get('/education/sponsor/1')).text())).toMatchObject([
    { '@type': 'Organization' },
  ]);
  expect(jsonLd(await (await request.get('/publish/1')).text())).toMatchObject([
    { '@type': 'Person' },
  ]);
});

test('unknown ids and an unpublished profile answer 404 (the not-found page, or the certificate check saying so)', async ({
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
    '/certificates/0123456789abcdef01234567',
    '/no/such/page',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
  }
});

test('after hydration the tab keeps the title the server gave a missing page, and the page is not asked for again', async ({
  page,
}) => {
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (isDataCall(r)) dataCalls.push(new URL(r.url()).pathname);
  });
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
    // The server's 404 is final for this view (settleNotFound in src/shared/api/serverState.ts).
    await page.waitForLoadState('networkidle');
    const id = path.split('/').at(-1)!;
    expect(
      dataCalls.filter((call) => call.split('/').includes(id)),
      path,
    ).toEqual([]);
  }
});

test('a page past the end of the events list answers 404 with its own "no such page", and hydrates as it is', async ({
  page,
  request,
}) => {
  // Before: 200, an empty list to a search engine (a soft 404).
  const response = await request.get('/events/all?page=99');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('There is no such page');
  // A real second page would name itself as canonical; the first never carries ?page.
  expect(await (await request.get('/events/all?page=1')).text()).toMatch(
    /<link rel="canonical" href="https?:\/\/[^"]+\/events\/all">/,
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    const own = new URL(message.location().url || 'http://x/').pathname === '/events/all';
    if ((message.type() === 'error' || message.type() === 'warning') && !own)
      problems.push(message.text());
  });
  const eventCalls: string[] = [];
  page.on('request', (r) => {
    if (isDataCall(r) && new URL(r.url()).pathname === '/api/events/') eventCalls.push(r.url());
  });
  await page.goto('/events/all?page=99');
  await waitForScreen(page);
  await expect(page.getByText('There is no such page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(eventCalls, "the server's 404 is final for this view").toEqual([]);
  expect(problems).toEqual([]);
});

test("a list's link preview has the site's picture, which is served, with its size and alt", async ({
  request,
}) => {
  for (const path of ['/education/all', '/events/all']) {
    const html = await (await request.get(path)).text();
    // Before: no og:image, so a shared list showed no picture.
    const image = /<meta property="og:image" content="(https?:\/\/[^"]+)">/.exec(html)?.[1];
    expect(image, path).toMatch(/\/og\.png$/);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="EduCommunity">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const picture = await request.get(new URL(image!).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect((await picture.body()).length).toBeLessThan(30_000);
  }
});

test("a list page's state has no id of the server's own requests: random bytes of the first round trip", async ({
  request,
}) => {
  const html = await (await request.get('/education/all')).text();
  expect(html).toContain('"fulfilledTimeStamp"');
  expect(html).not.toContain('"requestId"');
});

/** A stack whose events list has a second page (the demo's twelve events fill exactly one). */
const withTwoPagesOfEvents = test.extend<{ paged: Stack }>({
  paged: async ({}, use) => {
    const stack = await startStack({ content: contentWithMoreEvents(5) });
    await use(stack);
    await stack.close();
  },
});

withTwoPagesOfEvents(
  "a crawler (no JavaScript) follows the events list's pager to page 2 and finds other events there",
  async ({ request, paged }) => {
    const first = await request.get(`${paged.baseURL}/events/all`);
    expect(first.status()).toBe(200);
    const firstHtml = await first.text();
    const firstPager = pagerLinks(firstHtml);
    // Before, the pager was buttons: nothing a crawler could follow past the first page.
    const next = firstPager.find((link) => link.text === 'Next');
    expect(next?.href).toBe('/events/all?page=2');
    expect(firstPager.find((link) => link.text === 'Back')).toEqual({ text: 'Back', href: null });

    const second = await request.get(new URL(next!.href!, paged.baseURL).href);
    expect(second.status()).toBe(200);
    const secondHtml = await second.text();
    expect(secondHtml).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"]+\/events\/all\?page=2">/,
    );
    expect(secondHtml).not.toContain('<meta name="robots" content="noindex">');
    const firstEvents = eventLinks(firstHtml);
    const secondEvents = eventLinks(secondHtml);
    expect(firstEvents).toHaveLength(12);
    expect(secondEvents).toHaveLength(5);
    expect(secondEvents.filter((href) => firstEvents.includes(href))).toEqual([]);
    // The last page links back to the first (no ?page) and has no Next to follow.
    const secondPager = pagerLinks(secondHtml);
    expect(secondPager.find((link) => link.text === 'Back')?.href).toBe('/events/all');
    expect(secondPager.find((link) => link.text === 'Next')).toEqual({ text: 'Next', href: null });
  },
);

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

/** The pager's links as a crawler reads them: text and address (null: a link with none). */
function pagerLinks(html: string): { text: string; href: string | null }[] {
  const nav = /<nav aria-label="Pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    text: inner.replace(/<[^>]*>/g, '').trim(),
    href: /\bhref="([^"]*)"/.exec(attributes)?.[1].replace(/&amp;/g, '&') ?? null,
  }));
}

/** The distinct event pages a list's HTML links to. */
function eventLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/events\/all\/\d+)"/g)].map((m) => m[1]))];
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]),
  );
}
