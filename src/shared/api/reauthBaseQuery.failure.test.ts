import { http, HttpResponse } from 'msw';
import { loggedOut } from '@/features/auth/authSlice';
import { learningApi } from '@/features/learning/learningApi';
import { profileApi } from '@/features/profile/profileApi';
import { callBaseQuery } from '@/test/callBaseQuery';
import { setNavigator } from '@/shared/lib/navigation';
import { readTokensFromCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import { deferred, flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore, visitorStore } from '@/test/utils';

const expired = () => HttpResponse.json({ detail: 'expired' }, { status: 401 });

describe('re-auth: when the session cannot be renewed', () => {
  let navigations: string[];
  let restore: () => void;
  beforeEach(() => {
    navigations = [];
    restore = setNavigator((path) => navigations.push(path));
    window.history.replaceState(null, '', '/personal?tab=work');
  });
  afterEach(() => {
    restore();
    window.history.replaceState(null, '', '/');
  });

  it('a refused refresh removes both cookies, goes to /auth and returns the 401', async () => {
    server.use(
      http.get(`${API}/profile/my/`, expired),
      http.post(`${API}/auth/refresh/`, () =>
        HttpResponse.json({ detail: 'revoked' }, { status: 401 }),
      ),
    );
    writeTokenCookies('a1', 'r1');
    const store = loggedInStore('a1', 'r1');
    const result = await callBaseQuery(store, '/profile/my/');
    expect(result.error).toMatchObject({ status: 401 }); // SPEC §8: the error is re-raised
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
    expect(store.getState().auth).toMatchObject({
      accessToken: null,
      refreshToken: null,
      wantedPath: '/personal?tab=work',
    });
    expect(navigations).toEqual(['/auth']);
  });

  it('the page whose call ended the session shows no "error loading data" on top of it', async () => {
    server.use(
      http.get(`${API}/profile/my/`, expired),
      http.post(`${API}/auth/refresh/`, () =>
        HttpResponse.json({ detail: 'revoked' }, { status: 401 }),
      ),
    );
    const store = loggedInStore('a1', 'r1');
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    await flush();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().snackbar).toEqual({ current: null, queue: [], held: false });
  });

  it('a logout while the refresh is on the wire is not undone by its answer', async () => {
    const hold = deferred();
    const retried: string[] = [];
    server.use(
      http.get(`${API}/courses/1/`, ({ request }) => {
        retried.push(request.headers.get('authorization') ?? 'none');
        return expired();
      }),
      http.post(`${API}/auth/refresh/`, async () => {
        await hold.promise;
        return HttpResponse.json({ access: 'a2', refresh: 'r2' });
      }),
    );
    const store = loggedInStore('a1', 'r1');
    const pending = callBaseQuery(store, '/courses/1/');
    await flush();
    store.dispatch(loggedOut());
    hold.resolve();
    const result = await pending;

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null });
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
    expect(retried).toEqual(['Bearer a1']); // no retry with the stale session's new token
  });

  it('retries at most once: a renewed token that is refused too ends the session', async () => {
    let courseCalls = 0;
    let refreshes = 0;
    server.use(
      http.get(`${API}/courses/1/`, () => {
        courseCalls += 1;
        return expired();
      }),
      http.post(`${API}/auth/refresh/`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: 'a2', refresh: 'r2' });
      }),
    );
    const store = loggedInStore('a1', 'r1');
    const result = await callBaseQuery(store, '/courses/1/');
    expect(result.error).toMatchObject({ status: 401 });
    expect(courseCalls).toBe(2);
    expect(refreshes).toBe(1);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(navigations).toEqual(['/auth']);
  });

  it('after a refused refresh, late 401s of the same burst neither refresh nor navigate again', async () => {
    const holdLate = deferred();
    let refreshes = 0;
    server.use(
      http.get(`${API}/courses/1/`, expired),
      http.get(`${API}/courses/2/`, async () => {
        await holdLate.promise;
        return expired();
      }),
      http.post(`${API}/auth/refresh/`, () => {
        refreshes += 1;
        return HttpResponse.json({ detail: 'revoked' }, { status: 401 });
      }),
    );
    const store = loggedInStore('a1', 'r1');
    const late = callBaseQuery(store, '/courses/2/');
    await callBaseQuery(store, '/courses/1/');
    holdLate.resolve();
    expect((await late).error).toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
    expect(navigations).toEqual(['/auth']);
    expect(store.getState().auth.sessionGeneration).toBe(1);
  });

  it.each([
    ['on the network', () => HttpResponse.error()],
    [
      'with a 429 (too many refreshes from this address)',
      () =>
        HttpResponse.json(
          { detail: 'Too many requests. Try again in 30 seconds.', code: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
    ],
  ])('a refresh that fails %s keeps the session and fails only the request', async (_, answer) => {
    server.use(http.get(`${API}/courses/1/`, expired), http.post(`${API}/auth/refresh/`, answer));
    const store = loggedInStore('a1', 'r1');
    const result = await store.dispatch(learningApi.endpoints.getCourse.initiate(1));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' });
    expect(navigations).toEqual([]);
  });

  it('a visitor (no tokens) who meets a 401 is sent to /auth without any refresh call', async () => {
    server.use(http.get(`${API}/profile/certificates/`, expired));
    const store = visitorStore();
    const result = await callBaseQuery(store, '/profile/certificates/');
    expect(result.error).toMatchObject({ status: 401 });
    expect(navigations).toEqual(['/auth']);
    expect(store.getState().auth.sessionGeneration).toBe(0);
  });
});
