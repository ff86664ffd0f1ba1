/** Small builders for store-level tests (no React). */
import { makeStore, type RootState } from '@/app/store';
import type { AuthState } from '@/features/auth/authSlice';
import { emptyAuthState } from '@/features/auth/authSlice';

export function authState(tokens: Partial<AuthState> = {}): AuthState {
  return { ...emptyAuthState, ...tokens };
}

/** A store logged in with the given tokens (defaults: access 'a1', refresh 'r1'). */
export function loggedInStore(access = 'a1', refresh = 'r1', rest: Partial<RootState> = {}) {
  return makeStore({ auth: authState({ accessToken: access, refreshToken: refresh }), ...rest });
}

export function visitorStore(rest: Partial<RootState> = {}) {
  return makeStore({ auth: authState(), ...rest });
}
