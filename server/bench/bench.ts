/**
 * `npm run bench:server`: starts the real server (a child process, as `npm run server` would)
 * on a free port with a temporary database seeded with the demo data — SQLite, then a throw-away
 * PostgreSQL (server/test/postgres/startPostgres.ts; BENCH_DB=sqlite or postgres runs one) —
 * logs in through the real
 * code flow (test mode exposes the code), then runs autocannon against three reads and prints
 * requests/s, p50 and p99 per URL. BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS
 * (default 10) tune the run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../test/postgres/startPostgres';
import { freePort } from '../lib/freePort';

const ROOT = path.resolve(__dirname, '..', '..');
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);

async function waitUp(base: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/references/tags/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function accessToken(base: string, email: string): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/login/', { email });
  const { code } = await (
    await fetch(`${base}/api/__test__/last-code/?email=${encodeURIComponent(email)}`)
  ).json();
  const tokens = await (await post('/api/auth/verify/', { email, code })).json();
  if (!tokens.access) throw new Error(`login failed: ${JSON.stringify(tokens)}`);
  return tokens.access;
}

async function benchOne(database: 'sqlite' | 'postgres'): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const postgres = database === 'postgres' ? await startPostgres() : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dir, 'app.db'),
      ...(postgres && { DATABASE_URL: postgres.adminUrl }),
      TEST_MODE: '1',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUp(base);
    const token = await accessToken(base, 'anna@demo.edu');
    const targets = [
      { url: '/api/media/search/?q=teach', headers: {} },
      { url: '/api/courses/1/', headers: {} },
      { url: '/api/profile/favorites/', headers: { authorization: `Bearer ${token}` } },
    ];
    console.log(
      `\n${database}: autocannon, ${connections} connections, ${duration} s per URL, ${os.cpus().length} CPUs, Node ${process.version}`,
    );
    console.log(
      'URL'.padEnd(34),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
    );
    for (const t of targets) {
      // A short warm-up so the JIT and SQLite page cache are hot before measuring.
      await autocannon({ url: base + t.url, headers: t.headers, connections, duration: 2 });
      const r = await autocannon({ url: base + t.url, headers: t.headers, connections, duration });
      console.log(
        t.url.padEnd(34),
        r.requests.average.toFixed(0).padStart(8),
        String(r.latency.p50).padStart(8),
        String(r.latency.p99).padStart(8),
        String(r.non2xx).padStart(8),
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const which = process.env.BENCH_DB;
  for (const database of ['sqlite', 'postgres'] as const)
    if (!which || which === database) await benchOne(database);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
