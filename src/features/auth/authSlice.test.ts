import { loggedOut, tokensReceived } from '@/shared/api/sessionEvents';
import {
  authPromptClosed,
  authPromptOpened,
  authReducer,
  emptyAuthState,
  loadAuthState,
  selectAuthPromptOpen,
  selectIsAuthorized,
  selectWantedPath,
  wantedPathCleared,
  wantedPathSaved,
  type AuthState,
} from './authSlice';

const wrap = (auth: AuthState) => ({ auth });
const loggedIn: AuthState = { ...emptyAuthState, accessToken: 'a1', refreshToken: 'r1' };

describe('auth slice', () => {
  it('stores both tokens on tokensReceived and closes the login prompt', () => {
    const state = authReducer(
      { ...emptyAuthState, authPromptOpen: true },
      tokensReceived({ access: 'a2', refresh: 'r2' }),
    );
    expect(state).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', authPromptOpen: false });
  });

  it('is authorized only when both tokens exist (SPEC §4)', () => {
    expect(selectIsAuthorized(wrap(loggedIn))).toBe(true);
    expect(selectIsAuthorized(wrap({ ...loggedIn, refreshToken: null }))).toBe(false);
    expect(selectIsAuthorized(wrap({ ...loggedIn, accessToken: null }))).toBe(false);
    expect(selectIsAuthorized(wrap(emptyAuthState))).toBe(false);
  });

  it('forgets the tokens on loggedOut and starts a new session generation', () => {
    const state = authReducer(loggedIn, loggedOut());
    expect(state).toMatchObject({ accessToken: null, refreshToken: null, sessionGeneration: 1 });
    expect(authReducer(state, loggedOut()).sessionGeneration).toBe(2);
  });

  it('remembers where an expired session was, so the login can return there', () => {
    const state = authReducer(
      loggedIn,
      loggedOut({ reason: 'expired', from: '/personal?tab=work' }),
    );
    expect(selectWantedPath(wrap(state))).toBe('/personal?tab=work');
    expect(
      authReducer(loggedIn, loggedOut({ reason: 'expired', from: '//evil.example' })).wantedPath,
    ).toBe('/main');
  });

  it('saves only safe wanted paths and clears them', () => {
    expect(authReducer(emptyAuthState, wantedPathSaved('/favorites/media')).wantedPath).toBe(
      '/favorites/media',
    );
    expect(authReducer(emptyAuthState, wantedPathSaved('javascript:alert(1)')).wantedPath).toBe(
      '/main',
    );
    expect(
      authReducer({ ...emptyAuthState, wantedPath: '/x' }, wantedPathCleared()).wantedPath,
    ).toBeNull();
  });

  it('opens and closes the login prompt', () => {
    const open = authReducer(emptyAuthState, authPromptOpened());
    expect(selectAuthPromptOpen(wrap(open))).toBe(true);
    expect(selectAuthPromptOpen(wrap(authReducer(open, authPromptClosed())))).toBe(false);
  });

  it('starts from the cookies and the saved wanted path (SPEC §2 startup)', () => {
    document.cookie = 'accessToken=cookie-a; path=/';
    document.cookie = 'refreshToken=cookie-r; path=/';
    window.sessionStorage.setItem('wantedPath', '/personal');
    expect(loadAuthState()).toEqual({
      ...emptyAuthState,
      accessToken: 'cookie-a',
      refreshToken: 'cookie-r',
      wantedPath: '/personal',
    });
    expect(authReducer(undefined, { type: 'init' }).accessToken).toBe('cookie-a');
  });

  it('a lone token cookie is no session at startup, and it is removed (SPEC §4)', () => {
    document.cookie = 'accessToken=cookie-a; path=/';
    expect(loadAuthState()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(document.cookie).not.toContain('accessToken');
  });

  it('ignores an unsafe wanted path found in sessionStorage', () => {
    window.sessionStorage.setItem('wantedPath', '//evil.example');
    expect(loadAuthState().wantedPath).toBeNull();
  });
});
