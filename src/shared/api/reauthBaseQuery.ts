/**
 * The one HTTP client of the app (SPEC §7): fetchBaseQuery on API_URL, no redirects followed,
 * no timeout in the browser (the web server's render sets one: `apiTimeoutMs`), a bearer token
 * on every call but reference/tag/theme and auth calls, and the re-authentication rules
 * (decisions: ./REAUTH.md):
 * - a 401 triggers exactly one POST /auth/refresh/ however many requests fail at once
 *   (they share the in-flight promise), then each is retried once with the new token;
 * - a 401 for a request sent with a token that has since been replaced is retried without
 *   refreshing;
 * - only a 401 leads to a retry: a mutation is never replayed after a network error or a 5xx;
 * - a refused refresh ends the session (loggedOut, both cookies removed by the auth listener)
 *   and goes to /auth; a refresh that finishes after the session changed is thrown away;
 * - across tabs, one refresh at a time (the tab lock), and first a look at the shared cookies:
 *   a pair another tab already rotated is adopted instead of refreshing with our old token,
 *   which the server would take for reuse and answer by revoking the whole session.
 */
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { API_URL } from '@/shared/config';
import { errorStatus, isNetworkError } from './errorStatus';
import { currentPath, navigateTo } from '@/shared/lib/navigation';
import { loggedOut, tokensReceived, type SessionState } from './sessionEvents';
import { adoptSessionFromCookies } from './sessionSync';
import { noTabCoordination, type TabCoordination, type TabLock } from './tabCoordination';

/** The store's thunk extra argument (makeStore): how this tab shares the session with the others. */
export interface SessionExtra {
  tabs?: TabCoordination;
  /** The API's absolute base (server rendering in Node, src/server.tsx); default API_URL. */
  apiBaseUrl?: string;
  /**
   * Server rendering only: a call unanswered this long fails (TIMEOUT_ERROR), so that a stuck
   * API cannot hold a render, and the web server's render slot, forever.
   */
  apiTimeoutMs?: number;
}

const tabsOf = (api: BaseQueryApi): TabCoordination =>
  (api.extra as SessionExtra | undefined)?.tabs ?? noTabCoordination;

export interface ApiExtraOptions {
  /** Reference, tag and theme calls: never carry the token, never re-authenticate (SPEC §6). */
  public?: boolean;
}

type QueryResult = Awaited<
  ReturnType<BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>>
>;
type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable' | 'superseded';

const PUBLIC_PREFIXES = ['/references/', '/courses/themes/'];
/** Login, register, verify, refresh, logout: no bearer, and a 401 there is an answer, not a cue. */
const AUTH_PREFIX = '/auth/';

/** Relative bases ('/api') are resolved against the page origin: Node's fetch (tests) needs it. */
export function resolveBaseUrl(base = API_URL): string {
  if (typeof window === 'undefined' || /^[a-z][a-z0-9+.-]*:/i.test(base)) return base;
  return new URL(base, window.location.origin).href.replace(/\/$/, '');
}

/** SPEC §9 "maximum redirects 0": a 3xx (or the browser's opaque redirect) is an error. */
const isSuccess = (response: Response) =>
  response.type !== 'opaqueredirect' && response.status >= 200 && response.status <= 299;

/**
 * The language the app is shown in (AppIntlProvider sets <html lang>), not the browser's: the
 * server writes its mail (one-time codes) in it. Nothing to send on the server render.
 */
function sendShownLanguage(headers: Headers): Headers {
  const shown = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (shown) headers.set('Accept-Language', shown);
  return headers;
}

const makeRawBaseQuery = (baseUrl: string, timeout?: number) =>
  fetchBaseQuery({
    baseUrl,
    timeout,
    redirect: 'manual',
    validateStatus: isSuccess,
    prepareHeaders: sendShownLanguage,
  });
const defaultRawBaseQuery = makeRawBaseQuery(resolveBaseUrl());
const rawBaseQueries = new Map<string, ReturnType<typeof makeRawBaseQuery>>();

/** The browser's one client, or (on the server) the one for the store's API base and timeout. */
const rawBaseQuery: typeof defaultRawBaseQuery = (args, api, extraOptions) => {
  const { apiBaseUrl: base, apiTimeoutMs } = (api.extra as SessionExtra | undefined) ?? {};
  if (!base) return defaultRawBaseQuery(args, api, extraOptions);
  const key = `${base} ${apiTimeoutMs ?? ''}`;
  let query = rawBaseQueries.get(key);
  if (!query) {
    query = makeRawBaseQuery(base, apiTimeoutMs);
    rawBaseQueries.set(key, query);
  }
  return query(args, api, extraOptions);
};

const session = (api: BaseQueryApi) => (api.getState() as SessionState).auth;
const is401 = (result: QueryResult) => errorStatus(result.error) === 401;

/**
 * A refresh that failed for now, not for good: the session is kept. A 429 too: the limit is
 * the server's, not a verdict on the token (per address for tokens it cannot read).
 */
function isTransient(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  if (isNetworkError(error)) return true;
  const status = errorStatus(error) ?? 0;
  return status === 429 || status >= 500;
}

function withBearer(request: FetchArgs, token: string | null): FetchArgs {
  if (!token) return request;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...request, headers };
}

/** SPEC §8: a 401 that cannot be fixed clears the session and goes to /auth. */
function endSession(api: BaseQueryApi): void {
  const { accessToken, refreshToken } = session(api);
  // Without any token there is no session to end; dispatching would also reset the API cache and
  // make mounted views refetch into the same 401 again.
  if (accessToken || refreshToken)
    api.dispatch(loggedOut({ reason: 'expired', from: currentPath() }));
  navigateTo('/auth');
}

/**
 * How long a rotating tab's mark stands: the server's grace window for a just-rotated token
 * (REFRESH_GRACE_SECONDS, 30 by default), within which the pair is surely on its way here.
 */
const ROTATED_MARK_MS = 30_000;
/** How long a tab whose token was marked rotated waits for the new pair before refreshing itself. */
const ROTATED_PAIR_WAIT_MS = 1_500;
const ROTATED_PAIR_POLL_MS = 25;

/** One refresh per store at a time; keyed by the store's getState, which is stable per store. */
const refreshesInFlight = new WeakMap<object, Promise<RefreshOutcome>>();

async function runRefresh(api: BaseQueryApi): Promise<RefreshOutcome> {
  const { refreshToken, sessionGeneration } = session(api);
  if (!refreshToken) {
    endSession(api);
    return 'rejected';
  }
  const { lock } = tabsOf(api);
  const renew = () => renewUnderLock(api, lock, refreshToken, sessionGeneration);
  return lock ? lock.run(renew) : renew();
}

/** What the store holds now, compared with the session this refresh was started for. */
function sessionMoved(
  api: BaseQueryApi,
  refreshToken: string,
  sessionGeneration: number,
): RefreshOutcome | null {
  const now = session(api);
  // A logout (or a new login) meanwhile: nothing of the old session may be revived or retried.
  if (now.sessionGeneration !== sessionGeneration) return 'superseded';
  // Same session, newer pair (another tab's, via the channel): retry with it, no refresh needed.
  if (now.refreshToken !== refreshToken) return now.accessToken ? 'refreshed' : 'superseded';
  return null;
}

/** The session moved on here, or the cookies hold another tab's complete pair (now adopted). */
function pairArrived(
  api: BaseQueryApi,
  refreshToken: string,
  sessionGeneration: number,
): RefreshOutcome | null {
  const moved = sessionMoved(api, refreshToken, sessionGeneration);
  if (moved) return moved;
  // The cookies are shared by all tabs: a pair rotated by another tab is there even without a channel.
  return adoptSessionFromCookies(api) === 'adopted' ? 'refreshed' : null;
}

/**
 * Another tab marked our token rotated, but its pair has not reached this tab yet: in a browser,
 * each tab's process reads the cookies and gets the channel's message on its own time. Wait for it
 * a moment; null when it does not come (the refresh then goes ahead, inside the grace window).
 */
async function awaitRotatedPair(
  api: BaseQueryApi,
  refreshToken: string,
  sessionGeneration: number,
): Promise<RefreshOutcome | null> {
  for (let waited = 0; waited < ROTATED_PAIR_WAIT_MS; waited += ROTATED_PAIR_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, ROTATED_PAIR_POLL_MS));
    const arrived = pairArrived(api, refreshToken, sessionGeneration);
    if (arrived) return arrived;
  }
  return null;
}

async function renewUnderLock(
  api: BaseQueryApi,
  lock: TabLock | null,
  refreshToken: string,
  sessionGeneration: number,
): Promise<RefreshOutcome> {
  // While this tab waited for the lock, another tab may have renewed (or ended) the session.
  const arrived = pairArrived(api, refreshToken, sessionGeneration);
  if (arrived) return arrived;
  if (lock && (await lock.wasRotated(refreshToken))) {
    const late = await awaitRotatedPair(api, refreshToken, sessionGeneration);
    if (late) return late;
  }

  const request: FetchArgs = {
    url: '/auth/refresh/',
    method: 'POST',
    body: { refresh: refreshToken },
  };
  const result = await rawBaseQuery(request, api, {});
  const movedMeanwhile = sessionMoved(api, refreshToken, sessionGeneration);
  if (movedMeanwhile) return movedMeanwhile;
  const pair = result.data as { access?: unknown; refresh?: unknown } | undefined;
  if (pair && typeof pair.access === 'string' && typeof pair.refresh === 'string') {
    api.dispatch(tokensReceived({ access: pair.access, refresh: pair.refresh }));
    // Before the lock is released: a tab that takes it next with the old token learns at once.
    await lock?.markRotated(refreshToken, ROTATED_MARK_MS);
    return 'refreshed';
  }
  if (isTransient(result.error)) return 'unavailable';
  endSession(api);
  return 'rejected';
}

function refreshOnce(api: BaseQueryApi): Promise<RefreshOutcome> {
  const key = api.getState;
  let pending = refreshesInFlight.get(key);
  if (!pending) {
    pending = runRefresh(api).finally(() => refreshesInFlight.delete(key));
    refreshesInFlight.set(key, pending);
  }
  return pending;
}

export const reauthBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const isPublic =
    Boolean(extraOptions?.public) || PUBLIC_PREFIXES.some((p) => request.url.startsWith(p));
  const isAuthCall = request.url.startsWith(AUTH_PREFIX);
  const send = (token: string | null) => rawBaseQuery(withBearer(request, token), api, {});

  const sentToken = isPublic || isAuthCall ? null : session(api).accessToken;
  const sentGeneration = session(api).sessionGeneration;
  const result = await send(sentToken);
  if (!is401(result) || isPublic || isAuthCall) return result;
  // The session this request belonged to has ended meanwhile (logout, failed refresh): its 401
  // is stale news, not a reason to refresh or to navigate again.
  if (session(api).sessionGeneration !== sentGeneration) return result;

  const latest = session(api).accessToken;
  let retryToken: string | null;
  if (latest && latest !== sentToken) {
    retryToken = latest; // someone else's refresh already rotated the token: just retry
  } else {
    if ((await refreshOnce(api)) !== 'refreshed') return result;
    retryToken = session(api).accessToken;
  }
  const retried = await send(retryToken);
  // The freshly renewed token refused as well: the session is unusable (SPEC §8: 401 -> /auth).
  if (is401(retried) && session(api).accessToken === retryToken) endSession(api);
  return retried;
};
