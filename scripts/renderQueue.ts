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
 * when no reader waits, never the last free one (with two places or more), and wait in a line
 * of their own (`maxWaiting` long too), so a reader never waits for them. A crowd audit: 150
 * stale hits at once queued 150 re-renders, and 20 readers of pages not kept waited behind
 * them, 3.3 to 10 s in five runs, where the stale hits had their pages within 2 s. A background
 * render refused here is no loss: the stale page is kept, and the next hit asks again.
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
  const backgroundPlaces = Math.max(1, concurrency - 1);
  let running = 0;
  let runningBackground = 0;
  const readers: (() => void)[] = [];
  const background: (() => void)[] = [];

  /** Fills the free places: readers first, then re-renders up to their share. */
  function startWaiting() {
    while (running < concurrency) {
      const reader = readers.shift();
      if (reader) {
        running += 1;
        reader();
      } else if (background.length > 0 && runningBackground < backgroundPlaces) {
        running += 1;
        runningBackground += 1;
        background.shift()!();
      } else return;
    }
  }

  return async function run<T>(task: () => Promise<T>, options?: RenderOptions): Promise<T> {
    const isBackground = options?.background === true;
    const line = isBackground ? background : readers;
    const mayStart =
      running < concurrency &&
      (!isBackground || (readers.length === 0 && runningBackground < backgroundPlaces));
    if (mayStart) {
      running += 1;
      if (isBackground) runningBackground += 1;
    } else {
      if (line.length >= maxWaiting) throw new RenderQueueFull();
      // Counted as running by startWaiting when its turn comes.
      await new Promise<void>((resolve) => line.push(resolve));
    }
    try {
      return await task();
    } finally {
      running -= 1;
      if (isBackground) runningBackground -= 1;
      startWaiting();
    }
  };
}
