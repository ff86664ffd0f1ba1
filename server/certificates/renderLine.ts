/**
 * The line certificate PDFs are rendered in (./pdf.ts): one at a time per process, bounded.
 */
import { serverBusy } from '../lib/errors';

/**
 * Renders waiting or under way at most: a class of 30 downloading its certificates at once gets
 * them all, within about 3 s; a flood of distinct PDFs (a Host header varied, say) is refused
 * at once instead of each waiting longer than the one before without end.
 */
export const MAX_PENDING_RENDERS = 32;
/** Seconds a client is told to wait when the render queue is full (as the photo decode's). */
const BUSY_RETRY_SECONDS = 2;

const busy = () =>
  serverBusy(
    'The server is busy with other certificates. Try again in a few seconds.',
    BUSY_RETRY_SECONDS,
  );

/**
 * Renders take turns, each after the event loop has gone round once (setImmediate): building a
 * document is synchronous CPU, and renders started together ran back to back while every other
 * request of the process waited (17 at once held a read served from memory 3.5 s, a crowd
 * audit). Now another request waits for at most the render under way. The line is bounded
 * (MAX_PENDING_RENDERS): past it, 503 `server_busy` with Retry-After.
 */
let lastTurn: Promise<unknown> = Promise.resolve();
let pending = 0;
export function inTurn<T>(render: () => Promise<T>): Promise<T> {
  if (pending >= MAX_PENDING_RENDERS) return Promise.reject(busy());
  pending += 1;
  const turn = lastTurn
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(render)
    .finally(() => {
      pending -= 1;
    });
  lastTurn = turn.catch(() => undefined);
  return turn;
}
