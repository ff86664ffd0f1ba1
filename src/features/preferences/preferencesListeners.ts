/** Remembers the language and theme choices across reloads (localStorage). */
import { isAnyOf } from '@reduxjs/toolkit';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import {
  LOCALE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  localeChanged,
  themeChanged,
  type PreferencesState,
} from './preferencesSlice';

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts until the page is closed
  }
}

export function addPreferencesListeners(
  startListening: StartListeningFor<{ preferences: PreferencesState }>,
): void {
  startListening({
    matcher: isAnyOf(localeChanged, themeChanged),
    effect: (_, { getState }) => {
      const { locale, theme } = getState().preferences;
      write(LOCALE_STORAGE_KEY, locale);
      write(THEME_STORAGE_KEY, theme);
    },
  });
}
