/**
 * The wanted path is replayed with navigate() after login, so it must be a same-site path:
 * otherwise a crafted link (`?next=//evil.example` or `javascript:`) would turn the login into
 * an open redirect. Anything doubtful falls back to the home page.
 */
export const FALLBACK_PATH = '/main';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function isSafeWantedPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return false;
  if (CONTROL_CHARS.test(path)) return false;
  // A single leading slash: '//host' and '/\host' are protocol-relative URLs in browsers.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if (path.includes('\\')) return false;
  try {
    // Resolving against a dummy origin must keep that origin: catches anything the checks missed.
    const resolved = new URL(path, 'http://same.origin');
    return resolved.origin === 'http://same.origin';
  } catch {
    return false;
  }
}

export function safeWantedPath(path: unknown): string {
  return isSafeWantedPath(path) ? path : FALLBACK_PATH;
}
