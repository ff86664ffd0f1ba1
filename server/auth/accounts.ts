/** Accounts by email, and the account a verified registration creates. */
import { sql } from 'kysely';
import type { ContentCache } from '../content/types';
import type { Db } from '../db/dialect';
import { first } from '../db/query';
import { personSearchText } from '../lib/people';
import { grantPromo, isPromoCode } from '../routes/promo';
import type { PendingRegistration } from './codes';

/** The id of the account with this (canonical) email, if any. */
export const accountByEmail = async (db: Db, email: string): Promise<number | undefined> =>
  (await first<{ id: number }>(db, sql`SELECT id FROM people WHERE email = ${email}`))?.id;

/** Creates the account of a registration whose code was just verified; its id. */
export async function createAccount(
  trx: Db,
  content: ContentCache,
  email: string,
  r: PendingRegistration,
  now: number,
): Promise<number> {
  const person = { first_name: r.first_name, last_name: r.last_name, middle_name: '', about: '' };
  const created = await first<{ id: number }>(
    trx,
    sql`INSERT INTO people (email, first_name, last_name, search_text, created_at)
      VALUES (${email}, ${r.first_name}, ${r.last_name}, ${personSearchText(person)}, ${now})
      RETURNING id`,
  );
  const id = created!.id;
  // A valid promo code opens every paid course (the reference server's reading of "promo"),
  // and counts as used by the new account (POST /profile/promo/ then answers promo_used).
  if (r.promo_code && (await isPromoCode(trx, r.promo_code)))
    await grantPromo(trx, content, id, r.promo_code, now);
  return id;
}
