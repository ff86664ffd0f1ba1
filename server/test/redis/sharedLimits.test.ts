/**
 * With REDIS_URL the per-address rate limits live in Redis, so instances that share nothing else
 * (here two SQLite instances) still share them. A throw-away redis-server from Debian's package
 * (.ci/run installs it) on a free port, without persistence.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { App } from '../../context';
import { makeApp } from '../helpers';
import { freePort } from '../../lib/freePort';

let redis: ChildProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    redis.once('error', (err) =>
      reject(
        new Error(`redis-server did not start (apt-get install -y redis-server): ${err.message}`),
      ),
    );
    redis.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Ready to accept connections')) resolve();
    });
  });
  url = `redis://127.0.0.1:${port}`;
});
afterAll(() => {
  redis.kill('SIGTERM');
});

it('two instances with their own databases share the limits through Redis', async () => {
  const settings = { rateLimit: { max: 3, timeWindowMs: 60_000 }, redisUrl: url };
  const apps: App[] = [await makeApp(settings), await makeApp(settings)];
  try {
    const login = (app: App, n: number, remoteAddress = '10.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: `r${n}@ex.org` },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(apps[i % 2], i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await login(apps[1], 9, '10.0.0.2')).statusCode).toBe(200);
  } finally {
    for (const app of apps) await app.close();
  }
});

it('with Redis away, sign-ins go on at once, each instance counting in its own memory', async () => {
  // A port nothing listens on: Redis down or not started yet.
  const away = `redis://127.0.0.1:${await freePort()}`;
  const app = await makeApp({ rateLimit: { max: 3, timeWindowMs: 60_000 }, redisUrl: away });
  try {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login/',
            payload: { email: `away${i}@ex.org` },
            remoteAddress: '10.0.0.3',
          })
        ).statusCode,
      );
    // Still limited (in memory), never a 500, and no wait for Redis: ioredis's offline queue
    // held each command 10 s. The bound leaves room for a loaded CI machine (540 ms here alone).
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(8000);
  } finally {
    await app.close();
  }
});
