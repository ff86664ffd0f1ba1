/**
 * Side effects of the session events: the cookies follow the tokens (SPEC §3, §9), the wanted
 * path follows sessionStorage, a logout forgets every cached answer, and a login refetches what
 * a visitor saw without the per-user fields (is_favorite, progress, has_access).
 */
import { api, TAG_TYPES } from '@/shared/api/baseApi';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { removeTokenCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import {
  loggedOut,
  selectIsAuthorized,
  tokensReceived,
  wantedPathCleared,
  wantedPathSaved,
  type AuthState,
} from './authSlice';
import { storeWantedPath } from './wantedPathStorage';

export function addAuthListeners(startListening: StartListeningFor<{ auth: AuthState }>): void {
  startListening({
    actionCreator: tokensReceived,
    effect: (action, { dispatch, getOriginalState }) => {
      writeTokenCookies(action.payload.access, action.payload.refresh);
      // A refresh keeps the session; only a login changes what the API answers us.
      if (!selectIsAuthorized(getOriginalState())) dispatch(api.util.invalidateTags([...TAG_TYPES]));
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: (_, { dispatch, getState }) => {
      removeTokenCookies();
      storeWantedPath(getState().auth.wantedPath);
      dispatch(api.util.resetApiState());
    },
  });

  startListening({
    matcher: (action) => wantedPathSaved.match(action) || wantedPathCleared.match(action),
    effect: (_, { getState }) => storeWantedPath(getState().auth.wantedPath),
  });
}
