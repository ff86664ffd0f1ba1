/**
 * The favorites list is the hearts' truth: it is loaded (and kept subscribed, so an invalidation
 * refetches it) for the whole session — after startup when the stored tokens say we are logged
 * in, and right after a login here or in another tab (not after a token refresh) — and released
 * at logout. Each list that arrives settles the toggles it already knows.
 */
import { appStarted } from '@/shared/lib/appEvents';
import { loggedOut } from '@/shared/api/sessionEvents';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import {
  selectIsAuthorized,
  sessionTokensArrived,
  type AuthState,
} from '@/features/auth/authSlice';
import { favoritesApi } from './favoritesApi';
import { favoritesListArrived, selectFavoritesList, type FavoritesState } from './favoritesSlice';

type State = { auth: AuthState; favorites: FavoritesState } & Parameters<
  typeof selectFavoritesList
>[0];

export function addFavoritesListeners(startListening: StartListeningFor<State>): void {
  startListening({
    predicate: (action, current, original) =>
      selectIsAuthorized(current) &&
      (appStarted.match(action) || (sessionTokensArrived(action) && !selectIsAuthorized(original))),
    effect: async (_, { dispatch, take }) => {
      // A failure leaves the hearts as they are (SPEC §8) and shows nothing; the next toggle or
      // login asks again.
      const list = dispatch(
        favoritesApi.endpoints.getFavorites.initiate(undefined, { forceRefetch: true }),
      );
      await take(loggedOut.match);
      list.unsubscribe();
    },
  });

  startListening({
    matcher: favoritesApi.endpoints.getFavorites.matchFulfilled,
    effect: (action, { dispatch, getOriginalState }) => {
      // When this list was requested: read before the answer, because RTK Query may already
      // have started the next request (a refetch it delayed) by the time listeners run.
      const sent = selectFavoritesList(getOriginalState());
      if (sent.requestId === action.meta.requestId && sent.startedTimeStamp !== undefined)
        dispatch(favoritesListArrived({ startedAt: sent.startedTimeStamp }));
    },
  });
}
