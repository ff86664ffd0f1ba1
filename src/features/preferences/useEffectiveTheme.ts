import { useSyncExternalStore } from 'react';
import { useAppSelector } from '@/app/hooks';
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
