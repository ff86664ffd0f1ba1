/**
 * Remembers the language and theme choices across reloads (localStorage), and the language in
 * a cookie too, for the web server to render pages in it (shared/lib/localeCookie.ts): on each
 * change and once at startup (a choice made before the cookie existed).
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { appStarted } from '@/shared/lib/appEvents';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { writeLocaleCookie } from '@/shared/lib/localeCookie';
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
      writeLocaleCookie(locale);
    },
  });
  startListening({
    actionCreator: appStarted,
    effect: (_, { getState }) => writeLocaleCookie(getState().preferences.locale),
  });
}
