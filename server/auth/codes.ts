/**
 * One-time login codes: 4 random digits (crypto), one live code per email (and per device known
 * to its account, devices.ts), valid 10 minutes,
 * at most 5 wrong tries, deleted when used. The database keeps only an HMAC-SHA256 of email and
 * code under a server key (derived with HKDF from the JWT secret), compared timing-safely, so a
 * copy of the database file reveals no live code; expired codes are purged whenever one is issued.
 * In test mode only, the last code issued per email is also kept in memory (never in the database)
 * for GET /api/__test__/last-code/. A registration keeps its names beside the code
 * until the code is verified, so unverified emails never become accounts. How many codes an email
 * may get and how many wrong ones may be checked is budgeted in budget.ts.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { first } from '../db/query';
import type { FieldDomainCode } from '../../src/shared/contract/errors';
import { slotOf, type CodeOwner } from './devices';

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
  /** Test mode only: the last code issued per email (and the slot it is in), in process memory. */
  private readonly last: Map<string, { slot: string; code: string }> | null;

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    options: { rememberLast?: boolean } = {},
  ) {
    this.last = options.rememberLast ? new Map() : null;
  }

  private hash(slot: string, code: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(`${slot}\0${code}`).digest();
  }

  /**
   * One live code per owner: the email's own, and one for each device known to the account
   * (devices.ts), so that wrong tries against one never burn another's. `db`: the transaction
   * of the caller's email lock (budget.ts withEmailLock), if any.
   */
  async issue(
    owner: CodeOwner,
    now: number,
    registration: PendingRegistration | null = null,
    db: Db = this.db,
  ): Promise<string> {
    const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
    const slot = slotOf(owner);
    await sql`DELETE FROM auth_codes WHERE expires_at < ${now}`.execute(db);
    await sql`INSERT INTO auth_codes (email, code_hash, expires_at, wrong_tries, first_name, last_name, promo_code)
      VALUES (${slot}, ${this.hash(slot, code).toString('hex')}, ${now + CODE_TTL_MS}, 0,
        ${registration?.first_name ?? null}, ${registration?.last_name ?? null}, ${registration?.promo_code ?? null})
      ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0,
        first_name = excluded.first_name, last_name = excluded.last_name, promo_code = excluded.promo_code`.execute(
      db,
    );
    this.last?.set(owner.email, { slot, code });
    return code;
  }

  /**
   * A code nobody is sent, for a login to an email without an account: verify then answers that
   * email exactly as a known one (`invalid_code`, the same wrong-try budget), so its answers do
   * not tell which emails have accounts (before, `code_expired` did). A pending registration's
   * code is kept: its owner was sent that one. The right decoy logs into nothing
   * (auth/codeVerification.ts).
   */
  async issueDecoy(owner: CodeOwner, now: number, db: Db = this.db): Promise<void> {
    const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
    const slot = slotOf(owner);
    await sql`DELETE FROM auth_codes WHERE expires_at < ${now}`.execute(db);
    await sql`INSERT INTO auth_codes (email, code_hash, expires_at, wrong_tries)
      VALUES (${slot}, ${this.hash(slot, code).toString('hex')}, ${now + CODE_TTL_MS}, 0)
      ON CONFLICT (email) DO NOTHING`.execute(db);
  }

  /**
   * Every change is one atomic statement, so instances checking the same email at once agree: a
   * right code is claimed by the DELETE that finds it (a second verify of it finds nothing), and
   * wrong tries are counted by the UPDATE itself.
   */
  async check(owner: CodeOwner, code: string, now: number, db: Db = this.db): Promise<CodeCheck> {
    const slot = slotOf(owner);
    const expired: CodeCheck = {
      ok: false,
      code: 'code_expired',
      message: 'The code has expired. Request a new one.',
      wrong: false,
      burned: false,
    };
    const row = await first<{ code_hash: string; expires_at: number }>(
      db,
      sql`SELECT code_hash, expires_at FROM auth_codes WHERE email = ${slot}`,
    );
    if (!row || row.expires_at < now) {
      if (row) await sql`DELETE FROM auth_codes WHERE email = ${slot}`.execute(db);
      return expired;
    }
    if (!crypto.timingSafeEqual(Buffer.from(row.code_hash, 'hex'), this.hash(slot, code))) {
      const counted = await first<{ wrong_tries: number }>(
        db,
        sql`UPDATE auth_codes SET wrong_tries = wrong_tries + 1
          WHERE email = ${slot} AND code_hash = ${row.code_hash} RETURNING wrong_tries`,
      );
      // Replaced or used meanwhile: this guess was against a code that is gone.
      if (!counted)
        return { ...expired, code: 'invalid_code', message: 'Invalid code', wrong: true };
      if (counted.wrong_tries >= MAX_WRONG_TRIES) {
        await sql`DELETE FROM auth_codes WHERE email = ${slot} AND code_hash = ${row.code_hash}`.execute(
          db,
        );
        return {
          ok: false,
          code: 'code_burned',
          message: 'Too many wrong attempts. Request a new code.',
          wrong: true,
          burned: true,
        };
      }
      return {
        ok: false,
        code: 'invalid_code',
        message: 'Invalid code',
        wrong: true,
        burned: false,
      };
    }
    const claimed = await first<{
      first_name: string | null;
      last_name: string | null;
      promo_code: string | null;
    }>(
      db,
      sql`DELETE FROM auth_codes WHERE email = ${slot} AND code_hash = ${row.code_hash}
        RETURNING first_name, last_name, promo_code`,
    );
    if (!claimed) return expired; // another request used it first
    this.last?.delete(owner.email);
    const registration =
      claimed.first_name === null
        ? null
        : {
            first_name: claimed.first_name,
            last_name: claimed.last_name ?? '',
            promo_code: claimed.promo_code,
          };
    return { ok: true, registration };
  }

  /** Test mode only: the live code last issued to the email (null outside test mode). */
  async lastCode(email: string, now: number): Promise<string | null> {
    const last = this.last?.get(email);
    if (!last) return null;
    const live = await first(
      this.db,
      sql`SELECT 1 AS live FROM auth_codes WHERE email = ${last.slot} AND expires_at >= ${now}`,
    );
    return live ? last.code : null;
  }
}
