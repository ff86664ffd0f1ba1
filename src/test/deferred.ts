/** A promise the test resolves by hand, to hold an MSW answer until the right moment. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets pending fetches, MSW handlers and listeners run. */
export const flush = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
