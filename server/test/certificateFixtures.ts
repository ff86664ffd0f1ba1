/** Earning certificates through the API, for the certificate suites. */
import { sql } from 'kysely';
import type { Certificate } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { rows } from '../db/query';
import { bearer } from './helpers';

/** Passes a test through the API with the right answers, read from the database. */
export async function passTest(app: App, token: string, testId: number): Promise<void> {
  const right = await rows<{ qid: number; oid: number }>(
    app.ctx.db,
    sql`SELECT q.id AS qid, o.id AS oid FROM questions q JOIN options o ON o.question_id = q.id
      WHERE q.test_id = ${testId} AND o.correct = 1 ORDER BY q.id, o.id`,
  );
  const answers = new Map<number, number[]>();
  for (const r of right) answers.set(r.qid, [...(answers.get(r.qid) ?? []), r.oid]);
  const end = await app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/end/`,
    headers: bearer(token),
    payload: { answers: [...answers].map(([question_id, a]) => ({ question_id, answers: a })) },
  });
  expect(end.json()).toMatchObject({ passed: true });
}

export async function certificatesOf(app: App, token: string): Promise<Certificate[]> {
  const res = await app.inject({ url: '/api/profile/certificates/', headers: bearer(token) });
  return res.json();
}

/** Course 1 (sponsor EduFund): its two tests passed, and its certificate. */
export async function earnCourse(app: App, token: string): Promise<Certificate> {
  await passTest(app, token, 1);
  await passTest(app, token, 2);
  const [certificate] = await certificatesOf(app, token);
  return certificate;
}
