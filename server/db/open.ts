/** Opens the SQLite database (a file, or ':memory:' for tests) with the pragmas the server relies on. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';

export type Db = Database.Database;

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

export function openDb(file: string): Db {
  if (file !== ':memory:') makePrivate(path.resolve(file));
  const db = new Database(file);
  // WAL: readers never block the writer, and a crash loses nothing committed.
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
