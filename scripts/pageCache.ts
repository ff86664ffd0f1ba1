/**
 * A short memory for rendered pages (scripts/serve.ts; README "Server rendering"). Every page is
 * rendered as a visitor sees it, so one URL has one answer for everyone: the web server may keep
 * it, as a CDN in front would (PAGE_CACHE allows one a minute, and stale copies while it
 * revalidates). Rendering costs tens of milliseconds of CPU plus the API calls; with this
 *   - a page younger than `freshMs` is sent as it is;
 *   - an older one, up to `staleMs`, is sent at once while one render in the background
 *     replaces it (stale-while-revalidate): a popular page never waits for a render, and shows
 *     a change one request after `freshMs`. That render may wait `revalidateAfterMs`: the
 *     request that found the stale copy is a page load whose scripts, styles and images come
 *     next, and a render (CPU on this thread, compression on the pool) would delay them;
 *   - older than that, or never rendered, the request waits for the render; concurrent requests
 *     for a URL that is being rendered share that one render;
 *   - bounded (`maxEntries`, least recently used out first): any query string makes a new URL,
 *     so a client cannot fill the memory with them; a failed render is not kept.
 */
export interface CachedPage {
  status: number;
  /** Redirects: the target; pages: the HTML. */
  location?: string;
  html?: string;
  /** The HTML compressed once per render, for browsers that accept brotli or gzip. */
  br?: Buffer;
  gzip?: Buffer;
  /** The CSP sources of the stylesheets the HTML inlines (they join the response's CSP). */
  styleSources?: string[];
  /** The page's validator (If-None-Match answers 304). */
  etag?: string;
}

export interface PageCacheOptions {
  /** Sent as it is while younger than this (0: no cache at all). */
  freshMs: number;
  /** Sent while a new render replaces it, up to this age. */
  staleMs?: number;
  /** The replacing render starts this long after the stale hit (default 0: at once). */
  revalidateAfterMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Of rendered pages by default; anything made by a costly call (./sitemapRoutes.ts). */
export interface PageCache<T = CachedPage> {
  /**
   * `staleMs` for this key instead of the cache's: a page that must not be sent stale (a
   * profile its owner may unpublish: ./serve.ts) says `freshMs`.
   */
  get(
    key: string,
    render: (background: boolean) => Promise<T>,
    options?: { staleMs?: number },
  ): Promise<T>;
  /**
   * Whether `get` would answer now from what is kept (fresh, stale, or a render under way)
   * rather than start a render and wait for it: such a request costs no render
   * (./clientRenders.ts does not count it).
   */
  holds(key: string, options?: { staleMs?: number }): boolean;
  /** Drops the renders still waiting to replace stale pages: the server is closing. */
  close(): void;
  readonly size: number;
}

interface Entry<T> {
  renderedAt: number;
  page: Promise<T>;
  revalidating?: boolean;
}

export function createPageCache<T = CachedPage>({
  freshMs,
  staleMs = freshMs,
  revalidateAfterMs = 0,
  maxEntries = 200,
  now = Date.now,
}: PageCacheOptions): PageCache<T> {
  const entries = new Map<string, Entry<T>>();
  const waiting = new Set<ReturnType<typeof setTimeout>>();

  function store(key: string, page: Promise<T>, previous?: Entry<T>) {
    // Map order is insertion order: (re-)inserting marks the key the most recently used.
    entries.delete(key);
    entries.set(key, previous ?? { renderedAt: now(), page });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function renderInto(key: string, render: (background: boolean) => Promise<T>): Promise<T> {
    const page = render(false);
    page.catch(() => {
      if (entries.get(key)?.page === page) entries.delete(key);
    });
    return page;
  }

  return {
    get(key, render, options) {
      if (freshMs <= 0) return render(false);
      const staleFor = options?.staleMs ?? staleMs;
      const hit = entries.get(key);
      const age = hit ? now() - hit.renderedAt : Infinity;
      if (hit && age < freshMs) {
        store(key, hit.page, hit);
        return hit.page;
      }
      if (hit && age < staleFor) {
        store(key, hit.page, hit);
        if (!hit.revalidating) {
          hit.revalidating = true;
          const revalidate = () => {
            // Nobody waits for it: the stale page was sent (./renderQueue.ts puts readers first).
            const next = render(true);
            next.then(
              () => {
                if (entries.get(key) === hit) store(key, next);
              },
              () => {
                hit.revalidating = false;
              },
            );
          };
          if (revalidateAfterMs > 0) {
            const timer = setTimeout(() => {
              waiting.delete(timer);
              revalidate();
            }, revalidateAfterMs).unref();
            waiting.add(timer);
          } else revalidate();
        }
        return hit.page;
      }
      const page = renderInto(key, render);
      store(key, page);
      return page;
    },
    holds(key, options) {
      const hit = entries.get(key);
      return freshMs > 0 && !!hit && now() - hit.renderedAt < (options?.staleMs ?? staleMs);
    },
    close() {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
