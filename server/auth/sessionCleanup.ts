/**
 * Ended sessions leave the database (server/auth/DECISIONS.md "Sessions"): a login deletes its
 * user's, and sweeps a bounded batch of anyone's expired rows. `liveAfter` is TokenService's:
 * a token that expired before it can let no one in.
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db/dialect';

/** Expired refresh-token rows a login sweeps at most, oldest first (`sweepExpired`). */
export const SWEEP_BATCH = 100;

/**
 * Deletes this user's ended sessions, with their token rows: those revoked (logout, a reused
 * token) and those whose every refresh token has expired (nothing can rotate them, and their
 * last access token expired no later: its life is not longer than a refresh token's). Without
 * this every login left its rows for ever. A missing row refuses its tokens as a revoked one
 * does (`TokenService.liveSessionEnd`), so deleting one never lets a token through.
 */
export async function pruneEnded(
  db: Db,
  userId: number,
  current: string,
  liveAfter: number,
): Promise<void> {
  const ended = sql`SELECT id FROM sessions s WHERE s.user_id = ${userId} AND s.id <> ${current}
    AND (s.revoked_at IS NOT NULL OR NOT EXISTS (
      SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id AND r.expires_at >= ${liveAfter}))`;
  await sql`DELETE FROM refresh_tokens WHERE session_id IN (${ended})`.execute(db);
  await sql`DELETE FROM sessions WHERE id IN (${ended})`.execute(db);
}

/**
 * Deletes up to SWEEP_BATCH of anyone's refresh-token rows that can serve nothing (expired:
 * verify refuses the token before any read), oldest first, and the sessions that leaves without
 * a row. `pruneEnded` only reaches the user who logs in, so a user who never logged in again
 * kept their last week's rows for ever. Every session's tokens expire within the refresh
 * lifetime (a revoked one's too), so each ended session goes at some login after that. Bounded,
 * so a login never pays for a backlog; in its own statements after the login's transaction, so
 * two instances sweeping at once cost no login (on PostgreSQL they take disjoint rows: SKIP
 * LOCKED; a failure is only reported).
 */
export async function sweepExpired(db: Db, liveAfter: number): Promise<void> {
  const skipLocked = dialectOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const swept = await sql<{ session_id: string }>`DELETE FROM refresh_tokens WHERE hash IN (
      SELECT hash FROM refresh_tokens WHERE expires_at < ${liveAfter}
      ORDER BY expires_at LIMIT ${SWEEP_BATCH} ${skipLocked})
    RETURNING session_id`.execute(db);
  const sessions = [...new Set(swept.rows.map((row) => row.session_id))];
  if (sessions.length === 0) return;
  await sql`DELETE FROM sessions WHERE id IN (${sql.join(sessions)})
    AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = sessions.id)`.execute(db);
}
