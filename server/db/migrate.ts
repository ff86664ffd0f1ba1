/**
 * Migrations through Kysely's Migrator: the numbered SQL files of the database's own folder
 * (migrations/sqlite, migrations/postgres), each applied once, in order. Two instances starting
 * at once on PostgreSQL are safe: the Migrator holds a row lock while it migrates.
 * A SQLite file from before Kysely lists its applied files in `schema_migrations`; those are taken
 * as done, so an existing database carries on where it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf, type Db } from './dialect';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** SQL text -> statements (better-sqlite3 prepares one at a time; none of ours has `;` inside). */
export const statements = (text: string): string[] =>
  text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

async function appliedBeforeKysely(db: Db): Promise<Set<string>> {
  if (dialectOf(db) !== 'sqlite') return new Set();
  const table = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db);
  if (table.rows.length === 0) return new Set();
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  return new Set(done.rows.map((r) => r.name));
}

class SqlFolder implements MigrationProvider {
  constructor(
    private readonly dir: string,
    private readonly alreadyApplied: Set<string>,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = fs
      .readdirSync(this.dir)
      .filter((f) => /^\d+_.*\.sql$/.test(f))
      .sort();
    return Object.fromEntries(
      files.map((file): [string, Migration] => [
        file,
        {
          up: async (db) => {
            if (this.alreadyApplied.has(file)) return;
            const text = fs.readFileSync(path.join(this.dir, file), 'utf8');
            for (const statement of statements(text)) await sql.raw(statement).execute(db);
          },
        },
      ]),
    );
  }
}

/** Applies what is missing; returns the names applied now. */
export async function migrate(
  db: Db,
  dir = path.join(MIGRATIONS_DIR, dialectOf(db)),
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new SqlFolder(dir, await appliedBeforeKysely(db)),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
