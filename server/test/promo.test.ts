/** POST /profile/promo/ (docs/api.md "Promo codes") and GET /references/settings/. */
import { PromoRedeemReply, Settings } from '../../src/shared/contract/profile';
import { sql } from 'kysely';
import type { App } from '../context';
import { rows } from '../db/query';
import { bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const redeem = (code: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/promo/',
    payload: { code },
    headers: token ? bearer(token) : {},
  });
const get = (url: string, token?: string) =>
  app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });

describe('POST /profile/promo/', () => {
  it('opens every paid course at once, matching the code without case or spaces', async () => {
    expect((await get('/courses/2/', james)).json().has_access).toBe(false);
    expect((await get('/courses/modules/3/', james)).json().video.url).toBeNull();
    const res = await redeem('  testpromo ', james);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectShape(PromoRedeemReply, res.json());
    expect(res.json().courses).toEqual([{ id: 2, name: 'Преподавание онлайн' }]);
    expect((await get('/courses/2/', james)).json().has_access).toBe(true);
    expect((await get('/courses/modules/3/', james)).json().video.url).toMatch(/sig=/);
  });

  it('opens exactly the courses its reply lists (one rule for both)', async () => {
    const userId = (await get('/profile/my/', james)).json().id;
    const opened = async () =>
      (
        await rows<{ course_id: number }>(
          app.ctx.db,
          sql`SELECT course_id FROM course_access WHERE user_id = ${userId} ORDER BY course_id`,
        )
      ).map((r) => r.course_id);
    expect(await opened()).toEqual([]);
    const listed = (await redeem('TESTPROMO', james))
      .json()
      .courses.map((c: { id: number }) => c.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(await opened()).toEqual([...listed].sort((a, b) => a - b));
  });

  it('answers 409 promo_used when this account used the code before', async () => {
    expect((await redeem('TESTPROMO', james)).statusCode).toBe(200);
    const again = await redeem('TestPromo', james);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You have already used this promo code.',
      code: 'promo_used',
    });
  });

  it('counts a code given at registration as used', async () => {
    const email = 'new.learner@example.org';
    await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { first_name: 'New', last_name: 'Learner', email, promo_code: 'TESTPROMO' },
    });
    // The account is made when the registration's code is verified.
    const { code } = (await get(`/__test__/last-code/?email=${email}`)).json();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { email, code },
    });
    const { access } = verified.json();
    expect((await get('/courses/2/', access)).json().has_access).toBe(true);
    expect((await redeem('testpromo', access)).json().code).toBe('promo_used');
  });

  it('answers 400 promo_invalid for an unknown code, and changes nothing', async () => {
    const res = await redeem('NOPE', james);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: ['An incorrect promotional code was entered. Check your entry is correct'],
      codes: { code: ['promo_invalid'] },
    });
    expect((await get('/courses/2/', james)).json().has_access).toBe(false);
  });

  it.each([
    ['', 'blank'],
    ['   ', 'blank'],
    ['x'.repeat(65), 'too_long'],
    [42, 'invalid_type'],
  ])('answers 400 for invalid input %j (%s)', async (code, expected) => {
    const res = await redeem(code, james);
    expect(res.statusCode).toBe(400);
    expect(res.json().codes).toEqual({ code: [expected] });
  });

  it('needs a signed-in user', async () => {
    const res = await redeem('TESTPROMO');
    expect(res.statusCode).toBe(401);
  });
});

describe('promo redeem rate limit', () => {
  it('answers 429 with Retry-After past the limit, counted per account like the photo upload', async () => {
    const limited = await makeApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const { access } = await login(limited, JAMES);
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/api/profile/promo/',
          payload: { code: 'GUESS' },
          headers: bearer(access),
        });
      for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(400);
      const res = await post();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});

describe('GET /references/settings/', () => {
  it('tells how to get access: the support email by default, no page', async () => {
    const res = await get('/references/settings/');
    expect(res.statusCode).toBe(200);
    expectShape(Settings, res.json());
    expect(res.json()).toEqual({ access: { email: 'support@edu-community.example', url: null } });
  });

  it('answers what the server was started with', async () => {
    const other = await makeApp({
      access: { email: null, url: 'https://example.org/access' },
    });
    try {
      expect((await other.inject({ url: '/api/references/settings/' })).json()).toEqual({
        access: { email: null, url: 'https://example.org/access' },
      });
    } finally {
      await other.close();
    }
  });
});
