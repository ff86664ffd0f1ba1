/**
 * What the hearts show. The one truth is the favorites list (`GET /profile/favorites/`, held in
 * the RTK Query cache for the session by favoritesListeners); this slice only keeps the toggles
 * made here that the list cannot show yet, keyed `type:id`, and a heart shows its toggle while
 * there is one. A toggle is on the wire until the server answers, then waits for a list whose
 * request was sent after that answer: such a list knows the change, and the toggle is dropped.
 * A list sent before (e.g. the startup load still on the wire when the user saves something)
 * drops nothing, so it can never flip the heart back.
 */
import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { FavoriteKind } from '@/shared/contract/profile';
import { loggedOut } from '@/shared/api/sessionEvents';
import { favoritesApi, type FavoriteTarget } from './favoritesApi';

interface LocalToggle {
  isFavorite: boolean;
  /** When the server confirmed it (ms); null while the request is on the wire. */
  confirmedAt: number | null;
}

export interface FavoritesState {
  /** `${kind}:${id}` -> the toggle the favorites list does not show yet. */
  toggles: Record<string, LocalToggle>;
}

export const favoriteKey = ({ kind, id }: FavoriteTarget) => `${kind}:${id}`;
export const initialFavoritesState: FavoritesState = { toggles: {} };

const toggleAnswered = isAnyOf(
  favoritesApi.endpoints.addFavorite.matchFulfilled,
  favoritesApi.endpoints.removeFavorite.matchFulfilled,
);

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    /** Optimistic: the heart changes before the server answers. */
    favoriteToggled(state, action: PayloadAction<FavoriteTarget & { isFavorite: boolean }>) {
      const { isFavorite } = action.payload;
      state.toggles[favoriteKey(action.payload)] = { isFavorite, confirmedAt: null };
    },
    /** The server refused: back to what was there before the toggle. */
    favoriteToggleReverted(
      state,
      action: PayloadAction<FavoriteTarget & { previous: LocalToggle | undefined }>,
    ) {
      const key = favoriteKey(action.payload);
      if (action.payload.previous) state.toggles[key] = action.payload.previous;
      else delete state.toggles[key];
    },
    /** A favorites list sent at `startedAt` arrived: it knows every toggle confirmed before. */
    favoritesListArrived(state, action: PayloadAction<{ startedAt: number }>) {
      for (const [key, toggle] of Object.entries(state.toggles))
        if (toggle.confirmedAt !== null && toggle.confirmedAt <= action.payload.startedAt)
          delete state.toggles[key];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialFavoritesState)
      // Reduced before RTK Query refetches the invalidated list, so that refetch counts as newer.
      .addMatcher(toggleAnswered, (state, action) => {
        const toggle = state.toggles[favoriteKey(action.meta.arg.originalArgs)];
        if (toggle) toggle.confirmedAt = action.meta.fulfilledTimeStamp;
      });
  },
});

export const { favoriteToggled, favoriteToggleReverted, favoritesListArrived } =
  favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;

/** The session's favorites list as RTK Query holds it (status, data, startedTimeStamp). */
export const selectFavoritesList = favoritesApi.endpoints.getFavorites.select();
type WithFavorites = { favorites: FavoritesState } & Parameters<typeof selectFavoritesList>[0];

const selectListedKeys = createSelector(
  [(state: WithFavorites) => selectFavoritesList(state).data],
  (items) => new Set(items?.map((item) => favoriteKey({ kind: item.type, id: item.object.id }))),
);

export function selectIsFavorite(state: WithFavorites, kind: FavoriteKind, id: number): boolean {
  const key = favoriteKey({ kind, id });
  const toggle = state.favorites.toggles[key];
  return toggle ? toggle.isFavorite : selectListedKeys(state).has(key);
}

export const selectIsFavoritePending = (state: WithFavorites, kind: FavoriteKind, id: number) =>
  state.favorites.toggles[favoriteKey({ kind, id })]?.confirmedAt === null;
