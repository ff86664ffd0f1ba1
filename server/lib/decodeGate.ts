/**
 * A per-process limit on photo decodes in flight (server/docs/limits.md: photo decodes).
 * Decoding a JPEG holds its whole bitmap in memory, so ten uploads decoded at once cost ten
 * bitmaps; the gate lets `concurrency` run and `queue` more wait their turn, in order, and turns
 * the rest away at once (`run` answers `busy`) rather than letting memory grow with the crowd.
 * A counting semaphore with a bounded queue is a dozen lines; p-limit has no bound on its queue.
 */
export interface DecodeGateLimits {
  /** Decodes running at once. */
  concurrency: number;
  /** Uploads waiting for a decode slot; one more is turned away. */
  queue: number;
}

export const DEFAULT_DECODE_LIMITS: DecodeGateLimits = { concurrency: 2, queue: 8 };

export interface DecodeGate {
  /** Runs `task` within the limit, or answers `busy` without running it when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }>;
}

export function decodeGate({ concurrency, queue }: DecodeGateLimits): DecodeGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((turn) => waiting.push(turn));
      else return { busy: true };
      try {
        return { busy: false, value: await task() };
      } finally {
        // The slot passes straight to the next in line (running stays the same), or frees up.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
