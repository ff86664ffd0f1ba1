import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { API, server } from '@/test/msw/server';
import { appStarted } from '@/shared/lib/appEvents';
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

  it('mirrors the language into the cookie the web server renders by: on a change, and at startup', () => {
    const store = makeStore();
    store.dispatch(localeChanged('ru'));
    expect(document.cookie).toContain('locale=ru');
    store.dispatch(localeChanged('en'));
    expect(document.cookie).not.toContain('locale=');
    // Chosen before the cookie existed (only in localStorage): written when the app starts
    // (which also loads the reference lists: answered empty here).
    server.use(http.get(`${API}/*`, () => HttpResponse.json([])));
    window.localStorage.setItem('locale', 'ru');
    const returning = makeStore();
    expect(document.cookie).not.toContain('locale=');
    returning.dispatch(appStarted());
    expect(document.cookie).toContain('locale=ru');
    document.cookie = 'locale=; max-age=0; path=/';
  });

  it('with nothing stored, starts in the language of the cookie, and keeps the cookie', () => {
    document.cookie = 'locale=ru; path=/';
    server.use(http.get(`${API}/*`, () => HttpResponse.json([])));
    expect(loadPreferences().locale).toBe('ru');
    makeStore().dispatch(appStarted());
    expect(document.cookie).toContain('locale=ru');
    // What is stored wins over the cookie.
    window.localStorage.setItem('locale', 'en');
    expect(loadPreferences().locale).toBe('en');
    document.cookie = 'locale=; max-age=0; path=/';
  });

  it('ignores unknown stored values', () => {
    window.localStorage.setItem('locale', 'de');
    window.localStorage.setItem('theme', 'sepia');
    expect(loadPreferences()).toEqual({ locale: 'en', theme: null });
  });
});
