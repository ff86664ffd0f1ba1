/**
 * Session state: the two tokens (mirrored to cookies by ./authListeners), the path a visitor
 * wanted before being sent to log in, and whether the "please log in" prompt is open.
 * `sessionGeneration` grows on every logout so that work started in an older session (an
 * in-flight refresh) can tell that it is stale.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import {
  loggedOut,
  selectHasSession,
  tokensAdoptedFromAnotherTab,
  tokensReceived,
} from '@/shared/api/sessionEvents';
import { readSessionCookies, tokenSubject } from '@/shared/lib/tokenCookies';
import { safeWantedPath } from './safeWantedPath';
import { readStoredWantedPath } from './wantedPathStorage';

// Re-exported so that features import the session events from the auth feature.
export { loggedOut, tokensAdoptedFromAnotherTab, tokensReceived };

/** A pair arrived, from this tab's login or refresh or from another tab: the same for the state. */
export const sessionTokensArrived = isAnyOf(tokensReceived, tokensAdoptedFromAnotherTab);

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  wantedPath: string | null;
  authPromptOpen: boolean;
  sessionGeneration: number;
  /**
   * The last session ended by itself (a refresh refused: expired or revoked), not by Exit: the
   * login page says so, else a learner sent there mid-test from Finish thinks their work is lost.
   */
  sessionExpired: boolean;
}

export const emptyAuthState: AuthState = {
  accessToken: null,
  refreshToken: null,
  wantedPath: null,
  authPromptOpen: false,
  sessionGeneration: 0,
  sessionExpired: false,
};

/**
 * Startup state: the token pair from the cookies (a lone cookie is no session and is removed,
 * SPEC §4), the wanted path from sessionStorage (SPEC §2).
 */
export function loadAuthState(): AuthState {
  return { ...emptyAuthState, ...readSessionCookies(), wantedPath: readStoredWantedPath() };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    wantedPathSaved(state, action: PayloadAction<string>) {
      state.wantedPath = safeWantedPath(action.payload);
    },
    wantedPathCleared(state) {
      state.wantedPath = null;
    },
    authPromptOpened(state) {
      state.authPromptOpen = true;
    },
    authPromptClosed(state) {
      state.authPromptOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state, action) => {
        state.accessToken = null;
        state.refreshToken = null;
        state.authPromptOpen = false;
        state.sessionGeneration += 1;
        state.sessionExpired =
          action.payload.reason === 'expired' || action.payload.lapsed === true;
        if (action.payload.from !== undefined)
          state.wantedPath = safeWantedPath(action.payload.from);
      })
      .addMatcher(sessionTokensArrived, (state, action) => {
        state.accessToken = action.payload.access;
        state.refreshToken = action.payload.refresh;
        state.authPromptOpen = false;
        state.sessionExpired = false;
      });
  },
});

export const { wantedPathSaved, wantedPathCleared, authPromptOpened, authPromptClosed } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
/** Whose session it is: the access token's subject (the same after a refresh), or null. */
export const selectSessionSubject = (state: WithAuth) => {
  const token = state.auth.accessToken;
  return token ? tokenSubject(token) : null;
};
/** SPEC §4: authorized means both tokens exist (defined in shared, where the shell reads it too). */
export const selectIsAuthorized = selectHasSession;
export const selectWantedPath = (state: WithAuth) => state.auth.wantedPath;
export const selectSessionExpired = (state: WithAuth) => state.auth.sessionExpired;
export const selectAuthPromptOpen = (state: WithAuth) => state.auth.authPromptOpen;
