import { http, HttpResponse } from 'msw';
import { loggedOut } from '@/features/auth/authSlice';
import { learningApi } from '@/features/learning/learningApi';
import { mediaApi } from '@/features/media/mediaApi';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { favoritesApi } from './favoritesApi';
import {
  favoriteToggleConfirmed,
  favoriteToggleReverted,
  favoriteToggled,
  favoritesReducer,
  initialFavoritesState,
  selectIsFavorite,
  selectIsFavoritePending,
} from './favoritesSlice';

const course = (id: number, is_favorite: boolean) => ({
  type: 'course',
  id,
  name: `C${id}`,
  is_favorite,
});
const item = (type: string, id: number) => ({
  type,
  object: { id },
  parent_course: null,
  is_published: true,
});

describe('favorites slice reducers', () => {
  it('flips optimistically, marks the toggle pending, and confirms or reverts', () => {
    const flipped = favoritesReducer(
      undefined,
      favoriteToggled({ kind: 'module', id: 3, isFavorite: true }),
    );
    expect(selectIsFavorite({ favorites: flipped }, 'module', 3)).toBe(true);
    expect(selectIsFavoritePending({ favorites: flipped }, 'module', 3)).toBe(true);

    const confirmed = favoritesReducer(flipped, favoriteToggleConfirmed({ kind: 'module', id: 3 }));
    expect(selectIsFavorite({ favorites: confirmed }, 'module', 3)).toBe(true);
    expect(selectIsFavoritePending({ favorites: confirmed }, 'module', 3)).toBe(false);

    const reverted = favoritesReducer(
      flipped,
      favoriteToggleReverted({ kind: 'module', id: 3, isFavorite: false }),
    );
    expect(selectIsFavorite({ favorites: reverted }, 'module', 3)).toBe(false);
    expect(reverted.pending).toEqual({});
  });

  it('forgets everything on logout', () => {
    const state = favoritesReducer(
      undefined,
      favoriteToggled({ kind: 'course', id: 1, isFavorite: true }),
    );
    expect(favoritesReducer(state, loggedOut())).toEqual(initialFavoritesState);
  });
});

describe('favorites seeded from API answers', () => {
  it('takes is_favorite from courses, modules, articles and the catalogue', async () => {
    server.use(
      http.get(`${API}/courses/1/`, () => HttpResponse.json(course(1, true))),
      http.get(`${API}/courses/modules/2/`, () => HttpResponse.json({ id: 2, is_favorite: true })),
      http.get(`${API}/media/articles/3/`, () => HttpResponse.json({ id: 3, is_favorite: true })),
      http.get(`${API}/media/search/`, () =>
        HttpResponse.json({
          count: 2,
          page: 1,
          next: null,
          previous: null,
          results: [course(5, true), { type: 'module', id: 6 }],
        }),
      ),
    );
    const store = loggedInStore();
    await store.dispatch(learningApi.endpoints.getCourse.initiate(1));
    await store.dispatch(learningApi.endpoints.getModule.initiate(2));
    await store.dispatch(mediaApi.endpoints.getArticle.initiate(3));
    await store.dispatch(learningApi.endpoints.searchCatalogue.initiate({}));
    const state = store.getState();
    expect([
      selectIsFavorite(state, 'course', 1),
      selectIsFavorite(state, 'module', 2),
      selectIsFavorite(state, 'article', 3),
    ]).toEqual([true, true, true]);
    expect(selectIsFavorite(state, 'course', 5)).toBe(true);
    expect(selectIsFavorite(state, 'module', 6)).toBe(false);
  });

  it('treats the combined list as complete, but a pending toggle wins over it', async () => {
    server.use(
      http.get(`${API}/profile/favorites/`, () =>
        HttpResponse.json([item('article', 8), item('module', 9)]),
      ),
    );
    const store = loggedInStore();
    store.dispatch(favoriteToggled({ kind: 'course', id: 1, isFavorite: true }));
    store.dispatch(favoriteToggleConfirmed({ kind: 'course', id: 1 }));
    store.dispatch(favoriteToggled({ kind: 'course', id: 2, isFavorite: true })); // still on the wire
    await store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
    const state = store.getState();
    expect(selectIsFavorite(state, 'course', 1)).toBe(false); // not in the complete list any more
    expect(selectIsFavorite(state, 'course', 2)).toBe(true);
    expect(selectIsFavorite(state, 'article', 8)).toBe(true);
    expect(selectIsFavorite(state, 'module', 9)).toBe(true);
  });

  it('an answer sent before a confirmed toggle does not undo it; one sent after does count', async () => {
    let answer!: () => void;
    server.use(
      http.get(`${API}/profile/favorites/`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json([item('module', 9)]); // computed before course 3 was added
      }),
      http.get(`${API}/courses/3/`, () => HttpResponse.json(course(3, false))),
    );
    const store = loggedInStore();
    const startup = store.dispatch(
      favoritesApi.endpoints.getFavorites.initiate(undefined, { subscribe: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the list request is on the wire
    store.dispatch(favoriteToggled({ kind: 'course', id: 3, isFavorite: true }));
    store.dispatch(favoriteToggleConfirmed({ kind: 'course', id: 3 }));
    answer();
    await startup;
    expect(selectIsFavorite(store.getState(), 'course', 3)).toBe(true); // the stale list is ignored for it
    expect(selectIsFavorite(store.getState(), 'module', 9)).toBe(true); // but still seeds the rest
    expect(store.getState().favorites.requests).toEqual({});

    await store.dispatch(learningApi.endpoints.getCourse.initiate(3)); // sent after the toggle
    expect(selectIsFavorite(store.getState(), 'course', 3)).toBe(false);
  });

  it('a failed favorites fetch leaves the hearts unchanged (SPEC §8)', async () => {
    server.use(
      http.get(`${API}/profile/favorites/`, () =>
        HttpResponse.json({ detail: 'down' }, { status: 503 }),
      ),
    );
    const store = loggedInStore();
    store.dispatch(favoriteToggled({ kind: 'article', id: 4, isFavorite: true }));
    store.dispatch(favoriteToggleConfirmed({ kind: 'article', id: 4 }));
    await store.dispatch(favoritesApi.endpoints.getFavorites.initiate());
    expect(selectIsFavorite(store.getState(), 'article', 4)).toBe(true);
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('reads a favorites page with ?page=N', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(`${API}/profile/favorites/course/`, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          count: 4,
          page: 2,
          next: null,
          previous: null,
          results: [item('course', 11)],
        });
      }),
    );
    const store = loggedInStore();
    await store.dispatch(
      favoritesApi.endpoints.getFavoritesPage.initiate({ kind: 'course', page: 2 }),
    );
    expect(pages).toEqual(['2']);
    expect(selectIsFavorite(store.getState(), 'course', 11)).toBe(true);
  });
});
