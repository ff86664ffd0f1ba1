import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, live; false where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Breakpoints shared with the CSS modules (keep in step with their @media rules). */
export const DRAWER_QUERY = '(max-width: 1023px)';
export const PHONE_QUERY = '(max-width: 639px)';
/** The reader asked their system for less motion: nothing moves on by itself (WCAG 2.2.2, 2.3.3). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
