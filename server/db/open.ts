/**
 * Opens the database the server runs on, behind one query layer (Kysely): PostgreSQL when
 * DATABASE_URL names one (several instances then share it), else the embedded SQLite file (the
 * default: `npm start` on a fresh machine needs nothing else). Either way it is migrated on open.
 * Queries are Kysely `sql` templates written in the SQL both databases speak (server/db/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { closingLostConnections } from './closeLostConnections';
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

/** Connections per instance; with many instances put PgBouncer in front (server/db/README.md). */
const POOL_SIZE = 10;
/**
 * How long a query waits for a connection: a new one to be opened, or a free one of the pool.
 * Without it a database that accepts connections and never answers (hung, or a network that
 * drops packets) held every request for good; now each gets a 503 (lib/databaseDown.ts).
 */
export const CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a query waits for its answer on a connection it holds (pg's client-side
 * `query_timeout`): a server that stops answering on open connections (hung, or the network
 * dropping packets) held each request for good. Every query here takes milliseconds, lock
 * waits included; the bound only ends a wait that will not end. Migrations have none (openDb).
 */
export const QUERY_TIMEOUT_MS = 10_000;
/**
 * The database itself ends a statement this much sooner (`statement_timeout`): a query that is
 * slow, or waits on a lock a stuck transaction holds, is cancelled there and its connection
 * stays good; the client's own bound above is left for a server that does not answer at all
 * (and that connection is then closed: closeLostConnections.ts).
 */
const STATEMENT_MARGIN_MS = 1000;

const pools = new WeakMap<Db, pg.Pool>();

function openPostgres(url: string, timeouts: { connectMs: number; queryMs: number }): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    statement_timeout:
      timeouts.queryMs > 0 ? Math.max(1, timeouts.queryMs - STATEMENT_MARGIN_MS) : undefined,
    // A peer that vanished (failover, a cut network) is noticed on idle connections too.
    keepAlive: true,
  });
  // An idle connection that ends is reported both to the pool and to its client's listener
  // below: said once, there.
  pool.on('error', () => undefined);
  // A connection that dies while a query holds it (a cut network, a crashed server, or an idle
  // one taken just before its end is noticed) emits 'error' on its client, which the pool does
  // not listen to then: unheard, that ended the process. The query itself fails (a 503,
  // lib/databaseDown.ts) and the pool drops the connection when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`)),
  );
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: closingLostConnections(pool) }),
  });
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
  /** PostgreSQL: CONNECT_TIMEOUT_MS and QUERY_TIMEOUT_MS unless given (tests shorten them). */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}

export async function openDb(settings: DatabaseSettings): Promise<Db> {
  if (!isPostgresUrl(settings.url)) return migrated(openSqlite(settings.sqlitePath));
  const connectMs = settings.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  // Migrations on connections of their own, with no query timeout: one may rewrite a big table.
  await (await migrated(openPostgres(settings.url, { connectMs, queryMs: 0 }))).destroy();
  return openPostgres(settings.url, {
    connectMs,
    queryMs: settings.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
  });
}

async function migrated(db: Db): Promise<Db> {
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}
