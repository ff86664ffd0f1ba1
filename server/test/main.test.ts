/**
 * The real entry point as a separate process: first start creates and seeds the database,
 * SIGTERM shuts down cleanly, and a write made before the signal is there after a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);
const ROOT = path.resolve(__dirname, '..', '..');

function start(dir: string): Promise<{ child: ChildProcess; base: string; log: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATABASE_PATH: path.join(dir, 'app.db'), TEST_MODE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      log.push(...String(chunk).trim().split('\n'));
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(chunk));
      if (match) resolve({ child, base: match[1], log });
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${log.join('\n')}`)),
    );
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

/**
 * The code the child logged for this email. The log line travels through the child's stdout pipe,
 * so it can arrive a little after the HTTP answer: wait for it (at most 10 s).
 */
async function codeFromLog(log: string[], email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const line = log.find((l) => l.includes(`One-time code for ${email}`));
    if (line) return /(\d{4})"/.exec(line)![1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code logged for ${email}`);
}

const post = (url: string, body: object, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

it('starts, seeds, shuts down on SIGTERM and keeps what was written', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
  try {
    const first = await start(dir);
    expect(first.log.some((l) => l.includes('Seeded demo content'))).toBe(true);
    await post(`${first.base}/api/auth/login/`, { email: 'james@demo.edu' });
    const code = await codeFromLog(first.log, 'james@demo.edu');
    const { access } = await (
      await post(`${first.base}/api/auth/verify/`, { email: 'james@demo.edu', code })
    ).json();
    const keys = async (base: string) =>
      (
        (await (
          await fetch(`${base}/api/profile/favorites/`, {
            headers: { authorization: `Bearer ${access}` },
          })
        ).json()) as { type: string; object: { id: number } }[]
      ).map((f) => `${f.type}:${f.object.id}`);
    expect(await keys(first.base)).not.toContain('article:1');
    expect((await post(`${first.base}/api/media/articles/1/favorite/`, {}, access)).status).toBe(
      200,
    );
    expect(await stop(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dir, 'app.db-wal'))).toBe(false); // checkpointed and closed
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);

    const second = await start(dir);
    expect(second.log.some((l) => l.includes('Seeded demo content'))).toBe(false);
    // Same kept secret: the old access token still works, and the favorite is there.
    expect(await keys(second.base)).toContain('article:1');
    expect(await stop(second.child)).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('ends within 15 s of SIGTERM despite half-sent requests, keeping what was answered 2xx', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
  const sockets: net.Socket[] = [];
  try {
    const first = await start(dir);
    const { port } = new URL(first.base);
    const open = (text: string) =>
      new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(text);
          resolve();
        });
        socket.on('error', () => {});
        sockets.push(socket);
      });
    // A body shorter than its Content-Length, and headers that never end.
    await open(
      'POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"em',
    );
    await open('GET /api/media/articles/ HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    await post(`${first.base}/api/auth/login/`, { email: 'james@demo.edu' });
    const code = await codeFromLog(first.log, 'james@demo.edu');
    const { access } = await (
      await post(`${first.base}/api/auth/verify/`, { email: 'james@demo.edu', code })
    ).json();
    expect((await post(`${first.base}/api/media/articles/2/favorite/`, {}, access)).status).toBe(
      200,
    );
    const t0 = Date.now();
    expect(await stop(first.child)).toBe(0);
    const seconds = (Date.now() - t0) / 1000;
    console.log(`exited ${seconds.toFixed(1)} s after SIGTERM with two half-sent requests open`);
    expect(seconds).toBeLessThan(15);

    const second = await start(dir);
    const favorites = (await (
      await fetch(`${second.base}/api/profile/favorites/`, {
        headers: { authorization: `Bearer ${access}` },
      })
    ).json()) as { type: string; object: { id: number } }[];
    expect(favorites.map((f) => `${f.type}:${f.object.id}`)).toContain('article:2');
    expect(await stop(second.child)).toBe(0);
  } finally {
    for (const s of sockets) s.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
