/**
 * Signed tokens (jose, HS256). Every login opens a session (a token family); refresh tokens are
 * stored as SHA-256 hashes and rotated on use. Presenting a rotated refresh token again means it
 * leaked, so the whole session is revoked — its access tokens stop working too, because access
 * checks the session on every call (one indexed lookup).
 * Grace window: two tabs racing a refresh, or an answer lost on the network, present the same
 * token twice within seconds. Within `refreshGraceSeconds` of its rotation, a rotated token gets
 * the SAME successor pair again (kept sealed with a key from the old token, seal.ts), as long as
 * that successor has not been rotated itself; otherwise reuse still revokes the session.
 */
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/open';
import { sql } from '../lib/prepared';
import { seal, unseal } from './seal';

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
  now: () => number;
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly opts: TokenOptions,
  ) {}

  private async sign(claims: Record<string, string>, userId: number, ttl: number): Promise<string> {
    const now = Math.floor(this.opts.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
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

  private sessionLive(sid: string): boolean {
    const row = sql(this.db, 'SELECT revoked_at FROM sessions WHERE id = ?').get(sid) as
      { revoked_at: number | null } | undefined;
    return row !== undefined && row.revoked_at === null;
  }

  private async signPair(userId: number, sid: string): Promise<TokenPair> {
    const access = await this.sign({ typ: 'access', sid }, userId, this.opts.accessTtlSeconds);
    const refresh = await this.sign({ typ: 'refresh', sid }, userId, this.opts.refreshTtlSeconds);
    return { access, refresh };
  }

  private store(pair: TokenPair, sid: string): void {
    sql(this.db, 'INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES (?, ?, ?)').run(
      hash(pair.refresh),
      sid,
      this.opts.now() + this.opts.refreshTtlSeconds * 1000,
    );
  }

  private async pair(userId: number, sid: string): Promise<TokenPair> {
    const pair = await this.signPair(userId, sid);
    this.store(pair, sid);
    return pair;
  }

  /** A new session for a user who just proved their email. */
  async issue(userId: number): Promise<TokenPair> {
    const sid = crypto.randomUUID();
    sql(this.db, 'INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)').run(
      sid,
      userId,
      this.opts.now(),
    );
    return this.pair(userId, sid);
  }

  /** The user id of a valid access token whose session is live, else null. */
  async verifyAccess(token: string): Promise<number | null> {
    const claims = await this.verify(token, 'access');
    return claims && this.sessionLive(claims.sid) ? claims.userId : null;
  }

  /**
   * Rotates a refresh token; null when it is invalid, expired, revoked or reused. Within the grace
   * window a rotated token answers its successor pair again (see the file comment).
   */
  async rotate(refresh: string): Promise<TokenPair | null> {
    const claims = await this.verify(refresh, 'refresh');
    if (!claims) return null;
    // Signed before the transaction (jose is async), so that reading and marking the row happen in
    // one synchronous step: a racing request sees either an unrotated token or a sealed successor.
    const fresh = await this.signPair(claims.userId, claims.sid);
    const oldHash = hash(refresh);
    return this.db.transaction((): TokenPair | null => {
      if (!this.sessionLive(claims.sid)) return null;
      const row = sql(
        this.db,
        'SELECT session_id, rotated_at, successor_hash, successor_sealed FROM refresh_tokens WHERE hash = ?',
      ).get(oldHash) as
        | {
            session_id: string;
            rotated_at: number | null;
            successor_hash: string | null;
            successor_sealed: string | null;
          }
        | undefined;
      if (!row || row.session_id !== claims.sid) return null;
      const now = this.opts.now();
      if (row.rotated_at !== null) {
        const again =
          now - row.rotated_at <= this.opts.refreshGraceSeconds * 1000
            ? this.successorAgain(refresh, oldHash, row)
            : null;
        if (!again) this.revokeSession(claims.sid);
        return again;
      }
      this.store(fresh, claims.sid);
      // Sealed pairs are only useful within the window: drop this session's older ones.
      sql(
        this.db,
        'UPDATE refresh_tokens SET successor_sealed = NULL WHERE session_id = ? AND rotated_at < ? AND successor_sealed IS NOT NULL',
      ).run(claims.sid, now - this.opts.refreshGraceSeconds * 1000);
      sql(
        this.db,
        'UPDATE refresh_tokens SET rotated_at = ?, successor_hash = ?, successor_sealed = ? WHERE hash = ?',
      ).run(
        now,
        hash(fresh.refresh),
        this.opts.refreshGraceSeconds > 0 ? seal(refresh, oldHash, JSON.stringify(fresh)) : null,
        oldHash,
      );
      return fresh;
    })();
  }

  /** The pair a rotation of this token produced, if that successor has not been rotated in turn. */
  private successorAgain(
    refresh: string,
    oldHash: string,
    row: { successor_hash: string | null; successor_sealed: string | null },
  ): TokenPair | null {
    if (!row.successor_hash || !row.successor_sealed) return null;
    const successorRotated = sql(this.db, 'SELECT rotated_at FROM refresh_tokens WHERE hash = ?')
      .pluck()
      .get(row.successor_hash);
    if (successorRotated !== null) return null; // rotated (a number) or gone (undefined)
    const plain = unseal(refresh, oldHash, row.successor_sealed);
    return plain === null ? null : (JSON.parse(plain) as TokenPair);
  }

  /** Logout: the session of this refresh token ends (an unknown token changes nothing). */
  async revoke(refresh: string): Promise<void> {
    const claims = await this.verify(refresh, 'refresh');
    if (claims) this.revokeSession(claims.sid);
  }

  private revokeSession(sid: string): void {
    sql(this.db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(
      this.opts.now(),
      sid,
    );
  }
}
