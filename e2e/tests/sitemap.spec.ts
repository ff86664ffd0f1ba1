/**
 * What a search engine finds (issue 12, README "Server rendering"): robots.txt names the
 * sitemap; the sitemap names every public page, also those no list links to (the catalogue
 * shows more with a button); each page it names answers 200 and calls itself by the same
 * address (its canonical link). One event has one address, whichever list it is opened from.
 */
import { expect, test } from '../fixtures/test';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const ogImageOf = (html: string) =>
  /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? null;

/** robots.txt's verdict for a path, as Google and Twitterbot read it: the longest rule wins. */
function allowedByRobots(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const [, kind, prefix] of robots.matchAll(/^(Allow|Disallow): (\S+)$/gm))
    if (path.startsWith(prefix) && prefix.length > best.length)
      best = { length: prefix.length, allow: kind === 'Allow' };
  return best.allow;
}
const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? null;

test('robots.txt names the sitemap; every page in it answers 200 with itself as canonical', async ({
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);

  const sitemap = await request.get(sitemapUrl!);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const addresses = locs(await sitemap.text());

  // As many courses, sessions and events as the API lists for a visitor.
  const count = async (path: string) =>
    ((await (await request.get(`${stack.apiOrigin}/api${path}`)).json()) as { count: number })
      .count;
  const paths = addresses.map((address) => new URL(address).pathname);
  expect(paths.filter((p) => p.startsWith('/education/course/'))).toHaveLength(
    await count('/media/search/?type=course'),
  );
  expect(paths.filter((p) => p.startsWith('/education/module/'))).toHaveLength(
    await count('/media/search/?type=module'),
  );
  expect(paths.filter((p) => /^\/events\/all\/\d+$/.test(p))).toHaveLength(
    await count('/events/?type=all'),
  );
  expect(paths.filter((p) => p.startsWith('/publish/'))).toHaveLength(
    await count('/communities/?type=all'),
  );
  expect(paths).toContain('/education/all');
  expect(paths).toContain('/education/sponsor/1');
  expect(new Set(paths).size).toBe(paths.length);

  // Pages the learning list does not link (it shows more with a button) are found here.
  const listHtml = await (await request.get('/education/all')).text();
  const unlinked = paths.filter(
    (p) => /^\/education\/(course|module)\//.test(p) && !listHtml.includes(`href="${p}"`),
  );
  expect(unlinked.length).toBeGreaterThan(0);

  const wrong: string[] = [];
  for (let i = 0; i < addresses.length; i += 4) {
    await Promise.all(
      addresses.slice(i, i + 4).map(async (address) => {
        const response = await request.get(address, { maxRedirects: 0 });
        const html = await response.text();
        const canonical = canonicalOf(html);
        if (response.status() !== 200 || canonical !== address)
          wrong.push(`${address}: ${response.status()}, canonical ${canonical}`);
        // Its link preview's picture may be fetched by a bot that obeys robots.txt.
        const image = ogImageOf(html);
        if (image && !allowedByRobots(robotsText, new URL(image).pathname))
          wrong.push(`${address}: og:image ${image} is disallowed by robots.txt`);
      }),
    );
  }
  expect(wrong).toEqual([]);
});

test('an event has one address: opened from any list, or with a trailing slash', async ({
  request,
}) => {
  const canonical = canonicalOf(await (await request.get('/events/all/1')).text());
  expect(canonical).toMatch(/\/events\/all\/1$/);
  for (const path of ['/events/upcoming/1', '/events/past/1', '/events/all/1/']) {
    const html = await (await request.get(path)).text();
    expect(canonicalOf(html), path).toBe(canonical);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
  }
  const course = await (await request.get('/education/course/1/')).text();
  expect(canonicalOf(course)).toMatch(/\/education\/course\/1$/);
});
