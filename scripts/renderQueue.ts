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

export function createRenderQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    else {
      if (waiting.length >= maxWaiting) throw new RenderQueueFull();
      // The finishing render hands its place over: `running` stays counted for this one.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
