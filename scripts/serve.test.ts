import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { cspHash } from './inlineAssets';
import {
  buildStaticServer,
  IMMUTABLE,
  PAGE_CACHE,
  PAGE_CACHE_BRIEF,
  PAGE_CACHE_OTHER_LANGUAGE,
  REVALIDATE,
  SHELL_CACHE,
} from './serve';

let root: string;
let upstream: FastifyInstance;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.mkdirSync(path.join(root, 'js'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><script>boot()</script></head><body><div id="root"></div><script defer src="/js/main.1a2b3c4d.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'js', 'main.1a2b3c4d.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  // The build's precompressed copy (webpack.config.js, precompressed()).
  fs.writeFileSync(
    path.join(root, 'js', 'main.1a2b3c4d.js.br'),
    zlib.brotliCompressSync(fs.readFileSync(path.join(root, 'js', 'main.1a2b3c4d.js'))),
  );
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, 'chunk-groups.json'), '{}');

  upstream = Fastify();
  upstream.all('/*', async (request) => ({
    method: request.method,
    url: request.url,
    auth: request.headers.authorization ?? null,
    body: request.body ?? null,
  }));
  const apiOrigin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  app = await buildStaticServer({ root, apiOrigin });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('security headers', () => {
  test('a CSP without unsafe-inline or unsafe-eval, no framing, nosniff, strict referrer', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // index.html's one inline script, the boot script, runs by its hash.
    expect(csp).toContain(`script-src 'self' ${cspHash('boot()')}`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('static files', () => {
  test('index.html is revalidated on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  test('hashed files are immutable for a year and compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/js/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test("the build's brotli copy is sent as it is, with the original's type and caching", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/js/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const body = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(body).toBe(fs.readFileSync(path.join(root, 'js', 'main.1a2b3c4d.js'), 'utf8'));
  });

  test('unhashed files are revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  test('deep links get index.html (SPA fallback); missing files stay 404', async () => {
    for (const url of [
      '/education/all',
      '/education/course/3?tab=1',
      '/publish/5',
      // A stray dot is still a page's address (the app says it is not found), not a file's.
      '/education/course/3.',
      '/publish/1.5',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe(REVALIDATE);
    }
    expect((await app.inject({ method: 'GET', url: '/js/missing.deadbeef.js' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/robots.TXT' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/education/all' })).statusCode).toBe(404);
  });

  test('the build manifest and the server bundle are not published, however the path is spelled', async () => {
    fs.mkdirSync(path.join(root, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(root, 'ssr', 'bundle.js'), 'exports.secret = 1;');
    for (const url of [
      '/chunk-groups.json',
      '//chunk-groups.json',
      '/./chunk-groups.json',
      '/ssr/bundle.js',
      '//ssr/bundle.js',
      '/./ssr/bundle.js',
      '/js/../ssr/bundle.js',
      '/js/%2e%2e/ssr/bundle.js',
      '/%2fssr/bundle.js',
    ])
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
  });
});

describe('/api proxy', () => {
  test('forwards method, path, query, headers and body unchanged', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/?x=1',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      payload: { email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      method: 'POST',
      url: '/api/auth/login/?x=1',
      auth: 'Bearer t',
      body: { email: 'a@b.c' },
    });
  });

  test("an unreachable API (restarting, down) answers 503 with Retry-After, as the API's own outage", async () => {
    // A crowd audit restarted the one API behind the web server: 6 s of 502 without Retry-After
    // or a code, where the API itself, with its database away, says 503 service_unavailable.
    const lonely = await buildStaticServer({ root, apiOrigin: 'http://127.0.0.1:9' });
    const response = await lonely.inject({ method: 'GET', url: '/api/courses/1/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      detail: 'The API server is not reachable.',
      code: 'service_unavailable',
    });
    await lonely.close();
  });

  test('a stuck API answers 504 in the API error shape after the timeout', async () => {
    // Takes the connection, never answers.
    const stuck = net.createServer(() => undefined);
    await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
    const { port } = stuck.address() as net.AddressInfo;
    const waiting = await buildStaticServer({
      root,
      apiOrigin: `http://127.0.0.1:${port}`,
      apiTimeoutMs: 200,
    });
    try {
      const response = await waiting.inject({ method: 'GET', url: '/api/courses/1/' });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        detail: 'The API server did not answer in time.',
        code: 'service_unavailable',
      });
    } finally {
      await waiting.close();
      stuck.close();
    }
  });
});

describe('server-rendered pages', () => {
  let ssrRoot: string;
  let ssrApp: FastifyInstance;

  beforeAll(async () => {
    ssrRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-ssr-test-'));
    fs.mkdirSync(path.join(ssrRoot, 'ssr'));
    fs.mkdirSync(path.join(ssrRoot, 'css'));
    fs.writeFileSync(path.join(ssrRoot, 'index.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(ssrRoot, 'chunk-groups.json'), '{}');
    fs.writeFileSync(path.join(ssrRoot, 'css', 'main.1a2b3c4d.css'), 'body{margin:0}');
    // A stand-in for dist/ssr/index.js (src/server.tsx): counts its renders.
    fs.writeFileSync(
      path.join(ssrRoot, 'ssr', 'index.js'),
      `let renders = 0;
       exports.localeOfCookieHeader = (header) =>
         /(^|;\\s*)locale=ru/.test(header || '') ? 'ru' : 'en';
       // As src/app/ssr/pageUrl.ts, for two of its parameters.
       exports.pageUrl = (url) => {
         const [path, query = ''] = url.split('?');
         const params = new URLSearchParams(query);
         const kept = new URLSearchParams();
         for (const name of ['q', 'page']) if (params.get(name)) kept.set(name, params.get(name));
         return kept.size ? path + '?' + kept : path;
       };
       exports.isWithdrawable = (url) => url.startsWith('/publish/');
       exports.renderPage = async ({ url, locale, publicOrigin }) => {
         renders += 1;
         if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 100));
         if (url === '/') return { kind: 'redirect', status: 302, location: '/education/all' };
         // The API down: the page renders its error, and says 503 (src/app/ssr/unavailable.ts).
         if (require('node:fs').existsSync(require('node:path').join(__dirname, 'api-down')))
           return {
             kind: 'page',
             status: 503,
             body: require('node:stream').Readable.from(['<p>Try again, render ', String(renders), '</p>']),
           };
         return {
           kind: 'page',
           status: 200,
           // "Курс" split inside its first letter: the page must still read whole.
           body: require('node:stream').Readable.from([
             '<!-- ', publicOrigin, ' -->',
             '<style data-href="/css/main.1a2b3c4d.css">p{margin:0}.unused{color:red}</style>',
             Buffer.from('<p>'), Buffer.from([0xd0]), Buffer.from([0x9a]), Buffer.from('урс '),
             url, ' render ', String(renders), locale === 'ru' ? ' ru' : '', '</p>',
           ]),
         };
       };`,
    );
    ssrApp = await buildStaticServer({ root: ssrRoot, apiOrigin: 'http://127.0.0.1:9' });
  });

  afterAll(async () => {
    await ssrApp.close();
    fs.rmSync(ssrRoot, { recursive: true, force: true });
  });

  test("a page's CSP names the hash of each stylesheet it inlines, as cut to its markup", async () => {
    const response = await ssrApp.inject({ method: 'GET', url: '/events/all' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<style data-href="/css/main.1a2b3c4d.css">p{margin:0}</style>',
    );
    expect(String(response.headers['content-security-policy'])).toContain(
      `style-src 'self' ${cspHash('p{margin:0}')}`,
    );
  });

  test('a rendered page is reused for its URL for a few seconds; other URLs render', async () => {
    const first = await ssrApp.inject({ method: 'GET', url: '/education/all' });
    const again = await Promise.all([
      ssrApp.inject({ method: 'GET', url: '/education/all' }),
      ssrApp.inject({ method: 'GET', url: '/education/all' }),
    ]);
    const other = await ssrApp.inject({ method: 'GET', url: '/education/all?page=2' });
    expect(first.body).toMatch(/<p>Курс \/education\/all render \d+<\/p>/);
    for (const response of again) expect(response.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
    expect(first.headers['cache-control']).toBe(PAGE_CACHE);
  });

  test("a reader's language cookie gets the page in that language, private; session cookies change nothing", async () => {
    const english = await ssrApp.inject({ method: 'GET', url: '/events/all/2' });
    const signedIn = await ssrApp.inject({
      method: 'GET',
      url: '/events/all/2',
      headers: { cookie: 'accessToken=a; refreshToken=r' },
    });
    const russian = await ssrApp.inject({
      method: 'GET',
      url: '/events/all/2',
      headers: { cookie: 'accessToken=a; locale=ru' },
    });
    expect(signedIn.body).toBe(english.body);
    expect(signedIn.headers['cache-control']).toBe(PAGE_CACHE);
    // Rendered for its language (not the English page from the cache), never in a shared cache.
    expect(russian.body).toMatch(/render \d+ ru<\/p>/);
    expect(russian.headers['cache-control']).toBe(PAGE_CACHE_OTHER_LANGUAGE);
    const englishAgain = await ssrApp.inject({ method: 'GET', url: '/events/all/2' });
    expect(englishAgain.body).toBe(english.body);
  });

  test('a page is compressed once per render: brotli or gzip as accepted, else plain', async () => {
    const plain = await ssrApp.inject({
      method: 'GET',
      url: '/events/all/1',
      headers: { 'accept-encoding': 'identity' },
    });
    const br = await ssrApp.inject({
      method: 'GET',
      url: '/events/all/1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gzip = await ssrApp.inject({
      method: 'GET',
      url: '/events/all/1',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, br, gzip])
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<p>Курс /events/all/1 render');
  });

  test('a Host or forwarded protocol no URL can be built on is a bad request, not a page', async () => {
    for (const headers of [
      { host: 'a<b>' },
      { host: 'evil.example/x' },
      { 'x-forwarded-proto': 'javascript' },
    ]) {
      const response = await ssrApp.inject({ method: 'GET', url: '/education/all', headers });
      expect([headers, response.statusCode]).toEqual([headers, 400]);
    }
  });

  test("absolute URLs name the request's Host, whatever X-Forwarded-Host a client sent through a proxy", async () => {
    // The inject client is 127.0.0.1, a trusted proxy (loopback) whose forwarded headers Fastify
    // believes: as nginx passing a client's own X-Forwarded-Host on.
    const response = await ssrApp.inject({
      method: 'GET',
      url: '/education/course/3',
      headers: { host: 'edu.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(response.body).toContain('<!-- http://edu.example -->');
  });

  test('renders wait their turn; past the waiting room a page is 503 with Retry-After, not a pile-up', async () => {
    const narrow = await buildStaticServer({
      root: ssrRoot,
      apiOrigin: 'http://127.0.0.1:9',
      pageCacheSeconds: 0,
      renderConcurrency: 1,
      renderWaiting: 1,
    });
    try {
      const answers = await Promise.all(
        ['/slow/a', '/slow/b', '/slow/c'].map((url) => narrow.inject({ method: 'GET', url })),
      );
      // One renders, one waits, the third finds the waiting room full (whichever came last).
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503]);
      const refused = answers.find((a) => a.statusCode === 503)!;
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['cache-control']).toBe('no-store');
      // Afterwards the place is free again.
      expect((await narrow.inject({ method: 'GET', url: '/slow/d' })).statusCode).toBe(200);
    } finally {
      await narrow.close();
    }
  });

  test('a page whose data failed is 503 for now: no cache keeps it, the next request renders', async () => {
    const apiDown = path.join(ssrRoot, 'ssr', 'api-down');
    fs.writeFileSync(apiDown, '');
    const failed = await ssrApp.inject({ method: 'GET', url: '/education/course/5' });
    fs.rmSync(apiDown);
    const next = await ssrApp.inject({ method: 'GET', url: '/education/course/5' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.body).toMatch(/<p>Try again, render \d+<\/p>/);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('/education/course/5 render');
  });

  test('while the data fails, a page rendered before is still sent (stale), not the error', async () => {
    const shortLived = await buildStaticServer({
      root: ssrRoot,
      apiOrigin: 'http://127.0.0.1:9',
      pageCacheSeconds: 0.05,
      pageStaleSeconds: 60,
    });
    const apiDown = path.join(ssrRoot, 'ssr', 'api-down');
    try {
      const good = await shortLived.inject({ method: 'GET', url: '/events/all/7' });
      fs.writeFileSync(apiDown, '');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stale = await shortLived.inject({ method: 'GET', url: '/events/all/7' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(good.body);
    } finally {
      fs.rmSync(apiDown, { force: true });
      await shortLived.close();
    }
  });

  test('a page has a validator: asked again with it, 304 and no body', async () => {
    const first = await ssrApp.inject({ method: 'GET', url: '/education/course/8' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{16}"$/);
    const again = await ssrApp.inject({
      method: 'GET',
      url: '/education/course/8',
      headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await ssrApp.inject({
      method: 'GET',
      url: '/education/course/8',
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  test('a query parameter no screen reads is the same page: one render, which does not see it', async () => {
    const first = await ssrApp.inject({ method: 'GET', url: '/events/upcoming?x=1' });
    const second = await ssrApp.inject({ method: 'GET', url: '/events/upcoming?utm_source=a&x=2' });
    const paged = await ssrApp.inject({ method: 'GET', url: '/events/upcoming?x=3&page=2' });
    expect(first.body).toMatch(/<p>Курс \/events\/upcoming render \d+<\/p>/);
    expect(second.body).toBe(first.body);
    expect(paged.body).toMatch(/<p>Курс \/events\/upcoming\?page=2 render \d+<\/p>/);
  });

  test('Cache-Control by kind of page: a profile briefly and never stale, others as PAGE_CACHE', async () => {
    const header = async (url: string, cookie?: string) =>
      (await ssrApp.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers[
        'cache-control'
      ];
    expect(await header('/publish/41')).toBe(PAGE_CACHE_BRIEF);
    expect(PAGE_CACHE_BRIEF).not.toMatch(/stale-while-revalidate|stale-if-error/);
    expect(await header('/education/course/41')).toBe(PAGE_CACHE);
    expect(await header('/events/all/41')).toBe(PAGE_CACHE);
    expect(await header('/education/all?q=a')).toBe(PAGE_CACHE);
    expect(await header('/publish/41', 'locale=ru')).toBe(PAGE_CACHE_OTHER_LANGUAGE);
  });

  test('a profile is not sent stale: once not fresh, the next request waits for a new render', async () => {
    const shortLived = await buildStaticServer({
      root: ssrRoot,
      apiOrigin: 'http://127.0.0.1:9',
      pageCacheSeconds: 0.05,
      pageStaleSeconds: 60,
    });
    try {
      const profile = await shortLived.inject({ method: 'GET', url: '/publish/41' });
      const event = await shortLived.inject({ method: 'GET', url: '/events/all/41' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const profileAgain = await shortLived.inject({ method: 'GET', url: '/publish/41' });
      const eventAgain = await shortLived.inject({ method: 'GET', url: '/events/all/41' });
      expect(eventAgain.body).toBe(event.body);
      expect(profileAgain.body).toContain('/publish/41 render');
      expect(profileAgain.body).not.toBe(profile.body);
    } finally {
      await shortLived.close();
    }
  });

  describe("one client's renders", () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await buildStaticServer({
        root: ssrRoot,
        apiOrigin: 'http://127.0.0.1:9',
        renderConcurrency: 1,
        renderWaiting: 64,
        rendersPerClient: 2,
      });
    });
    afterAll(() => limited.close());

    const get = (url: string, remoteAddress: string) =>
      limited.inject({ method: 'GET', url, remoteAddress });
    const rendered = (response: { body: string }) => response.body.includes(' render ');
    /** The first `n` of the answers to settle, in the order they did. */
    const firstOf = <T>(n: number, answers: Promise<T>[]) =>
      new Promise<T[]>((resolve) => {
        const settled: T[] = [];
        for (const answer of answers)
          void answer.then((value) => {
            if (settled.push(value) === n) resolve(settled);
          });
      });

    test('past its share a client gets the shell, uncached; another client and kept pages are served', async () => {
      const kept = await get('/slow/kept', '127.0.0.1');
      const pending = [1, 2, 3, 4, 5].map((n) => get(`/slow/list?q=${n}`, '203.0.113.7'));
      // Three shells are sent at once, while the client's two renders are still under way…
      const shells = await firstOf(3, pending);
      for (const shell of shells) {
        expect(shell.statusCode).toBe(200);
        expect(shell.body).toBe('<div id="root"></div>');
        expect(shell.headers['cache-control']).toBe(SHELL_CACHE);
      }
      // …and meanwhile a page the cache holds is no render: never refused, even to this client.
      const [keptAgain, other] = await Promise.all([
        get('/slow/kept', '203.0.113.7'),
        get('/slow/other', '203.0.113.8'),
      ]);
      expect(keptAgain.body).toBe(kept.body);
      expect(rendered(other)).toBe(true);
      expect((await Promise.all(pending)).filter(rendered)).toHaveLength(2);
      // Its renders done, the client is served again.
      expect(rendered(await get('/slow/list?q=6', '203.0.113.7'))).toBe(true);
    });

    test("an IPv6 client's /64 is one client, as in the API's limits", async () => {
      const answers = await Promise.all(
        ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c'].map((address, n) =>
          get(`/slow/v6?q=${n}`, address),
        ),
      );
      expect(answers.filter(rendered)).toHaveLength(2);
    });
  });

  test('redirect routes answer their redirect', async () => {
    const response = await ssrApp.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/education/all');
  });

  test('a redirect keeps the query the reader asked with, whole, each time', async () => {
    for (const query of ['?utm_source=mail&x=1', '?from=a', '?utm_source=b']) {
      const response = await ssrApp.inject({ method: 'GET', url: `/${query}` });
      expect(response.headers.location).toBe(`/education/all${query}`);
    }
  });
});
