import { http, HttpResponse } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { tokensReceived } from '@/features/auth/authSlice';
import { learningApi } from '@/features/learning/learningApi';
import { setNavigator } from '@/shared/lib/navigation';
import { readTokensFromCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import { deferred, flush } from '@/test/deferred';
import { fakeBrowser } from '@/test/fakeTabs';
import { API, server } from '@/test/msw/server';
import type { TabCoordination } from './tabCoordination';

const course = (id: number) => ({ id, type: 'course', name: `Course ${id}` });
const expired = () => HttpResponse.json({ detail: 'expired' }, { status: 401 });

/**
 * The reference server's rules: r1 rotates to a2/r2 once; presenting r1 again is reuse, which
 * revokes the session (docs/api.md). Only `valid` opens a course. Every request's bearer is recorded.
 */
function rotatingServer(options: { holdRefresh?: Promise<void> } = {}) {
  const seen = {
    refresh: [] as unknown[],
    bearers: [] as string[],
    reuse: 0,
    logout: [] as unknown[],
  };
  let valid = 'a-none';
  let rotated = false;
  server.use(
    http.post(`${API}/auth/refresh/`, async ({ request }) => {
      const body = (await request.json()) as { refresh: string };
      seen.refresh.push(body);
      await options.holdRefresh;
      if (body.refresh !== 'r1' || rotated) {
        seen.reuse += 1;
        valid = 'revoked';
        return HttpResponse.json({ detail: 'Token reuse: session revoked' }, { status: 401 });
      }
      rotated = true;
      valid = 'a2';
      return HttpResponse.json({ access: 'a2', refresh: 'r2' });
    }),
    http.get(`${API}/courses/:id/`, ({ request, params }) => {
      const auth = request.headers.get('authorization') ?? 'none';
      seen.bearers.push(auth);
      return auth === `Bearer ${valid}` ? HttpResponse.json(course(Number(params.id))) : expired();
    }),
    http.post(`${API}/auth/logout/`, async ({ request }) => {
      seen.logout.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])),
  );
  return seen;
}

/** Two tabs of one browser: the cookie jar (jsdom's document.cookie) plus the given lock/channel. */
function twoTabs(a: TabCoordination, b: TabCoordination): [AppStore, AppStore] {
  return [makeStore(undefined, { tabs: a }), makeStore(undefined, { tabs: b })];
}

const getCourse = (store: AppStore, id: number) =>
  store.dispatch(learningApi.endpoints.getCourse.initiate(id, { subscribe: false }));

describe('one session across the tabs of a browser', () => {
  let navigations: string[];
  let restore: () => void;
  beforeEach(() => {
    navigations = [];
    restore = setNavigator((path) => navigations.push(path));
  });
  afterEach(() => restore());

  it('two tabs hit a 401 at once: one refresh reaches the server, both retry with its token, nobody is logged out', async () => {
    const release = deferred();
    const seen = rotatingServer({ holdRefresh: release.promise });
    writeTokenCookies('a1', 'r1');
    const browser = fakeBrowser();
    const [tabA, tabB] = twoTabs(browser.tab(), browser.tab());

    const pending = [getCourse(tabA, 1), getCourse(tabB, 2)];
    await flush(50); // both 401s are in; one tab holds the lock and its refresh is on the wire
    release.resolve();
    const [a, b] = await Promise.all(pending);

    expect(seen.refresh).toEqual([{ refresh: 'r1' }]);
    expect(seen.reuse).toBe(0);
    expect([a.data?.id, b.data?.id]).toEqual([1, 2]);
    expect(seen.bearers.filter((bearer) => bearer === 'Bearer a2')).toHaveLength(2);
    for (const tab of [tabA, tabB])
      expect(tab.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(readTokensFromCookies()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(navigations).toEqual([]);
  });

  it('Exit in tab A ends the session in tab B, which sends nothing with the old token afterwards', async () => {
    const seen = rotatingServer();
    writeTokenCookies('a1', 'r1');
    const browser = fakeBrowser();
    const [tabA, tabB] = twoTabs(browser.tab(), browser.tab());
    window.history.replaceState(null, '', '/favorites/all');

    await tabA.dispatch(authApi.endpoints.logout.initiate());
    await flush();
    expect(tabB.getState().auth).toMatchObject({
      accessToken: null,
      refreshToken: null,
      wantedPath: '/favorites/all',
    });
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
    expect(seen.logout).toEqual([{ refresh: 'r1' }]); // sent once, by the tab that exited

    const bearersBefore = seen.bearers.length;
    await getCourse(tabB, 3);
    expect(seen.bearers.slice(bearersBefore)).toEqual(['none']);
    expect(seen.refresh).toEqual([]);
    window.history.replaceState(null, '', '/');
  });

  it('a login in tab A shows in tab B: it adopts the pair and refetches the per-user data', async () => {
    const favorites: string[] = [];
    server.use(
      http.get(`${API}/profile/favorites/`, ({ request }) => {
        favorites.push(request.headers.get('authorization') ?? 'none');
        return HttpResponse.json([]);
      }),
    );
    const browser = fakeBrowser();
    const [tabA, tabB] = twoTabs(browser.tab(), browser.tab());
    tabA.dispatch(tokensReceived({ access: 'a9', refresh: 'r9' })); // what a verified code does
    await flush();
    expect(tabB.getState().auth).toMatchObject({ accessToken: 'a9', refreshToken: 'r9' });
    expect(favorites).toEqual(['Bearer a9', 'Bearer a9']); // both tabs load the hearts after a login
    expect(browser.posted).toEqual([{ type: 'tokens', access: 'a9', refresh: 'r9' }]); // B does not echo it
  });

  it('without locks or a channel, tab B adopts the pair tab A rotated instead of refreshing with its stale token', async () => {
    const seen = rotatingServer();
    writeTokenCookies('a1', 'r1');
    const browser = fakeBrowser();
    const [tabA, tabB] = twoTabs(
      browser.tab({ lock: false, channel: false }),
      browser.tab({ lock: false, channel: false }),
    );

    expect((await getCourse(tabA, 1)).data?.id).toBe(1);
    expect(tabB.getState().auth.refreshToken).toBe('r1'); // B heard nothing
    expect((await getCourse(tabB, 2)).data?.id).toBe(2);

    expect(seen.refresh).toEqual([{ refresh: 'r1' }]);
    expect(seen.reuse).toBe(0);
    expect(tabB.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(navigations).toEqual([]);
  });

  describe('a pair another tab rotated, not yet visible here (a real browser delivers it to each tab in its own time)', () => {
    /** Tab A renews r1; tab B, with no channel, still reads A's old pair in the cookies. */
    async function rotatedElsewhereNotSeen() {
      const seen = rotatingServer();
      writeTokenCookies('a1', 'r1');
      const browser = fakeBrowser();
      const [tabA, tabB] = twoTabs(browser.tab(), browser.tab({ channel: false }));
      expect((await getCourse(tabA, 1)).data?.id).toBe(1);
      writeTokenCookies('a1', 'r1'); // B's read of the cookies lags behind A's write
      return { seen, tabB };
    }

    it('the lock carries the mark: the tab waits for the pair instead of presenting the rotated token', async () => {
      const { seen, tabB } = await rotatedElsewhereNotSeen();
      const pending = getCourse(tabB, 2);
      await flush(200);
      expect(seen.refresh).toEqual([{ refresh: 'r1' }]); // only A's
      writeTokenCookies('a2', 'r2'); // A's write reaches B
      expect((await pending).data?.id).toBe(2);

      expect(seen.refresh).toHaveLength(1);
      expect(seen.reuse).toBe(0);
      expect(tabB.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
      expect(navigations).toEqual([]);
    });

    it('a pair that never comes: after the wait the tab refreshes itself, as without the mark', async () => {
      const { seen, tabB } = await rotatedElsewhereNotSeen();
      const started = Date.now();
      await getCourse(tabB, 2);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      expect(seen.refresh).toEqual([{ refresh: 'r1' }, { refresh: 'r1' }]);
    });
  });
});
