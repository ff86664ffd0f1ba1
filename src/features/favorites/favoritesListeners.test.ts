import { http, HttpResponse } from 'msw';
import { tokensReceived } from '@/features/auth/authSlice';
import { appStarted } from '@/shared/lib/appEvents';
import { flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore, visitorStore } from '@/test/utils';
import { selectIsFavorite } from './favoritesSlice';

/** Startup also loads the reference lists: answer them with empty lists. */
function serveStartup() {
  const favoritesCalls: (string | null)[] = [];
  const paths = [
    'cities',
    'work-places',
    'specializations',
    'universities',
    'sponsors',
    'tags',
  ].map((n) => `/references/${n}/`);
  server.use(
    ...[...paths, '/courses/themes/'].map((path) =>
      http.get(`${API}${path}`, () => HttpResponse.json([])),
    ),
    http.get(`${API}/profile/favorites/`, ({ request }) => {
      favoritesCalls.push(request.headers.get('authorization'));
      return HttpResponse.json([
        { type: 'course', object: { id: 3 }, parent_course: null, is_published: true },
      ]);
    }),
  );
  return favoritesCalls;
}

describe('favorites loading', () => {
  it('loads the favorites after startup when the stored tokens say we are logged in', async () => {
    const calls = serveStartup();
    const store = loggedInStore('a1', 'r1');
    store.dispatch(appStarted());
    await flush(50);
    expect(calls).toEqual(['Bearer a1']);
    expect(selectIsFavorite(store.getState(), 'course', 3)).toBe(true);
  });

  it('does not ask for favorites at startup for a visitor', async () => {
    const calls = serveStartup();
    visitorStore().dispatch(appStarted());
    await flush(50);
    expect(calls).toEqual([]);
  });

  it('loads them after a login, but not after a token refresh', async () => {
    const calls = serveStartup();
    const store = visitorStore();
    store.dispatch(tokensReceived({ access: 'a1', refresh: 'r1' }));
    await flush();
    store.dispatch(tokensReceived({ access: 'a2', refresh: 'r2' }));
    await flush();
    expect(calls).toEqual(['Bearer a1']);
  });
});
