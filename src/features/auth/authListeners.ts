/**
 * Side effects of the session events: the cookies follow the tokens (SPEC §3, §9), the wanted
 * path follows sessionStorage, a logout forgets every cached answer, and a login refetches what
 * a visitor saw without the per-user fields (is_favorite, progress, has_access). A login or
 * logout in another tab (tokensAdoptedFromAnotherTab, loggedOut 'elsewhere') does the same here,
 * except for the cookies: that tab already wrote them.
 */
import { api, TAG_TYPES } from '@/shared/api/baseApi';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { removeTokenCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import {
  loggedOut,
  selectIsAuthorized,
  sessionTokensArrived,
  tokensReceived,
  wantedPathCleared,
  wantedPathSaved,
  type AuthState,
} from './authSlice';
import { storeWantedPath } from './wantedPathStorage';

export function addAuthListeners(startListening: StartListeningFor<{ auth: AuthState }>): void {
  startListening({
    actionCreator: tokensReceived,
    effect: (action) => writeTokenCookies(action.payload.access, action.payload.refresh),
  });

  startListening({
    matcher: sessionTokensArrived,
    effect: (_, { dispatch, getOriginalState }) => {
      // A refresh keeps the session; only a login changes what the API answers us.
      if (!selectIsAuthorized(getOriginalState()))
        dispatch(api.util.invalidateTags([...TAG_TYPES]));
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: (action, { dispatch, getState }) => {
      // Ended in another tab: it removed the cookies; removing them again here could erase a
      // login that happened there since.
      if (action.payload.reason !== 'elsewhere') removeTokenCookies();
      storeWantedPath(getState().auth.wantedPath);
      dispatch(api.util.resetApiState());
    },
  });

  startListening({
    matcher: (action) => wantedPathSaved.match(action) || wantedPathCleared.match(action),
    effect: (_, { getState }) => storeWantedPath(getState().auth.wantedPath),
  });
}
