/**
 * The two session cookies of SPEC §3/§9: `accessToken` and `refreshToken`, path `/`,
 * removed with max-age -1. Only the auth feature's listeners and its startup read use this
 * module; components never touch cookies.
 */
import Cookies, { type CookieSetOptions } from 'universal-cookie';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Fallback lifetime when the refresh token carries no readable expiry. */
const FALLBACK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function baseOptions(): CookieSetOptions {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure };
}

/** A fresh instance per call: universal-cookie caches values, and tests change document.cookie. */
const jar = () => new Cookies(null, baseOptions());

/** The claims of a JWT's payload, read without verifying (the server verifies); null if unreadable. */
function unverifiedClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Seconds until a JWT's `exp`, or null when the token is not a readable JWT. Both cookies live
 * as long as the refresh token: "authorized" means both exist (SPEC §4), and an expired access
 * token is renewed by the re-auth baseQuery, so it must not vanish before the refresh token.
 */
export function secondsUntilExpiry(token: string, nowMs = Date.now()): number | null {
  const exp = unverifiedClaims(token)?.exp;
  return typeof exp === 'number' ? Math.max(0, Math.floor(exp - nowMs / 1000)) : null;
}

/** Whose token it is (the JWT `sub`), or null when the token is not a readable JWT. */
export function tokenSubject(token: string): string | null {
  const sub = unverifiedClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/**
 * Whether two tokens were issued as one pair: the server signs both in the same moment, so their
 * `iat` differ by at most a second. Tokens that are not readable JWTs are taken as a pair.
 */
export function issuedTogether(access: string, refresh: string): boolean {
  const a = unverifiedClaims(access)?.iat;
  const r = unverifiedClaims(refresh)?.iat;
  return typeof a !== 'number' || typeof r !== 'number' || Math.abs(a - r) <= 1;
}

export function readTokensFromCookies(): StoredTokens {
  const cookies = jar();
  const read = (name: string): string | null => {
    const value: unknown = cookies.get(name, { doNotParse: true });
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return { accessToken: read(ACCESS_COOKIE), refreshToken: read(REFRESH_COOKIE) };
}

/**
 * The startup read: a pair, or nothing. SPEC §4: authorized means both tokens exist, so a lone
 * cookie (the other expired or was deleted) is no session; it is removed so that it cannot make
 * the app look logged in to anything that reads one token (e.g. /auth sending the user to /main).
 */
export function readSessionCookies(): StoredTokens {
  const stored = readTokensFromCookies();
  if (stored.accessToken && stored.refreshToken) return stored;
  if (stored.accessToken || stored.refreshToken) removeTokenCookies();
  return { accessToken: null, refreshToken: null };
}

export function writeTokenCookies(accessToken: string, refreshToken: string): void {
  const cookies = jar();
  const maxAge = secondsUntilExpiry(refreshToken) ?? FALLBACK_MAX_AGE_SECONDS;
  cookies.set(ACCESS_COOKIE, accessToken, { ...baseOptions(), maxAge });
  cookies.set(REFRESH_COOKIE, refreshToken, { ...baseOptions(), maxAge });
}

/** SPEC §9: "removed by max-age -1"; the epoch expiry covers browsers that ignore Max-Age. */
export function removeTokenCookies(): void {
  const cookies = jar();
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    cookies.set(name, '', { ...baseOptions(), maxAge: -1, expires: new Date(0) });
  }
}
