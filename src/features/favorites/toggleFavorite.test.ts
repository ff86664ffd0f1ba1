import { http, HttpResponse } from 'msw';
import { emptyAuthState } from '@/features/auth/authSlice';
import { mockAppStore } from '@/test/mockAppStore';
import { API, server } from '@/test/msw/server';
import { favoritesApi } from './favoritesApi';
import { selectIsFavorite } from './favoritesSlice';
import { favoritesOnServer } from './testing/favoritesOnServer';
import { toggleFavorite } from './toggleFavorite';

const loggedIn = { auth: { ...emptyAuthState, accessToken: 'a1', refreshToken: 'r1' } };

/** The recorded actions that tell the story: favorites events, the request outcome, the snackbar. */
function story(store: ReturnType<typeof mockAppStore>): string[] {
  return store
    .getActions()
    .map((action) => {
      if (action.type.startsWith('api/executeMutation/'))
        return `request ${action.type.split('/')[2]}`;
      if (action.type === 'snackbar/snackbarRequested')
        return `snackbar ${(action.payload as { message: { defaultMessage: string } }).message.defaultMessage}`;
      return action.type;
    })
    .filter((line) => /^(favorites|auth|request|snackbar )/.test(line));
}

describe('toggleFavorite', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('adds: flips at once, POSTs, then confirms with "Course added to favorites"', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/courses/4/favorite/`, ({ request }) => {
        calls.push(`POST ${request.headers.get('authorization')}`);
        return HttpResponse.json({ detail: 'added' });
      }),
    );
    const store = mockAppStore(loggedIn);
    const pending = store.dispatch(toggleFavorite({ kind: 'course', id: 4 }));
    expect(selectIsFavorite(store.getState(), 'course', 4)).toBe(true); // before the server answers
    expect(await pending).toBe('added');

    expect(story(store)).toEqual([
      'favorites/favoriteToggled',
      'request pending',
      'request fulfilled', // the slice notes the answer's time from it
      'snackbar Course added to favorites',
    ]);
    expect(calls).toEqual(['POST Bearer a1']);
    expect(store.getState().favorites.toggles).toEqual({
      'course:4': { isFavorite: true, confirmedAt: expect.any(Number) },
    });
  });

  it.each([
    ['module', 9, '/courses/modules/9/favorite/', 'Report removed from favorites'],
    ['course', 9, '/courses/9/favorite/', 'Course removed from favorites'],
    ['article', 9, '/media/articles/9/favorite/', 'News removed from favorites'],
  ] as const)('removes %s %s with DELETE %s (204) and says "%s"', async (kind, id, path, text) => {
    const api = favoritesOnServer([`${kind}:${id}`]);
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    });
    const store = mockAppStore(loggedIn);
    await store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
    expect(selectIsFavorite(store.getState(), kind, id)).toBe(true);
    expect(await store.dispatch(toggleFavorite({ kind, id }))).toBe('removed');
    expect(selectIsFavorite(store.getState(), kind, id)).toBe(false);
    expect(story(store).at(-1)).toBe(`snackbar ${text}`);
    expect(api.toggles).toEqual([`DELETE ${kind}:${id}`]);
    expect(deletes).toEqual([`/api${path}`]);
    server.events.removeAllListeners();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['an unexpected status (POST must answer 200)', () => HttpResponse.json({}, { status: 201 })],
  ])('reverts after %s and shows no confirmation', async (_label, answer) => {
    server.use(http.post(`${API}/media/articles/2/favorite/`, answer));
    const store = mockAppStore(loggedIn);
    expect(await store.dispatch(toggleFavorite({ kind: 'article', id: 2 }))).toBe('failed');
    expect(story(store)).toEqual([
      'favorites/favoriteToggled',
      'request pending',
      'request rejected',
      'favorites/favoriteToggleReverted',
    ]);
    expect(selectIsFavorite(store.getState(), 'article', 2)).toBe(false);
    expect(store.getState().favorites.toggles).toEqual({});
    expect(console.error).toHaveBeenCalled();
  });

  it('opens the login prompt for a visitor and calls nothing', async () => {
    const store = mockAppStore({ auth: emptyAuthState });
    expect(await store.dispatch(toggleFavorite({ kind: 'module', id: 1 }))).toBe('login-required');
    expect(story(store)).toEqual(['auth/authPromptOpened']);
    expect(store.getState().auth.authPromptOpen).toBe(true);
  });

  it('ignores a second click while the first toggle is on the wire', async () => {
    const store = mockAppStore({
      ...loggedIn,
      favorites: { toggles: { 'course:3': { isFavorite: true, confirmedAt: null } } },
    });
    expect(await store.dispatch(toggleFavorite({ kind: 'course', id: 3 }))).toBe('busy');
    expect(story(store)).toEqual([]);
  });
});
