/**
 * Writes that race across two instances on one PostgreSQL (server-pg only). Each race is forced:
 * a test holds a lock that both requests meet, waits until both wait, then lets them go, so the
 * interleaving that once lost a write happens on every run.
 */
import { sql } from 'kysely';
import { rows, scalar } from '../../db/query';
import { ANNA, bearer, JAMES, login } from '../helpers';
import { twoApps, uploadPhoto, type TwoApps } from './twoApps';

let apps: TwoApps;
beforeEach(async () => {
  apps = await twoApps();
});
afterEach(() => apps.close());

/** Every question of a test answered right (the key read from the database). */
async function rightAnswers(testId: number) {
  const found = await rows<{ qid: number; oid: number }>(
    apps.db,
    sql`SELECT q.id AS qid, o.id AS oid FROM questions q JOIN options o ON o.question_id = q.id
      WHERE q.test_id = ${testId} AND o.correct = 1 ORDER BY q.id, o.id`,
  );
  const byQuestion = new Map<number, number[]>();
  for (const r of found) byQuestion.set(r.qid, [...(byQuestion.get(r.qid) ?? []), r.oid]);
  return [...byQuestion].map(([question_id, answers]) => ({ question_id, answers }));
}

/** Runs `race` while `lockStatement` holds a lock, released once `waiters` requests wait on it. */
async function underLock<T>(lockStatement: string, waiters: number, race: () => Promise<T>) {
  let result!: Promise<T>;
  await apps.db.transaction().execute(async (trx) => {
    await sql.raw(lockStatement).execute(trx);
    result = race();
    for (let waited = 0; ; waited += 20) {
      const waiting = await scalar(
        apps.b.ctx.db,
        sql`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`,
      );
      if (waiting >= waiters) break;
      if (waited > 5000) throw new Error(`only ${waiting} of ${waiters} requests reached the lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return result;
}

it("the course's last two tests passed at once on two instances issue its certificate", async () => {
  const { access } = await login(apps.a, JAMES);
  const end = (app: typeof apps.a, testId: number, answers: object[]) =>
    app.inject({
      method: 'POST',
      url: `/api/tests/${testId}/end/`,
      payload: { answers },
      headers: bearer(access),
    });
  const [one, two] = [await rightAnswers(1), await rightAnswers(2)];
  // Both passes are written, then both count the course's missing passes; the count reads
  // `modules`, which the lock holds, so each would see the other's pass still uncommitted.
  const [x, y] = await underLock('LOCK TABLE modules IN ACCESS EXCLUSIVE MODE', 2, () =>
    Promise.all([end(apps.a, 1, one), end(apps.b, 2, two)]),
  );
  expect([x.json().passed, y.json().passed]).toEqual([true, true]);
  const certificates = (
    await apps.a.inject({ url: '/api/profile/certificates/', headers: bearer(access) })
  ).json();
  expect(certificates.map((c: { course: { id: number } }) => c.course.id)).toEqual([1]);
});

it('two photos uploaded at once on two instances leave one stored, the one shown', async () => {
  const { access } = await login(apps.a, JAMES);
  const upload = (app: typeof apps.a) => uploadPhoto(app, access);
  expect((await upload(apps.a)).statusCode).toBe(200);
  // Both read the photo they replace, then meet the lock on `uploads`.
  const results = await underLock('LOCK TABLE uploads IN ACCESS EXCLUSIVE MODE', 2, () =>
    Promise.all([upload(apps.a), upload(apps.b)]),
  );
  expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
  const stored = await rows<{ name: string }>(apps.db, sql`SELECT name FROM uploads`);
  const shown = (await apps.a.inject({ url: '/api/profile/my/', headers: bearer(access) })).json()
    .photo as string;
  expect(stored.map((u) => u.name)).toEqual([shown.split('/').pop()]);
});

it("a module's video and its last material pointed at once on two instances complete it", async () => {
  const { access } = await login(apps.a, JAMES);
  const point = (app: typeof apps.a, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/courses/modules/1/point/',
      payload,
      headers: bearer(access),
    });
  const module = (
    await apps.a.inject({ url: '/api/courses/modules/1/', headers: bearer(access) })
  ).json();
  const [slides, handout] = [...module.viewable_materials, ...module.downloadable_materials].map(
    (m: { id: number }) => m.id,
  );
  expect((await point(apps.a, { label: 'material', object_id: slides })).statusCode).toBe(200);
  // A barrier at commit: each point, once written and counted, waits for the test's advisory
  // lock before it commits, so both count while the other's point is still uncommitted (without
  // a lock per user and module, each saw the other's part missing and neither completed it).
  await sql
    .raw(
      `CREATE FUNCTION commit_barrier() RETURNS trigger LANGUAGE plpgsql AS
        'BEGIN PERFORM pg_advisory_xact_lock_shared(4242); RETURN NULL; END';
      CREATE CONSTRAINT TRIGGER barrier AFTER INSERT ON material_views
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commit_barrier();
      CREATE CONSTRAINT TRIGGER barrier AFTER UPDATE ON module_progress
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commit_barrier();`,
    )
    .execute(apps.db);
  const results = await underLock('SELECT pg_advisory_xact_lock(4242)', 2, () =>
    Promise.all([
      point(apps.a, { label: 'video', object_id: 1 }),
      point(apps.b, { label: 'material', object_id: handout }),
    ]),
  );
  expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
  const after = (
    await apps.b.inject({ url: '/api/courses/modules/1/', headers: bearer(access) })
  ).json();
  expect(after.progress).toEqual({ status: true });
});

it("logins on two instances sweep others' expired sessions past rows a third transaction holds", async () => {
  const someone = await scalar(
    apps.db,
    sql`SELECT min(id) AS n FROM people WHERE email NOT IN (${ANNA}, ${JAMES})`,
  );
  const expired = Date.now() - 3_600_000;
  for (const id of ['held', 'free-1', 'free-2']) {
    await sql`INSERT INTO sessions (id, user_id, created_at) VALUES (${id}, ${someone}, ${expired})`.execute(
      apps.db,
    );
    await sql`INSERT INTO refresh_tokens (hash, session_id, expires_at) VALUES (${id}, ${id}, ${expired})`.execute(
      apps.db,
    );
  }
  const left = async () =>
    (await rows<{ id: string }>(apps.db, sql`SELECT id FROM sessions WHERE user_id = ${someone}`))
      .map((row) => row.id)
      .sort();
  // Both sweeps skip the row held here (SKIP LOCKED) instead of waiting on it until the
  // statement's time-out, which undid the whole sweep.
  await apps.db.transaction().execute(async (trx) => {
    await sql`SELECT hash FROM refresh_tokens WHERE hash = 'held' FOR UPDATE`.execute(trx);
    await Promise.all([login(apps.a, ANNA), login(apps.b, JAMES)]);
    expect(await left()).toEqual(['held']);
  });
  await login(apps.a, ANNA);
  expect(await left()).toEqual([]);
});
