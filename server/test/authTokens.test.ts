/**
 * The access/refresh token pair after sign-in (POST /auth/refresh/, /auth/logout/): refresh
 * rotates, reuse revokes the session's family and no other, logout revokes, and bad or expired
 * tokens are refused. Also that the test-mode code route is absent outside test mode. The 30 s
 * grace window for a reused refresh token is refreshGrace.test.ts.
 */
import { sql } from 'kysely';
import { TokenPair } from '../../src/shared/contract/auth';
import { SWEEP_BATCH } from '../auth/sessionCleanup';
import type { App } from '../context';
import { ANNA, JAMES, bearer, expectShape, login, makeApp } from './helpers';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(() => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });

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

  it("a refresh drops the rows of its session's expired tokens, and the session goes on", async () => {
    let now = Date.parse('2026-03-02T09:00:00Z');
    const timed = await makeApp({ now: () => now });
    const refresh = async (token: string) =>
      (
        await timed.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          payload: { refresh: token },
        })
      ).json() as { refresh: string; access: string };
    const stored = async () =>
      Number(
        (await sql<{ n: number }>`SELECT count(*) AS n FROM refresh_tokens`.execute(timed.ctx.db))
          .rows[0].n,
      );
    const days = (n: number) => n * 24 * 3600 * 1000;
    const first = await login(timed, ANNA);
    now += days(6);
    const second = await refresh(first.refresh);
    now += days(6); // the first token expired a day ago
    const third = await refresh(second.refresh);
    expect(await stored()).toBe(2); // the second (rotated) and the third
    expect(
      (await timed.inject({ url: '/api/profile/my/', headers: bearer(third.access) })).statusCode,
    ).toBe(200);
    await timed.close();
  });

  it("a login deletes its user's ended sessions (logged out, or every token expired), not live ones", async () => {
    let now = Date.parse('2026-03-02T09:00:00Z');
    const timed = await makeApp({ now: () => now });
    const days = (n: number) => n * 24 * 3600 * 1000;
    const rows = async (table: 'sessions' | 'refresh_tokens') =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(
            timed.ctx.db,
          )
        ).rows[0].n,
      );
    const works = async (access: string) =>
      (await timed.inject({ url: '/api/profile/my/', headers: bearer(access) })).statusCode;
    const loggedOut = await login(timed, ANNA);
    await timed.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: loggedOut.refresh },
    });
    const expiring = await login(timed, ANNA);
    expect(await rows('sessions')).toBe(1); // the logged-out one went
    const otherUser = await login(timed, JAMES);
    await timed.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: otherUser.refresh },
    });
    now += days(6);
    const live = await login(timed, ANNA);
    // Anna's expiring one is live for a day more; James's ended one has a token that is not
    // expired yet: only his own login deletes it now.
    expect(await rows('sessions')).toBe(3);
    now += days(2);
    const latest = await login(timed, ANNA);
    // The expiring one went, and James's with it (its token expired: swept by anyone's login).
    expect(await rows('sessions')).toBe(2);
    expect(await rows('refresh_tokens')).toBe(2);
    expect(await works(live.access)).toBe(401); // its access token expired; its refresh rotates
    const rotated = await timed.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: live.refresh },
    });
    expect(rotated.statusCode).toBe(200);
    expect(await works(rotated.json().access)).toBe(200);
    expect(await works(latest.access)).toBe(200);
    // The ended sessions' tokens stay refused with their rows gone.
    for (const refresh of [loggedOut.refresh, expiring.refresh])
      expect(
        (await timed.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh } }))
          .statusCode,
      ).toBe(401);
    await timed.close();
  });

  it("a login sweeps anyone's expired token rows, oldest first and at most SWEEP_BATCH, with the sessions left empty", async () => {
    const now = Date.now();
    const db = app.ctx.db;
    const james = Number(
      (await sql<{ id: number }>`SELECT id FROM people WHERE email = ${JAMES}`.execute(db)).rows[0]
        .id,
    );
    // A user who never logs in again: 150 sessions whose tokens expired an hour ago and earlier,
    // and one live session that still holds an expired row beside its live one.
    for (let i = 0; i < 150; i += 1) {
      await sql`INSERT INTO sessions (id, user_id, created_at) VALUES (${`old-${i}`}, ${james}, ${now - 9e8})`.execute(
        db,
      );
      await sql`INSERT INTO refresh_tokens (hash, session_id, expires_at)
        VALUES (${`old-${i}`}, ${`old-${i}`}, ${now - 3_600_000 - (150 - i) * 1000})`.execute(db);
    }
    await sql`INSERT INTO sessions (id, user_id, created_at) VALUES ('kept', ${james}, ${now})`.execute(
      db,
    );
    await sql`INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES
      ('kept-expired', 'kept', ${now - 1000}), ('kept-live', 'kept', ${now + 3_600_000})`.execute(
      db,
    );
    const oldSessions = async () =>
      Number(
        (
          await sql<{
            n: number;
          }>`SELECT count(*) AS n FROM sessions WHERE id LIKE 'old-%'`.execute(db)
        ).rows[0].n,
      );
    await login(app, ANNA);
    expect(await oldSessions()).toBe(150 - SWEEP_BATCH);
    // The oldest went first.
    const left = await sql<{ id: string }>`SELECT id FROM sessions WHERE id LIKE 'old-%'`.execute(
      db,
    );
    expect(left.rows.every((row) => Number(row.id.slice(4)) >= SWEEP_BATCH)).toBe(true);
    await login(app, ANNA);
    expect(await oldSessions()).toBe(0);
    // The live session lost its expired row only.
    const kept = await sql<{
      hash: string;
    }>`SELECT hash FROM refresh_tokens WHERE session_id = 'kept'`.execute(db);
    expect(kept.rows.map((row) => row.hash)).toEqual(['kept-live']);
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
