import { parseTrustProxy, readConfig } from '../config';

describe('TRUST_PROXY', () => {
  it('defaults to loopback, takes a comma-separated list, and none trusts nobody', () => {
    expect(readConfig({}).trustProxy).toEqual(['loopback']);
    expect(parseTrustProxy('')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/24')).toEqual(['10.0.0.5', '192.168.0.0/24']);
    expect(parseTrustProxy('none')).toBe(false);
  });
});

describe('REFRESH_GRACE_SECONDS', () => {
  it('defaults to 30 and may be 0 (strict reuse detection)', () => {
    expect(readConfig({}).refreshGraceSeconds).toBe(30);
    expect(readConfig({ REFRESH_GRACE_SECONDS: '0' }).refreshGraceSeconds).toBe(0);
    expect(() => readConfig({ REFRESH_GRACE_SECONDS: '-1' })).toThrow();
  });
});

describe('SESSION_MAX_AGE_SECONDS', () => {
  it('defaults to 30 days and must be a positive number of seconds', () => {
    expect(readConfig({}).sessionMaxAgeSeconds).toBe(30 * 24 * 3600);
    expect(readConfig({ SESSION_MAX_AGE_SECONDS: '3600' }).sessionMaxAgeSeconds).toBe(3600);
    expect(() => readConfig({ SESSION_MAX_AGE_SECONDS: '0' })).toThrow();
  });
});

describe('APP_ORIGIN (where mailed sign-in links open the app)', () => {
  it('defaults to PUBLIC_ORIGIN, else the first CORS origin, and must be an origin', () => {
    expect(readConfig({}).appOrigin).toBe('http://localhost:8080');
    expect(
      readConfig({ CORS_ORIGINS: 'https://app.example.org,https://b.example.org' }).appOrigin,
    ).toBe('https://app.example.org');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://edu.example.org/' }).appOrigin).toBe(
      'https://edu.example.org',
    );
    expect(
      readConfig({
        APP_ORIGIN: 'https://app.example.org',
        PUBLIC_ORIGIN: 'https://edu.example.org',
      }).appOrigin,
    ).toBe('https://app.example.org');
    expect(() => readConfig({ APP_ORIGIN: 'https://app.example.org/auth' })).toThrow(/APP_ORIGIN/);
    expect(() => readConfig({ APP_ORIGIN: 'javascript:alert(1)' })).toThrow(/APP_ORIGIN/);
  });
});
