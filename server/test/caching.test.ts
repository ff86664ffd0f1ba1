/** Cache-Control and Vary on token-dependent answers (lib/cacheHeaders.ts, docs/api.md "Caching"). */
import type { App } from '../context';
import { ANNA, bearer, login, makeApp } from './helpers';

let app: App;
let anna: Record<string, string>;
beforeAll(async () => {
  app = await makeApp();
  anna = bearer((await login(app, ANNA)).access);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api${url}`, headers });
const vary = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('caching headers', () => {
  it.each([
    '/profile/my/',
    '/profile/favorites/',
    '/profile/certificates/',
    '/stories/',
    '/tests/1/',
  ])('personal %s answers no-store', async (url) => {
    const res = await get(url, anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('progress start and point answer no-store', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses/modules/1/start/',
      headers: anna,
      payload: { label: 'video', object_id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a 401 of a personal call is not stored either', async () => {
    expect((await get('/profile/my/')).headers['cache-control']).toBe('no-store');
  });

  it('public reads vary on Authorization; with a token they are private, no-store', async () => {
    const visitor = await get('/courses/1/');
    expect(visitor.headers['cache-control']).toBeUndefined();
    expect(vary(visitor)).toContain('authorization');
    const user = await get('/courses/1/', anna);
    expect(user.headers['cache-control']).toBe('private, no-store');
    expect(vary(user)).toContain('authorization');
    const search = await get('/media/search/', anna);
    expect(search.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['/profile/1/public/', '/communities/1/', '/communities/'])(
    'a visitor’s read of published people %s is revalidated each time',
    async (url) => {
      // Else a shared cache could go on serving a profile its owner has taken down.
      const visitor = await get(url);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect((await get(url, anna)).headers['cache-control']).toBe('private, no-store');
    },
  );

  it('auth answers (tokens, codes) are never stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: ANNA },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reference lists and public files keep their caching, without Vary: Authorization', async () => {
    const cities = await get('/references/cities/', anna);
    expect(cities.headers['cache-control']).toBeUndefined();
    expect(vary(cities)).not.toContain('authorization');
    const file = await get('/media/files/avatars/avatar-01.jpg', anna);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^public, max-age=/);
    expect(vary(file)).not.toContain('authorization');
  });
});
