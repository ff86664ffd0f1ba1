import { useState } from 'react';

interface QueryState {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
}

/**
 * "Try again" that keeps the failure on screen while it asks. A refetch takes the query out of
 * its error at once, so the failure, and the focused button with it, went at the press and the
 * focus dropped to the page before any answer: call `hold()` as Try again is pressed, and show
 * the failure while `failed` (with `error`, the one that was shown). A new failure leaves the
 * focus on its button; what loads takes it (the caller's hand-off). WCAG 2.4.3.
 */
export function useRetryInPlace({ isError, isFetching, error }: QueryState) {
  const [held, setHeld] = useState<{ error: unknown } | null>(null);
  if (held !== null && !isFetching) setHeld(null);
  return {
    failed: isError || held !== null,
    error: isError ? error : held?.error,
    /** Asking again: no failure now, the held one shows (its button busy). */
    retrying: !isError && held !== null,
    hold: () => setHeld({ error }),
  };
}
