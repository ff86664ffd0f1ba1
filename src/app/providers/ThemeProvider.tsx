import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useEffectiveTheme } from '@/features/preferences/useEffectiveTheme';

/** Marks <html> while the theme swaps; global.css turns every transition off under it. */
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';

/**
 * Puts the theme on <html data-theme> (tokens.css switches every colour on it). Light by
 * default; follows prefers-color-scheme until the user picks one with the theme switch; the
 * choice is remembered by the preferences feature (localStorage).
 *
 * A swap is instant: without the guard each control with a colour transition would fade on its
 * own clock, so for 150–300 ms the screen mixes both themes (text in mid-fade has too little
 * contrast). Transitions come back two frames later, once the new colours are painted.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useEffectiveTheme();
  const first = useRef(true);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (first.current) {
      first.current = false;
      root.dataset.theme = theme;
      return undefined;
    }
    root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
    root.dataset.theme = theme;
    void root.offsetWidth; // apply the new colours now, while transitions are off
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => root.removeAttribute(THEME_SWITCHING_ATTRIBUTE));
    });
    return () => {
      cancelAnimationFrame(frame);
      root.removeAttribute(THEME_SWITCHING_ATTRIBUTE);
    };
  }, [theme]);
  return children;
}
