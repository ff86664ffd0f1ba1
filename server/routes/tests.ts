/**
 * Module tests (docs/api.md "Rules"): an answer is right only when the chosen options equal the
 * correct set; unanswered questions count as wrong; 70% passes; passing every test of a course
 * issues its certificate.
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
      const { correct } = reachable(req.params.id, req);
      const right = correct.get(req.body.question_id);
      if (!right)
        throw fieldError('question_id', 'not_in_test', 'This question is not in this test.');
      return {
        question_id: req.body.question_id,
        correct: judge(right, req.body.answers),
        correct_answers: right,
      };
    },
  );

  app.post(
    '/tests/:id/end/',
    { ...opts, schema: { params: IdParams, body: EndTestBody } },
    async (req) => {
      const { test, moduleId, correct } = reachable(req.params.id, req);
      const chosen = new Map(req.body.answers.map((a) => [a.question_id, a.answers]));
      for (const id of chosen.keys())
        if (!correct.has(id))
          throw fieldError('answers', 'not_in_test', `Question ${id} is not in this test.`);
      const answers = test.questions.map((q) => {
        const right = correct.get(q.id)!;
        return {
          question_id: q.id,
          correct: judge(right, chosen.get(q.id) ?? []),
          correct_answers: right,
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
