import { useLayoutEffect, type ReactNode } from 'react';
import { useEffectiveTheme } from '@/features/layout/Preferences/useEffectiveTheme';

/**
 * Puts the theme on <html data-theme> (tokens.css switches every colour on it). Light by
 * default; follows prefers-color-scheme until the user picks one with the theme switch; the
 * choice is remembered by the preferences feature (localStorage).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useEffectiveTheme();
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}
