/**
 * The reader's language, mirrored from the preference (localStorage, preferencesListeners) into
 * a cookie, the one thing about the reader that the web server reads: it renders a page in that
 * language (scripts/serve.ts, src/server.tsx), so a reader in Russian sees Russian from the
 * first paint instead of the English page and then a redraw (README "Server rendering").
 * No cookie for the default language: that page stays the same for everyone, and cacheable.
 */
import Cookies from 'universal-cookie';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@/shared/config';

export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a request asks for by its Cookie header (the default when none or unknown). */
export function localeOfCookieHeader(header: string | undefined): Locale {
  // Parsed here, not by universal-cookie: in a browser it reads document.cookie instead.
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(header ?? '')?.[1];
  return SUPPORTED_LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

/** The language this browser's cookie asks for, or null for none (or the default). */
export function readLocaleCookie(): Locale | null {
  if (typeof document === 'undefined') return null;
  const locale = localeOfCookieHeader(document.cookie);
  return locale === DEFAULT_LOCALE ? null : locale;
}

/** Sets (or, for the default language, removes) the cookie in this browser. */
export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:';
  // The jar's options apply to set and remove alike.
  const jar = new Cookies(null, { path: '/', sameSite: 'lax', secure });
  if (locale === DEFAULT_LOCALE) jar.remove(LOCALE_COOKIE);
  else jar.set(LOCALE_COOKIE, locale, { maxAge: ONE_YEAR_SECONDS });
}
