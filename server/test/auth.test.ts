import { sql } from 'kysely';
import { TokenPair } from '../../src/shared/contract/auth';
import type { App } from '../context';
import { ANNA, bearer, expectShape, login, makeApp } from './helpers';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(() => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });
const lastCode = async (email: string) =>
  (await app.inject({ url: `/api/__test__/last-code/?email=${email}` })).json().code as string;

describe('register and verify', () => {
  it('sends a code, creates the account only on verify, and logs in', async () => {
    const res = await post('/auth/register/', {
      first_name: 'Kate',
      last_name: 'Lee',
      email: 'Kate@Example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    const code = await lastCode('kate@example.com');
    expect(code).toMatch(/^\d{4}$/);
    const verified = await post('/auth/verify/', { email: 'kate@example.com', code });
    expect(verified.statusCode).toBe(200);
    expectShape(TokenPair, verified.json());
    const me = await app.inject({
      url: '/api/profile/my/',
      headers: bearer(verified.json().access),
    });
    expect(me.json()).toMatchObject({
      first_name: 'Kate',
      last_name: 'Lee',
      email: 'kate@example.com',
      is_published: false,
    });
  });

  it('answers a known email exactly like a new one', async () => {
    const form = { first_name: 'Someone', last_name: 'Else' };
    const known = await post('/auth/register/', { ...form, email: ANNA });
    const fresh = await post('/auth/register/', { ...form, email: 'fresh@example.com' });
    expect(known.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(known.body).toBe(fresh.body);
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
  });

  it('the code sent to a known email logs into the existing account; the form names are dropped', async () => {
    const before = (await login(app, ANNA)).access;
    const profile = (
      await app.inject({ url: '/api/profile/my/', headers: bearer(before) })
    ).json() as { id: number; first_name: string; last_name: string };
    await post('/auth/register/', {
      first_name: 'Mallory',
      last_name: 'X',
      email: 'ANNA@demo.edu',
    });
    const verified = await post('/auth/verify/', { email: ANNA, code: await lastCode(ANNA) });
    expect(verified.statusCode).toBe(200);
    const me = await app.inject({
      url: '/api/profile/my/',
      headers: bearer(verified.json().access),
    });
    expect(me.json()).toMatchObject({
      id: profile.id,
      first_name: profile.first_name,
      last_name: profile.last_name,
    });
  });

  it('a wrong promo code is refused alike for known and new emails', async () => {
    for (const email of [ANNA, 'nobody@example.com']) {
      const res = await post('/auth/register/', {
        first_name: 'A',
        last_name: 'B',
        email,
        promo_code: 'NOPE',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        promo_code: ['An incorrect promotional code was entered. Check your entry is correct'],
        codes: { promo_code: ['promo_invalid'] },
      });
    }
  });

  it('a valid promo code opens the paid courses', async () => {
    await post('/auth/register/', {
      first_name: 'P',
      last_name: 'Q',
      email: 'promo@example.com',
      promo_code: 'testpromo',
    });
    const { access } = (
      await post('/auth/verify/', {
        email: 'promo@example.com',
        code: await lastCode('promo@example.com'),
      })
    ).json();
    const course = await app.inject({ url: '/api/courses/2/', headers: bearer(access) });
    expect(course.json().has_access).toBe(true);
  });

  it('validates the body', async () => {
    const res = await post('/auth/register/', { first_name: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['codes', 'email', 'first_name', 'last_name']);
    expect(res.json().codes).toEqual({
      first_name: ['blank'],
      last_name: ['required'],
      email: ['invalid_email'],
    });
  });
});

describe('login', () => {
  it('answers the same for known and unknown emails; only known ones get a code', async () => {
    const known = await post('/auth/login/', { email: ANNA });
    const unknown = await post('/auth/login/', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(
      (await app.inject({ url: '/api/__test__/last-code/?email=nobody@example.com' })).statusCode,
    ).toBe(404);
  });

  it('verify answers an unknown email as it answers a known one', async () => {
    const answers = [];
    for (const email of [ANNA, 'nobody@example.com']) {
      await post('/auth/login/', { email });
      const res = await post('/auth/verify/', { email, code: '0000' });
      answers.push([res.statusCode, res.json().codes]);
    }
    // '0000' may be Anna's code (1 in 10,000): her answer is then a login, and proves nothing.
    if (answers[0][0] === 200) return;
    expect(answers[0]).toEqual([400, { code: ['invalid_code'] }]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('a login to an email still registering keeps the code its owner was sent', async () => {
    let now = Date.now();
    const timed = await makeApp({ now: () => now });
    const tpost = (url: string, payload: object) =>
      timed.inject({ method: 'POST', url: `/api${url}`, payload });
    const email = 'ada@example.com';
    await tpost('/auth/register/', { first_name: 'Ada', last_name: 'L', email });
    const { code } = (
      await timed.inject({ url: `/api/__test__/last-code/?email=${email}` })
    ).json();
    now += 61_000; // past the one-code-a-minute budget
    expect((await tpost('/auth/login/', { email })).statusCode).toBe(200);
    expect((await tpost('/auth/verify/', { email, code })).statusCode).toBe(200);
    await timed.close();
  });

  it('a code works once', async () => {
    await post('/auth/login/', { email: ANNA });
    const code = await lastCode(ANNA);
    expect((await post('/auth/verify/', { email: ANNA, code })).statusCode).toBe(200);
    const again = await post('/auth/verify/', { email: ANNA, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [expect.any(String)], codes: { code: ['code_expired'] } });
  });

  it('allows at most 5 wrong tries, then a new code is needed', async () => {
    let now = Date.now();
    const timed = await makeApp({ now: () => now });
    const tpost = (url: string, payload: object) =>
      timed.inject({ method: 'POST', url: `/api${url}`, payload });
    await tpost('/auth/login/', { email: ANNA });
    const { code } = (await timed.inject({ url: `/api/__test__/last-code/?email=${ANNA}` })).json();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++) {
      const res = await tpost('/auth/verify/', { email: ANNA, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ['Invalid code'], codes: { code: ['invalid_code'] } });
    }
    // The 5th burns the code and locks the email for a minute (codeBudget.test.ts has the rest).
    expect((await tpost('/auth/verify/', { email: ANNA, code: wrong })).statusCode).toBe(429);
    now += 60_000;
    const burned = await tpost('/auth/verify/', { email: ANNA, code });
    expect(burned.statusCode).toBe(400);
    expect(burned.json()).toEqual({
      code: ['The code has expired. Request a new one.'],
      codes: { code: ['code_expired'] },
    });
    await timed.close();
  });

  it('codes expire after 10 minutes', async () => {
    let now = Date.now();
    const timed = await makeApp({ now: () => now });
    await timed.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: ANNA } });
    const { code } = (await timed.inject({ url: `/api/__test__/last-code/?email=${ANNA}` })).json();
    now += 10 * 60 * 1000 + 1;
    const res = await timed.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { email: ANNA, code },
    });
    expect(res.statusCode).toBe(400);
    await timed.close();
  });
});

describe('tokens', () => {
  it('refresh rotates; reusing a rotated token after the grace window revokes the whole session', async () => {
    const first = await login(app, ANNA);
    const second = await post('/auth/refresh/', { refresh: first.refresh });
    expect(second.statusCode).toBe(200);
    expectShape(TokenPair, second.json());
    expect(second.json().refresh).not.toBe(first.refresh);
    // 31 s later (refreshGrace.test.ts has the window itself).
    await sql`UPDATE refresh_tokens SET rotated_at = rotated_at - 31000 WHERE rotated_at IS NOT NULL`.execute(
      app.ctx.db,
    );
    const reuse = await post('/auth/refresh/', { refresh: first.refresh });
    expect(reuse.statusCode).toBe(401);
    // The descendant refresh token and its access token died with the family.
    expect((await post('/auth/refresh/', { refresh: second.json().refresh })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/profile/my/', headers: bearer(second.json().access) }))
        .statusCode,
    ).toBe(401);
  });

  it('other sessions survive a revoked family', async () => {
    const a = await login(app, ANNA);
    const b = await login(app, ANNA);
    await post('/auth/logout/', { refresh: a.refresh });
    expect(
      (await app.inject({ url: '/api/profile/my/', headers: bearer(b.access) })).statusCode,
    ).toBe(200);
  });

  it('logout revokes the refresh token and the session', async () => {
    const t = await login(app, ANNA);
    expect((await post('/auth/logout/', { refresh: t.refresh })).statusCode).toBe(204);
    expect((await post('/auth/refresh/', { refresh: t.refresh })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/profile/my/', headers: bearer(t.access) })).statusCode,
    ).toBe(401);
  });

  it('refuses garbage, an access token as refresh, and expired tokens', async () => {
    const t = await login(app, ANNA);
    expect((await post('/auth/refresh/', { refresh: 'garbage' })).statusCode).toBe(401);
    expect((await post('/auth/refresh/', { refresh: t.access })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/profile/my/', headers: bearer(t.refresh) })).statusCode,
    ).toBe(401);
    let now = Date.now();
    const timed = await makeApp({ now: () => now, accessTtlSeconds: 60, refreshTtlSeconds: 120 });
    const tt = await login(timed, ANNA);
    now += 61_000;
    expect(
      (await timed.inject({ url: '/api/profile/my/', headers: bearer(tt.access) })).statusCode,
    ).toBe(401);
    expect(
      (
        await timed.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          payload: { refresh: tt.refresh },
        })
      ).statusCode,
    ).toBe(200);
    now += 120_000;
    expect(
      (
        await timed.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          payload: { refresh: tt.refresh },
        })
      ).statusCode,
    ).toBe(401);
    await timed.close();
  });

  it('the test-mode code endpoint does not exist outside test mode', async () => {
    const normal = await makeApp({ testMode: false });
    expect(
      (await normal.inject({ url: `/api/__test__/last-code/?email=${ANNA}` })).statusCode,
    ).toBe(404);
    await normal.close();
  });
});
