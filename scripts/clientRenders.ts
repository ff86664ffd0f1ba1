/**
 * How many page renders each client has under way in the web server (./serve.ts; README "Server
 * rendering", "One client's flood"). The render queue (./renderQueue.ts) is shared: 2 at a time,
 * 64 waiting, then 503. Any new URL is a render the page cache cannot answer, so one client
 * asking for new URLs as fast as it can held every place, and every other reader's page that was
 * not cached answered 503 (a session audit: 1133 × 503 in 8 s, every probe among them). Counted
 * here, a client with `max` renders under way gets the page without rendering it (serve.ts
 * sends the app's shell), and its requests never reach the queue.
 *
 * A count of renders at the same time, not a rate (rate-limiter-flexible's points per window,
 * as the API's limits are): what fills the queue is renders at once, and a render lasts tens of
 * milliseconds, so the readers of one school behind one address reach `max` only if as many
 * of them open pages no one opened in the last seconds at the very same moment; a budget per
 * minute would refuse such a school after its budget while the server is idle. Cached pages
 * never count (serve.ts asks only before a render). The key is the API's for the client
 * (server/lib/clientKey.ts: the address behind trusted proxies, an IPv6 client's /64).
 */
export interface ClientRenders {
  /** Whether this client may start one more render now. */
  mayStart(client: string): boolean;
  /** Runs a render counted against the client until it settles. */
  run<T>(client: string, render: () => Promise<T>): Promise<T>;
}

export function createClientRenders(max: number): ClientRenders {
  // Only clients with a render under way: the map is never bigger than the renders running
  // and waiting (at most the queue's size plus those refused at once).
  const underWay = new Map<string, number>();
  return {
    mayStart: (client) => (underWay.get(client) ?? 0) < max,
    async run(client, render) {
      underWay.set(client, (underWay.get(client) ?? 0) + 1);
      try {
        return await render();
      } finally {
        const left = (underWay.get(client) ?? 1) - 1;
        if (left > 0) underWay.set(client, left);
        else underWay.delete(client);
      }
    },
  };
}
