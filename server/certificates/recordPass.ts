/**
 * A passed test (server/routes/tests.ts): its best score is kept, and passing the last test of a
 * course's published modules issues the course's certificate, once.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { withLock } from '../db/lock';
import { scalar } from '../db/query';

export async function recordPass(
  db: Db,
  userId: number,
  testId: number,
  courseId: number,
  score: number,
  total: number,
  now: number,
): Promise<void> {
  // Under one lock per (user, course): the last two tests passed at once, on two instances, each
  // counting the other's uncommitted pass as missing, would issue no certificate at all.
  await withLock(db, `course-passes:${userId}:${courseId}`, async (trx) => {
    await sql`INSERT INTO test_passes (user_id, test_id, score, total, passed_at)
      VALUES (${userId}, ${testId}, ${score}, ${total}, ${now})
      ON CONFLICT (user_id, test_id) DO UPDATE SET
        score = CASE WHEN excluded.score > test_passes.score THEN excluded.score ELSE test_passes.score END`.execute(
      trx,
    );
    // Every test of the course's published modules passed -> the course certificate.
    const missing = await scalar(
      trx,
      sql`SELECT count(*) AS n FROM tests t JOIN modules m ON m.id = t.module_id
      WHERE m.course_id = ${courseId} AND m.is_published = 1
        AND NOT EXISTS (SELECT 1 FROM test_passes p WHERE p.user_id = ${userId} AND p.test_id = t.id)`,
    );
    if (missing === 0)
      // With the holder's name as it is now: a later rename does not change an issued certificate.
      await sql`INSERT INTO certificates (user_id, course_id, issued_at, code,
          holder_first_name, holder_last_name, holder_middle_name)
        SELECT ${userId}, ${courseId}, ${now}, ${crypto.randomBytes(12).toString('hex')},
          first_name, last_name, middle_name FROM people WHERE id = ${userId}
        ON CONFLICT DO NOTHING`.execute(trx);
  });
}
