/**
 * Signed tokens (jose, HS256). Every login opens a session (a token family); refresh tokens are
 * stored as SHA-256 hashes and rotated on use. Presenting a rotated refresh token again means it
 * leaked, so the whole session is revoked — its access tokens stop working too, because access
 * checks the session on every call (one indexed lookup).
 * Grace window: two tabs racing a refresh, or an answer lost on the network, present the same
 * token twice within seconds. Within `refreshGraceSeconds` of its rotation, a rotated token gets
 * the SAME successor pair again (kept sealed with a key from the old token, seal.ts), as long as
 * that successor has not been rotated itself; otherwise reuse still revokes the session.
 * Rotation claims the old token with one conditional UPDATE, so two requests presenting it at
 * once, on one instance or two, cannot both rotate it: the second finds it rotated and gets the
 * grace answer.
 * Absolute lifetime: a session ends `sessionMaxAgeSeconds` after its sign-in
 * (`sessions.created_at`), however often it is refreshed; no token of it is signed to outlive that end, and access and
 * rotation check it, so a stolen refresh token used once a week dies with its session.
 */
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { first } from '../db/query';
import { seal, unseal } from './seal';
import { pruneEnded, sweepExpired } from './sessionCleanup';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenOptions {
  secret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** How long after its rotation a refresh token still gets its successor pair (0: never). */
  refreshGraceSeconds: number;
  /** A session's absolute lifetime from its sign-in, whatever its refreshes (auth/DECISIONS.md). */
  sessionMaxAgeSeconds: number;
  now: () => number;
  /** A login's sweep of others' expired rows failed (the login itself went through). */
  onSweepError?: (error: unknown) => void;
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly opts: TokenOptions,
  ) {}

  /** A token that lives `ttl` seconds, but never past `sessionEnd` (ms): its `exp` is the lesser. */
  private async sign(
    claims: Record<string, string>,
    userId: number,
    ttl: number,
    sessionEnd: number,
  ): Promise<string> {
    const now = Math.floor(this.opts.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(Math.min(now + ttl, Math.floor(sessionEnd / 1000)))
      .setJti(crypto.randomUUID())
      .sign(this.opts.secret);
  }

  private async verify(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, this.opts.secret, {
        algorithms: ['HS256'],
        currentDate: new Date(this.opts.now()),
      });
      const userId = Number(payload.sub);
      if (payload.typ !== typ || typeof payload.sid !== 'string' || !Number.isInteger(userId))
        return null;
      return { userId, sid: payload.sid };
    } catch {
      return null;
    }
  }

  /**
   * The session a refresh token names, when the token is ours and unexpired (its signature
   * checked, no database read): the refresh call's rate limit counts per session (routes/authSession.ts).
   */
  async sessionOf(refresh: string): Promise<string | null> {
    return (await this.verify(refresh, 'refresh'))?.sid ?? null;
  }

  /** When a session that started at `startedAt` (ms) ends, whatever its refreshes (ms). */
  private endOf(startedAt: number): number {
    return startedAt + this.opts.sessionMaxAgeSeconds * 1000;
  }

  /**
   * The end (ms) of a session that is live now: not revoked, not past its absolute lifetime;
   * else null. A missing row is not live either (sessionCleanup.ts deletes ended ones).
   */
  private async liveSessionEnd(sid: string, db: Db = this.db): Promise<number | null> {
    const row = await first<{ created_at: number; revoked_at: number | null }>(
      db,
      sql`SELECT created_at, revoked_at FROM sessions WHERE id = ${sid}`,
    );
    if (row === undefined || row.revoked_at !== null) return null;
    const end = this.endOf(row.created_at);
    return this.opts.now() < end ? end : null;
  }

  private async signPair(userId: number, sid: string, sessionEnd: number): Promise<TokenPair> {
    const { accessTtlSeconds, refreshTtlSeconds } = this.opts;
    const access = await this.sign({ typ: 'access', sid }, userId, accessTtlSeconds, sessionEnd);
    const refresh = await this.sign({ typ: 'refresh', sid }, userId, refreshTtlSeconds, sessionEnd);
    return { access, refresh };
  }

  private async store(pair: TokenPair, sid: string, sessionEnd: number, db: Db): Promise<void> {
    const expiresAt = Math.min(this.opts.now() + this.opts.refreshTtlSeconds * 1000, sessionEnd);
    await sql`INSERT INTO refresh_tokens (hash, session_id, expires_at)
      VALUES (${hash(pair.refresh)}, ${sid}, ${expiresAt})`.execute(db);
  }

  /** A new session for a user who just proved their email. */
  async issue(userId: number): Promise<TokenPair> {
    const sid = crypto.randomUUID();
    const startedAt = this.opts.now();
    const end = this.endOf(startedAt);
    const pair = await this.signPair(userId, sid, end);
    await this.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO sessions (id, user_id, created_at) VALUES (${sid}, ${userId}, ${startedAt})`.execute(
        trx,
      );
      await this.store(pair, sid, end, trx);
      await pruneEnded(trx, userId, sid, this.liveAfter());
    });
    await sweepExpired(this.db, this.liveAfter()).catch((error: unknown) =>
      this.opts.onSweepError?.(error),
    );
    return pair;
  }

  /**
   * Tokens that expired before this can let no one in: refresh tokens expired, and access tokens
   * too, since a session is kept until an access token that lives longer than a refresh token (a
   * configuration) has expired as well.
   */
  private liveAfter(): number {
    const { accessTtlSeconds, refreshTtlSeconds } = this.opts;
    return this.opts.now() - Math.max(0, accessTtlSeconds - refreshTtlSeconds) * 1000;
  }

  /** The user id of a valid access token whose session is live, else null. */
  async verifyAccess(token: string): Promise<number | null> {
    const claims = await this.verify(token, 'access');
    return claims && (await this.liveSessionEnd(claims.sid)) !== null ? claims.userId : null;
  }

  /**
   * Rotates a refresh token; null when it is invalid, expired, revoked or reused. Within the grace
   * window a rotated token answers its successor pair again (see the file comment).
   */
  async rotate(refresh: string): Promise<TokenPair | null> {
    const claims = await this.verify(refresh, 'refresh');
    if (!claims) return null;
    // The session's end caps the new pair; a session already ended answers as an expired token.
    const end = await this.liveSessionEnd(claims.sid);
    if (end === null) return null;
    // Signed before the transaction (jose is async and needs no database).
    const fresh = await this.signPair(claims.userId, claims.sid, end);
    const oldHash = hash(refresh);
    const graceMs = this.opts.refreshGraceSeconds * 1000;
    return this.db.transaction().execute(async (trx): Promise<TokenPair | null> => {
      // Again inside: a logout or a reuse may have ended it since, or its end passed meanwhile.
      if ((await this.liveSessionEnd(claims.sid, trx)) === null) return null;
      const now = this.opts.now();
      const sealed = graceMs > 0 ? seal(refresh, oldHash, JSON.stringify(fresh)) : null;
      const claimed = await first(
        trx,
        sql`UPDATE refresh_tokens SET rotated_at = ${now}, successor_hash = ${hash(fresh.refresh)},
          successor_sealed = ${sealed}
        WHERE hash = ${oldHash} AND session_id = ${claims.sid} AND rotated_at IS NULL RETURNING hash`,
      );
      if (claimed) {
        await this.store(fresh, claims.sid, end, trx);
        // An expired token fails verify before any read, so its row serves nothing: without this a
        // session refreshed every 15 minutes kept every token it ever had.
        await sql`DELETE FROM refresh_tokens WHERE session_id = ${claims.sid} AND expires_at < ${now}`.execute(
          trx,
        );
        // Sealed pairs are only useful within the window: drop this session's older ones.
        await sql`UPDATE refresh_tokens SET successor_sealed = NULL
          WHERE session_id = ${claims.sid} AND rotated_at < ${now - graceMs} AND successor_sealed IS NOT NULL`.execute(
          trx,
        );
        return fresh;
      }
      const row = await first<{
        session_id: string;
        rotated_at: number | null;
        successor_hash: string | null;
        successor_sealed: string | null;
      }>(
        trx,
        sql`SELECT session_id, rotated_at, successor_hash, successor_sealed FROM refresh_tokens WHERE hash = ${oldHash}`,
      );
      if (!row || row.session_id !== claims.sid || row.rotated_at === null) return null;
      const again =
        now - row.rotated_at <= graceMs
          ? await this.successorAgain(trx, refresh, oldHash, row)
          : null;
      if (!again) await this.revokeSession(claims.sid, trx);
      return again;
    });
  }

  /** The pair a rotation of this token produced, if that successor has not been rotated in turn. */
  private async successorAgain(
    db: Db,
    refresh: string,
    oldHash: string,
    row: { successor_hash: string | null; successor_sealed: string | null },
  ): Promise<TokenPair | null> {
    if (!row.successor_hash || !row.successor_sealed) return null;
    const successor = await first<{ rotated_at: number | null }>(
      db,
      sql`SELECT rotated_at FROM refresh_tokens WHERE hash = ${row.successor_hash}`,
    );
    if (!successor || successor.rotated_at !== null) return null; // gone, or rotated in turn
    const plain = unseal(refresh, oldHash, row.successor_sealed);
    return plain === null ? null : (JSON.parse(plain) as TokenPair);
  }

  /** Logout: the session of this refresh token ends (an unknown token changes nothing). */
  async revoke(refresh: string): Promise<void> {
    const claims = await this.verify(refresh, 'refresh');
    if (claims) await this.revokeSession(claims.sid);
  }

  private async revokeSession(sid: string, db: Db = this.db): Promise<void> {
    await sql`UPDATE sessions SET revoked_at = ${this.opts.now()} WHERE id = ${sid} AND revoked_at IS NULL`.execute(
      db,
    );
  }
}
