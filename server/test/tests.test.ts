import { sql } from 'kysely';
import { first, rows } from '../db/query';
import { Type } from '@sinclair/typebox';
import {
  AnswerResult,
  type CommittedAnswer,
  EndTestResult,
  Test,
} from '../../src/shared/contract/learning';
import { Certificate } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { END_REPLAY_MS } from '../routes/tests';
import { ANNA, bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token: string | null = james,
) => app.inject({ method, url: `/api/tests${url}`, payload, headers: token ? bearer(token) : {} });

/** The right answers, read from the database (the API reveals them only for committed answers). */
async function key(testId: number): Promise<Map<number, number[]>> {
  const found = await rows<{ qid: number; oid: number; correct: number }>(
    app.ctx.db,
    sql`SELECT q.id AS qid, o.id AS oid, o.correct FROM questions q JOIN options o ON o.question_id = q.id
      WHERE q.test_id = ${testId} ORDER BY q.id, o.id`,
  );
  const out = new Map<number, number[]>();
  for (const r of found) {
    if (!out.has(r.qid)) out.set(r.qid, []);
    if (r.correct) out.get(r.qid)!.push(r.oid);
  }
  return out;
}
/** A wrong answer to a question: one option that is not (exactly) the correct set. */
async function wrong(testId: number, questionId: number): Promise<number[]> {
  const right = (await key(testId)).get(questionId)!;
  const ids = (
    await rows<{ id: number }>(
      app.ctx.db,
      sql`SELECT id FROM options WHERE question_id = ${questionId} ORDER BY id`,
    )
  ).map((r) => r.id);
  const other = ids.find((id) => !right.includes(id));
  return other !== undefined ? [other] : right.slice(1);
}
const check = async (testId: number, question_id: number, answers: number[]) =>
  call('POST', `/${testId}/check-answer/`, { question_id, answers });
const certs = async () =>
  (await app.inject({ url: '/api/profile/certificates/', headers: bearer(james) })).json();
const answersWith = (k: Map<number, number[]>, rightCount: number) =>
  [...k].map(([id, right], i) => ({ question_id: id, answers: i < rightCount ? right : [] }));

describe('tests', () => {
  it('GET answers the test with questions sorted by id and no correctness', async () => {
    const res = await call('GET', '/1/');
    expect(res.statusCode).toBe(200);
    expectShape(Test, res.json());
    const ids = res.json().questions.map((q: { id: number }) => q.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body).not.toContain('correct');
  });

  it('check-answer: right only when the chosen set equals the correct set', async () => {
    const test = (await call('GET', '/1/')).json() as Test;
    const multiple = test.questions.find((q) => q.kind === 'multiple')!;
    const right = (await key(1)).get(multiple.id)!;
    expect(right).toHaveLength(2);
    const once = async (answers: number[]) => {
      const reply = (await check(1, multiple.id, answers)).json();
      await call('POST', '/1/end/', { answers: [] }); // the next check is a new attempt
      return reply;
    };
    const first = await once([...right].reverse());
    expectShape(AnswerResult, first);
    expect(first).toEqual({ question_id: multiple.id, correct: true, correct_answers: right });
    expect((await once(right.slice(0, 1))).correct).toBe(false);
    expect((await once(multiple.options.map((o) => o.id))).correct).toBe(false);
    expect((await check(1, 999, [1])).json()).toEqual({
      question_id: [expect.any(String)],
      codes: { question_id: ['not_in_test'] },
    });
  });

  it('an empty answer is 400 answer_required and reveals nothing', async () => {
    const test = (await call('GET', '/1/')).json() as Test;
    const res = await check(1, test.questions[0]!.id, []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      answers: ['Choose an answer before checking it.'],
      codes: { answers: ['answer_required'] },
    });
    expect(res.body).not.toContain('correct');
  });

  it('a checked answer is final: the same answer replays the verdict, another is 409', async () => {
    const [q] = [...(await key(1)).keys()];
    const bad = await wrong(1, q!);
    const first = await check(1, q!, bad);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      question_id: q,
      correct: false,
      correct_answers: (await key(1)).get(q!),
    });
    const replay = await check(1, q!, [...bad].reverse());
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const change = await check(1, q!, (await key(1)).get(q!)!);
    expect(change.statusCode).toBe(409);
    // With the answer that stands (a client whose reply was lost shows it), and no new secret.
    expect(change.json()).toEqual({
      detail: expect.any(String),
      code: 'answer_final',
      answer: { ...first.json(), answers: [...bad].sort((a, b) => a - b) },
    });
    // end cannot override it either: the right answers sent for everything score 4 of 5.
    const end = (await call('POST', '/1/end/', { answers: answersWith(await key(1), 5) })).json();
    expect(end).toMatchObject({ score: 4, total: 5, passed: true });
    // It says which options it scored: the committed ones, not the ones it was sent.
    expect(end.answers[0]).toEqual({ ...first.json(), answers: [...bad].sort((a, b) => a - b) });
    expect(end.answers[1]).toEqual({
      question_id: expect.any(Number),
      answers: (await key(1)).get(end.answers[1].question_id),
      correct: true,
      correct_answers: (await key(1)).get(end.answers[1].question_id),
    });
  });

  it('probing without answering, then finishing, scores nothing and issues no certificate', async () => {
    for (const testId of [1, 2]) {
      const test = (await call('GET', `/${testId}/`)).json() as Test;
      for (const q of test.questions) expect((await check(testId, q.id, [])).statusCode).toBe(400);
      const end = await call('POST', `/${testId}/end/`, {
        answers: test.questions.map((q) => ({ question_id: q.id, answers: [] })),
      });
      expect(end.json()).toMatchObject({ score: 0, passed: false });
      expect(end.json().answers.every((a: AnswerResult) => a.correct_answers.length === 0)).toBe(
        true,
      );
      expect(end.json().answers.every((a: CommittedAnswer) => a.answers.length === 0)).toBe(true);
    }
    expect(await certs()).toEqual([]);
  });

  it('a new attempt starts clean and the best score is kept', async () => {
    const k = await key(1);
    const ids = [...k.keys()];
    for (const id of ids) await check(1, id, k.get(id)!);
    expect((await call('POST', '/1/end/', { answers: [] })).json()).toMatchObject({ score: 5 });
    // The next check opens attempt 2: a different answer than before is accepted, not 409.
    const again = await check(1, ids[0]!, await wrong(1, ids[0]!));
    expect(again.statusCode).toBe(200);
    expect(again.json().correct).toBe(false);
    const second = (await call('POST', '/1/end/', { answers: [] })).json();
    expect(second).toMatchObject({ score: 0, passed: false });
    expect(second.answers.slice(1).every((a: AnswerResult) => !a.correct)).toBe(true);
    expect(
      await first(app.ctx.db, sql`SELECT score FROM test_passes WHERE test_id = 1 AND user_id = 2`),
    ).toEqual({ score: 5 });
    expect(
      await rows(
        app.ctx.db,
        sql`SELECT attempt, CASE WHEN ended_at IS NOT NULL THEN 1 ELSE 0 END AS ended
          FROM test_attempts ORDER BY attempt`,
      ),
    ).toEqual([
      { attempt: 1, ended: 1 },
      { attempt: 2, ended: 1 },
    ]);
  });

  it('end scores, passes at 70% and counts unanswered questions as wrong', async () => {
    const k = await key(1);
    const fail = (await call('POST', '/1/end/', { answers: answersWith(k, 3) })).json();
    expectShape(EndTestResult, fail);
    expect(fail).toMatchObject({ score: 3, total: 5, passed: false });
    const pass = (await call('POST', '/1/end/', { answers: answersWith(k, 4).slice(0, 4) })).json();
    expect(pass).toMatchObject({ score: 4, total: 5, passed: true });
    expect(pass.answers).toHaveLength(5);
    expect(
      (await app.inject({ url: '/api/courses/modules/1/', headers: bearer(james) })).json().test,
    ).toEqual({ id: 1, done: true });
  });

  it('passing every test of a course issues its certificate, once', async () => {
    await call('POST', '/1/end/', { answers: answersWith(await key(1), 5) });
    expect(await certs()).toEqual([]);
    await call('POST', '/2/end/', { answers: answersWith(await key(2), 5) });
    await call('POST', '/2/end/', { answers: answersWith(await key(2), 5) });
    const list = await certs();
    expectShape(Type.Array(Certificate), list);
    expect(list).toHaveLength(1);
    expect(list[0].course).toEqual({ id: 1, name: 'Modern Teaching' });
    const pdf = await app.inject({ url: list[0].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('unpublished modules do not block a certificate', async () => {
    await call('POST', '/4/end/', { answers: answersWith(await key(4), 5) });
    const list = (
      await app.inject({ url: '/api/profile/certificates/', headers: bearer(james) })
    ).json();
    expect(list.map((c: { course: { id: number } }) => c.course.id)).toEqual([3]);
  });

  const attemptCount = async () =>
    (await rows(app.ctx.db, sql`SELECT attempt FROM test_attempts WHERE test_id = 1`)).length;

  it('the same end again within a minute answers the attempt it closed, not a new empty one', async () => {
    const k = await key(1);
    const body = { answers: answersWith(k, 4) };
    const ended = (await call('POST', '/1/end/', body)).json();
    expect(ended).toMatchObject({ score: 4, passed: true });
    // A retry whose reply was lost, or a double click: the app's own body again.
    expect((await call('POST', '/1/end/', body)).json()).toEqual(ended);
    expect(await attemptCount()).toBe(1);
    // Starting again and finishing at once, or with fewer answers: a new attempt, its own score.
    expect((await call('POST', '/1/end/', { answers: [] })).json()).toMatchObject({ score: 0 });
    expect(await attemptCount()).toBe(2);
    const fewer = (await call('POST', '/1/end/', { answers: answersWith(k, 2) })).json();
    expect(fewer).toMatchObject({ score: 2 });
    expect(await attemptCount()).toBe(3);
    // An answer that attempt did not have is a new attempt.
    const more = (await call('POST', '/1/end/', { answers: answersWith(k, 5) })).json();
    expect(more).toMatchObject({ score: 5 });
    expect(await attemptCount()).toBe(4);
  });

  it('two ends sent at once score one attempt, alike', async () => {
    const k = await key(1);
    for (const [id, right] of [...k].slice(0, 3)) await check(1, id, right);
    const body = { answers: answersWith(k, 3) }; // the app sends its checked answers again
    const [a, b] = await Promise.all([
      call('POST', '/1/end/', body),
      call('POST', '/1/end/', body),
    ]);
    expect(a.json()).toMatchObject({ score: 3 });
    expect(b.json()).toEqual(a.json());
    expect(await attemptCount()).toBe(1);
  });

  it('an end a minute later, or after a new check, is a new attempt', async () => {
    let now = Date.UTC(2026, 10, 26, 9);
    const timed = await makeApp({ now: () => now });
    try {
      const token = (await login(timed, JAMES)).access;
      const end = async (answers: object[]) =>
        (
          await timed.inject({
            method: 'POST',
            url: '/api/tests/1/end/',
            payload: { answers },
            headers: bearer(token),
          })
        ).json();
      const attempts = async () =>
        (await rows(timed.ctx.db, sql`SELECT attempt FROM test_attempts WHERE test_id = 1`)).length;
      const [q] = [...(await key(1))];
      const body = [{ question_id: q![0], answers: q![1] }];
      expect(await end(body)).toMatchObject({ score: 1 });
      now += END_REPLAY_MS - 1;
      expect(await end(body)).toMatchObject({ score: 1 });
      expect(await attempts()).toBe(1);
      now += 2;
      expect(await end(body)).toMatchObject({ score: 1 });
      expect(await attempts()).toBe(2);
      const opened = await timed.inject({
        method: 'POST',
        url: '/api/tests/1/check-answer/',
        payload: { question_id: q![0], answers: q![1] },
        headers: bearer(token),
      });
      expect(opened.json()).toMatchObject({ correct: true });
      expect(await end(body)).toMatchObject({ score: 1 });
      expect(await attempts()).toBe(3);
    } finally {
      await timed.close();
    }
  });

  it('401 without a token, 403 on paid tests, 404 for unknown or hidden tests, 400 for bad bodies', async () => {
    expect((await call('GET', '/1/', undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/1/end/', { answers: [] }, null)).statusCode).toBe(401);
    expect((await call('GET', '/3/')).statusCode).toBe(403);
    expect((await call('GET', '/3/')).json()).toEqual({
      detail: 'This module needs to be purchased.',
      code: 'forbidden',
    });
    expect((await call('GET', '/3/', undefined, (await login(app, ANNA)).access)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/5/')).statusCode).toBe(404);
    expect((await call('GET', '/77/')).statusCode).toBe(404);
    expect((await call('POST', '/1/end/', { answers: 'all' })).json()).toEqual({
      answers: [expect.any(String)],
      codes: { answers: ['invalid_type'] },
    });
    expect(
      (await call('POST', '/1/end/', { answers: [{ question_id: 999, answers: [] }] })).json(),
    ).toEqual({
      answers: ['Question 999 is not in this test.'],
      codes: { answers: ['not_in_test'] },
    });
    expect(
      (await call('POST', '/1/check-answer/', { question_id: 1, answers: ['x'] })).statusCode,
    ).toBe(400);
  });
});
