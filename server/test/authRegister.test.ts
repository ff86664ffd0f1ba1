/**
 * Registration by one-time code (POST /auth/register/, then /auth/verify/): the account exists
 * only once the code is verified, a known email gets the same answer as a new one (and its code
 * signs into the existing account), and the promo code and the form are checked. Logging in to an
 * existing account is authLogin.test.ts; the tokens it returns, authTokens.test.ts.
 */
import { TokenPair } from '../../src/shared/contract/auth';
import type { App } from '../context';
import { ANNA, bearer, expectShape, lastCode, login, makeApp } from './helpers';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(() => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });

describe('register and verify', () => {
  it('sends a code, creates the account only on verify, and logs in', async () => {
    const res = await post('/auth/register/', {
      first_name: 'Kate',
      last_name: 'Lee',
      email: 'Kate@Example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    const code = await lastCode(app, 'kate@example.com');
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
    const verified = await post('/auth/verify/', { email: ANNA, code: await lastCode(app, ANNA) });
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
        code: await lastCode(app, 'promo@example.com'),
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

  // contract/email.ts: no second recipient for the mail library, no display name, no character
  // that reorders or hides the text of the address on the sign-in link page.
  it.each([
    'victim%example.com,me@evil.example',
    'me;victim@evil.example',
    'Victim <me@evil.example>',
    '"me"@evil.example',
    'me(comment)@evil.example',
    '\u202Emoc.elpmaxe@evil.example',
    'me\u2066x@evil.example',
    'me\u0007@evil.example',
    'me@evil\u0085.example',
  ])('refuses %j as an email, at login and at registration', async (email) => {
    for (const [url, body] of [
      ['/auth/login/', { email }],
      ['/auth/register/', { first_name: 'Kate', last_name: 'Lee', email }],
      ['/auth/verify/', { email, code: '1234' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().codes).toEqual({ email: ['invalid_email'] });
    }
  });

  it.each(["o'brien+tag@example.co.uk", 'анна@пример.рф', 'a.b-c_d@sub.example.org'])(
    'takes %j',
    async (email) => {
      expect((await post('/auth/login/', { email })).statusCode).toBe(200);
    },
  );
});
