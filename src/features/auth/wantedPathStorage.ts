/**
 * The wanted path also lives in sessionStorage so that it survives the page reload that can
 * happen between leaving a protected page and finishing the login (SPEC §3 "a saved location").
 */
import { isSafeWantedPath } from './safeWantedPath';

export const WANTED_PATH_KEY = 'wantedPath';

export function readStoredWantedPath(): string | null {
  try {
    const value = window.sessionStorage.getItem(WANTED_PATH_KEY);
    return isSafeWantedPath(value) ? value : null;
  } catch {
    return null; // storage disabled (privacy mode): the wanted path only lives in memory
  }
}

export function storeWantedPath(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(WANTED_PATH_KEY, path);
    else window.sessionStorage.removeItem(WANTED_PATH_KEY);
  } catch {
    // see readStoredWantedPath
  }
}
