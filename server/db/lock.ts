/**
 * Runs `work` in a transaction that holds a lock named by `key`: on PostgreSQL an advisory lock
 * (transactions with other keys go on in parallel, on every instance); on SQLite the transaction
 * alone serializes, since the server holds its only connection. For read-check-write steps that
 * must not interleave: a code budget, a test attempt, a module's progress.
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from './dialect';

export function withLock<T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    return work(trx);
  });
}
