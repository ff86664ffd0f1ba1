/**
 * The reader's interface preferences: language (SPEC §9: en default, ru) and colour theme
 * (SPEC §9: light default, dark available; null = follow the operating system). Remembered in
 * localStorage by ./preferencesListeners so a reload keeps them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config';
import { readLocaleCookie } from '@/shared/lib/localeCookie';

export type ThemePreference = 'light' | 'dark';

export interface PreferencesState {
  locale: Locale;
  theme: ThemePreference | null;
}

export const LOCALE_STORAGE_KEY = 'locale';
export const THEME_STORAGE_KEY = 'theme';

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: defaults apply
  }
}

export function loadPreferences(): PreferencesState {
  const locale = readStored(LOCALE_STORAGE_KEY);
  const theme = readStored(THEME_STORAGE_KEY);
  return {
    // Nothing stored (storage cleared or disabled) but the cookie the choice also went to: the
    // cookie's language, the one the server drew the page in (else it was drawn anew in English
    // and the choice lost).
    locale: locale === 'en' || locale === 'ru' ? locale : (readLocaleCookie() ?? DEFAULT_LOCALE),
    theme: theme === 'light' || theme === 'dark' ? theme : null,
  };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadPreferences,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    /** null returns to following the system setting. */
    themeChanged(state, action: PayloadAction<ThemePreference | null>) {
      state.theme = action.payload;
    },
  },
});

export const { localeChanged, themeChanged } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;

type WithPreferences = { preferences: PreferencesState };
export const selectLocale = (state: WithPreferences) => state.preferences.locale;
export const selectThemePreference = (state: WithPreferences) => state.preferences.theme;
