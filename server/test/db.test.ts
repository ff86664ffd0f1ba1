import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { openDb } from '../db/open';
import { seed } from '../seed/seed';
import { fixtureContent } from './fixtureContent';

/** Every migration file, in the order they apply (each helper branch adds its own number). */
const MIGRATIONS = fs
  .readdirSync(path.join(__dirname, '..', 'db', 'migrations'))
  .filter((f) => /^\d+_.*\.sql$/.test(f))
  .sort();

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));

describe('database', () => {
  it('creates the file, migrates once, uses WAL, and seeds only an empty database', () => {
    const dir = tmp();
    const file = path.join(dir, 'nested', 'app.db');
    const db = openDb(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // Every file is applied, in order (the numbers other branches add come in between).
    expect(MIGRATIONS).toEqual(
      expect.arrayContaining([
        '001_init.sql',
        '002_auth_budget.sql',
        '003_refresh_grace.sql',
        '004_test_attempts.sql',
        '005_code_hashes.sql',
        '006_promo_redemptions.sql',
        '007_certificate_public_ids.sql',
        '008_captions_timezones.sql',
        '009_story_content.sql',
      ]),
    );
    expect(db.prepare('SELECT name FROM schema_migrations').pluck().all()).toEqual(MIGRATIONS);
    expect(seed(db, fixtureContent)).toBe(true);
    db.prepare("UPDATE people SET about = 'kept' WHERE id = 2").run();
    db.close();
    const again = openDb(file);
    expect(seed(again, fixtureContent)).toBe(false);
    expect(again.prepare('SELECT about FROM people WHERE id = 2').pluck().get()).toBe('kept');
    expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(
      MIGRATIONS.length,
    ); // not applied twice
    again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeding is reproducible for the same moment', () => {
    const dump = () => {
      const db = openDb(':memory:');
      seed(db, fixtureContent, { now: 1_700_000_000_000 });
      const tables = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'schema_migrations' ORDER BY name",
        )
        .pluck()
        .all() as string[];
      const out = tables.map((t) => JSON.stringify(db.prepare(`SELECT * FROM ${t}`).all()));
      db.close();
      return out;
    };
    expect(dump()).toEqual(dump());
  });
});

describe('logging', () => {
  it('logs one line per request and the one-time code with its email', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _enc, done) => (lines.push(...String(chunk).trim().split('\n')), done()),
    });
    const db = openDb(':memory:');
    seed(db, fixtureContent);
    const app = await buildApp({
      db,
      logger: { level: 'info', stream },
      uploadsDir: path.join(tmp(), 'u'),
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'anna@demo.edu' },
    });
    await app.inject({ url: '/api/references/tags/' });
    const msgs = lines.map((l) => JSON.parse(l).msg as string);
    expect(msgs.filter((m) => /^One-time code for anna@demo\.edu: \d{4}$/.test(m))).toHaveLength(1);
    expect(msgs.filter((m) => m.startsWith('POST /api/auth/login/ 200'))).toHaveLength(1);
    expect(msgs.filter((m) => m.startsWith('GET /api/references/tags/ 200'))).toHaveLength(1);
    expect(msgs).toHaveLength(3);
    await app.close();
    db.close();
  });
});
