/**
 * No single request can stall the server (server/docs/limits.md): oversized or hostile
 * bodies are refused with well under 100 ms of CPU, and a GET sent at the same time is answered.
 * The stalls this guards against were CPU spent in one synchronous stretch (a quadratic pattern,
 * 150,000 explained errors: seconds), so CPU time is what is held to the bound. Wall-clock time
 * is printed beside it but not held: on a shared CI machine it swung from 5 to 276 ms for the
 * same request while other work ran, and failed the bound with no stall at all.
 */
import type { AddressInfo } from 'node:net';
import { performance as nodePerformance } from 'node:perf_hooks';
import { EndTestBody } from '../../src/shared/contract/learning';
import { LoginBody } from '../../src/shared/contract/auth';
import type { App } from '../context';
import { validatorCompiler } from '../lib/validator';
import { JAMES, login, makeApp } from './helpers';

let app: App;
let base: string;
let access: string;
beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  ({ access } = await login(app, JAMES));
});
afterAll(() => app.close());

const BOUND_MS = 100;
const hostileEmail = 'a@' + '.'.repeat(60_000) + '@';
const emptyAnswers = JSON.stringify({ answers: Array.from({ length: 150_000 }, () => ({})) });

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/**
 * How long `run` kept the server busy, in ms: the smaller of two measures that a stall raises
 * alike. The process's CPU (user + system) also counts its other threads, and a fresh-clone run
 * once measured 290–560 ms on every try of one request while a garbage collection or a
 * neighbouring suite's threads ran (Jest runs the suites in one process on two cores). The main
 * thread's busy time (event loop utilization) counts only that thread, but in wall time, which
 * a busy machine stretches. A stall, CPU spent in one stretch on the main thread, raises both.
 */
async function cpuMs<T>(run: () => Promise<T>): Promise<{ result: T; cpu: number }> {
  const before = process.cpuUsage();
  const loopBefore = nodePerformance.eventLoopUtilization();
  const result = await run();
  const { user, system } = process.cpuUsage(before);
  const { active } = nodePerformance.eventLoopUtilization(loopBefore);
  return { result, cpu: Math.min((user + system) / 1000, active) };
}

const postJson = (body: string, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body,
});

it.each([
  [
    'login, email of 60,000 dots',
    '/api/auth/login/',
    () => JSON.stringify({ email: hostileEmail }),
  ],
  ['login, 1 MB email', '/api/auth/login/', () => JSON.stringify({ email: 'a'.repeat(1 << 20) })],
  ['test end, 150,000 empty answers', '/api/tests/1/end/', () => emptyAnswers],
])('%s: refused with little CPU, a concurrent GET is answered', async (name, url, body) => {
  const payload = body();
  await timed(`${base}/api/media/articles/`); // warm
  // The best of up to five tries, stopping at the first under the bound: a stall the request
  // causes costs its CPU in every one; a garbage collection or a busy neighbour landing in some
  // does not fail the test (a fresh-clone run measured 105, 162 and 244 ms in three tries of a
  // 413 that costs 6 to 20 ms, while the PostgreSQL suites ran beside it).
  const tries: { cpu: number; result: { status: number; ms: number }[] }[] = [];
  for (let attempt = 0; attempt < 5 && !tries.some((t) => t.cpu < BOUND_MS); attempt += 1)
    tries.push(
      await cpuMs(() =>
        Promise.all([
          timed(`${base}${url}`, postJson(payload, access)),
          timed(`${base}/api/media/articles/`),
        ]),
      ),
    );
  const best = tries.reduce((a, b) => (b.cpu < a.cpu ? b : a));
  const [bad, get] = best.result;
  console.log(
    `${name} (${(payload.length / 1024).toFixed(0)} KB): ${bad.status}, with a concurrent GET ${get.status}, in ${best.cpu.toFixed(1)} ms of CPU (wall ${bad.ms.toFixed(1)} / ${get.ms.toFixed(1)} ms; CPU of the tries ${tries.map((t) => t.cpu.toFixed(0)).join(', ')})`,
  );
  expect([400, 413]).toContain(bad.status);
  expect(get.status).toBe(200);
  expect(best.cpu).toBeLessThan(BOUND_MS);
});

it('the validator itself stops at the first failure of a field, whatever the size', () => {
  const compile = (schema: object) =>
    validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/' } as never) as (
      v: unknown,
    ) => { error?: { instancePath: string; code: string }[] };
  const answers = JSON.parse(emptyAnswers) as unknown;
  const cases: [string, () => { error?: { instancePath: string; code: string }[] }][] = [
    ['email of 60,000 dots', () => compile(LoginBody)({ email: hostileEmail })],
    ['1 MB email', () => compile(LoginBody)({ email: 'a@' + '.'.repeat(1 << 20) + '@' })],
    ['150,000 empty answers', () => compile(EndTestBody)(answers)],
  ];
  for (const [name, run] of cases) {
    const before = process.cpuUsage();
    const { error } = run();
    const { user, system } = process.cpuUsage(before);
    const ms = (user + system) / 1000;
    console.log(`validator, ${name}: ${error?.length} error(s) in ${ms.toFixed(1)} ms of CPU`);
    expect(error).toHaveLength(1);
    expect(error![0].code).toBe(name.includes('answers') ? 'too_long' : 'invalid_email');
    expect(ms).toBeLessThan(BOUND_MS);
  }
});
