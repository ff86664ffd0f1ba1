/**
 * What the user has favorited, per kind, so that every card, page and button shows the same
 * heart. Seeded from each answer that carries `is_favorite` and from the favorites lists;
 * flipped at once by toggleFavorite and reverted if the server refuses. While a toggle is in
 * flight its value wins over answers that may have been computed before it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
}

export const pendingKey = ({ kind, id }: FavoriteTarget) => `${kind}:${id}`;
const initialState: FavoritesState = { course: {}, module: {}, article: {}, pending: {} };

function seed(state: FavoritesState, kind: FavoriteKind, id: number, isFavorite: boolean) {
  if (!state.pending[pendingKey({ kind, id })]) state[kind][id] = isFavorite;
}
const seedItems = (state: FavoritesState, items: readonly FavoriteItem[]) =>
  items.forEach((item) => seed(state, item.type, item.object.id, true));

type ToggleEvent = PayloadAction<FavoriteTarget & { isFavorite: boolean }>;

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    /** Optimistic: the heart changes before the server answers. */
    favoriteToggled(state, action: ToggleEvent) {
      const { kind, id, isFavorite } = action.payload;
      state[kind][id] = isFavorite;
      state.pending[pendingKey(action.payload)] = true;
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
      .addCase(loggedOut, () => initialState)
      // The combined list is complete: whatever it lacks is not a favorite.
      .addMatcher(favoritesApi.endpoints.getFavorites.matchFulfilled, (state, { payload }) => {
        for (const kind of ['course', 'module', 'article'] as const) {
          for (const id of Object.keys(state[kind])) seed(state, kind, Number(id), false);
        }
        seedItems(state, payload);
      })
      .addMatcher(favoritesApi.endpoints.getFavoritesPage.matchFulfilled, (state, { payload }) => seedItems(state, payload.results))
      .addMatcher(learningApi.endpoints.getCourse.matchFulfilled, (state, { payload }) => seed(state, 'course', payload.id, payload.is_favorite))
      .addMatcher(learningApi.endpoints.getModule.matchFulfilled, (state, { payload }) => seed(state, 'module', payload.id, payload.is_favorite))
      .addMatcher(mediaApi.endpoints.getArticle.matchFulfilled, (state, { payload }) => seed(state, 'article', payload.id, payload.is_favorite))
      .addMatcher(learningApi.endpoints.searchCatalogue.matchFulfilled, (state, { payload }) => {
        for (const item of payload.results) if (item.type === 'course') seed(state, 'course', item.id, item.is_favorite);
      });
  },
});

export const { favoriteToggled, favoriteToggleConfirmed, favoriteToggleReverted } = favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;

type WithFavorites = { favorites: FavoritesState };
export const selectIsFavorite = (state: WithFavorites, kind: FavoriteKind, id: number) => state.favorites[kind][id] === true;
export const selectIsFavoritePending = (state: WithFavorites, kind: FavoriteKind, id: number) =>
  Boolean(state.favorites.pending[pendingKey({ kind, id })]);
