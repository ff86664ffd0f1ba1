/** Jest globalSetup of the `server-pg` project: one PostgreSQL for the whole run. */
import { startPostgres } from './startPostgres';

export default async function globalSetup(): Promise<void> {
  const pg = await startPostgres();
  process.env.TEST_POSTGRES_URL = pg.adminUrl;
  (globalThis as { __postgres__?: { stop(): void } }).__postgres__ = pg;
}
