/**
 * Redux DevTools must work (docs/developers.md) but must not display the session tokens: they sit
 * in the auth slice, in tokensReceived actions, and in the verify answer cached by RTK Query.
 * Every string under a token-named key is replaced with '***'.
 */
const TOKEN_KEYS = new Set(['access', 'refresh', 'accessToken', 'refreshToken']);
export const MASK = '***';

export function maskTokens<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskTokens(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      TOKEN_KEYS.has(key) && typeof inner === 'string' ? MASK : maskTokens(inner, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A>(action: A): A => maskTokens(action);
export const stateSanitizer = <S>(state: S): S => maskTokens(state);
