/**
 * Secrets at rest: one-time codes stored only as keyed hashes, private files and folders,
 * expired codes purged, and paging links that never echo the request's Host or request line.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { CODE_TTL_MS, codeKey, OneTimeCodes } from '../auth/codes';
import { sql } from 'kysely';
import { openDb } from '../db/open';
import { rows, scalar } from '../db/query';
import { seed } from '../seed/seed';
import { fixtureContent } from './fixtureContent';
import { JAMES, login, makeApp } from './helpers';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'));
const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('one-time codes at rest', () => {
  it('keeps no code readable in the database file, and verify still works', async () => {
    const dir = tmp();
    const file = path.join(dir, 'data', 'app.db');
    const db = await openDb({ sqlitePath: file });
    await seed(db, fixtureContent);
    const app = await buildApp({ db, testMode: true, codeBudget: { resendIntervalMs: 0 } });
    try {
      await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: JAMES } });
      const { code } = (
        await app.inject({ url: `/api/__test__/last-code/?email=${JAMES}` })
      ).json() as { code: string };
      expect(code).toMatch(/^\d{4}$/);
      const stored = await rows<Record<string, unknown>>(db, sql`SELECT * FROM auth_codes`);
      expect(stored).toHaveLength(1);
      expect(Object.values(stored[0])).not.toContain(code);
      expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      // The bytes on disk (main file and WAL) hold no email+code record either.
      const bytes = Buffer.concat(
        ['', '-wal'].filter((s) => fs.existsSync(file + s)).map((s) => fs.readFileSync(file + s)),
      );
      expect(bytes.includes(Buffer.from(JAMES))).toBe(true); // the file is readable as such
      expect(bytes.includes(Buffer.from(JAMES + code))).toBe(false);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/auth/verify/',
        payload: { email: JAMES, code },
      });
      expect(ok.statusCode).toBe(200);
      expect(await scalar(db, sql`SELECT count(*) AS n FROM auth_codes`)).toBe(0);
    } finally {
      await app.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('outside test mode no code is kept in memory either', async () => {
    const db = await openDb({ sqlitePath: ':memory:' });
    const codes = new OneTimeCodes(db, codeKey(Buffer.alloc(32, 1)));
    await codes.issue({ email: 'a@example.com', device: null }, 0);
    expect(await codes.lastCode('a@example.com', 0)).toBeNull();
    await db.destroy();
  });

  it('purges expired codes when another is issued', async () => {
    const db = await openDb({ sqlitePath: ':memory:' });
    const codes = new OneTimeCodes(db, codeKey(Buffer.alloc(32, 1)));
    const code = await codes.issue({ email: 'old@example.com', device: null }, 0);
    await codes.issue({ email: 'new@example.com', device: null }, CODE_TTL_MS + 1);
    const emails = await rows<{ email: string }>(db, sql`SELECT email FROM auth_codes`);
    expect(emails.map((r) => r.email)).toEqual(['new@example.com']);
    expect(
      (await codes.check({ email: 'old@example.com', device: null }, code, CODE_TTL_MS + 2)).ok,
    ).toBe(false);
    await db.destroy();
  });
});

describe('private files', () => {
  it('creates the database (and -wal, -shm) 0600 and the data folder 0700', async () => {
    const dir = tmp();
    const dataDir = path.join(dir, 'data');
    const file = path.join(dataDir, 'app.db');
    const db = await openDb({ sqlitePath: file });
    await seed(db, fixtureContent); // writes: -wal and -shm exist now
    try {
      expect(mode(dataDir)).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) expect(mode(file + suffix)).toBe(0o600);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tightens a database file that was readable by others', async () => {
    const dir = tmp();
    const file = path.join(dir, 'app.db');
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    await (await openDb({ sqlitePath: file })).destroy();
    expect(mode(file)).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('paging links', () => {
  /** A raw HTTP/1.1 request (the request line as given) and its JSON body. */
  const raw = (port: number, requestLine: string, host: string) =>
    new Promise<{ next: string | null }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (c) => (text += String(c)));
      socket.on('error', reject);
      socket.on('end', () => {
        const body = text.slice(text.indexOf('\r\n\r\n') + 4);
        try {
          resolve(JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)));
        } catch (err) {
          reject(new Error(`${String(err)}: ${text}`));
        }
      });
    });

  it.each([
    ['relative, by default', undefined, '/api/media/search/?page_size=1&page=2'],
    [
      'on the configured origin',
      'https://api.example.org',
      'https://api.example.org/api/media/search/?page_size=1&page=2',
    ],
  ])('are %s, whatever Host or request line a client sends', async (_name, publicOrigin, want) => {
    const app = await makeApp({ publicOrigin });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const viaHost = await raw(
        port,
        'GET /api/media/search/?page_size=1 HTTP/1.1',
        'evil.example',
      );
      const viaLine = await raw(
        port,
        'GET http://evil.example/api/media/search/?page_size=1 HTTP/1.1',
        'evil.example',
      );
      const injected = (
        await app.inject({
          url: '/api/media/search/?page_size=1',
          headers: { host: 'evil.example' },
        })
      ).json() as { next: string };
      for (const page of [viaHost, viaLine, injected]) expect(page.next).toBe(want);
      await login(app, JAMES); // the app is otherwise fine
    } finally {
      await app.close();
    }
  });
});
