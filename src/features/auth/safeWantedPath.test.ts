import { FALLBACK_PATH, isSafeWantedPath, safeWantedPath } from './safeWantedPath';

describe('safeWantedPath', () => {
  it.each(['/personal', '/education/course/3?tab=modules#m2', '/favorites/all', '/media/7', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeWantedPath(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash host', '/\\evil.example'],
    ['backslash inside', '/ok\\..\\x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['absolute URL', 'https://evil.example/personal'],
    ['relative path', 'personal'],
    ['empty', ''],
    ['tab inside', '/\t/evil.example'],
    ['newline', '/main\nSet-Cookie: x'],
    ['NUL', '/main\u0000'],
    ['DEL', '/main\u007f'],
  ])('refuses a %s and falls back to /main', (_label, path) => {
    expect(isSafeWantedPath(path)).toBe(false);
    expect(safeWantedPath(path)).toBe(FALLBACK_PATH);
  });

  it('refuses what is not a string, and overlong paths', () => {
    expect(safeWantedPath(null)).toBe('/main');
    expect(safeWantedPath(42)).toBe('/main');
    expect(safeWantedPath(`/${'a'.repeat(3000)}`)).toBe('/main');
  });
});
