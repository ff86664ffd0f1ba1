/**
 * The refresh grace window (auth/tokens.ts): a rotated refresh token presented again within 30 s
 * gets the same successor pair; later, or once the successor was rotated, reuse revokes.
 */
import { sql } from 'kysely';
import { rows } from '../db/query';
import type { App } from '../context';
import { ANNA, bearer, login, makeApp } from './helpers';

let now: number;
let app: App;
beforeEach(async () => {
  now = Date.parse('2026-03-02T09:00:00Z');
  app = await makeApp({ now: () => now });
});
afterEach(() => app.close());

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
const me = (access: string) => app.inject({ url: '/api/profile/my/', headers: bearer(access) });

it('within 30 s, a rotated token answers the same pair, which works, and the session lives', async () => {
  const first = await login(app, ANNA);
  const rotated = (await refresh(first.refresh)).json();
  now += 30_000;
  const again = await refresh(first.refresh);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(rotated);
  expect((await me(rotated.access)).statusCode).toBe(200);
  const next = await refresh(rotated.refresh);
  expect(next.statusCode).toBe(200);
  expect((await me(next.json().access)).statusCode).toBe(200);
});

it('two tabs refreshing at once both get the same pair', async () => {
  const first = await login(app, ANNA);
  const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  expect(a.json()).toEqual(b.json());
  expect((await me(a.json().access)).statusCode).toBe(200);
});

it('after the window, reuse revokes the whole session', async () => {
  const first = await login(app, ANNA);
  const rotated = (await refresh(first.refresh)).json();
  now += 30_001;
  expect((await refresh(first.refresh)).statusCode).toBe(401);
  expect((await me(rotated.access)).statusCode).toBe(401);
  expect((await refresh(rotated.refresh)).statusCode).toBe(401);
});

it('once the successor was rotated, the old token is reuse even within the window', async () => {
  const first = await login(app, ANNA);
  const second = (await refresh(first.refresh)).json();
  const third = (await refresh(second.refresh)).json();
  now += 5_000;
  expect((await refresh(first.refresh)).statusCode).toBe(401);
  expect((await me(third.access)).statusCode).toBe(401);
  expect((await refresh(third.refresh)).statusCode).toBe(401);
});

it('keeps no token in clear: the database holds hashes and a sealed pair only', async () => {
  const first = await login(app, ANNA);
  const rotated = (await refresh(first.refresh)).json();
  const dump = JSON.stringify(await rows(app.ctx.db, sql`SELECT * FROM refresh_tokens`));
  for (const token of [first.refresh, rotated.refresh, rotated.access]) {
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.split('.')[1]); // not even the claims part
  }
  expect(dump).toMatch(/"successor_sealed":"[A-Za-z0-9_-]{40,}"/);
});

it('a strict server (grace 0) revokes on the first reuse', async () => {
  const strict = await makeApp({ now: () => now, refreshGraceSeconds: 0 });
  const first = await login(strict, ANNA);
  const rotated = (
    await strict.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: first.refresh },
    })
  ).json();
  expect(
    (
      await strict.inject({
        method: 'POST',
        url: '/api/auth/refresh/',
        payload: { refresh: first.refresh },
      })
    ).statusCode,
  ).toBe(401);
  expect(
    (await strict.inject({ url: '/api/profile/my/', headers: bearer(rotated.access) })).statusCode,
  ).toBe(401);
  await strict.close();
});
