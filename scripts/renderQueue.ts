/**
 * At most `concurrency` page renders at a time in the web server (./serve.ts); the others wait
 * their turn, and past `maxWaiting` waiting a render is refused (the page answers 503 with
 * Retry-After). A render is tens of milliseconds of this thread's CPU, and any new query string
 * makes one (the page cache cannot help): 40 at once held a cached page's answer for 2.7 s in a
 * session-11 audit, as every render's slices took turns on the event loop. In turn, a cached
 * page waits for at most the slices of the renders that run.
 */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pages are being rendered; try again shortly.');
  }
}

/**
 * `background`: a render nobody waits for, the one that replaces a stale page (./pageCache.ts
 * sent the stale copy). Readers' renders start first; background ones take a free place only
 * when no reader waits, and wait in a line of their own (`maxWaiting` long too), so they never
 * take a reader's place. A crowd audit: 150 stale hits at once queued 150 re-renders, and 20
 * readers of pages not kept waited behind them up to 9.3 s, where the stale hits had their
 * pages in 1.1 s. A background render refused here is no loss: the stale page is kept, and the
 * next hit asks again.
 */
export interface RenderOptions {
  background?: boolean;
}

export function createRenderQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}) {
  let running = 0;
  const readers: (() => void)[] = [];
  const background: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>, options?: RenderOptions): Promise<T> {
    const line = options?.background ? background : readers;
    if (running < concurrency) running += 1;
    else {
      if (line.length >= maxWaiting) throw new RenderQueueFull();
      // The finishing render hands its place over: `running` stays counted for this one.
      await new Promise<void>((resolve) => line.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = readers.shift() ?? background.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
