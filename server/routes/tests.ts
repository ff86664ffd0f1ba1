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
 * empty one (the same end again within END_REPLAY_MS answers the closed attempt). The best
 * passing score is kept.
 */
import { IdParams } from '../../src/shared/contract/common';
import {
  CheckAnswerBody,
  EndTestBody,
  type AnswerResult,
  type CommittedAnswer,
  type Test,
} from '../../src/shared/contract/learning';
import { hasAccess } from '../content/views';
import { learnerOf, userOf, type App } from '../context';
import type { Db } from '../db/dialect';
import { fieldError, HttpError, httpError, notFound } from '../lib/errors';
import { sql } from 'kysely';
import { first, rows } from '../db/query';
import { recordPass } from '../certificates/recordPass';
import { attempts, repeats, withAttemptLock } from './testAttempts';

export const PASS_RATIO = 0.7;

/**
 * How long after an `end` the same `end` again (a retry whose reply was lost, a second tab, a
 * double click) answers that attempt's result, instead of opening and scoring a new, empty one.
 */
export const END_REPLAY_MS = 60_000;

/**
 * 409 for another answer to a committed question, with the answer that stands: a client whose
 * check reply was lost (it then offers the question again) learns what was recorded. Its
 * correct options were revealed with that answer already, so this tells nothing new.
 */
function answerFinal(answer: CommittedAnswer): HttpError {
  const body = {
    detail: 'This question was already answered in this attempt; the answer is final.',
    code: 'answer_final' as const,
    answer,
  };
  return new HttpError(409, body);
}

interface LoadedTest {
  test: Test;
  moduleId: number;
  correct: Map<number, number[]>;
}

async function loadTest(db: Db, id: number): Promise<LoadedTest | null> {
  const head = await first<{ id: number; name: string; module_id: number }>(
    db,
    sql`SELECT id, name, module_id FROM tests WHERE id = ${id}`,
  );
  if (!head) return null;
  const found = await rows<{
    qid: number;
    qtext: string;
    kind: 'single' | 'multiple';
    oid: number | null;
    otext: string;
    correct: number;
  }>(
    db,
    sql`SELECT q.id AS qid, q.text AS qtext, q.kind, o.id AS oid, o.text AS otext, o.correct
    FROM questions q LEFT JOIN options o ON o.question_id = q.id WHERE q.test_id = ${id} ORDER BY q.id, o.id`,
  );
  const test: Test = { id: head.id, name: head.name, questions: [] };
  const correct = new Map<number, number[]>();
  for (const r of found) {
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

export async function testRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  const opts = { config: { auth: 'required' as const } };

  /** The test, if the module is published and the user may open it. */
  const reachable = async (id: string, req: { userId: number | null }): Promise<LoadedTest> => {
    const loaded = await loadTest(db, Number(id));
    const m = loaded && content.modules.get(loaded.moduleId);
    if (!loaded || !m || !m.isPublished) throw notFound();
    if (!hasAccess(m.payment, m.courseId, await learnerOf(app, req)))
      throw httpError(403, 'forbidden', 'This module needs to be purchased.');
    return loaded;
  };

  app.get(
    '/tests/:id/',
    { ...opts, schema: { params: IdParams } },
    async (req) => (await reachable(req.params.id, req)).test,
  );

  app.post(
    '/tests/:id/check-answer/',
    { ...opts, schema: { params: IdParams, body: CheckAnswerBody } },
    async (req): Promise<AnswerResult> => {
      const { test, correct } = await reachable(req.params.id, req);
      const questionId = req.body.question_id;
      const right = correct.get(questionId);
      if (!right)
        throw fieldError('question_id', 'not_in_test', 'This question is not in this test.');
      const chosen = canonical(req.body.answers);
      if (chosen.length === 0)
        throw fieldError('answers', 'answer_required', 'Choose an answer before checking it.');
      const now = app.ctx.now();
      const userId = userOf(req);
      // Under the attempt lock: two concurrent checks of a question cannot both commit.
      const verdict = await withAttemptLock(db, userId, test.id, async (trx) => {
        const store = attempts(trx, userId, test.id);
        const attempt = await store.current(now);
        const before = (await store.committed(attempt)).get(questionId);
        if (before) {
          if (JSON.stringify(before.answers) !== JSON.stringify(chosen))
            throw answerFinal({
              question_id: questionId,
              answers: before.answers,
              correct: before.correct,
              correct_answers: right,
            });
          return before.correct; // the same answer again: the recorded verdict
        }
        const ok = judge(right, chosen);
        await store.commit(attempt, questionId, chosen, ok, now);
        return ok;
      });
      return { question_id: questionId, correct: verdict, correct_answers: right };
    },
  );

  app.post(
    '/tests/:id/end/',
    { ...opts, schema: { params: IdParams, body: EndTestBody } },
    async (req) => {
      const { test, moduleId, correct } = await reachable(req.params.id, req);
      const sent = new Map(req.body.answers.map((a) => [a.question_id, canonical(a.answers)]));
      for (const id of sent.keys())
        if (!correct.has(id))
          throw fieldError('answers', 'not_in_test', `Question ${id} is not in this test.`);
      const now = app.ctx.now();
      const userId = userOf(req);
      // Committed answers win; a sent answer only commits a question still open; then the attempt
      // closes, so the next check starts a new one. The same end again within END_REPLAY_MS, with
      // no attempt opened since, answers the attempt it closed (`repeats`).
      const final = await withAttemptLock(db, userId, test.id, async (trx) => {
        const store = attempts(trx, userId, test.id);
        if ((await store.open()) === null) {
          const ended = await store.endedSince(now - END_REPLAY_MS);
          const before = ended === null ? null : await store.committed(ended);
          if (before && repeats(sent, before)) return before;
        }
        const attempt = await store.current(now);
        const committed = await store.committed(attempt);
        for (const q of test.questions) {
          const chosen = sent.get(q.id) ?? [];
          if (committed.has(q.id) || chosen.length === 0) continue;
          const ok = judge(correct.get(q.id)!, chosen);
          await store.commit(attempt, q.id, chosen, ok, now);
          committed.set(q.id, { answers: chosen, correct: ok });
        }
        await store.close(attempt, now);
        return committed;
      });
      // Correct options only for answered questions: finishing reveals nothing unanswered. The
      // options scored go back with each verdict: a committed answer the body did not send (a
      // check whose reply was lost, then changed) is the one the client must show.
      const answers: CommittedAnswer[] = test.questions.map((q) => {
        const done = final.get(q.id);
        return {
          question_id: q.id,
          answers: done?.answers ?? [],
          correct: done?.correct ?? false,
          correct_answers: done ? correct.get(q.id)! : [],
        };
      });
      const score = answers.filter((a) => a.correct).length;
      const total = answers.length;
      const passed = total > 0 && score / total >= PASS_RATIO;
      if (passed)
        await recordPass(
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
