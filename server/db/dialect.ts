/** Which database a Db runs on, for the few statements the two write differently. */
import { PostgresAdapter, type Kysely } from 'kysely';

/** Raw `sql` templates only: the query builder's table types are not used. */
export type Db = Kysely<unknown>;
export type DialectName = 'sqlite' | 'postgres';

export const isPostgresUrl = (url: string | undefined): url is string =>
  Boolean(url && /^postgres(ql)?:\/\//.test(url));

export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
