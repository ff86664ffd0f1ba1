/** Health endpoints for load balancers: live answers while the process runs, ready checks the database. */
import type { App } from '../context';
import { makeApp } from './helpers';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.close();
});

it('live and ready answer 200, never cached, without a token', async () => {
  for (const url of ['/api/health/live', '/api/health/ready']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  }
});

it('ready answers 503 when the database does not answer; live still 200', async () => {
  // The database stops answering (its connections are gone).
  const realDb = app.ctx.db;
  app.ctx.db = {
    ...realDb,
    getExecutor: () => {
      throw new Error('connection refused');
    },
  } as unknown as typeof realDb;
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'database unavailable' });
  expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  app.ctx.db = realDb;
});
