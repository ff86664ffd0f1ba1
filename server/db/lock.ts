/**
 * Runs `work` in a transaction that holds a lock named by `key`: on PostgreSQL an advisory lock
 * (transactions with other keys go on in parallel, on every instance); on SQLite the transaction
 * alone serializes, since the server holds its only connection. For read-check-write steps that
 * must not interleave: a code budget, a test attempt, a module's progress.
 *
 * Requests for one key first take turns in this process's memory, so that of an instance's
 * pooled connections (10) at most one waits on a key's advisory lock: a crowd audit's 300
 * verifies of one email from 30 addresses each held a connection while they waited, and the
 * instance's other calls waited for the pool (an unrelated GET: 82 ms, then 1.9 s; behind a
 * slow holder of the lock, its 5 s bound and a 503 with the database fine). A turn awaited
 * longer than that bound gives up the same way (503 service_unavailable): a queue behind a
 * stuck holder must not grow without end. `test/postgres/lockTurns.test.ts`.
 */
import { sql } from 'kysely';
import { databaseUnavailable } from '../lib/databaseDown';
import { dialectOf, type Db } from './dialect';

/** How long a request waits for its key's turn in memory: the pool's wait for a connection. */
const TURN_TIMEOUT_MS = 5000;

export function withLock<T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return db.transaction().execute(work);
  return inTurn(db, key, () =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      return work(trx);
    }),
  );
}

/** Per database (each app's pool), per key: the turns waiting after the one under way. */
const turns = new WeakMap<Db, Map<string, (() => void)[]>>();

async function inTurn<T>(db: Db, key: string, run: () => Promise<T>): Promise<T> {
  let keys = turns.get(db);
  if (!keys) turns.set(db, (keys = new Map()));
  const waiting = keys.get(key);
  if (!waiting) keys.set(key, []);
  else
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(databaseUnavailable());
      }, TURN_TIMEOUT_MS);
      waiting.push(go);
    });
  try {
    return await run();
  } finally {
    // The next turn starts, or the key is free (its entry goes: keys do not pile up).
    const next = keys.get(key)!.shift();
    if (next) next();
    else keys.delete(key);
  }
}
