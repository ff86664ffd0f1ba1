import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment set with start(seconds); ticks once a second and stops at
 * zero. Counts against the clock (not the number of ticks) so a throttled background tab
 * still shows the right time when it wakes up.
 */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, []);

  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return { seconds, start };
}

/** 75 -> "1:15": how the resend wait is printed. */
export function formatWait(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
