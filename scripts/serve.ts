/**
 * The web server of the built app, the one place that serves it: `npm run build && npm run serve`.
 *   - serves dist/ compressed (the build's brotli/gzip copies, else on the fly); content-hashed
 *     files are cached for a year (immutable), other unhashed files are revalidated on every
 *     load (no-cache);
 *   - any GET that is not a file (no extension in its last segment) is a page: it is rendered
 *     on the server by the server entry's bundle, dist/ssr/index.js (src/server.tsx, through
 *     ./pageRender.ts; README "Server rendering"), with its data, head tags and status (404 for
 *     unknown ids); redirect routes answer 302. Pages are rendered as a visitor sees them
 *     whatever session cookies the request carries, in the language of its `locale` cookie: in
 *     the default language they are cacheable by a CDN (PAGE_CACHE below), in another private
 *     (PAGE_CACHE_OTHER_LANGUAGE). Without the bundle (or with `ssr: false`) a page is
 *     index.html (SPA fallback); missing files stay 404;
 *   - /api/* is forwarded unchanged (./apiProxy.ts) to API_ORIGIN (default
 *     http://127.0.0.1:8000), except that X-Forwarded-For is set to the client's address as this
 *     server sees it (the API trusts loopback peers for it, so its per-address rate limits count
 *     real clients, not this proxy), and X-Forwarded-Host/-Proto name the origin the client used;
 *   - security headers: a CSP without 'unsafe-inline'/'unsafe-eval' (the one inline script of
 *     index.html, the boot script, and the stylesheets a rendered page inlines are allowed by
 *     their hashes: ./inlineAssets.ts), frame-ancestors 'none', nosniff, Referrer-Policy
 *     strict-origin-when-cross-origin.
 * Env: PORT (default 8080), HOST (default 127.0.0.1), API_ORIGIN, DIST_DIR, TRUST_PROXY (as the
 * API's, server/README.md: who in front of this server may name the client; default loopback),
 * PUBLIC_ORIGIN (the site's address as readers see it, for canonical links, og:url, og:image
 * and JSON-LD; default http://HOST:PORT), PAGE_CACHE_SECONDS and PAGE_STALE_SECONDS (a rendered
 * page is sent as it is for 5 s, then while a new render replaces it up to 60 s: ./pageCache.ts;
 * PAGE_CACHE_SECONDS=0 renders every request), RENDERS_PER_CLIENT (a client's renders under way,
 * default 4; past them it gets the app's shell: ./clientRenders.ts).
 * e2e tests start it with buildStaticServer({ root, apiOrigin, pageCacheSeconds: 0 }) on a free
 * port (e2e/fixtures/webServer.ts says why without the page cache).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { parseTrustProxy, type TrustProxy } from '../server/config';
import { rateLimitAddress } from '../server/lib/clientKey';
import { API_PROXY_TIMEOUT_MS, registerApiProxy } from './apiProxy';
import { createClientRenders } from './clientRenders';
import { inlineScriptSources, loadInlineStyles, serializeCsp } from './inlineAssets';
import { createPageCache, type CachedPage } from './pageCache';
import { createPageRenderer, loadServerBundle, PageUnavailable } from './pageRender';
import { createRenderQueue, RenderQueueFull } from './renderQueue';
import { refuseBadHost, requestOrigin } from './requestOrigin';
import { RETRY_AFTER_SECONDS } from './retryAfter';
import { sitemapRoutes } from './sitemapRoutes';

export interface StaticServerOptions {
  /** The built app (default: dist/ next to this script's folder). */
  root?: string;
  /** Where /api/* goes (default http://127.0.0.1:8000). */
  apiOrigin?: string;
  logger?: boolean;
  /** Peers in front of this server whose X-Forwarded-For is believed (default loopback). */
  trustProxy?: TrustProxy;
  /** Render pages on the server when the build has dist/ssr/index.js (default true). */
  ssr?: boolean;
  /** The public address for absolute URLs (default: the request's own origin). */
  publicOrigin?: string;
  /** A rendered page is sent as it is this long (./pageCache.ts; default 5, 0 = no cache). */
  pageCacheSeconds?: number;
  /** ...and while a new render replaces it, up to this age (default 60, a CDN's s-maxage). */
  pageStaleSeconds?: number;
  /** Page renders at a time, and how many may wait (./renderQueue.ts; default 2 and 64). */
  renderConcurrency?: number;
  renderWaiting?: number;
  /** A client's renders under way; past them it gets the shell (./clientRenders.ts; default 4). */
  rendersPerClient?: number;
  /** How long /api waits for the API's answer, in ms (default API_PROXY_TIMEOUT_MS). */
  apiTimeoutMs?: number;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/**
 * Server-rendered pages. Safe for a shared cache: the page is the same for every request to
 * the URL (rendered without the request's cookies or headers, no Set-Cookie), so it is keyed by
 * URL alone (and Accept-Encoding, which compression adds to Vary). Browsers revalidate
 * (max-age=0); a CDN keeps it a minute and serves a stale copy while it fetches a fresh one,
 * and for a day while the site answers errors (stale-if-error: a page whose data failed is a
 * 503 that no cache keeps).
 */
export const PAGE_CACHE =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
/**
 * A page its owner may take down at any moment, a published profile
 * (src/app/ssr/cachePolicy.ts): a minute in a shared cache, and no stale copy after it, neither
 * while revalidating nor while the site errs (PAGE_CACHE would let a CDN show an unpublished
 * profile for ten more minutes, or a day). This server keeps it only while fresh (5 s).
 */
export const PAGE_CACHE_BRIEF = 'public, max-age=0, s-maxage=60';
/**
 * The app's shell without a render (./clientRenders.ts): the browser draws the page from the API.
 * Not a page any cache may keep for the URL.
 */
export const SHELL_CACHE = 'no-store';
/**
 * A page in another language than the default, for a reader whose `locale` cookie asks for it
 * (src/shared/lib/localeCookie.ts): the same public content, but no shared cache may give it
 * to a reader of the default language (or a crawler) who asks for the same URL. A CDN that keys
 * its cache on that cookie may serve it; one that does not serves the default language's page
 * to everyone, and a Russian reader's browser then draws the page anew in Russian.
 */
export const PAGE_CACHE_OTHER_LANGUAGE = 'private, max-age=0';

/**
 * webpack names hashed files name.[8 hex](.chunk).ext (see webpack.config.js), and writes .br
 * and .gz copies beside scripts, stylesheets and SVGs.
 */
const HASHED_FILE =
  /\.[0-9a-f]{8}(\.chunk)?\.(js|css|woff2?|png|jpe?g|svg|webp|avif|gif)(\.br|\.gz)?$/;

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Off: on plain-http hosts (local runs, tests) it would rewrite same-origin requests to https.
  upgradeInsecureRequests: null,
};

export async function buildStaticServer(
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  const root = path.resolve(options.root ?? path.join(__dirname, '..', 'dist'));
  const apiOrigin = options.apiOrigin ?? 'http://127.0.0.1:8000';
  const apiTimeoutMs = options.apiTimeoutMs ?? API_PROXY_TIMEOUT_MS;
  // Not `true`: that would believe any client's X-Forwarded-For and let it pick the address the
  // API rate-limits. As the edge server, request.ip is the socket address.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? ['loopback'],
  });

  const indexFile = path.join(root, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  const policy = {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...inlineScriptSources(template)],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: policy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app opens external registration links in new tabs; it embeds nothing cross-origin.
    crossOriginEmbedderPolicy: false,
    // Internet Explorer 8's alone (no "Open" button on downloads); the app does not run there.
    // Its 28 bytes were in every page's first round trip (README "Server rendering").
    xDownloadOptions: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await registerApiProxy(app, { upstream: apiOrigin, timeoutMs: apiTimeoutMs });

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    cacheControl: false,
    // The size manifest and the server bundle are build output, not part of the site.
    // Checked as the file is found: `//ssr/index.js` or `/js/../ssr/…` name the same file.
    allowedPath: (pathName) => {
      const file = path.posix.normalize(pathName);
      return file !== '/chunk-groups.json' && !file.startsWith('/ssr/');
    },
    // index.html as a file would be the unrendered shell: pages go through the handler below.
    index: false,
    // The build's .br/.gz copies (brotli 11, gzip 9) when the browser accepts them; the compress
    // plugin leaves a response that already has a Content-Encoding alone.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // The same URL is sent brotli, gzip or plain by what the request accepts: a shared cache
      // must key on it (the compress plugin says so itself; precompressed copies do not).
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader(
        'Cache-Control',
        HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE,
      );
    },
  });

  const bundle = options.ssr === false ? null : loadServerBundle(root);
  const inlineStyles = bundle ? loadInlineStyles(root) : new Map();
  const chunkGroups = bundle
    ? (JSON.parse(fs.readFileSync(path.join(root, 'chunk-groups.json'), 'utf8')) as Record<
        string,
        string[]
      >)
    : {};

  // /robots.txt (the build's, with the sitemap's address) and /sitemap.xml: routes of their own
  // win over the static files' wildcard.
  await app.register(sitemapRoutes, {
    root,
    sitemap: bundle,
    apiOrigin,
    publicOrigin: options.publicOrigin,
  });

  const cacheSeconds = options.pageCacheSeconds ?? 5;
  const pageCache = createPageCache({
    freshMs: cacheSeconds * 1000,
    // After the visitor's own scripts, styles and pictures (./pageCache.ts).
    revalidateAfterMs: 2000,
    staleMs: (options.pageStaleSeconds ?? 60) * 1000,
  });
  // A closing server starts no render: the bundle and the API may be going away with it.
  app.addHook('onClose', async () => pageCache.close());

  const renders = createRenderQueue({
    concurrency: options.renderConcurrency ?? 2,
    maxWaiting: options.renderWaiting ?? 64,
  });
  const clientRenders = createClientRenders(options.rendersPerClient ?? 4);

  const render = createPageRenderer({
    apiOrigin,
    template,
    chunkGroups,
    inlineStyles,
    // Kept pages get brotli's and gzip's best (./pageRender.ts).
    bestCompression: cacheSeconds > 0,
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!bundle) return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    const origin = options.publicOrigin ?? requestOrigin(request);
    if (!origin) return refuseBadHost(reply);
    // Without PUBLIC_ORIGIN the page's absolute URLs depend on the Host it was asked by.
    // The reader's language is the one thing of theirs a page depends on (their cookie).
    const locale = bundle.localeOfCookieHeader(request.headers.cookie);
    // The URL as the app reads it: made-up query parameters are the same page, rendered once.
    const url = bundle.pageUrl(request.url);
    const key = `${options.publicOrigin ? '' : origin} ${locale} ${url}`;
    const withdrawable = bundle.isWithdrawable(url);
    // Never sent stale: an unpublished profile is gone once this one is no longer fresh.
    const cacheOptions = withdrawable ? { staleMs: cacheSeconds * 1000 } : undefined;
    const client = rateLimitAddress(request.ip);
    // Kept pages are never refused, whoever asks; a new render only up to the client's share.
    if (!pageCache.holds(key, cacheOptions) && !clientRenders.mayStart(client))
      return reply
        .header('Cache-Control', SHELL_CACHE)
        .type('text/html; charset=utf-8')
        .send(template);
    let page: CachedPage;
    let cacheControl =
      locale !== bundle.localeOfCookieHeader(undefined)
        ? PAGE_CACHE_OTHER_LANGUAGE
        : withdrawable
          ? PAGE_CACHE_BRIEF
          : PAGE_CACHE;
    try {
      page = await pageCache.get(
        key,
        // A render that replaces a stale page is the cache's, not the client's: this client was
        // answered from the kept copy, and each page is re-rendered at most once per fresh life.
        // Counted against the client, it held one of its places while waiting behind readers.
        (background) =>
          background
            ? renders(() => render(bundle, url, origin, locale), { background })
            : clientRenders.run(client, () => renders(() => render(bundle, url, origin, locale))),
        cacheOptions,
      );
    } catch (error) {
      if (error instanceof PageUnavailable) {
        // The page with its error and "Try again", for now only (a stale copy, if the cache
        // has one, is what the next requests get).
        page = error.page;
        cacheControl = 'no-store';
        reply.header('Retry-After', RETRY_AFTER_SECONDS);
      } else if (error instanceof RenderQueueFull) {
        return reply
          .code(503)
          .header('Retry-After', RETRY_AFTER_SECONDS)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(error.message);
      } else throw error;
    }
    reply.header('Cache-Control', cacheControl);
    if (page.location)
      return reply.redirect(keepAskedQuery(page.location, request.url), page.status);
    // This page's own inline stylesheets join the policy (helmet's header is the default).
    reply.header(
      'Content-Security-Policy',
      serializeCsp({ ...policy, styleSrc: [...policy.styleSrc, ...(page.styleSources ?? [])] }),
    );
    reply.code(page.status).type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (page.status === 200 && page.etag) {
      reply.header('ETag', page.etag);
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    const body = encoding ? page[encoding] : undefined;
    if (encoding && body) return reply.header('Content-Encoding', encoding).send(body);
    return reply.send(page.html);
  }

  // The site root is a page too (a redirect route), not the static index.html.
  app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const lastSegment = pathname.split('/').pop() ?? '';
    // A missing file (`/js/old.1a2b.js`) is a plain 404; a page's address with a stray dot
    // (`/education/course/1.`, `/publish/1.5`) is a page, so it gets the not-found screen.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z][a-z0-9]*$/i.test(lastSegment);
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendPage(request, reply);
  });

  return app;
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A redirect changes the page's path only: the query the reader asked with goes along whole
 * (`utm_source`, `from=mail`), although the page was rendered, and its redirect cached, from
 * its reading of the URL (src/app/ssr/pageUrl.ts). Without one, the location's own.
 */
export function keepAskedQuery(location: string, asked: string): string {
  const mark = asked.indexOf('?');
  return mark < 0 ? location : `${location.split('?')[0]}${asked.slice(mark)}`;
}

/** A number from the environment, or undefined for the default. */
const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await buildStaticServer({
    root: process.env.DIST_DIR,
    apiOrigin: process.env.API_ORIGIN,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    publicOrigin: process.env.PUBLIC_ORIGIN,
    pageCacheSeconds: numberOf(process.env.PAGE_CACHE_SECONDS),
    pageStaleSeconds: numberOf(process.env.PAGE_STALE_SECONDS),
    rendersPerClient: numberOf(process.env.RENDERS_PER_CLIENT),
    logger: true,
  });
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port, host });
  console.log(`\n  App ready: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
