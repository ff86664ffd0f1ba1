/**
 * A learner's attempts at a test and their committed answers (docs/api.md "Rules"): the store
 * the test routes (./tests.ts) work through, inside one transaction under the attempt lock.
 */
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { withLock } from '../db/lock';
import { first, rows, scalar } from '../db/query';

export interface Committed {
  answers: number[];
  correct: boolean;
}

/** Attempts and their committed answers, per (user, test); `db` is the caller's transaction. */
export function attempts(db: Db, userId: number, testId: number) {
  return {
    /** The open attempt, if there is one. */
    async open(): Promise<number | null> {
      const open = await first<{ attempt: number }>(
        db,
        sql`SELECT attempt FROM test_attempts WHERE user_id = ${userId} AND test_id = ${testId} AND ended_at IS NULL`,
      );
      return open?.attempt ?? null;
    },
    /** The last attempt, when it closed at `since` or later (call with no attempt open). */
    async endedSince(since: number): Promise<number | null> {
      const last = await first<{ attempt: number; ended_at: number }>(
        db,
        sql`SELECT attempt, ended_at FROM test_attempts WHERE user_id = ${userId} AND test_id = ${testId}
          ORDER BY attempt DESC LIMIT 1`,
      );
      return last && Number(last.ended_at) >= since ? last.attempt : null;
    },
    /** The open attempt, opened now (numbered after the last one) when none is. */
    async current(now: number): Promise<number> {
      const open = await this.open();
      if (open !== null) return open;
      const next = await scalar(
        db,
        sql`SELECT coalesce(max(attempt), 0) + 1 AS n FROM test_attempts WHERE user_id = ${userId} AND test_id = ${testId}`,
      );
      await sql`INSERT INTO test_attempts (user_id, test_id, attempt, started_at)
        VALUES (${userId}, ${testId}, ${next}, ${now})`.execute(db);
      return next;
    },
    async committed(attempt: number): Promise<Map<number, Committed>> {
      const found = await rows<{ question_id: number; answers: string; correct: number }>(
        db,
        sql`SELECT question_id, answers, correct FROM test_answers
          WHERE user_id = ${userId} AND test_id = ${testId} AND attempt = ${attempt}`,
      );
      return new Map(
        found.map((r) => [
          r.question_id,
          { answers: JSON.parse(r.answers) as number[], correct: r.correct === 1 },
        ]),
      );
    },
    async commit(
      attempt: number,
      questionId: number,
      answers: number[],
      correct: boolean,
      now: number,
    ) {
      await sql`INSERT INTO test_answers (user_id, test_id, attempt, question_id, answers, correct, answered_at)
        VALUES (${userId}, ${testId}, ${attempt}, ${questionId}, ${JSON.stringify(answers)}, ${correct ? 1 : 0}, ${now})`.execute(
        db,
      );
    },
    async close(attempt: number, now: number) {
      await sql`UPDATE test_attempts SET ended_at = ${now}
        WHERE user_id = ${userId} AND test_id = ${testId} AND attempt = ${attempt}`.execute(db);
    },
  };
}

/**
 * Whether an `end` is the one that closed an attempt, sent again: its answers are exactly that
 * attempt's committed ones (the app sends every answer with `end`). Anything else, an empty end
 * after an answered attempt included, is a new attempt: a learner who starts again and finishes
 * at once must see 0, not the last result.
 */
export function repeats(sent: Map<number, number[]>, committed: Map<number, Committed>): boolean {
  const answered = [...sent].filter(([, chosen]) => chosen.length > 0);
  if (answered.length !== committed.size) return false;
  return answered.every(
    ([id, chosen]) => JSON.stringify(committed.get(id)?.answers) === JSON.stringify(chosen),
  );
}

/** One user's steps in one test never interleave, on any instance (db/lock.ts). */
export const withAttemptLock = <T>(
  db: Db,
  userId: number,
  testId: number,
  work: (trx: Db) => Promise<T>,
) => withLock(db, `test:${userId}:${testId}`, work);
