/**
 * Signed tokens (jose, HS256). Every login opens a session (a token family); refresh tokens are
 * stored as SHA-256 hashes and rotated on use. Presenting a rotated refresh token again means it
 * leaked, so the whole session is revoked — its access tokens stop working too, because access
 * checks the session on every call (one indexed lookup).
 */
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/open';
import { sql } from '../lib/prepared';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenOptions {
  secret: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
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
      const { payload } = await jwtVerify(token, this.opts.secret, { algorithms: ['HS256'], currentDate: new Date(this.opts.now()) });
      const userId = Number(payload.sub);
      if (payload.typ !== typ || typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
      return { userId, sid: payload.sid };
    } catch {
      return null;
    }
  }

  private sessionLive(sid: string): boolean {
    const row = sql(this.db, 'SELECT revoked_at FROM sessions WHERE id = ?').get(sid) as { revoked_at: number | null } | undefined;
    return row !== undefined && row.revoked_at === null;
  }

  private async pair(userId: number, sid: string): Promise<TokenPair> {
    const access = await this.sign({ typ: 'access', sid }, userId, this.opts.accessTtlSeconds);
    const refresh = await this.sign({ typ: 'refresh', sid }, userId, this.opts.refreshTtlSeconds);
    sql(this.db, 'INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES (?, ?, ?)')
      .run(hash(refresh), sid, this.opts.now() + this.opts.refreshTtlSeconds * 1000);
    return { access, refresh };
  }

  /** A new session for a user who just proved their email. */
  async issue(userId: number): Promise<TokenPair> {
    const sid = crypto.randomUUID();
    sql(this.db, 'INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)').run(sid, userId, this.opts.now());
    return this.pair(userId, sid);
  }

  /** The user id of a valid access token whose session is live, else null. */
  async verifyAccess(token: string): Promise<number | null> {
    const claims = await this.verify(token, 'access');
    return claims && this.sessionLive(claims.sid) ? claims.userId : null;
  }

  /** Rotates a refresh token; null when it is invalid, expired, revoked or reused. */
  async rotate(refresh: string): Promise<TokenPair | null> {
    const claims = await this.verify(refresh, 'refresh');
    if (!claims || !this.sessionLive(claims.sid)) return null;
    const row = sql(this.db, 'SELECT session_id, rotated_at FROM refresh_tokens WHERE hash = ?').get(hash(refresh)) as
      | { session_id: string; rotated_at: number | null }
      | undefined;
    if (!row || row.session_id !== claims.sid) return null;
    if (row.rotated_at !== null) {
      this.revokeSession(claims.sid);
      return null;
    }
    sql(this.db, 'UPDATE refresh_tokens SET rotated_at = ? WHERE hash = ?').run(this.opts.now(), hash(refresh));
    return this.pair(claims.userId, claims.sid);
  }

  /** Logout: the session of this refresh token ends (an unknown token changes nothing). */
  async revoke(refresh: string): Promise<void> {
    const claims = await this.verify(refresh, 'refresh');
    if (claims) this.revokeSession(claims.sid);
  }

  private revokeSession(sid: string): void {
    sql(this.db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(this.opts.now(), sid);
  }
}
