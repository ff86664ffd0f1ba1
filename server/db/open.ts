/**
 * Opens the database the server runs on, behind one query layer (Kysely): PostgreSQL when
 * DATABASE_URL names one (several instances then share it), else the embedded SQLite file (the
 * default: `npm start` on a fresh machine needs nothing else). Either way it is migrated on open.
 * Queries are Kysely `sql` templates written in the SQL both databases speak (server/README.md
 * "Databases").
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrate';

import { isPostgresUrl, type Db } from './dialect';

// BIGINT (times in ms, counts) and NUMERIC arrive from pg as strings, to be safe past 2^53; every
// such value here (epoch ms, row counts) is far below it, so they are numbers, as on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/**
 * The database file is private (0600), and so are its -wal and -shm (SQLite gives them the main
 * file's mode; existing ones are tightened too). A folder made for it is 0700; an existing folder
 * is left as it is (it may be shared, such as /tmp).
 */
function makePrivate(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm'])
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, 0o600);
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') makePrivate(path.resolve(file));
  const database = new Database(file);
  // WAL: readers never block the writer, and a crash loses nothing committed.
  if (file !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<unknown>({ dialect: new SqliteDialect({ database }) });
}

/** Connections per instance; with many instances put PgBouncer in front (server/README.md). */
const POOL_SIZE = 10;

const pools = new WeakMap<Db, pg.Pool>();

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server ends (a restart, a failover, an administrator) reports here;
  // without a listener that would end the process. The pool drops it and opens another on demand.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The connection pool of a PostgreSQL Db (for libraries that take one: the rate limits). */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export interface DatabaseSettings {
  /** postgres://… runs on PostgreSQL; unset, SQLite. */
  url?: string;
  /** The SQLite file, or ':memory:' (ignored on PostgreSQL). */
  sqlitePath: string;
}

export async function openDb(settings: DatabaseSettings): Promise<Db> {
  const db = isPostgresUrl(settings.url)
    ? openPostgres(settings.url)
    : openSqlite(settings.sqlitePath);
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}
