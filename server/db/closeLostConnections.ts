/**
 * pg's client-side `query_timeout` fails a query that gets no answer in time, but leaves its
 * connection waiting for that answer, and the pool hands the connection to the next query, which
 * queues behind the lost one: every query on it then waited out the timeout too, each a 503,
 * though the database was fine and the pool could open a new connection at once. Here a
 * connection whose query timed out is closed when Kysely releases it, not pooled again.
 * (Kysely takes any pool of this shape: PostgresDialect's `pool`.)
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** pg says it in words only (the same words lib/databaseDown.ts maps to a 503). */
const isReadTimeout = (err: unknown) =>
  err instanceof Error && err.message === 'Query read timeout';

export function closingLostConnections(pool: pg.Pool): PostgresPool {
  const lost = new WeakSet<pg.PoolClient>();
  // Kysely keeps one connection object per client it gets: hand it the same wrapper each time.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Only the (sql, parameters) form: the dialect is given no cursor, so it never passes one.
    query: ((sql: string, parameters: ReadonlyArray<unknown>) =>
      client.query(sql, [...parameters]).catch((err: unknown) => {
        if (isReadTimeout(err)) lost.add(client);
        throw err;
      })) as unknown as PostgresPoolClient['query'],
    release() {
      // An error given to release makes the pool end the connection and forget it.
      client.release(lost.delete(client) ? new Error('Query read timeout') : undefined);
    },
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
