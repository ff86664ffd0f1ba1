/**
 * The browser's side of server rendering (src/server.tsx renders as a visitor sees the page:
 * no session, the default theme, in the reader's language by their `locale` cookie).
 */
import { SERVER_STATE_ELEMENT_ID, type ServerState } from '@/shared/api/serverState';
import { DEFAULT_LOCALE } from '@/shared/config';
import type { RootState } from './store';

/** The state in the page's JSON script element, or null (dev server, a page not rendered). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState | null;
    return state && typeof state === 'object' && 'api' in state ? state : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser would render the same markup as the server: a visitor (no session, so no
 * user data anywhere on screen), in the language the page was rendered in (the reader's cookie;
 * a shared cache may still hand a Russian reader the English page). The theme does not matter:
 * what depends on it is drawn as on the server while hydrating (useThemeOfMarkup). Anyone else
 * renders from scratch, with their own session's data.
 */
export function renderedAsThisBrowser(
  state: RootState,
  renderedIn: ServerState['locale'] = DEFAULT_LOCALE,
): boolean {
  return (
    !state.auth.accessToken && !state.auth.refreshToken && state.preferences.locale === renderedIn
  );
}
