import { useSyncExternalStore } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useHydrated } from '@/shared/lib/useHydrated';
import { selectThemePreference, type ThemePreference } from './preferencesSlice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The operating system's colour scheme, live. */
export function useSystemTheme(): ThemePreference {
  return useSyncExternalStore(
    subscribe,
    () => (darkQuery()?.matches ? 'dark' : 'light'),
    () => 'light',
  );
}

/** The theme on screen: the user's choice, else the system's (SPEC §9: light by default). */
export function useEffectiveTheme(): ThemePreference {
  const chosen = useAppSelector(selectThemePreference);
  const system = useSystemTheme();
  return chosen ?? system;
}

/**
 * The theme to draw markup for (the logo's ink, the theme switch): the effective theme, except
 * while hydrating a server-rendered page, which was drawn for the default light theme; right
 * after hydration it follows the effective theme. So a reader who chose dark (or whose system
 * is dark) hydrates the server's page instead of drawing it anew; the page's colours are dark
 * from the first paint anyway (the boot script sets <html data-theme>, ThemeProvider keeps it).
 */
export function useThemeOfMarkup(): ThemePreference {
  const theme = useEffectiveTheme();
  return useHydrated() ? theme : 'light';
}
