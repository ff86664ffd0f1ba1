/**
 * The data a browser draws its own screen with over a server's page (src/main.tsx: signed in,
 * Russian, dark theme). Drawn at once, such a screen would replace the server's finished page
 * with skeletons until its queries answered: the visitor's view, a flash of placeholders, then
 * the reader's own. So its data comes first, while the server's HTML stays on screen:
 * - a visitor (Russian, dark theme) takes the server's answers: they are a visitor's answers,
 *   and the API's public data is the same in every language. Nothing is fetched again;
 * - a signed-in reader asks the server's queries again with their own session (progress,
 *   access, favorites differ from a visitor's), and the startup's (profile, favorites). The
 *   screen is drawn once none is in flight, or after `maxWaitMs`: a slow API then shows its
 *   skeletons as before, rather than a visitor's page for longer. A page the server rendered
 *   without data (a protected screen's shell) is drawn at once: its queries start with it.
 */
import type { AppStore } from '@/app/store';
import { api } from '@/shared/api/baseApi';
import { serverStateReceived, type ServerState } from '@/shared/api/serverState';
import { preloadScreen } from './router';

const MAX_WAIT_MS = 3000;

interface CachedQuery {
  endpointName?: string;
  originalArgs?: unknown;
}

/** An endpoint as `api.endpoints` holds it once its domain's file has injected it. */
interface Startable {
  initiate: (args: unknown, options: { subscribe: boolean }) => Parameters<AppStore['dispatch']>[0];
}

/** The queries in the server's RTK Query cache: endpoint and arguments. */
function serverQueries(serverState: ServerState): CachedQuery[] {
  const queries = (serverState.api as { queries?: Record<string, CachedQuery | undefined> } | null)
    ?.queries;
  return Object.values(queries ?? {}).filter((query): query is CachedQuery => Boolean(query));
}

async function askAgainWithSession(store: AppStore, queries: CachedQuery[], pathname: string) {
  // The screen's chunk injects its endpoints (a course's, an event's); the entry has the rest.
  await preloadScreen(pathname).catch(() => undefined);
  const endpoints = api.endpoints as Record<string, Startable | undefined>;
  for (const { endpointName, originalArgs } of queries) {
    const endpoint = endpointName ? endpoints[endpointName] : undefined;
    // Unsubscribed: the screen's hooks subscribe when it renders, and find the answer cached.
    if (endpoint) store.dispatch(endpoint.initiate(originalArgs, { subscribe: false }));
  }
  // The startup's queries run in a task of their own (main.tsx): let them start first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.allSettled(store.dispatch(api.util.getRunningQueriesThunk()));
}

/** Resolves when the screen can be drawn with its data (see above). */
export function screenDataLoaded(
  store: AppStore,
  serverState: ServerState,
  pathname = window.location.pathname,
  maxWaitMs = MAX_WAIT_MS,
): Promise<void> {
  const { accessToken, refreshToken } = store.getState().auth;
  // Any token: the answers may be the session's (as renderedAsThisBrowser in ./serverState.ts).
  if (!accessToken && !refreshToken) {
    store.dispatch(serverStateReceived(serverState));
    return Promise.resolve();
  }
  // A page without data (a protected screen's shell, not found): nothing to wait for; the
  // screen's own queries start when it is drawn.
  const queries = serverQueries(serverState);
  if (queries.length === 0) return Promise.resolve();
  const cap = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
  return Promise.race([askAgainWithSession(store, queries, pathname), cap]);
}
