/** The SQLite file: created private, migrated once (Kysely's Migrator), seeded only when empty. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { openDb } from '../db/open';
import { first, rows, scalar } from '../db/query';
import { directoryFilter, directoryPage } from '../routes/communities';
import { seed } from '../seed/seed';
import { fixtureContent } from './fixtureContent';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
const SQLITE_MIGRATIONS = fs
  .readdirSync(path.join(__dirname, '..', 'db', 'migrations', 'sqlite'))
  .filter((f) => f.endsWith('.sql'))
  .sort();

describe('database', () => {
  it('creates the file, migrates once, uses WAL, and seeds only an empty database', async () => {
    const dir = tmp();
    const file = path.join(dir, 'nested', 'app.db');
    const db = await openDb({ sqlitePath: file });
    expect(fs.existsSync(file)).toBe(true);
    expect(await first(db, sql`PRAGMA journal_mode`)).toEqual({ journal_mode: 'wal' });
    const applied = await rows<{ name: string }>(
      db,
      sql`SELECT name FROM kysely_migration ORDER BY name`,
    );
    expect(applied.map((r) => r.name)).toEqual(SQLITE_MIGRATIONS);
    expect(SQLITE_MIGRATIONS[0]).toBe('001_init.sql');
    expect(await seed(db, fixtureContent)).toBe(true);
    await sql`UPDATE people SET about = 'kept' WHERE id = 2`.execute(db);
    await db.destroy();
    const again = await openDb({ sqlitePath: file });
    expect(await seed(again, fixtureContent)).toBe(false);
    expect(await first(again, sql`SELECT about FROM people WHERE id = 2`)).toEqual({
      about: 'kept',
    });
    expect(await scalar(again, sql`SELECT count(*) AS n FROM kysely_migration`)).toBe(
      SQLITE_MIGRATIONS.length,
    ); // not applied twice
    await again.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a database from before Kysely carries on: what schema_migrations lists is not run again', async () => {
    const dir = tmp();
    const file = path.join(dir, 'app.db');
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    // 001 ran back then; re-running it would fail (its tables exist).
    old.exec(
      fs.readFileSync(
        path.join(__dirname, '..', 'db', 'migrations', 'sqlite', '001_init.sql'),
        'utf8',
      ),
    );
    old.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run('001_init.sql', 1);
    old.close();
    const db = await openDb({ sqlitePath: file });
    const applied = await rows<{ name: string }>(
      db,
      sql`SELECT name FROM kysely_migration ORDER BY name`,
    );
    expect(applied.map((r) => r.name)).toEqual(SQLITE_MIGRATIONS);
    // The later ones did run: their tables are there.
    expect(await scalar(db, sql`SELECT count(*) AS n FROM auth_events`)).toBe(0);
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeding is reproducible for the same moment', async () => {
    const dump = async () => {
      const db = await openDb({ sqlitePath: ':memory:' });
      await seed(db, fixtureContent, { now: 1_700_000_000_000 });
      const tables = await rows<{ name: string }>(
        db,
        sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely%' ORDER BY name`,
      );
      const out: string[] = [];
      for (const t of tables)
        out.push(JSON.stringify(await rows(db, sql`SELECT * FROM ${sql.table(t.name)}`)));
      await db.destroy();
      return out;
    };
    expect(await dump()).toEqual(await dump());
  });

  it('a directory page reads published people in order from an index, sorting none of them', async () => {
    const db = await openDb({ sqlitePath: ':memory:' });
    await seed(db, fixtureContent);
    const plan = async (role: string | null, q: string | null) =>
      (
        await rows<{ detail: string }>(
          db,
          sql`EXPLAIN QUERY PLAN ${directoryPage(directoryFilter(role, q), 12, 24)}`,
        )
      ).map((r) => r.detail);
    for (const [role, q] of [
      [null, null],
      ['mentor', null],
      [null, 'anna'],
    ] as const) {
      const steps = await plan(role, q);
      expect(steps.some((step) => step.includes('USING INDEX people_directory'))).toBe(true);
      expect(steps.some((step) => step.includes('TEMP B-TREE'))).toBe(false);
    }
    await db.destroy();
  });
});

describe('logging', () => {
  it('logs one line per request and the one-time code with its email', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n')), done()),
    });
    const db = await openDb({ sqlitePath: ':memory:' });
    await seed(db, fixtureContent);
    const app = await buildApp({ db, logger: { level: 'info', stream } });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'anna@demo.edu' },
    });
    // The code is handed to the delivery once the answer is out, on the next turn of the event
    // loop (auth/codeRequest.ts sendCodeAfterAnswer): waited for here, as a real client's next
    // request would.
    await new Promise((resolve) => setImmediate(resolve));
    await app.inject({ url: '/api/references/tags/' });
    const msgs = lines.map((l) => JSON.parse(l).msg as string);
    expect(msgs.filter((m) => /^One-time code for anna@demo\.edu: \d{4}$/.test(m))).toHaveLength(1);
    expect(msgs.filter((m) => m.startsWith('POST /api/auth/login/ 200'))).toHaveLength(1);
    expect(msgs.filter((m) => m.startsWith('GET /api/references/tags/ 200'))).toHaveLength(1);
    expect(msgs).toHaveLength(3);
    await app.close();
    await db.destroy();
  });
});
