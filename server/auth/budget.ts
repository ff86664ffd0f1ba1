/**
 * Per-email budget for one-time codes, whatever the number of client addresses (the per-address
 * limits of @fastify/rate-limit do not stop a guesser with many addresses). Codes are 4 digits,
 * so what bounds a guesser is the number of wrong codes checked per email:
 *   - 5 wrong tries burn a code (codes.ts); each burn locks verify for the email for a wait that
 *     grows with the burns of the last 24 h (1, 5, 15, 60 minutes);
 *   - at most 20 wrong tries per email in any rolling 24 h, then verify is locked until the
 *     oldest of them is a day old;
 *   - while locked, verify refuses even the right code: otherwise the guessing would go on and
 *     only the answers would be hidden.
 * 20 guesses a day against 10,000 codes is at most a 0.2% chance a day per account.
 * Code requests (login and register) are budgeted per email too — one per 60 s (the app's resend
 * countdown) and 5 per hour — so no one can flood an inbox; login applies it to every email,
 * known or not, so the answers still do not tell which emails have accounts.
 * Rolling windows are counted from event rows (migration 002), so the app clock (`now`) drives
 * them and tests can move it, and every instance of the server counts the same rows. Reading the
 * budget and spending it happen under one lock per email (withEmailLock), so requests arriving at
 * once, on one instance or several, cannot all pass before any is counted.
 * A device that has signed in to the account before has a budget of its own (devices.ts): the
 * functions below count the rows of a slot, the email itself or one of its devices (`slotOf`).
 */
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { withLock } from '../db/lock';
import { rows } from '../db/query';

export interface CodeBudget {
  /** Least time between two codes sent to one email. */
  resendIntervalMs: number;
  /** Codes sent to one email per rolling hour. */
  codesPerHour: number;
  /** Wrong codes checked for one email per rolling 24 h. */
  wrongTriesPerDay: number;
  /** Lock after the 1st, 2nd, … burned code of the last 24 h (the last value repeats). */
  burnLocksMs: number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_CODE_BUDGET: CodeBudget = {
  resendIntervalMs: MINUTE,
  codesPerHour: 5,
  wrongTriesPerDay: 20,
  burnLocksMs: [1, 5, 15, 60].map((m) => m * MINUTE),
};

type EventKind = 'code_sent' | 'wrong_code' | 'code_burned';

/** Times of the slot's events of one kind since `since`, oldest first. */
const times = async (db: Db, slot: string, kind: EventKind, since: number) =>
  (
    await rows<{ at: number }>(
      db,
      sql`SELECT at FROM auth_events WHERE email = ${slot} AND kind = ${kind} AND at > ${since} ORDER BY at`,
    )
  ).map((r) => r.at);

/** Runs `work` under the email's lock (db/lock.ts), in a transaction. */
export const withEmailLock = <T>(db: Db, email: string, work: (trx: Db) => Promise<T>) =>
  withLock(db, `auth:${email}`, work);

/** How long until fewer than `max` events remain in a rolling window of `windowMs`. */
function waitForRoom(events: number[], max: number, windowMs: number, now: number): number {
  if (events.length < max) return 0;
  return Math.max(0, events[events.length - max] + windowMs - now);
}

export async function record(db: Db, slot: string, kind: EventKind, now: number): Promise<void> {
  // The longest window is a day: older rows can never count again. Every slot's, not only this
  // one's: emails asked for once (any address may ask for any) would otherwise stay for ever.
  await sql`DELETE FROM auth_events WHERE at <= ${now - DAY}`.execute(db);
  await sql`INSERT INTO auth_events (email, kind, at) VALUES (${slot}, ${kind}, ${now})`.execute(
    db,
  );
}

/** Milliseconds to wait before another code may be sent to this slot (0: now). */
export async function codeRequestWait(
  db: Db,
  budget: CodeBudget,
  slot: string,
  now: number,
): Promise<number> {
  const sent = await times(db, slot, 'code_sent', now - HOUR);
  const sinceLast = sent.length ? now - sent[sent.length - 1] : Infinity;
  return Math.max(
    budget.resendIntervalMs - sinceLast,
    waitForRoom(sent, budget.codesPerHour, HOUR, now),
    0,
  );
}

/** Milliseconds the slot's verify stays locked (0: a code may be checked now). */
export async function verifyWait(
  db: Db,
  budget: CodeBudget,
  slot: string,
  now: number,
): Promise<number> {
  const burns = await times(db, slot, 'code_burned', now - DAY);
  let lock = 0;
  if (burns.length) {
    const wait = budget.burnLocksMs[Math.min(burns.length, budget.burnLocksMs.length) - 1];
    lock = burns[burns.length - 1] + wait - now;
  }
  const wrong = await times(db, slot, 'wrong_code', now - DAY);
  return Math.max(lock, waitForRoom(wrong, budget.wrongTriesPerDay, DAY, now), 0);
}
