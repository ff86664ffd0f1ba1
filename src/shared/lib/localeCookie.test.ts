import { LOCALE_COOKIE, localeOfCookieHeader, writeLocaleCookie } from './localeCookie';

describe('the locale cookie', () => {
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
  });

  test("a request asks for its cookie's language; none, or an unknown one, is the default", () => {
    expect(localeOfCookieHeader('a=1; locale=ru; b=2')).toBe('ru');
    expect(localeOfCookieHeader('locale=en')).toBe('en');
    expect(localeOfCookieHeader('locale=de')).toBe('en');
    expect(localeOfCookieHeader('locale=%3Cscript%3E')).toBe('en');
    expect(localeOfCookieHeader('')).toBe('en');
    expect(localeOfCookieHeader(undefined)).toBe('en');
  });

  test('Russian is written for a year; the default language removes it', () => {
    writeLocaleCookie('ru');
    expect(document.cookie).toContain('locale=ru');
    writeLocaleCookie('en');
    expect(document.cookie).not.toContain('locale=');
  });
});
