/** Prepared statements cached per database and SQL text, so hot paths never re-parse SQL. */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open';

const cache = new WeakMap<Db, Map<string, Statement>>();

export function sql(db: Db, text: string): Statement {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let stmt = perDb.get(text);
  if (!stmt) perDb.set(text, (stmt = db.prepare(text)));
  return stmt;
}
