/**
 * Session events shared by the re-auth baseQuery (shared/) and the auth slice (features/auth).
 * They live here so that shared/ never imports a feature (imports go shared -> features -> app);
 * features/auth/authSlice re-exports them and is where they are handled.
 */
import { createAction } from '@reduxjs/toolkit';

export interface TokensReceivedPayload {
  access: string;
  refresh: string;
}

/** A login (verify) or a refresh answered with a token pair. */
export const tokensReceived = createAction<TokensReceivedPayload>('auth/tokensReceived');

/**
 * Another tab of this browser logged in or renewed the session, and this tab takes over its pair
 * (from the tab channel or from the shared cookies, ./sessionSync.ts). Unlike tokensReceived it is
 * neither written to the cookies (they already hold it) nor announced to the other tabs again.
 */
export const tokensAdoptedFromAnotherTab = createAction<TokensReceivedPayload>(
  'auth/tokensAdoptedFromAnotherTab',
);

export interface LoggedOutPayload {
  /**
   * 'user' = the Exit menu item; 'expired' = the session could not be renewed (401);
   * 'elsewhere' = another tab of this browser ended it (its Exit, or its cookies are gone).
   */
  reason: 'user' | 'expired' | 'elsewhere';
  /**
   * With 'elsewhere': this tab's own refresh token had expired too, so the session ended by
   * itself (its cookies live as long as that token); the login says so, as for 'expired'.
   */
  lapsed?: boolean;
  /** Where the user was, so the login can bring them back ('expired' and 'elsewhere'). */
  from?: string;
}

export const loggedOut = createAction(
  'auth/loggedOut',
  (payload: LoggedOutPayload = { reason: 'user' }) => ({
    payload,
  }),
);

/** The slice of state the baseQuery reads; the auth slice's state satisfies it. */
export interface SessionState {
  auth: {
    accessToken: string | null;
    refreshToken: string | null;
    sessionGeneration: number;
  };
}

/** SPEC §4: authorized means both tokens exist (the auth slice's `selectIsAuthorized`). */
export const selectHasSession = (state: SessionState) =>
  Boolean(state.auth.accessToken && state.auth.refreshToken);
