/**
 * Per-address rate limits behind the project's own proxy: the real serve.ts in front of a real
 * API server, both on 127.0.0.1, clients connecting from other loopback addresses. The API must
 * count each client, not the proxy (serve.ts sends X-Forwarded-For, the API trusts loopback).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { App } from '../server/context';
import { makeApp } from '../server/test/helpers';
import { buildStaticServer } from './serve';

let root: string;
let api: App;
let apiOrigin: string;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-ip-test-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  // The real per-address limit: 10 a minute per route. Each request below uses its own email,
  // so the per-email code budget never answers first.
  api = await makeApp({ rateLimit: { max: 10, timeWindowMs: 60_000 } });
  apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function startServe(options: Parameters<typeof buildStaticServer>[0] = {}): Promise<string> {
  const serve = await buildStaticServer({ root, apiOrigin, ...options });
  servers.push(serve);
  return serve.listen({ host: '127.0.0.1', port: 0 });
}

let emails = 0;
/** POST /api/auth/login/ through `base` from the local address `from`; answers the status. */
function login(base: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ email: `user${++emails}@example.com` });
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/auth/login/`, {
      method: 'POST',
      localAddress: from,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const times = async (n: number, fn: () => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await fn());
  return statuses;
};

it("one client's 10 logins through serve.ts do not limit another client; its 11th is refused", async () => {
  const base = await startServe();
  expect(await times(10, () => login(base, '127.0.0.2'))).toEqual(Array(10).fill(200));
  expect(await times(10, () => login(base, '127.0.0.3'))).toEqual(Array(10).fill(200));
  expect(await login(base, '127.0.0.2')).toBe(429);
  expect(await login(base, '127.0.0.3')).toBe(429);
  expect(await login(base, '127.0.0.4')).toBe(200);
});

it('a client cannot escape its limit with its own X-Forwarded-For when serve.ts is the edge', async () => {
  // Only 127.0.0.1 (none of the clients) may name a client to this serve.ts.
  const base = await startServe({ trustProxy: ['127.0.0.1'] });
  const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
  let i = 0;
  expect(await times(10, () => login(base, '127.0.0.5', spoofed(++i)))).toEqual(
    Array(10).fill(200),
  );
  expect(await login(base, '127.0.0.5', spoofed(++i))).toBe(429);
});
