import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { loggedInStore, visitorStore } from '@/test/utils';
import { setNavigator } from '@/shared/lib/navigation';
import { readTokensFromCookies } from '@/shared/lib/tokenCookies';
import { authApi } from './authApi';
import { loggedOut, tokensReceived, wantedPathCleared, wantedPathSaved } from './authSlice';

describe('auth listeners and calls', () => {
  let navigations: string[];
  let restore: () => void;
  beforeEach(() => {
    navigations = [];
    restore = setNavigator((path) => navigations.push(path));
  });
  afterEach(() => restore());

  it('mirrors received tokens to the two cookies and deletes both on logout', () => {
    const store = visitorStore();
    store.dispatch(tokensReceived({ access: 'a9', refresh: 'r9' }));
    expect(readTokensFromCookies()).toEqual({ accessToken: 'a9', refreshToken: 'r9' });
    store.dispatch(loggedOut());
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('keeps the wanted path in sessionStorage', () => {
    const store = visitorStore();
    store.dispatch(wantedPathSaved('/favorites/all'));
    expect(window.sessionStorage.getItem('wantedPath')).toBe('/favorites/all');
    store.dispatch(wantedPathCleared());
    expect(window.sessionStorage.getItem('wantedPath')).toBeNull();
  });

  it('verify stores the tokens it receives, then loads the favorites with the new token', async () => {
    const favoritesAuth: (string | null)[] = [];
    server.use(
      http.post(`${API}/auth/verify/`, () => HttpResponse.json({ access: 'a5', refresh: 'r5' })),
      http.get(`${API}/profile/favorites/`, ({ request }) => {
        favoritesAuth.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    const store = visitorStore();
    await store.dispatch(
      authApi.endpoints.verify.initiate({ email: 'ann@example.com', code: '1234' }),
    );
    expect(store.getState().auth).toMatchObject({ accessToken: 'a5', refreshToken: 'r5' });
    expect(readTokensFromCookies()).toEqual({ accessToken: 'a5', refreshToken: 'r5' });
    await waitFor(() => expect(favoritesAuth).toEqual(['Bearer a5']));
  });

  it('a wrong code leaves the visitor logged out and never tries a refresh', async () => {
    server.use(
      http.post(`${API}/auth/verify/`, () =>
        HttpResponse.json({ code: ['Invalid code'] }, { status: 400 }),
      ),
    );
    const store = visitorStore();
    const result = await store.dispatch(
      authApi.endpoints.verify.initiate({ email: 'ann@example.com', code: '0000' }),
    );
    expect(result.error).toMatchObject({ status: 400, data: { code: ['Invalid code'] } });
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it('logout revokes the refresh token, forgets the session, and goes to /auth', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/auth/logout/`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = loggedInStore('a1', 'r1');
    await store.dispatch(authApi.endpoints.logout.initiate());
    // The call is fired and not awaited (Exit is immediate): it reaches the server a moment later.
    await waitFor(() => expect(bodies).toEqual([{ refresh: 'r1' }]));
    expect(store.getState().auth).toMatchObject({
      accessToken: null,
      refreshToken: null,
      sessionGeneration: 1,
    });
    expect(navigations).toEqual(['/auth']);
  });

  it('logout still ends the local session when the server cannot be reached', async () => {
    server.use(http.post(`${API}/auth/logout/`, () => HttpResponse.error()));
    document.cookie = 'accessToken=a1; path=/';
    document.cookie = 'refreshToken=r1; path=/';
    const store = loggedInStore('a1', 'r1');
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().auth.accessToken).toBeNull();
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
    expect(navigations).toEqual(['/auth']);
  });
});
