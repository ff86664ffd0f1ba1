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

export interface LoggedOutPayload {
  /** 'user' = the Exit menu item; 'expired' = the session could not be renewed (401). */
  reason: 'user' | 'expired';
  /** Where the user was, so the login can bring them back (only for 'expired'). */
  from?: string;
}

export const loggedOut = createAction('auth/loggedOut', (payload: LoggedOutPayload = { reason: 'user' }) => ({
  payload,
}));

/** The slice of state the baseQuery reads; the auth slice's state satisfies it. */
export interface SessionState {
  auth: {
    accessToken: string | null;
    refreshToken: string | null;
    sessionGeneration: number;
  };
}
