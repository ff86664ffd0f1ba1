import type { App } from '../context';
import { MAX_BODY_DEPTH } from '../lib/plumbing';
import { ANNA, bearer, login, makeApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await makeApp({ corsOrigins: ['http://localhost:8080'] });
});
afterAll(() => app.close());

const raw = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: string,
  contentType = 'application/json',
) =>
  app.inject({
    method,
    url,
    payload,
    headers: payload !== undefined ? { 'content-type': contentType } : {},
  });

describe('HTTP conventions', () => {
  it('a path without its trailing slash is 404, never a redirect', async () => {
    for (const url of [
      '/api/courses/1',
      '/api/media/search',
      '/api/references/tags',
      '/api/profile/my',
    ]) {
      const res = await raw('GET', url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    expect((await raw('GET', '/api/nothing/here/')).statusCode).toBe(404);
  });

  it('a wrong method on a known path is 405 with Allow', async () => {
    const res = await raw('DELETE', '/api/media/search/');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'method_not_allowed' });
    expect((await raw('GET', '/api/auth/login/')).statusCode).toBe(405);
    expect((await raw('PATCH', '/api/courses/1/')).statusCode).toBe(405);
    expect((await raw('PUT', '/api/courses/1/favorite/')).statusCode).toBe(405);
  });

  it('malformed JSON and non-object JSON are 400 {detail, code}', async () => {
    for (const body of ['{"email": ', '[1,2]', '"text"', '42', 'null']) {
      const res = await raw('POST', '/api/auth/login/', body);
      expect([body, res.statusCode]).toEqual([body, 400]);
      expect(res.json()).toEqual({
        detail: expect.any(String),
        code: body === '{"email": ' ? 'malformed_json' : 'invalid_body',
      });
    }
    const { access } = await login(app, ANNA);
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses/1/favorite/',
      payload: '[1]',
      headers: { ...bearer(access), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a JSON body nested deeper than any call takes is 400 invalid_body, however deep', async () => {
    const { access } = await login(app, ANNA);
    // `depth` objects and arrays, one inside the other.
    const nested = (depth: number) => `{"about":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const post = (url: string, payload: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...bearer(access), 'content-type': 'application/json' },
      });
    // 32,000 levels fit in 64 KB; walking them by recursion overflowed the stack (a 500).
    for (const url of ['/api/profile/my/', '/api/courses/1/favorite/'])
      for (const depth of [MAX_BODY_DEPTH + 1, 32_000]) {
        const res = await post(url, nested(depth));
        expect([url, depth, res.statusCode]).toEqual([url, depth, 400]);
        expect(res.json()).toEqual({ detail: expect.any(String), code: 'invalid_body' });
      }
    // As deep as allowed, the body is validated as usual: `about` is no text.
    const allowed = await post('/api/profile/my/', nested(MAX_BODY_DEPTH));
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json().codes).toEqual({ about: ['invalid_type'] });
  });

  it('another content type is 415; a huge JSON body is 413', async () => {
    const res = await raw(
      'POST',
      '/api/auth/login/',
      'email=a@b.c',
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'unsupported_media_type' });
    expect((await raw('POST', '/api/auth/login/', 'hello', 'text/plain')).statusCode).toBe(415);
    const huge = await raw(
      'POST',
      '/api/auth/login/',
      JSON.stringify({ email: 'a@b.c', pad: 'x'.repeat(7 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: expect.any(String), code: 'body_too_large' });
  });

  it('never leaks a stack trace for odd input', async () => {
    for (const url of [
      '/api/courses/99999999999/',
      '/api/courses/%E0%A4%A/',
      '/api/media/search/?tags=1&tags=2',
      '/api/media/search/?q=%00',
      `/api/courses/${'9'.repeat(300)}/`,
    ]) {
      const res = await raw('GET', url);
      expect([url, res.statusCode]).toEqual([url, url.includes('q=') ? 200 : expect.any(Number)]);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json())).toEqual(
        url.includes('q=') ? expect.any(Array) : ['detail', 'code'],
      );
      expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
    }
  });

  it('sends security headers and answers CORS for allowed origins only', async () => {
    const res = await app.inject({
      url: '/api/references/tags/',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const other = await app.inject({
      url: '/api/references/tags/',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/profile/my/',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });

  it('serves the demo media files under /api/media/files/', async () => {
    const res = await raw('GET', '/api/media/files/avatars/avatar-01.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await raw('GET', '/api/media/files/avatars/nope.jpg')).statusCode).toBe(404);
    expect((await raw('GET', '/api/media/files/../../package.json')).statusCode).toBe(404);
    expect((await raw('GET', '/api/media/files/%2e%2e/%2e%2e/package.json')).statusCode).toBe(404);
  });
});
