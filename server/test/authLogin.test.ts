/**
 * Logging in by one-time code (POST /auth/login/, then /auth/verify/): unknown emails are answered
 * exactly like known ones, and a code is single-use, allows few wrong tries and expires. The
 * per-email code budget itself is codeBudget.test.ts; registering, authRegister.test.ts.
 */
import type { App } from '../context';
import { ANNA, lastCode, makeApp } from './helpers';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(() => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });

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
    const code = await lastCode(app, ANNA);
    expect((await post('/auth/verify/', { email: ANNA, code })).statusCode).toBe(200);
    const again = await post('/auth/verify/', { email: ANNA, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: [expect.any(String)], codes: { code: ['code_expired'] } });
  });

  it('a code dies when a newer one is sent to the email', async () => {
    await post('/auth/login/', { email: ANNA });
    const first = await lastCode(app, ANNA);
    let second = first;
    // A new code may by chance repeat the old one (1 in 10,000): ask again until it differs.
    while (second === first) {
      await post('/auth/login/', { email: ANNA });
      second = await lastCode(app, ANNA);
    }
    const old = await post('/auth/verify/', { email: ANNA, code: first });
    expect(old.json().codes).toEqual({ code: ['invalid_code'] });
    expect((await post('/auth/verify/', { email: ANNA, code: second })).statusCode).toBe(200);
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
