/**
 * The per-email budget for one-time codes (auth/budget.ts), whatever the number of client
 * addresses. The app clock is moved by hand; the per-address limit is set out of the way (1000
 * per minute) so that only the per-email budget is measured.
 */
import { sql } from 'kysely';
import { scalar } from '../db/query';
import type { App } from '../context';
import { ANNA, makeApp } from './helpers';

let now: number;
let app: App;
beforeEach(async () => {
  now = Date.parse('2026-03-02T09:00:00Z');
  // An empty codeBudget: the real defaults (helpers.ts relaxes the request budget for other tests).
  app = await makeApp({ now: () => now, codeBudget: {} });
});
afterEach(() => app.close());

const address = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const post = (url: string, payload: object, ip = address(0)) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });
const liveCode = async (email: string) => {
  const res = await app.inject({
    url: `/api/__test__/last-code/?email=${encodeURIComponent(email)}`,
  });
  return res.statusCode === 200 ? (res.json().code as string) : null;
};
/** A guesser that tries 0000, 0001, … in turn, skipping the live code so every try is wrong. */
function guesser() {
  let next = 0;
  return (skip: string | null) => {
    let guess = String(next++ % 10_000).padStart(4, '0');
    if (guess === skip) guess = String(next++ % 10_000).padStart(4, '0');
    return guess;
  };
}

describe('the events table', () => {
  it("a code request deletes every email's events older than a day, not only its own", async () => {
    const events = () => scalar(app.ctx.db, sql`SELECT count(*) AS n FROM auth_events`);
    await post('/auth/login/', { email: 'once@example.org' });
    expect(await events()).toBe(1);
    now += 24 * 3600 * 1000 + 1;
    await post('/auth/login/', { email: ANNA });
    expect(await events()).toBe(1); // Anna's; the other email's, a day old, is gone
  });
});

describe('wrong codes per email', () => {
  it('from 30 addresses, at most 10 wrong codes are checked for one email in any minute', async () => {
    const guess = guesser();
    const checkedAt: number[] = [];
    const start = now;
    // Every second for 3 minutes, 10 of 30 addresses in turn (each one every 3 s) ask for a code
    // when none is live, then guess: 600 guesses a minute against a budget of 10.
    for (let second = 0; second < 180; second++) {
      now = start + second * 1000;
      for (let k = 0; k < 10; k++) {
        const i = (second * 10 + k) % 30;
        let code = await liveCode(ANNA);
        if (code === null) {
          await post('/auth/login/', { email: ANNA }, address(i));
          code = await liveCode(ANNA);
        }
        const before = await countWrong();
        const res = await post('/auth/verify/', { email: ANNA, code: guess(code) }, address(i));
        expect(res.statusCode).not.toBe(200);
        // A checked wrong code answers 400, or 429 when it was the try that spent the budget.
        if ((await countWrong()) > before) checkedAt.push(now);
        else expect(res.statusCode).toBe(429);
      }
    }
    const perMinute = Math.max(
      ...checkedAt.map((t) => checkedAt.filter((u) => u >= t && u <= t + 60_000).length),
    );
    console.log(
      `wrong codes checked for one email from 30 addresses: ${checkedAt.length} in 3 minutes, at most ${perMinute} in any minute`,
    );
    expect(checkedAt.length).toBe(await countWrong());
    expect(perMinute).toBeLessThanOrEqual(10);
  }, 180_000); // about 3,700 injected requests: seconds alone, far longer on a busy machine

  it('a burst of 300 guesses from 30 addresses gets 5 checked, the rest 429 with Retry-After and a stable code', async () => {
    await post('/auth/login/', { email: ANNA });
    const code = await liveCode(ANNA);
    const guess = guesser();
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post('/auth/verify/', { email: ANNA, code: guess(code) }, address(i % 30)),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(4);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(296);
    expect(await countWrong()).toBe(5);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('60');
      expect(r.json()).toEqual({
        detail: 'Too many attempts. Try again in 1 minute.',
        code: 'too_many_attempts',
      });
    }
  });

  it('locks for 1, 5, 15 minutes after each burned code, then 20 wrong a day lock until the oldest is a day old', async () => {
    const start = now;
    const retryAfter: string[] = [];
    const guess = guesser();
    for (let burn = 0; burn < 4; burn++) {
      await post('/auth/login/', { email: ANNA });
      const code = await liveCode(ANNA);
      let last;
      for (let i = 0; i < 5; i++)
        last = await post('/auth/verify/', { email: ANNA, code: guess(code) });
      expect(last!.statusCode).toBe(429);
      retryAfter.push(String(last!.headers['retry-after']));
      now += Number(last!.headers['retry-after']) * 1000;
    }
    // After the 4th burn the 20 wrong tries of the day are spent: the lock lasts until the first is 24 h old.
    expect(retryAfter.slice(0, 3)).toEqual(['60', '300', '900']);
    const firstWrong = start;
    const lockEnd = firstWrong + 24 * 3600_000;
    expect(now).toBe(lockEnd);
    expect(await countWrong()).toBe(20);
    // One second before: still locked, with the exact remaining wait.
    now = lockEnd - 1000;
    const early = await post('/auth/verify/', { email: ANNA, code: '0000' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
  });

  it('refuses even the right code while locked, and takes it once the lock is over', async () => {
    await post('/auth/login/', { email: ANNA });
    const first = await liveCode(ANNA);
    const wrong = first === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await post('/auth/verify/', { email: ANNA, code: wrong });
    now += 30_000;
    // A new code cannot be sent yet (one a minute) and would not be checked anyway.
    expect((await post('/auth/login/', { email: ANNA })).statusCode).toBe(429);
    now += 30_000;
    expect((await post('/auth/login/', { email: ANNA })).statusCode).toBe(200);
    const code = (await liveCode(ANNA))!;
    for (let i = 0; i < 5; i++)
      await post('/auth/verify/', { email: ANNA, code: code === '0000' ? '1111' : '0000' });
    now += 60_000;
    expect((await post('/auth/login/', { email: ANNA })).statusCode).toBe(200);
    const right = (await liveCode(ANNA))!;
    const locked = await post('/auth/verify/', { email: ANNA, code: right });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(4 * 60);
    now += 4 * 60_000;
    expect((await post('/auth/verify/', { email: ANNA, code: right })).statusCode).toBe(200);
  });
});

describe('code requests per email', () => {
  it('one code a minute and 5 an hour, answered the same for known and unknown emails', async () => {
    for (const email of [ANNA, 'nobody@example.com']) {
      const statuses: number[] = [];
      const start = now;
      const first = await post('/auth/login/', { email }, address(1));
      statuses.push(first.statusCode);
      const soon = await post('/auth/login/', { email }, address(2));
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('60');
      expect(soon.json()).toEqual({
        detail: 'Too many attempts. Try again in 1 minute.',
        code: 'too_many_attempts',
      });
      for (let i = 1; i < 6; i++) {
        now = start + i * 60_000;
        statuses.push((await post('/auth/login/', { email }, address(i + 2))).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      now = start + 5 * 60_000;
      const sixth = await post('/auth/login/', { email });
      expect(sixth.headers['retry-after']).toBe(String(55 * 60)); // until the first is an hour old
      expect(sixth.json().detail).toBe('Too many attempts. Try again in 55 minutes.');
      now = start + 3600_000;
      expect((await post('/auth/login/', { email })).statusCode).toBe(200);
      now = start + 2 * 3600_000;
    }
  });

  it('registration shares the budget, after its field checks', async () => {
    const body = { first_name: 'K', last_name: 'L', email: 'kate@example.com' };
    expect((await post('/auth/register/', body)).statusCode).toBe(201);
    const again = await post('/auth/register/', body);
    expect(again.statusCode).toBe(429);
    expect((await post('/auth/login/', { email: 'kate@example.com' })).statusCode).toBe(429);
    // The promo check comes first (400), the budget then, for known emails just the same.
    const badPromo = { ...body, promo_code: 'NOPE' };
    expect((await post('/auth/register/', badPromo)).statusCode).toBe(400);
    expect((await post('/auth/register/', { ...body, email: ANNA })).statusCode).toBe(201);
    expect((await post('/auth/register/', { ...body, email: ANNA })).statusCode).toBe(429);
  });
});

function countWrong(): Promise<number> {
  return scalar(
    app.ctx.db,
    sql`SELECT count(*) AS n FROM auth_events WHERE email = ${ANNA} AND kind = 'wrong_code'`,
  );
}
