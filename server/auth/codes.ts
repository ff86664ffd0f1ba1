/**
 * One-time login codes: 4 random digits (crypto), one live code per email, valid 10 minutes,
 * at most 5 wrong tries, deleted when used. A registration keeps its names beside the code
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

export function issueCode(
  db: Db,
  email: string,
  now: number,
  registration: PendingRegistration | null = null,
): string {
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  sql(
    db,
    `INSERT INTO auth_codes (email, code, expires_at, wrong_tries, first_name, last_name, promo_code) VALUES (?, ?, ?, 0, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, wrong_tries = 0,
      first_name = excluded.first_name, last_name = excluded.last_name, promo_code = excluded.promo_code`,
  ).run(
    email,
    code,
    now + CODE_TTL_MS,
    registration?.first_name ?? null,
    registration?.last_name ?? null,
    registration?.promo_code ?? null,
  );
  return code;
}

export function checkCode(db: Db, email: string, code: string, now: number): CodeCheck {
  const row = sql(db, 'SELECT * FROM auth_codes WHERE email = ?').get(email) as
    | {
        code: string;
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
  if (
    !crypto.timingSafeEqual(
      Buffer.from(row.code),
      Buffer.from(code.padEnd(row.code.length).slice(0, row.code.length)),
    )
  ) {
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
    return { ok: false, code: 'invalid_code', message: 'Invalid code', wrong: true, burned: false };
  }
  sql(db, 'DELETE FROM auth_codes WHERE email = ?').run(email);
  const registration =
    row.first_name === null
      ? null
      : { first_name: row.first_name, last_name: row.last_name ?? '', promo_code: row.promo_code };
  return { ok: true, registration };
}

export function lastCode(db: Db, email: string): string | null {
  return (
    (sql(db, 'SELECT code FROM auth_codes WHERE email = ?').pluck().get(email) as
      string | undefined) ?? null
  );
}
