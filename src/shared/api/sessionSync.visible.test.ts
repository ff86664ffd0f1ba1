/** A tab shown again after a while (./sessionSync.ts): the session as the cookies have it now. */
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { setNavigator } from '@/shared/lib/navigation';
import { removeTokenCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import { flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { adoptSessionFromCookies } from './sessionSync';
import { noTabCoordination, type TabCoordination } from './tabCoordination';

let restore: () => void;
beforeEach(() => {
  restore = setNavigator(() => undefined);
});
afterEach(() => restore());

describe('a tab that becomes visible again compares itself with the cookies', () => {
  function visibleTab() {
    let becameVisible = () => {};
    const tabs: TabCoordination = {
      ...noTabCoordination,
      onVisible: (callback) => {
        becameVisible = callback;
        return () => undefined;
      },
    };
    return { tabs, show: () => becameVisible() };
  }

  it('cookies gone (another tab logged out): the session ends here, the cookies stay as they are', () => {
    writeTokenCookies('a1', 'r1');
    const { tabs, show } = visibleTab();
    const store = makeStore(undefined, { tabs });
    removeTokenCookies();
    show();
    expect(store.getState().auth).toMatchObject({
      accessToken: null,
      refreshToken: null,
      sessionGeneration: 1,
      sessionExpired: false,
    });
  });

  it('cookies gone with its own expired refresh token (a tab hidden across the session end): the login says the session ended', () => {
    const jwt = (exp: number) =>
      `h.${btoa(JSON.stringify({ sub: '1', exp })).replace(/=+$/, '')}.s`;
    const end = Math.floor(Date.now() / 1000) + 60;
    writeTokenCookies(jwt(end), jwt(end));
    const { tabs, show } = visibleTab();
    const store = makeStore(undefined, { tabs });
    // The browser drops both cookies at the refresh token's expiry; the tab is shown later.
    const later = jest.spyOn(Date, 'now').mockReturnValue((end + 5) * 1000);
    removeTokenCookies();
    show();
    later.mockRestore();
    expect(store.getState().auth).toMatchObject({ refreshToken: null, sessionExpired: true });
  });

  it('a new pair in the cookies (another tab logged in or renewed): adopted', async () => {
    const { tabs, show } = visibleTab();
    server.use(http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])));
    const store = makeStore(undefined, { tabs });
    writeTokenCookies('a5', 'r5');
    show();
    expect(store.getState().auth).toMatchObject({ accessToken: 'a5', refreshToken: 'r5' });
    await flush(); // the favorites reload of a login
  });

  it('a torn pair (new access beside the old refresh, another tab mid-write) is not adopted', () => {
    const jwt = (iat: number, n: number) =>
      `h.${btoa(JSON.stringify({ sub: '1', iat, n })).replace(/=+$/, '')}.s`;
    writeTokenCookies(jwt(100, 1), jwt(100, 2));
    const { tabs, show } = visibleTab();
    const store = makeStore(undefined, { tabs });
    writeTokenCookies(jwt(200, 3), jwt(100, 2)); // the access cookie written, the refresh not yet
    show();
    expect(store.getState().auth).toMatchObject({
      accessToken: jwt(100, 1),
      refreshToken: jwt(100, 2),
    });
    expect(adoptSessionFromCookies(store)).toBe('partial');
    writeTokenCookies(jwt(200, 3), jwt(200, 4)); // both written: a pair
    expect(adoptSessionFromCookies(store)).toBe('adopted');
    expect(store.getState().auth).toMatchObject({
      accessToken: jwt(200, 3),
      refreshToken: jwt(200, 4),
    });
  });

  it("another person's pair (a logout and a login there, both missed here): the old session ends first", async () => {
    // Unsigned JWT-shaped tokens: only the subject matters to the tab.
    const jwt = (sub: string, n: number) =>
      `h.${btoa(JSON.stringify({ sub, n })).replace(/=+$/, '')}.s`;
    server.use(http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])));
    writeTokenCookies(jwt('1', 1), jwt('1', 2));
    const { tabs, show } = visibleTab();
    const store = makeStore(undefined, { tabs });
    writeTokenCookies(jwt('2', 3), jwt('2', 4));
    show();
    expect(store.getState().auth).toMatchObject({
      accessToken: jwt('2', 3),
      refreshToken: jwt('2', 4),
      sessionGeneration: 1,
    });
    // The same person's renewed pair is a plain adoption: the session goes on.
    writeTokenCookies(jwt('2', 5), jwt('2', 6));
    show();
    expect(store.getState().auth).toMatchObject({
      accessToken: jwt('2', 5),
      sessionGeneration: 1,
    });
    await flush();
  });
});
