/**
 * Requests that wait for one lock (db/lock.ts) wait in the instance's memory, one at a time on
 * the database (server-pg only). A crowd audit: 300 verifies of one email from 30 addresses
 * each held one of the instance's 10 pooled connections while waiting on the email's advisory
 * lock, and an unrelated member's GET waited for a connection, 82 ms before the flood, 1.9 s
 * during it; held by a slow transaction, every other call of the instance would wait for the
 * pool until its 5 s bound and answer 503 with the database fine.
 */
import { sql } from 'kysely';
import { scalar } from '../../db/query';
import { ANNA, bearer, JAMES, login } from '../helpers';
import { twoApps, type TwoApps } from './twoApps';

let apps: TwoApps;
beforeEach(async () => {
  apps = await twoApps();
});
afterEach(() => apps.close());

const waitingOnLocks = (apps: TwoApps) =>
  scalar(apps.db, sql`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`);

it("requests queued on one email's lock leave the instance's other connections free", async () => {
  const { access } = await login(apps.b, JAMES);
  let verifies!: Promise<{ statusCode: number }[]>;
  let probe!: { statusCode: number; ms: number };
  let waiting = 0;
  await apps.db.transaction().execute(async (trx) => {
    // A slow holder of Anna's email lock (another instance's long transaction).
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`auth:${ANNA}`}))`.execute(trx);
    verifies = Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        apps.b.inject({
          method: 'POST',
          url: '/api/auth/verify/',
          payload: { email: ANNA, code: '0000' },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    for (let waited = 0; waited < 1000 && (await waitingOnLocks(apps)) < 1; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    waiting = await waitingOnLocks(apps);
    const started = Date.now();
    const answer = await Promise.race([
      apps.b.inject({ url: '/api/profile/my/', headers: bearer(access) }),
      new Promise<{ statusCode: number }>((resolve) =>
        setTimeout(() => resolve({ statusCode: 0 }), 2000),
      ),
    ]);
    probe = { statusCode: answer.statusCode, ms: Date.now() - started };
  });
  // One of B's connections waits on the lock; the other eleven requests wait in its memory.
  expect(waiting).toBe(1);
  expect(probe.statusCode).toBe(200);
  // Once the lock is free each is answered in turn: a wrong code, never a 503.
  const answers = await verifies;
  expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(400));
});
