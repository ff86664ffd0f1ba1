/**
 * A session's absolute lifetime (auth/tokens.ts, SESSION_MAX_AGE_SECONDS, default 30 days): it
 * ends that long after its sign-in however often it is refreshed, no token of it is signed to
 * outlive it, and past it refresh answers as for an expired token (the client's usual way back
 * to the login).
 */
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import type { App } from '../context';
import { DEFAULT_SESSION_MAX_AGE_SECONDS } from '../config';
import { rows } from '../db/query';
import { ANNA, JAMES, bearer, login, makeApp } from './helpers';

const DAY = 24 * 3600 * 1000;
const MAX_AGE = DEFAULT_SESSION_MAX_AGE_SECONDS * 1000;
const SIGNED_IN = Date.parse('2026-03-02T09:00:00Z');

let now: number;
let app: App;
beforeEach(async () => {
  now = SIGNED_IN;
  app = await makeApp({ now: () => now });
});
afterEach(() => app.close());

type Pair = { access: string; refresh: string };
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
const me = (access: string) => app.inject({ url: '/api/profile/my/', headers: bearer(access) });
/** Refreshes every 6 days (each refresh token lives 7) until `until`; the last pair. */
async function keepRefreshing(first: Pair, until: number): Promise<Pair> {
  let pair = first;
  while (now + 6 * DAY < until) {
    now += 6 * DAY;
    const res = await refresh(pair.refresh);
    expect(res.statusCode).toBe(200);
    pair = res.json();
  }
  return pair;
}

it('a session refreshed every 6 days ends 30 days after its sign-in, as an expired token does', async () => {
  // James signs in too and never comes back: his refresh token expires after its 7 days.
  const idle = await login(app, JAMES);
  const last = await keepRefreshing(await login(app, ANNA), SIGNED_IN + MAX_AGE);
  // Day 30 minus a minute: still in, and a refresh still works.
  now = SIGNED_IN + MAX_AGE - 60_000;
  const lastMinute = await refresh(last.refresh);
  expect(lastMinute.statusCode).toBe(200);
  const final: Pair = lastMinute.json();
  expect((await me(final.access)).statusCode).toBe(200);
  now = SIGNED_IN + MAX_AGE;
  const ended = await refresh(final.refresh);
  // The answer of a refresh token expired by its own lifetime, so the client's path applies.
  const expiredByTtl = await refresh(idle.refresh);
  expect(ended.statusCode).toBe(401);
  expect(ended.json()).toEqual(expiredByTtl.json());
  expect(ended.json()).toMatchObject({ code: 'token_invalid' });
  expect((await me(final.access)).statusCode).toBe(401);
  // Signing in again opens a new session with its own 30 days.
  const again = await login(app, ANNA);
  expect((await me(again.access)).statusCode).toBe(200);
  now += 6 * DAY;
  expect((await refresh(again.refresh)).statusCode).toBe(200);
});

it('no token is signed to outlive its session, nor its stored row', async () => {
  const last = await keepRefreshing(await login(app, ANNA), SIGNED_IN + MAX_AGE - 2 * DAY);
  // Two days before the end a refresh token would live 7: it gets the two.
  now = SIGNED_IN + MAX_AGE - 2 * DAY;
  const res = await refresh(last.refresh);
  expect(res.statusCode).toBe(200);
  const pair: Pair = res.json();
  const endSeconds = (SIGNED_IN + MAX_AGE) / 1000;
  expect(decodeJwt(pair.refresh).exp).toBe(endSeconds);
  expect(decodeJwt(pair.access).exp).toBe(Math.floor(now / 1000) + 15 * 60);
  const stored = await rows<{ expires_at: number }>(
    app.ctx.db,
    sql`SELECT expires_at FROM refresh_tokens WHERE rotated_at IS NULL`,
  );
  expect(stored.map((row) => Number(row.expires_at))).toEqual([SIGNED_IN + MAX_AGE]);
  // Ten minutes before the end, the access token too stops at the end, not 15 minutes later.
  now = SIGNED_IN + MAX_AGE - 10 * 60_000;
  const late: Pair = (await refresh(pair.refresh)).json();
  expect(decodeJwt(late.access).exp).toBe(endSeconds);
  expect(decodeJwt(late.refresh).exp).toBe(endSeconds);
});

it('a stolen refresh token kept alive once a week dies with its session', async () => {
  // The thief refreshes weekly (just inside the 7 days); the owner never comes back.
  let stolen = (await login(app, ANNA)).refresh;
  for (let week = 1; week <= 4; week++) {
    now = SIGNED_IN + week * (7 * DAY - 60_000);
    const res = await refresh(stolen);
    expect(res.statusCode).toBe(200);
    stolen = res.json().refresh;
  }
  // Day 28: the token got two days, not seven; at day 30 it is refused, and so is any replay.
  now = SIGNED_IN + MAX_AGE + 1000;
  expect((await refresh(stolen)).statusCode).toBe(401);
});

it('the grace window does not reach past the end: two tabs at the boundary both go to the login', async () => {
  const last = await keepRefreshing(await login(app, ANNA), SIGNED_IN + MAX_AGE);
  now = SIGNED_IN + MAX_AGE - 10_000;
  const first = await refresh(last.refresh);
  expect(first.statusCode).toBe(200);
  // The second tab presents the same token 11 s later: within the 30 s grace, past the end.
  now = SIGNED_IN + MAX_AGE + 1000;
  expect((await refresh(last.refresh)).statusCode).toBe(401);
  expect((await refresh(first.json().refresh)).statusCode).toBe(401);
  expect((await me(first.json().access)).statusCode).toBe(401);
});

it('a session signed in before the lifetime existed ends by its sign-in time too', async () => {
  const pair = await login(app, ANNA);
  // As if signed in 31 days ago and kept alive: its row's start is what counts, not the token.
  await sql`UPDATE sessions SET created_at = ${now - 31 * DAY}`.execute(app.ctx.db);
  expect((await me(pair.access)).statusCode).toBe(401);
  expect((await refresh(pair.refresh)).statusCode).toBe(401);
});

it('SESSION_MAX_AGE_SECONDS shorter than a refresh token: the tokens stop at the session end', async () => {
  const short = await makeApp({ now: () => now, sessionMaxAgeSeconds: 3600 });
  const pair = await login(short, ANNA);
  expect(decodeJwt(pair.refresh).exp).toBe(SIGNED_IN / 1000 + 3600);
  now += 3600 * 1000 - 1;
  const rotated = await short.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    payload: { refresh: pair.refresh },
  });
  expect(rotated.statusCode).toBe(200);
  now += 1;
  const refused = await short.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    payload: { refresh: rotated.json().refresh },
  });
  expect(refused.statusCode).toBe(401);
  await short.close();
});
