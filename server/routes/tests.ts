/**
 * Module tests (docs/api.md "Rules" -> Tests): an answer is right only when the chosen options
 * equal the correct set; unanswered questions count as wrong; 70% passes; passing every test of a
 * course issues its certificate.
 *
 * The answer key stays secret: a question's correct options are revealed only for an answer the
 * learner has committed. check-answer commits a non-empty answer for the open attempt (opening one
 * if none is open); that answer is final — the same answer again replays the recorded verdict, a
 * different one is 409 `answer_final`. end scores the committed answers (answers in its body for
 * already committed questions are ignored, uncommitted non-empty ones are committed then), reveals
 * correct options only for answered questions, and closes the attempt; the next check opens a new,
 * empty one. The best passing score is kept.
 */
import crypto from 'node:crypto';
import { IdParams } from '../../src/shared/contract/common';
import {
  CheckAnswerBody,
  EndTestBody,
  type AnswerResult,
  type Test,
} from '../../src/shared/contract/learning';
import { hasAccess } from '../content/views';
import { learnerOf, userOf, type App } from '../context';
import type { Db } from '../db/open';
import { fieldError, httpError, notFound } from '../lib/errors';
import { sql } from '../lib/prepared';

export const PASS_RATIO = 0.7;

interface LoadedTest {
  test: Test;
  moduleId: number;
  correct: Map<number, number[]>;
}

function loadTest(db: Db, id: number): LoadedTest | null {
  const head = sql(db, 'SELECT id, name, module_id FROM tests WHERE id = ?').get(id) as
    { id: number; name: string; module_id: number } | undefined;
  if (!head) return null;
  const rows = sql(
    db,
    `SELECT q.id AS qid, q.text AS qtext, q.kind, o.id AS oid, o.text AS otext, o.correct
    FROM questions q LEFT JOIN options o ON o.question_id = q.id WHERE q.test_id = ? ORDER BY q.id, o.id`,
  ).all(id) as {
    qid: number;
    qtext: string;
    kind: 'single' | 'multiple';
    oid: number | null;
    otext: string;
    correct: number;
  }[];
  const test: Test = { id: head.id, name: head.name, questions: [] };
  const correct = new Map<number, number[]>();
  for (const r of rows) {
    let q = test.questions[test.questions.length - 1];
    if (!q || q.id !== r.qid) {
      test.questions.push((q = { id: r.qid, text: r.qtext, kind: r.kind, options: [] }));
      correct.set(r.qid, []);
    }
    if (r.oid === null) continue;
    q.options.push({ id: r.oid, text: r.otext });
    if (r.correct) correct.get(r.qid)!.push(r.oid);
  }
  return { test, moduleId: head.module_id, correct };
}

const judge = (correct: number[], chosen: number[]): boolean => {
  const set = new Set(chosen);
  return set.size === correct.length && correct.every((id) => set.has(id));
};

/** The canonical form of a chosen set: distinct ids, ascending. */
const canonical = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

interface Committed {
  answers: number[];
  correct: boolean;
}

/** Attempts and their committed answers, per (user, test). */
function attempts(db: Db, userId: number, testId: number) {
  const open = (): number | undefined =>
    sql(
      db,
      'SELECT attempt FROM test_attempts WHERE user_id = ? AND test_id = ? AND ended_at IS NULL',
    )
      .pluck()
      .get(userId, testId) as number | undefined;
  return {
    /** The open attempt, opened now (numbered after the last one) when none is. */
    current(now: number): number {
      const found = open();
      if (found !== undefined) return found;
      const next =
        (sql(
          db,
          'SELECT coalesce(max(attempt), 0) + 1 FROM test_attempts WHERE user_id = ? AND test_id = ?',
        )
          .pluck()
          .get(userId, testId) as number) ?? 1;
      sql(
        db,
        'INSERT INTO test_attempts (user_id, test_id, attempt, started_at) VALUES (?, ?, ?, ?)',
      ).run(userId, testId, next, now);
      return next;
    },
    committed(attempt: number): Map<number, Committed> {
      const rows = sql(
        db,
        'SELECT question_id, answers, correct FROM test_answers WHERE user_id = ? AND test_id = ? AND attempt = ?',
      ).all(userId, testId, attempt) as { question_id: number; answers: string; correct: number }[];
      return new Map(
        rows.map((r) => [
          r.question_id,
          { answers: JSON.parse(r.answers) as number[], correct: r.correct === 1 },
        ]),
      );
    },
    commit(attempt: number, questionId: number, answers: number[], correct: boolean, now: number) {
      sql(
        db,
        `INSERT INTO test_answers (user_id, test_id, attempt, question_id, answers, correct, answered_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(userId, testId, attempt, questionId, JSON.stringify(answers), correct ? 1 : 0, now);
    },
    close(attempt: number, now: number) {
      sql(
        db,
        'UPDATE test_attempts SET ended_at = ? WHERE user_id = ? AND test_id = ? AND attempt = ?',
      ).run(now, userId, testId, attempt);
    },
  };
}

export async function testRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  const opts = { config: { auth: 'required' as const } };

  /** The test, if the module is published and the user may open it. */
  const reachable = (id: string, req: { userId: number | null }): LoadedTest => {
    const loaded = loadTest(db, Number(id));
    const m = loaded && content.modules.get(loaded.moduleId);
    if (!loaded || !m || !m.isPublished) throw notFound();
    if (!hasAccess(m.payment, m.courseId, learnerOf(app, req)))
      throw httpError(403, 'forbidden', 'This module needs to be purchased.');
    return loaded;
  };

  app.get(
    '/tests/:id/',
    { ...opts, schema: { params: IdParams } },
    async (req) => reachable(req.params.id, req).test,
  );

  app.post(
    '/tests/:id/check-answer/',
    { ...opts, schema: { params: IdParams, body: CheckAnswerBody } },
    async (req): Promise<AnswerResult> => {
      const { test, correct } = reachable(req.params.id, req);
      const questionId = req.body.question_id;
      const right = correct.get(questionId);
      if (!right)
        throw fieldError('question_id', 'not_in_test', 'This question is not in this test.');
      const chosen = canonical(req.body.answers);
      if (chosen.length === 0)
        throw fieldError('answers', 'answer_required', 'Choose an answer before checking it.');
      const now = app.ctx.now();
      const store = attempts(db, userOf(req), test.id);
      // One transaction: two concurrent checks of a question cannot both commit.
      const verdict = db.transaction((): boolean => {
        const attempt = store.current(now);
        const before = store.committed(attempt).get(questionId);
        if (before) {
          if (JSON.stringify(before.answers) !== JSON.stringify(chosen))
            throw httpError(
              409,
              'answer_final',
              'This question was already answered in this attempt; the answer is final.',
            );
          return before.correct; // the same answer again: the recorded verdict
        }
        const ok = judge(right, chosen);
        store.commit(attempt, questionId, chosen, ok, now);
        return ok;
      })();
      return { question_id: questionId, correct: verdict, correct_answers: right };
    },
  );

  app.post(
    '/tests/:id/end/',
    { ...opts, schema: { params: IdParams, body: EndTestBody } },
    async (req) => {
      const { test, moduleId, correct } = reachable(req.params.id, req);
      const sent = new Map(req.body.answers.map((a) => [a.question_id, canonical(a.answers)]));
      for (const id of sent.keys())
        if (!correct.has(id))
          throw fieldError('answers', 'not_in_test', `Question ${id} is not in this test.`);
      const now = app.ctx.now();
      const store = attempts(db, userOf(req), test.id);
      // Committed answers win; a sent answer only commits a question still open; then the attempt
      // closes, so the next check starts a new one.
      const final = db.transaction(() => {
        const attempt = store.current(now);
        const committed = store.committed(attempt);
        for (const q of test.questions) {
          const chosen = sent.get(q.id) ?? [];
          if (committed.has(q.id) || chosen.length === 0) continue;
          const ok = judge(correct.get(q.id)!, chosen);
          store.commit(attempt, q.id, chosen, ok, now);
          committed.set(q.id, { answers: chosen, correct: ok });
        }
        store.close(attempt, now);
        return committed;
      })();
      // Correct options only for answered questions: finishing reveals nothing unanswered.
      const answers: AnswerResult[] = test.questions.map((q) => {
        const done = final.get(q.id);
        return {
          question_id: q.id,
          correct: done?.correct ?? false,
          correct_answers: done ? correct.get(q.id)! : [],
        };
      });
      const score = answers.filter((a) => a.correct).length;
      const total = answers.length;
      const passed = total > 0 && score / total >= PASS_RATIO;
      if (passed)
        recordPass(
          db,
          userOf(req),
          test.id,
          content.modules.get(moduleId)!.courseId,
          score,
          total,
          app.ctx.now(),
        );
      return { score, total, passed, answers };
    },
  );
}

function recordPass(
  db: Db,
  userId: number,
  testId: number,
  courseId: number,
  score: number,
  total: number,
  now: number,
): void {
  db.transaction(() => {
    sql(
      db,
      `INSERT INTO test_passes (user_id, test_id, score, total, passed_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (user_id, test_id) DO UPDATE SET score = max(score, excluded.score)`,
    ).run(userId, testId, score, total, now);
    // Every test of the course's published modules passed -> the course certificate.
    const missing = sql(
      db,
      `SELECT count(*) FROM tests t JOIN modules m ON m.id = t.module_id
      WHERE m.course_id = ? AND m.is_published = 1
        AND NOT EXISTS (SELECT 1 FROM test_passes p WHERE p.user_id = ? AND p.test_id = t.id)`,
    )
      .pluck()
      .get(courseId, userId) as number;
    if (missing === 0) {
      sql(
        db,
        'INSERT OR IGNORE INTO certificates (user_id, course_id, issued_at, code) VALUES (?, ?, ?, ?)',
      ).run(userId, courseId, now, crypto.randomBytes(12).toString('hex'));
    }
  })();
}
