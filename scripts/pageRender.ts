/**
 * A page rendered by the server entry's bundle (src/server.tsx), made ready to send: collected,
 * its inline stylesheets cut to what it uses, compressed, and given its ETag. The web server
 * (./serve.ts) keeps what this makes in its page cache (./pageCache.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type {
  isWithdrawable,
  localeOfCookieHeader,
  pageUrl,
  publicPaths,
  renderPage,
  sitemapXml,
} from '../src/server';
import { inlineCriticalCss } from './criticalCss';
import type { loadInlineStyles } from './inlineAssets';
import type { CachedPage } from './pageCache';

/** The server entry's bundle (webpack.config.js, serverConfig). */
export interface ServerBundle {
  renderPage: typeof renderPage;
  localeOfCookieHeader: typeof localeOfCookieHeader;
  pageUrl: typeof pageUrl;
  isWithdrawable: typeof isWithdrawable;
  publicPaths: typeof publicPaths;
  sitemapXml: typeof sitemapXml;
}

export type PageLocale = ReturnType<ServerBundle['localeOfCookieHeader']>;

export function loadServerBundle(root: string): ServerBundle | null {
  const file = path.join(root, 'ssr', 'index.js');
  if (!fs.existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- built at run time
  return require(file) as ServerBundle;
}

/**
 * A page rendered without its data (the API down, stuck or failing: src/app/ssr/unavailable.ts).
 * Thrown, so that the page cache does not keep it and keeps serving a stale copy it has.
 */
export class PageUnavailable extends Error {
  constructor(readonly page: CachedPage) {
    super('The page could not get its data from the API.');
  }
}

export interface PageRendererOptions {
  /** The API's origin; the render asks `${apiOrigin}/api` for the page's data. */
  apiOrigin: string;
  /** dist/index.html, the page's frame. */
  template: string;
  /** dist/chunk-groups.json: each screen's scripts and stylesheets. */
  chunkGroups: Record<string, string[]>;
  inlineStyles: ReturnType<typeof loadInlineStyles>;
  /** Compress at the best levels (a page sent many times from the cache) or fast ones (once). */
  bestCompression: boolean;
}

const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

export function createPageRenderer(options: PageRendererOptions) {
  const { apiOrigin, template, chunkGroups, inlineStyles, bestCompression } = options;
  return async function render(
    server: ServerBundle,
    url: string,
    origin: string,
    locale: PageLocale,
  ): Promise<CachedPage> {
    const page = await server.renderPage({
      url,
      locale,
      apiBaseUrl: `${apiOrigin}/api`,
      publicOrigin: origin,
      template,
      chunkGroups,
      inlineStyles,
    });
    if (page.kind === 'redirect') return { status: page.status, location: page.location };
    // The renderer answers once the whole page is ready (onAllReady): collecting it costs no
    // time to first byte, and the text can be reused.
    // Bytes first, text at the end: a character can be split between two chunks.
    const chunks: Buffer[] = [];
    for await (const chunk of page.body)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    // Each inline stylesheet cut to the rules this markup can use (./criticalCss.ts).
    const { html, styleSources } = await inlineCriticalCss(Buffer.concat(chunks).toString('utf8'));
    const bytes = Buffer.from(html);
    // Compressed once per render, off the event loop, rather than once per request: a cached
    // page goes out as one buffer, so it gets brotli's best (about 10% smaller than its
    // quality 6; ~0.1 s of a pool thread for 100 KB, once per URL per PAGE_CACHE_SECONDS).
    // Without the cache every request renders: quality 6, a few milliseconds.
    const quality = bestCompression ? 11 : 6;
    const [br, gzip] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: bestCompression ? 9 : 6 }),
    ]);
    // Weak: one page, sent in three encodings. Each render has its own (the state it hands
    // over carries the time of its answers); a copy kept by the cache or a CDN revalidates to 304.
    // 16 characters, 96 bits: a validator is compared with the same page's earlier renders only,
    // which never share one by chance. 27 (162 bits) cost every page 11 bytes of its first round
    // trip (README "Server rendering").
    const etag = `W/"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 16)}"`;
    const rendered = { status: page.status, html, br, gzip, styleSources, etag };
    if (page.status === 503) throw new PageUnavailable(rendered);
    return rendered;
  };
}
