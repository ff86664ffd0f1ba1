/**
 * Debounce for components. The hook follows the React Compiler rules: no ref is read or written
 * during render, and no state is set synchronously in an effect (only the timer sets it).
 * Code outside render (listeners set up in an effect) uses `debounce` from `timing.ts`.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Calls the callback `delay` ms after the last call, with that call's arguments. */
  run: (...args: A) => void;
  /** Forgets a pending call. */
  cancel: () => void;
}

/**
 * Trailing debounce of `callback`: the newest callback runs (it may know newer props than the
 * render that scheduled it); unmounting, `cancel` or a new `run` drop a pending call.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): DebouncedCallback<A> {
  // A fresh object per call, so calling again with equal arguments restarts the wait.
  const [pending, setPending] = useState<{ args: A } | null>(null);
  const fire = useEffectEvent((args: A) => {
    setPending(null);
    callback(...args);
  });
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => fire(pending.args), delay);
    return () => clearTimeout(timer);
  }, [pending, delay]);
  const run = useCallback((...args: A) => setPending({ args }), []);
  const cancel = useCallback(() => setPending(null), []);
  return { run, cancel };
}
