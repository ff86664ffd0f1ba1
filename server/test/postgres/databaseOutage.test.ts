/**
 * PostgreSQL away while the app runs (server-pg only; server/docs/health-and-shutdown.md "Health"): readiness says
 * so within its bound, requests that need the database get a clean 503 with Retry-After (not a
 * 500, not a hang), what is served from memory goes on, and everything is back once the
 * database is, without a restart.
 */
import { buildApp } from '../../app';
import type { App } from '../../context';
import type { Db } from '../../db/dialect';
import pg from 'pg';
import { openDb, poolOf } from '../../db/open';
import { seed } from '../../seed/seed';
import { fixtureContent } from '../fixtureContent';
import { bearer, JAMES, login } from '../helpers';
import { pgProxy, type PgProxy } from './pgProxy';
import { freshDatabase } from './testDatabase';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let proxy: PgProxy;
let db: Db;
let app: App;
beforeEach(async () => {
  fresh = await freshDatabase();
  await seed(fresh.db, fixtureContent);
  proxy = await pgProxy(fresh.url!);
  // Bounds shorter than the defaults (5 s, 10 s), to keep the test short; readiness keeps its 2 s.
  db = await openDb({
    url: proxy.url,
    sqlitePath: '',
    connectTimeoutMs: 1000,
    queryTimeoutMs: 4000,
  });
  app = await buildApp({
    db,
    testMode: true,
    jwtSecret: new TextEncoder().encode('outage-test-secret-of-at-least-32-chars'),
  });
});
afterEach(async () => {
  await proxy.up();
  await app.close();
  await db.destroy();
  await proxy.close();
  await fresh.drop();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? bearer(token) : {} });

it('answers 503 with Retry-After while the database refuses connections, then recovers', async () => {
  const { access } = await login(app, JAMES);
  await proxy.down();
  const ready = await get('/api/health/ready');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'database unavailable' });
  const calls = [
    await get('/api/profile/my/', access),
    await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: JAMES } }),
    await app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: 'x' } }),
  ];
  for (const res of calls) {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'The service is briefly unavailable. Try again in a few seconds.',
      code: 'service_unavailable',
    });
    expect(res.headers['retry-after']).toBe('5');
  }
  // The catalogue comes from memory.
  expect((await get('/api/courses/1/')).statusCode).toBe(200);
  await proxy.up();
  expect((await get('/api/health/ready')).statusCode).toBe(200);
  expect((await get('/api/profile/my/', access)).statusCode).toBe(200);
});

it('answers within its bounds while the database accepts connections and never answers', async () => {
  const { access } = await login(app, JAMES);
  proxy.freeze();
  const timed = async (call: Promise<{ statusCode: number }>) => {
    const started = Date.now();
    const res = await call;
    return { status: res.statusCode, ms: Date.now() - started };
  };
  // First alone: the session check takes the connection the pool holds, and meets the query
  // timeout (4 s here, 10 s by default).
  const profile = await timed(get('/api/profile/my/', access));
  expect(profile.status).toBe(503);
  expect(profile.ms).toBeLessThan(6000);
  // Readiness: its own 2 s bound. A code request: the connect timeout (1 s here, 5 s by
  // default) on a new connection.
  const [ready, code] = await Promise.all([
    timed(get('/api/health/ready')),
    timed(app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: JAMES } })),
  ]);
  expect(ready.status).toBe(503);
  expect(ready.ms).toBeLessThan(3000);
  expect(code.status).toBe(503);
  expect(code.ms).toBeLessThan(3000);
  await proxy.up();
  expect((await get('/api/health/ready')).statusCode).toBe(200);
  expect((await get('/api/profile/my/', access)).statusCode).toBe(200);
}, 20_000);

it('closes a connection whose query got no answer: the next requests do not queue behind it', async () => {
  const { access } = await login(app, JAMES);
  // The pool holds the connection(s) the login used; they go silent, while the database and new
  // connections are fine (a connection lost on the way).
  const held = poolOf(db)!.totalCount;
  proxy.freezeHeld();
  // Each held connection fails one request at the query timeout (4 s here, 10 s by default)...
  for (let i = 0; i < held; i++)
    expect((await get('/api/profile/my/', access)).statusCode).toBe(503);
  // ...and is closed, not pooled again: the next request opens a new one and is answered at once.
  const started = Date.now();
  expect((await get('/api/profile/my/', access)).statusCode).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(poolOf(db)!.totalCount).toBe(1);
}, 30_000);

it('lets the database end a statement stuck on a lock, and keeps its connection', async () => {
  const { access } = await login(app, JAMES);
  const removed: unknown[] = [];
  poolOf(db)!.on('remove', (client) => removed.push(client));
  // Another session holds the people table locked past the statement timeout (3 s here: 1 s
  // inside the query timeout).
  const blocker = new pg.Client({ connectionString: fresh.url! });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE people IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const stuck = await get('/api/profile/my/', access);
    expect(stuck.statusCode).toBe(503);
    expect(stuck.headers['retry-after']).toBe('5');
    // Ended by the database (57014), before the client's own bound would close the connection.
    expect(Date.now() - started).toBeLessThan(3900);
  } finally {
    await blocker.end();
  }
  expect((await get('/api/profile/my/', access)).statusCode).toBe(200);
  expect(removed).toEqual([]);
}, 30_000);
