import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onDone` once `duration` ms of *running* time have passed: pausing stops the clock and
 * running again goes on with what was left (a story image paused at 3 s has 2 s to go, in step
 * with its progress bar, whose CSS animation pauses with it). A new `key` starts from the full
 * duration; a null key, or a duration of Infinity, never fires.
 */
export function usePausableTimeout(
  key: string | null,
  duration: number,
  running: boolean,
  onDone: () => void,
): void {
  const remaining = useRef(duration);
  const done = useEffectEvent(onDone);

  // Declared first so that, for a new key, it runs before the timer below starts.
  useEffect(() => {
    remaining.current = duration;
  }, [key, duration]);

  useEffect(() => {
    if (key === null || !running || !Number.isFinite(duration)) return;
    const started = Date.now();
    const timer = window.setTimeout(() => done(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [key, duration, running]);
}
