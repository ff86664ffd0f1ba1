/**
 * Two instances of the server on one fresh PostgreSQL database, as behind one load balancer: one
 * secret, one clock (`now` is the test's to move), each with its own connection pool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../app';
import type { App } from '../../context';
import type { Db } from '../../db/dialect';
import { openDb } from '../../db/open';
import { seed } from '../../seed/seed';
import { fixtureContent } from '../fixtureContent';
import { bearer } from '../helpers';
import { freshDatabase } from './testDatabase';

export interface TwoApps {
  a: App;
  b: App;
  /** A's database (its pool), for a test's own reads and locks. */
  db: Db;
  clock: { now: number };
  close: () => Promise<void>;
}

export async function twoApps(): Promise<TwoApps> {
  const fresh = await freshDatabase();
  await seed(fresh.db, fixtureContent);
  const secondDb = await openDb({ url: fresh.url, sqlitePath: '' });
  const clock = { now: Date.now() };
  const settings = {
    jwtSecret: new TextEncoder().encode('two-instances-share-this-secret-of-32+'),
    testMode: true,
    rateLimit: { max: 4, timeWindowMs: 60_000 },
    codeBudget: { resendIntervalMs: 0, codesPerHour: 1000 },
    now: () => clock.now,
  };
  const a = await buildApp({ db: fresh.db, ...settings });
  const b = await buildApp({ db: secondDb, ...settings });
  b.addHook('onClose', () => secondDb.destroy());
  return {
    a,
    b,
    db: fresh.db,
    clock,
    close: async () => {
      await b.close();
      await a.close();
      await fresh.drop();
    },
  };
}

/** POST /profile/my/photo/ with the demo's first avatar, as the app's multipart form sends it. */
export function uploadPhoto(app: App, access: string) {
  const boundary = 'b0undary';
  const photo = fs.readFileSync(
    path.join(__dirname, '..', '..', 'demo', 'files', 'avatars', 'avatar-01.jpg'),
  );
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/profile/my/photo/',
    payload,
    headers: { ...bearer(access), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
