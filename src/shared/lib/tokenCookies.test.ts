import {
  readTokensFromCookies,
  removeTokenCookies,
  secondsUntilExpiry,
  writeTokenCookies,
} from './tokenCookies';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('token cookies', () => {
  it('reads nothing from an empty jar', () => {
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('writes both cookies on path / and reads them back', () => {
    writeTokenCookies('acc.ess', 'ref.resh');
    expect(document.cookie).toContain('accessToken=acc.ess');
    expect(document.cookie).toContain('refreshToken=ref.resh');
    expect(readTokensFromCookies()).toEqual({ accessToken: 'acc.ess', refreshToken: 'ref.resh' });
  });

  it('removes both cookies', () => {
    writeTokenCookies('a', 'r');
    removeTokenCookies();
    expect(document.cookie).toBe('');
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('derives the cookie lifetime from the refresh token expiry', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(secondsUntilExpiry(jwt({ exp: now / 1000 + 3600 }), now)).toBe(3600);
    expect(secondsUntilExpiry(jwt({ exp: now / 1000 - 5 }), now)).toBe(0);
    expect(secondsUntilExpiry(jwt({ sub: 1 }), now)).toBeNull();
    expect(secondsUntilExpiry('not-a-jwt', now)).toBeNull();
    expect(secondsUntilExpiry('a.%%%.b', now)).toBeNull();
  });
});
