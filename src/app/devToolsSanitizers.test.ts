import { tokensReceived } from '@/features/auth/authSlice';
import { actionSanitizer, MASK, stateSanitizer } from './devToolsSanitizers';

describe('DevTools sanitizers', () => {
  it('mask the tokens of tokensReceived', () => {
    expect(
      actionSanitizer(tokensReceived({ access: 'secret-a', refresh: 'secret-r' })).payload,
    ).toEqual({ access: MASK, refresh: MASK });
  });

  it('mask the tokens in the auth slice and in a cached verify answer, leaving the rest', () => {
    const state = {
      auth: {
        accessToken: 'secret-a',
        refreshToken: 'secret-r',
        wantedPath: '/main',
        sessionGeneration: 1,
      },
      api: { mutations: { m1: { endpointName: 'verify', data: { access: 'x', refresh: 'y' } } } },
      filters: { q: 'access', tags: [1] },
    };
    const masked = stateSanitizer(state);
    expect(masked.auth).toEqual({
      accessToken: MASK,
      refreshToken: MASK,
      wantedPath: '/main',
      sessionGeneration: 1,
    });
    expect(masked.api.mutations.m1.data).toEqual({ access: MASK, refresh: MASK });
    expect(masked.filters).toEqual(state.filters);
    expect(state.auth.accessToken).toBe('secret-a'); // the real state is untouched
  });

  it('keeps null tokens as null', () => {
    expect(stateSanitizer({ auth: { accessToken: null } })).toEqual({
      auth: { accessToken: null },
    });
  });
});
