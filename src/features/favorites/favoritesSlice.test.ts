import { http, HttpResponse } from 'msw';
import { loggedOut } from '@/features/auth/authSlice';
import { learningApi } from '@/features/learning/learningApi';
import { flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { favoritesApi } from './favoritesApi';
import {
  favoriteToggleReverted,
  favoriteToggled,
  favoritesListArrived,
  favoritesReducer,
  initialFavoritesState,
  selectIsFavorite,
  selectIsFavoritePending,
} from './favoritesSlice';
import { favoritesOnServer } from './testing/favoritesOnServer';
import { toggleFavorite } from './toggleFavorite';

const hearts = (store: ReturnType<typeof loggedInStore>, keys: string[]) =>
  keys.map((key) => {
    const [kind, id] = key.split(':');
    return selectIsFavorite(store.getState(), kind as 'course', Number(id));
  });

describe('favorites slice reducers', () => {
  it('keeps a toggle on the wire, and a refusal restores what was there before', () => {
    const flipped = favoritesReducer(
      undefined,
      favoriteToggled({ kind: 'module', id: 3, isFavorite: true }),
    );
    expect(flipped.toggles).toEqual({ 'module:3': { isFavorite: true, confirmedAt: null } });

    const earlier = { isFavorite: false, confirmedAt: 5 };
    expect(
      favoritesReducer(
        flipped,
        favoriteToggleReverted({ kind: 'module', id: 3, previous: earlier }),
      ).toggles,
    ).toEqual({ 'module:3': earlier });
    expect(
      favoritesReducer(
        flipped,
        favoriteToggleReverted({ kind: 'module', id: 3, previous: undefined }),
      ),
    ).toEqual(initialFavoritesState);
  });

  it('a list that arrives drops the confirmed toggles it knows, and only those', () => {
    const state = {
      toggles: {
        'course:1': { isFavorite: true, confirmedAt: 100 },
        'course:2': { isFavorite: true, confirmedAt: 300 },
        'course:3': { isFavorite: false, confirmedAt: null },
      },
    };
    expect(favoritesReducer(state, favoritesListArrived({ startedAt: 200 })).toggles).toEqual({
      'course:2': { isFavorite: true, confirmedAt: 300 },
      'course:3': { isFavorite: false, confirmedAt: null },
    });
  });

  it('forgets everything on logout', () => {
    const state = favoritesReducer(
      undefined,
      favoriteToggled({ kind: 'course', id: 1, isFavorite: true }),
    );
    expect(favoritesReducer(state, loggedOut())).toEqual(initialFavoritesState);
  });
});

describe('hearts: the favorites list plus the toggles it does not show yet', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads the list, and nothing else: an is_favorite in another answer is not a second truth', async () => {
    favoritesOnServer(['article:8', 'module:9']);
    server.use(
      http.get(`${API}/courses/5/`, () =>
        HttpResponse.json({ id: 5, name: 'C5', is_favorite: true, modules: [] }),
      ),
    );
    const store = loggedInStore();
    await store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
    await store.dispatch(learningApi.endpoints.getCourse.initiate(5));
    expect(hearts(store, ['article:8', 'module:9', 'course:5', 'article:9'])).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('a toggle on the wire wins over any list; once confirmed, the refetched list takes over', async () => {
    const api = favoritesOnServer(['course:1']);
    const store = loggedInStore();
    await store.dispatch(favoritesApi.endpoints.getFavorites.initiate()); // subscribed, as in a session
    const release = api.hold();
    const saving = store.dispatch(toggleFavorite({ kind: 'course', id: 2 }));
    expect(hearts(store, ['course:1', 'course:2'])).toEqual([true, true]);
    expect(selectIsFavoritePending(store.getState(), 'course', 2)).toBe(true);
    expect(await saving).toBe('added');
    expect(selectIsFavoritePending(store.getState(), 'course', 2)).toBe(false);
    expect(api.lists).toHaveLength(2); // the toggle invalidated the list: refetched (held)
    expect(store.getState().favorites.toggles['course:2']).toBeDefined(); // bridges until it lands
    release();
    await flush();
    expect(hearts(store, ['course:1', 'course:2'])).toEqual([true, true]);
    expect(store.getState().favorites.toggles).toEqual({}); // the list shows it now
  });

  it('a list requested before a confirmed toggle cannot flip the heart back (the startup race)', async () => {
    const api = favoritesOnServer(['module:9']);
    const store = loggedInStore();
    const release = api.hold();
    const startup = store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
    await flush(); // the list is on the wire, computed without course 3
    expect(await store.dispatch(toggleFavorite({ kind: 'course', id: 3 }))).toBe('added');
    release();
    await startup;
    expect(hearts(store, ['course:3', 'module:9'])).toEqual([true, true]); // stale for course 3 only
    await flush(); // the refetch the toggle asked for (delayed while the list was on the wire)
    expect(api.lists).toHaveLength(2);
    expect(hearts(store, ['course:3', 'module:9'])).toEqual([true, true]);
    expect(store.getState().favorites.toggles).toEqual({});

    // Removed elsewhere (another device): a list requested now is the truth again.
    api.saved.splice(api.saved.indexOf('course:3'), 1);
    await store.dispatch(
      favoritesApi.endpoints.getFavorites.initiate(undefined, { forceRefetch: true }),
    );
    expect(hearts(store, ['course:3'])).toEqual([false]);
  });

  it('a failed list leaves the hearts as they are and shows nothing (SPEC §8)', async () => {
    const api = favoritesOnServer(['article:4']);
    const store = loggedInStore();
    await store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
    server.use(
      http.get(`${API}/profile/favorites/`, () =>
        HttpResponse.json({ detail: 'down' }, { status: 503 }),
      ),
    );
    await store.dispatch(toggleFavorite({ kind: 'article', id: 5 })); // its refetch fails
    await flush();
    expect(hearts(store, ['article:4', 'article:5'])).toEqual([true, true]);
    expect(api.saved).toEqual(['article:5', 'article:4']);
    const { current, queue } = store.getState().snackbar;
    expect([current, ...queue].flatMap((item) => (item ? [item.message.id] : []))).toEqual([
      'notice.favorites.articleAdded', // the toggle's confirmation, nothing about the list
    ]);
  });

  it('reads a favorites page with ?page=N', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(`${API}/profile/favorites/course/`, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ count: 4, page: 2, next: null, previous: null, results: [] });
      }),
    );
    const store = loggedInStore();
    await store.dispatch(
      favoritesApi.endpoints.getFavoritesPage.initiate({ kind: 'course', page: 2 }),
    );
    expect(pages).toEqual(['2']);
  });
});
