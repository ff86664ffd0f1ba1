/**
 * Which database a server test runs on. The `server` Jest project runs on SQLite in memory; the
 * `server-pg` project runs the same suites on PostgreSQL (globalSetup.ts starts one and sets
 * TEST_POSTGRES_URL): every app a test builds gets a database of its own, dropped when it closes,
 * copied from the migrated one globalSetup.ts made (TEST_POSTGRES_TEMPLATE).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDb } from '../../db/open';
import type { Db } from '../../db/dialect';

/** A fresh, migrated, empty database; `drop` closes and deletes it. */
export async function freshDatabase(): Promise<{
  db: Db;
  url?: string;
  drop: () => Promise<void>;
}> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) {
    const db = await openDb({ sqlitePath: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client(admin);
  await client.connect();
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await client.end();
  const url = admin.replace(/\/[^/]*$/, `/${name}`);
  const db = await openDb({ url, sqlitePath: '' });
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      const c = new pg.Client(admin);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
