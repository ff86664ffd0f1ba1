import { makeStore } from '@/app/store';
import {
  loadPreferences,
  localeChanged,
  preferencesReducer,
  selectLocale,
  selectThemePreference,
  themeChanged,
} from './preferencesSlice';

describe('preferences', () => {
  it('defaults to English and the system theme', () => {
    expect(loadPreferences()).toEqual({ locale: 'en', theme: null });
  });

  it('changes the language and the theme', () => {
    let state = preferencesReducer(undefined, localeChanged('ru'));
    state = preferencesReducer(state, themeChanged('dark'));
    expect(selectLocale({ preferences: state })).toBe('ru');
    expect(selectThemePreference({ preferences: state })).toBe('dark');
    expect(preferencesReducer(state, themeChanged(null)).theme).toBeNull();
  });

  it('remembers the choices in localStorage and starts from them', () => {
    const store = makeStore();
    store.dispatch(localeChanged('ru'));
    store.dispatch(themeChanged('dark'));
    expect(window.localStorage.getItem('locale')).toBe('ru');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(makeStore().getState().preferences).toEqual({ locale: 'ru', theme: 'dark' });
    store.dispatch(themeChanged(null));
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('ignores unknown stored values', () => {
    window.localStorage.setItem('locale', 'de');
    window.localStorage.setItem('theme', 'sepia');
    expect(loadPreferences()).toEqual({ locale: 'en', theme: null });
  });
});
