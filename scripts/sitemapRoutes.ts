/**
 * What the web server (./serve.ts) tells crawlers besides the pages: /sitemap.xml, every public
 * page's address (src/app/ssr/sitemap.ts says which and why), and /robots.txt, the build's
 * public/robots.txt with the sitemap's absolute address (robots.txt wants it absolute: the origin
 * is PUBLIC_ORIGIN, or the request's own).
 *
 * Listing the pages takes one API call per 100 items of each list: it is done at most once per
 * `freshSeconds` (./pageCache.ts; default 10 minutes: search engines read a sitemap a few times
 * a day), and the last list is used while a new one is made, up to a day old. Without
 * PUBLIC_ORIGIN the addresses follow the request's Host, so the XML is written for the request's
 * origin from that one list: a client that varies its Host header costs string work, never API
 * calls. When the API fails and there is no list yet, 503 with Retry-After: a crawler comes back,
 * and does not take a half-made list for the site's pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { publicPaths, sitemapXml } from '../src/server';
import { createPageCache } from './pageCache';
import { refuseBadHost, requestOrigin } from './requestOrigin';

export interface SitemapRoutesOptions {
  /** The built app: its robots.txt. */
  root: string;
  /** The server entry's sitemap functions (null without a server bundle: no sitemap). */
  sitemap: { publicPaths: typeof publicPaths; sitemapXml: typeof sitemapXml } | null;
  apiOrigin: string;
  /** PUBLIC_ORIGIN, or undefined for the request's own origin. */
  publicOrigin?: string;
  freshSeconds?: number;
}

/** Browsers and CDNs may keep the sitemap an hour; the server lists the pages anew more often. */
export const SITEMAP_CACHE = 'public, max-age=3600';

export async function sitemapRoutes(
  app: FastifyInstance,
  { root, sitemap, apiOrigin, publicOrigin, freshSeconds = 600 }: SitemapRoutesOptions,
): Promise<void> {
  const originOf = (request: FastifyRequest) => publicOrigin ?? requestOrigin(request);
  const robotsFile = path.join(root, 'robots.txt');
  const robots = fs.existsSync(robotsFile) ? fs.readFileSync(robotsFile, 'utf8').trimEnd() : '';

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    // A request with a bad Host still gets the rules, without the address.
    const sitemapLine =
      sitemap && origin ? `\n\nSitemap: ${new URL('/sitemap.xml', origin).href}` : '';
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(`${robots}${sitemapLine}\n`);
  });

  if (!sitemap) return;
  const listed = createPageCache<string[]>({
    freshMs: freshSeconds * 1000,
    staleMs: Math.max(freshSeconds, 24 * 3600) * 1000,
  });
  // The last XML made: with PUBLIC_ORIGIN set, every request's until the next listing.
  let last: { pagePaths: string[]; origin: string; xml: string } | null = null;
  const xmlOf = (pagePaths: string[], origin: string) => {
    if (last?.pagePaths !== pagePaths || last.origin !== origin)
      last = { pagePaths, origin, xml: sitemap.sitemapXml(origin, pagePaths) };
    return last.xml;
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return refuseBadHost(reply);
    let pagePaths: string[];
    try {
      pagePaths = await listed.get('pages', () => sitemap.publicPaths(`${apiOrigin}/api`));
    } catch (error) {
      request.log.error({ err: error }, 'sitemap: the API failed');
      return reply
        .code(503)
        .header('Retry-After', '300')
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The sitemap cannot be made right now.');
    }
    return reply
      .header('Cache-Control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(xmlOf(pagePaths, origin));
  });
}
