/**
 * Adds or removes a favorite (SPEC §4): the heart flips at once, the server is asked, and the
 * SPEC §8 confirmation is shown. A success invalidates the favorites list and the kind's pages,
 * so they refetch; the slice's toggle holds the heart until that list shows it. A refusal puts
 * the heart back and is only logged (SPEC §8 "other failures are only logged"). A visitor gets
 * the login prompt instead (SPEC §1).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FavoriteKind } from '@/shared/contract/profile';
import { authPromptOpened, selectIsAuthorized, type AuthState } from '@/features/auth/authSlice';
import { favoriteNotices } from '@/features/snackbar/messages';
import { showSnackbar } from '@/features/snackbar/snackbarSlice';
import { favoritesApi, type FavoriteTarget } from './favoritesApi';
import {
  favoriteKey,
  favoriteToggleReverted,
  favoriteToggled,
  selectIsFavorite,
  selectIsFavoritePending,
} from './favoritesSlice';

/** What toggleFavorite did, for callers that want to react (e.g. move focus). */
export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'login-required' | 'busy';

const confirmations: Record<
  FavoriteKind,
  { added: typeof favoriteNotices.courseAdded; removed: typeof favoriteNotices.courseAdded }
> = {
  module: { added: favoriteNotices.moduleAdded, removed: favoriteNotices.moduleRemoved },
  course: { added: favoriteNotices.courseAdded, removed: favoriteNotices.courseRemoved },
  article: { added: favoriteNotices.articleAdded, removed: favoriteNotices.articleRemoved },
};

type State = { auth: AuthState } & Parameters<typeof selectIsFavorite>[0];

export function toggleFavorite(
  target: FavoriteTarget,
): ThunkAction<Promise<ToggleOutcome>, State, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const state = getState();
    if (!selectIsAuthorized(state)) {
      dispatch(authPromptOpened());
      return 'login-required';
    }
    // A second click while the first is on the wire would race it; the button shows "pending".
    if (selectIsFavoritePending(state, target.kind, target.id)) return 'busy';

    const wasFavorite = selectIsFavorite(state, target.kind, target.id);
    const previous = state.favorites.toggles[favoriteKey(target)];
    dispatch(favoriteToggled({ ...target, isFavorite: !wasFavorite }));
    const endpoint = wasFavorite
      ? favoritesApi.endpoints.removeFavorite
      : favoritesApi.endpoints.addFavorite;
    const result = await dispatch(endpoint.initiate(target));
    if ('error' in result && result.error) {
      dispatch(favoriteToggleReverted({ ...target, previous }));
      console.error(
        `Favorite ${wasFavorite ? 'removal' : 'addition'} failed for ${target.kind} ${target.id}:`,
        result.error,
      );
      return 'failed';
    }
    // The slice noted the answer; the list and the kind's pages refetch (invalidated tags).
    const notice = confirmations[target.kind][wasFavorite ? 'removed' : 'added'];
    dispatch(showSnackbar(notice, { icon: 'heart' }));
    return wasFavorite ? 'removed' : 'added';
  };
}
