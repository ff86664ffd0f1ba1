/**
 * One-time login codes: 4 random digits (crypto), one live code per email, valid 10 minutes,
 * at most 5 wrong tries, deleted when used. The database keeps only an HMAC-SHA256 of email and
 * code under a server key (derived with HKDF from the JWT secret), compared timing-safely, so a
 * copy of the database file reveals no live code; expired codes are purged whenever one is issued.
 * In test mode only, the last code issued per email is also kept in memory (never in the database)
 * for GET /api/__test__/last-code/. A registration keeps its names beside the code
 * until the code is verified, so unverified emails never become accounts. How many codes an email
 * may get and how many wrong ones may be checked is budgeted in budget.ts.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open';
import type { FieldDomainCode } from '../../src/shared/contract/errors';
import { sql } from '../lib/prepared';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export interface PendingRegistration {
  first_name: string;
  last_name: string;
  promo_code: string | null;
}

export type CodeCheck =
  | { ok: true; registration: PendingRegistration | null }
  /** wrong: a live code was compared and did not match (burned: it was the last try). */
  | {
      ok: false;
      code: Extract<FieldDomainCode, 'code_expired' | 'code_burned' | 'invalid_code'>;
      message: string;
      wrong: boolean;
      burned: boolean;
    };

/** The key of the code hashes: HKDF-SHA256 of the token secret, so no second secret to keep. */
export function codeKey(secret: Uint8Array): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'one-time-codes', 'code-hash', 32));
}

export class OneTimeCodes {
  /** Test mode only: the last code issued per email, in process memory. */
  private readonly last: Map<string, string> | null;

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    options: { rememberLast?: boolean } = {},
  ) {
    this.last = options.rememberLast ? new Map() : null;
  }

  private hash(email: string, code: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(`${email}\0${code}`).digest();
  }

  issue(email: string, now: number, registration: PendingRegistration | null = null): string {
    const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
    const { db } = this;
    sql(db, 'DELETE FROM auth_codes WHERE expires_at < ?').run(now);
    sql(
      db,
      `INSERT INTO auth_codes (email, code_hash, expires_at, wrong_tries, first_name, last_name, promo_code) VALUES (?, ?, ?, 0, ?, ?, ?)
      ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0,
        first_name = excluded.first_name, last_name = excluded.last_name, promo_code = excluded.promo_code`,
    ).run(
      email,
      this.hash(email, code).toString('hex'),
      now + CODE_TTL_MS,
      registration?.first_name ?? null,
      registration?.last_name ?? null,
      registration?.promo_code ?? null,
    );
    this.last?.set(email, code);
    return code;
  }

  check(email: string, code: string, now: number): CodeCheck {
    const { db } = this;
    const row = sql(db, 'SELECT * FROM auth_codes WHERE email = ?').get(email) as
      | {
          code_hash: string;
          expires_at: number;
          wrong_tries: number;
          first_name: string | null;
          last_name: string | null;
          promo_code: string | null;
        }
      | undefined;
    if (!row || row.expires_at < now) {
      if (row) sql(db, 'DELETE FROM auth_codes WHERE email = ?').run(email);
      return {
        ok: false,
        code: 'code_expired',
        message: 'The code has expired. Request a new one.',
        wrong: false,
        burned: false,
      };
    }
    if (!crypto.timingSafeEqual(Buffer.from(row.code_hash, 'hex'), this.hash(email, code))) {
      if (row.wrong_tries + 1 >= MAX_WRONG_TRIES) {
        sql(db, 'DELETE FROM auth_codes WHERE email = ?').run(email);
        return {
          ok: false,
          code: 'code_burned',
          message: 'Too many wrong attempts. Request a new code.',
          wrong: true,
          burned: true,
        };
      }
      sql(db, 'UPDATE auth_codes SET wrong_tries = wrong_tries + 1 WHERE email = ?').run(email);
      return {
        ok: false,
        code: 'invalid_code',
        message: 'Invalid code',
        wrong: true,
        burned: false,
      };
    }
    sql(db, 'DELETE FROM auth_codes WHERE email = ?').run(email);
    this.last?.delete(email);
    const registration =
      row.first_name === null
        ? null
        : {
            first_name: row.first_name,
            last_name: row.last_name ?? '',
            promo_code: row.promo_code,
          };
    return { ok: true, registration };
  }

  /** Test mode only: the live code last issued to the email (null outside test mode). */
  lastCode(email: string, now: number): string | null {
    const code = this.last?.get(email);
    if (!code) return null;
    const live = sql(this.db, 'SELECT 1 FROM auth_codes WHERE email = ? AND expires_at >= ?').get(
      email,
      now,
    );
    return live ? code : null;
  }
}
