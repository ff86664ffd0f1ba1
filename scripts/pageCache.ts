/**
 * A few seconds of memory for rendered pages (scripts/serve.ts; README "Server rendering").
 * Every page is rendered as a visitor sees it, so one URL has one answer for everyone: the web
 * server may keep it briefly, as a CDN in front would (PAGE_CACHE allows 60 s there). Rendering
 * costs tens of milliseconds of CPU plus the API calls; with this, a burst of readers or a
 * crawler on one page costs one render per `ttlMs`, and concurrent requests for a URL that is
 * being rendered wait for that one render instead of starting their own.
 *   - bounded (`maxEntries`, least recently used out first): any query string makes a new URL,
 *     so a client cannot fill the memory with them;
 *   - a failed render is not kept.
 */
export interface CachedPage {
  status: number;
  /** Redirects: the target; pages: the HTML. */
  location?: string;
  html?: string;
  /** The stylesheets the HTML inlined (their hashes go into the response's CSP). */
  inlinedStyles?: string[];
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache {
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
  readonly size: number;
}

export function createPageCache({
  ttlMs,
  maxEntries = 200,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, { expires: number; page: Promise<CachedPage> }>();
  return {
    get(key, render) {
      if (ttlMs <= 0) return render();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Map order is insertion order: re-inserting marks it the most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.page;
      }
      const page = render();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, page });
      page.catch(() => {
        if (entries.get(key)?.page === page) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return page;
    },
    get size() {
      return entries.size;
    },
  };
}
