/**
 * What the user has favorited, per kind, so that every card, page and button shows the same
 * heart. Seeded from each answer that carries `is_favorite` and from the favorites lists;
 * flipped at once by toggleFavorite and reverted if the server refuses. While a toggle is in
 * flight its value wins over answers that may have been computed before it; once confirmed, an
 * answer to a request that was already on the wire when the heart was toggled is stale for that
 * item and is ignored for it (e.g. the startup favorites list arriving after a quick first save).
 */
import { createSlice, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { FavoriteItem, FavoriteKind } from '@/shared/contract/profile';
import { loggedOut } from '@/shared/api/sessionEvents';
import { learningApi } from '@/features/learning/learningApi';
import { mediaApi } from '@/features/media/mediaApi';
import { favoritesApi, type FavoriteTarget } from './favoritesApi';

export interface FavoritesState {
  course: Record<number, boolean>;
  module: Record<number, boolean>;
  article: Record<number, boolean>;
  /** `${kind}:${id}` of toggles waiting for the server. */
  pending: Record<string, true>;
  /** Counts toggles; `toggledAt` holds the count at each item's last toggle. */
  toggles: number;
  toggledAt: Record<string, number>;
  /** Answers on the wire that seed hearts: request id -> toggle count when it was sent. */
  requests: Record<string, number>;
}

export const pendingKey = ({ kind, id }: FavoriteTarget) => `${kind}:${id}`;
export const initialFavoritesState: FavoritesState = {
  course: {},
  module: {},
  article: {},
  pending: {},
  toggles: 0,
  toggledAt: {},
  requests: {},
};

/** The answers that carry favorite state. */
const seedingQueries = [
  favoritesApi.endpoints.getFavorites,
  favoritesApi.endpoints.getFavoritesPage,
  learningApi.endpoints.getCourse,
  learningApi.endpoints.getModule,
  learningApi.endpoints.searchCatalogue,
  mediaApi.endpoints.getArticle,
] as const;
const seedingPending = isAnyOf(...seedingQueries.map((q) => q.matchPending));
const seedingSettled = isAnyOf(
  ...seedingQueries.flatMap((q) => [q.matchFulfilled, q.matchRejected]),
);

/** Toggle count when the answer's request was sent (unknown: treat it as sent now). */
const sentAt = (state: FavoritesState, action: UnknownAction) => {
  const requestId = (action.meta as { requestId?: string } | undefined)?.requestId;
  return requestId !== undefined ? (state.requests[requestId] ?? state.toggles) : state.toggles;
};

function seed(
  state: FavoritesState,
  sent: number,
  kind: FavoriteKind,
  id: number,
  isFavorite: boolean,
) {
  const key = pendingKey({ kind, id });
  if (state.pending[key] || (state.toggledAt[key] ?? -1) >= sent) return;
  state[kind][id] = isFavorite;
}
const seedItems = (state: FavoritesState, sent: number, items: readonly FavoriteItem[]) =>
  items.forEach((item) => seed(state, sent, item.type, item.object.id, true));

type ToggleEvent = PayloadAction<FavoriteTarget & { isFavorite: boolean }>;

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    /** Optimistic: the heart changes before the server answers. */
    favoriteToggled(state, action: ToggleEvent) {
      const { kind, id, isFavorite } = action.payload;
      state[kind][id] = isFavorite;
      state.pending[pendingKey(action.payload)] = true;
      state.toggledAt[pendingKey(action.payload)] = state.toggles;
      state.toggles += 1;
    },
    favoriteToggleConfirmed(state, action: PayloadAction<FavoriteTarget>) {
      delete state.pending[pendingKey(action.payload)];
    },
    /** The server refused: back to the value before the toggle. */
    favoriteToggleReverted(state, action: ToggleEvent) {
      const { kind, id, isFavorite } = action.payload;
      state[kind][id] = isFavorite;
      delete state.pending[pendingKey(action.payload)];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialFavoritesState)
      // The combined list is complete: whatever it lacks is not a favorite.
      .addMatcher(favoritesApi.endpoints.getFavorites.matchFulfilled, (state, action) => {
        const sent = sentAt(state, action);
        for (const kind of ['course', 'module', 'article'] as const) {
          for (const id of Object.keys(state[kind])) seed(state, sent, kind, Number(id), false);
        }
        seedItems(state, sent, action.payload);
      })
      .addMatcher(favoritesApi.endpoints.getFavoritesPage.matchFulfilled, (state, action) =>
        seedItems(state, sentAt(state, action), action.payload.results),
      )
      .addMatcher(learningApi.endpoints.getCourse.matchFulfilled, (state, action) =>
        seed(state, sentAt(state, action), 'course', action.payload.id, action.payload.is_favorite),
      )
      .addMatcher(learningApi.endpoints.getModule.matchFulfilled, (state, action) =>
        seed(state, sentAt(state, action), 'module', action.payload.id, action.payload.is_favorite),
      )
      .addMatcher(mediaApi.endpoints.getArticle.matchFulfilled, (state, action) =>
        seed(
          state,
          sentAt(state, action),
          'article',
          action.payload.id,
          action.payload.is_favorite,
        ),
      )
      .addMatcher(learningApi.endpoints.searchCatalogue.matchFulfilled, (state, action) => {
        const sent = sentAt(state, action);
        for (const item of action.payload.results)
          if (item.type === 'course') seed(state, sent, 'course', item.id, item.is_favorite);
      })
      // Bookkeeping last, so the seeding matchers above still see the request.
      .addMatcher(seedingPending, (state, action) => {
        state.requests[action.meta.requestId] = state.toggles;
      })
      .addMatcher(seedingSettled, (state, action) => {
        delete state.requests[action.meta.requestId];
      });
  },
});

export const { favoriteToggled, favoriteToggleConfirmed, favoriteToggleReverted } =
  favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;

type WithFavorites = { favorites: FavoritesState };
export const selectIsFavorite = (state: WithFavorites, kind: FavoriteKind, id: number) =>
  state.favorites[kind][id] === true;
export const selectIsFavoritePending = (state: WithFavorites, kind: FavoriteKind, id: number) =>
  Boolean(state.favorites.pending[pendingKey({ kind, id })]);
