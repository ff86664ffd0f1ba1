import { Type } from '@sinclair/typebox';
import { AnswerResult, EndTestResult, Test } from '../../src/shared/contract/learning';
import { Certificate } from '../../src/shared/contract/profile';
import type { App } from '../context';
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

/** The right answers, learned through check-answer (the test itself never reveals them). */
async function key(testId: number): Promise<Map<number, number[]>> {
  const test = (await call('GET', `/${testId}/`)).json() as Test;
  const out = new Map<number, number[]>();
  for (const q of test.questions) {
    out.set(
      q.id,
      (await call('POST', `/${testId}/check-answer/`, { question_id: q.id, answers: [] })).json()
        .correct_answers,
    );
  }
  return out;
}
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
    const right = (
      await call('POST', '/1/check-answer/', { question_id: multiple.id, answers: [] })
    ).json().correct_answers as number[];
    expect(right).toHaveLength(2);
    const check = async (answers: number[]) =>
      (await call('POST', '/1/check-answer/', { question_id: multiple.id, answers })).json();
    expectShape(AnswerResult, await check(right));
    expect((await check(right)).correct).toBe(true);
    expect((await check([...right].reverse())).correct).toBe(true);
    expect((await check(right.slice(0, 1))).correct).toBe(false);
    expect((await check(multiple.options.map((o) => o.id))).correct).toBe(false);
    expect(
      (await call('POST', '/1/check-answer/', { question_id: 999, answers: [] })).json(),
    ).toEqual({ question_id: [expect.any(String)], codes: { question_id: ['not_in_test'] } });
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
    const certs = async () =>
      (await app.inject({ url: '/api/profile/certificates/', headers: bearer(james) })).json();
    await call('POST', '/1/end/', { answers: answersWith(await key(1), 5) });
    expect(await certs()).toEqual([]);
    await call('POST', '/2/end/', { answers: answersWith(await key(2), 5) });
    await call('POST', '/2/end/', { answers: answersWith(await key(2), 5) });
    const list = await certs();
    expectShape(Type.Array(Certificate), list);
    expect(list).toHaveLength(1);
    expect(list[0].course).toEqual({ id: 1, name: 'Modern Teaching' });
    const svg = await app.inject({ url: list[0].url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('Modern Teaching');
  });

  it('unpublished modules do not block a certificate', async () => {
    await call('POST', '/4/end/', { answers: answersWith(await key(4), 5) });
    const list = (
      await app.inject({ url: '/api/profile/certificates/', headers: bearer(james) })
    ).json();
    expect(list.map((c: { course: { id: number } }) => c.course.id)).toEqual([3]);
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
