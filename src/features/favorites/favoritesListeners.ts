/**
 * Loads the combined favorites list so hearts are right everywhere: after startup when the
 * stored tokens say we are logged in, and right after a login here or in another tab (not after
 * a token refresh).
 */
import { appStarted } from '@/shared/lib/appEvents';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import {
  selectIsAuthorized,
  sessionTokensArrived,
  type AuthState,
} from '@/features/auth/authSlice';
import { favoritesApi } from './favoritesApi';

type State = { auth: AuthState };

export function addFavoritesListeners(startListening: StartListeningFor<State>): void {
  startListening({
    predicate: (action, current, original) =>
      selectIsAuthorized(current) &&
      (appStarted.match(action) || (sessionTokensArrived(action) && !selectIsAuthorized(original))),
    effect: async (_, { dispatch }) => {
      // A failure leaves the hearts as they are (SPEC §8) and shows nothing.
      await dispatch(
        favoritesApi.endpoints.getFavorites.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    },
  });
}
