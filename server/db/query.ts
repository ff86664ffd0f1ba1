/** The rows of a Kysely `sql` template: all of them, or the first (undefined when none). */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './dialect';

export async function rows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export async function first<T>(db: Db, query: RawBuilder<T>): Promise<T | undefined> {
  return (await query.execute(db)).rows[0];
}

/** SELECT count(*) and the like: the single value of the single row (0 when no row). */
export async function scalar(db: Db, query: RawBuilder<Record<string, unknown>>): Promise<number> {
  const row = (await query.execute(db)).rows[0];
  return row ? Number(Object.values(row)[0]) : 0;
}

type Row = Record<string, unknown>;

/**
 * INSERT of many rows in few statements (seeding thousands of rows one by one would be one round
 * trip each on PostgreSQL). All rows have the columns of the first. `ignoreDuplicates` skips rows
 * that would break a unique key (ON CONFLICT DO NOTHING, which both databases speak).
 */
export async function insertRows(
  db: Db,
  table: string,
  list: Row[],
  { ignoreDuplicates = false } = {},
): Promise<void> {
  if (list.length === 0) return;
  const columns = Object.keys(list[0]);
  // SQLite allows 32,766 parameters per statement and PostgreSQL 65,535: stay well below both.
  const perStatement = Math.max(1, Math.floor(10_000 / columns.length));
  for (let start = 0; start < list.length; start += perStatement) {
    const chunk = list.slice(start, start + perStatement);
    const values = sql.join(chunk.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`));
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      VALUES ${values}${ignoreDuplicates ? sql` ON CONFLICT DO NOTHING` : sql``}`.execute(db);
  }
}

/**
 * `column` contains `needle` (both already case-folded, lib/fold.ts): LIKE with the wildcards of
 * the needle escaped, which both databases read the same way.
 */
export function contains(column: string, needle: string): RawBuilder<unknown> {
  const pattern = `%${needle.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return sql`${sql.ref(column)} LIKE ${pattern} ESCAPE '!'`;
}

/** `AND <condition>` when the filter is on, nothing when it is off. */
export const andIf = (on: unknown, condition: () => RawBuilder<unknown>): RawBuilder<unknown> =>
  on === null || on === undefined || on === '' ? sql`` : sql` AND ${condition()}`;
