import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SITEMAP_CACHE, sitemapRoutes, type SitemapRoutesOptions } from './sitemapRoutes';

let root: string;
const apps: FastifyInstance[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-test-'));
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /api/\n');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

/** A stand-in for the server entry's two functions: counts the listings, may fail them. */
function standIn(answers: (() => Promise<string[]>)[]) {
  const listed: string[] = [];
  return {
    listed,
    sitemap: {
      publicPaths: async (apiBaseUrl: string) => {
        listed.push(apiBaseUrl);
        const next = answers[Math.min(listed.length, answers.length) - 1];
        return next();
      },
      sitemapXml: (origin: string, pagePaths: readonly string[]) =>
        pagePaths.map((p) => `${origin}${p}`).join(' '),
    },
  };
}

async function serverWith(options: Partial<SitemapRoutesOptions>) {
  const app = Fastify();
  apps.push(app);
  await app.register(sitemapRoutes, {
    root,
    sitemap: null,
    apiOrigin: 'http://api.internal:8000',
    ...options,
  });
  return app;
}

describe('/robots.txt', () => {
  test("the build's rules and the sitemap's absolute address on the public origin", async () => {
    const { sitemap } = standIn([async () => []]);
    const app = await serverWith({ sitemap, publicOrigin: 'https://edu.example' });
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://edu.example/sitemap.xml\n',
    );
  });

  test("without PUBLIC_ORIGIN, the request's own origin; without a server bundle, no sitemap", async () => {
    const { sitemap } = standIn([async () => []]);
    const withBundle = await serverWith({ sitemap });
    const own = await withBundle.inject({
      url: '/robots.txt',
      headers: { host: 'site.test:8080' },
    });
    expect(own.body).toContain('Sitemap: http://site.test:8080/sitemap.xml');
    const withoutBundle = await serverWith({ sitemap: null });
    const plain = await withoutBundle.inject({ url: '/robots.txt' });
    expect(plain.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
    expect((await withoutBundle.inject({ url: '/sitemap.xml' })).statusCode).toBe(404);
  });
});

describe('/sitemap.xml', () => {
  test('the public pages as XML, from the API, cacheable for an hour', async () => {
    const { sitemap, listed } = standIn([async () => ['/education/all', '/education/course/1']]);
    const app = await serverWith({ sitemap, publicOrigin: 'https://edu.example' });
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SITEMAP_CACHE);
    expect(response.body).toBe(
      'https://edu.example/education/all https://edu.example/education/course/1',
    );
    expect(listed).toEqual(['http://api.internal:8000/api']);
  });

  test('the pages are listed once per period, whatever Host a client sends', async () => {
    const { sitemap, listed } = standIn([async () => ['/events/all']]);
    const app = await serverWith({ sitemap });
    const hosts = ['a.test', 'b.test', 'c.test', 'd.test', 'e.test', 'a.test'];
    const bodies = [];
    for (const host of hosts)
      bodies.push((await app.inject({ url: '/sitemap.xml', headers: { host } })).body);
    expect(bodies).toEqual(hosts.map((host) => `http://${host}/events/all`));
    expect(listed).toHaveLength(1);
  });

  test('the API failing: 503 to come back later; once a list exists, the last one is sent', async () => {
    const failing = async (): Promise<string[]> => {
      throw new Error('API down');
    };
    const { sitemap, listed } = standIn([failing, async () => ['/events/all/1'], failing]);
    // Fresh for 10 ms only: every later request lists anew, in the background.
    const app = await serverWith({ sitemap, publicOrigin: 'https://e.x', freshSeconds: 0.01 });

    const down = await app.inject({ url: '/sitemap.xml' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('300');
    expect(down.headers['cache-control']).toBe('no-store');

    expect((await app.inject({ url: '/sitemap.xml' })).body).toBe('https://e.x/events/all/1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Stale: sent as it is while a new listing runs (and fails).
    const stale = await app.inject({ url: '/sitemap.xml' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('https://e.x/events/all/1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listed).toHaveLength(3);
    expect((await app.inject({ url: '/sitemap.xml' })).body).toBe('https://e.x/events/all/1');
  });
});
