import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's render and while the browser hydrates it, true in every browser render
 * after (and from the start in a tree that is not hydrated). For markup only the browser needs:
 * leaving it out of the server's HTML keeps the first visit's bytes down (issue 12).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
