/**
 * Two instances of the server on one PostgreSQL act as one service (issue 14): what one does, the
 * other sees. Runs in the server-pg project only (jest.config.js), over a database of its own.
 */
import type { App } from '../../context';
import { bearer, JAMES } from '../helpers';
import { twoApps, uploadPhoto, type TwoApps } from './twoApps';

let apps: TwoApps;
let a: App;
let b: App;

beforeEach(async () => {
  apps = await twoApps();
  ({ a, b } = apps);
});
afterEach(() => apps.close());

const post = (app: App, url: string, payload: object, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

async function loginOnA(email = JAMES): Promise<{ access: string; refresh: string }> {
  expect((await post(a, '/auth/login/', { email })).statusCode).toBe(200);
  const { code } = (await a.inject({ url: `/api/__test__/last-code/?email=${email}` })).json();
  // Verified on the other instance.
  const verified = await post(b, '/auth/verify/', { email, code }, '10.0.0.2');
  expect(verified.statusCode).toBe(200);
  return verified.json();
}

it('a code issued by one instance verifies on the other, and its tokens work on both', async () => {
  const { access } = await loginOnA();
  for (const app of [a, b])
    expect(
      (await app.inject({ url: '/api/profile/my/', headers: bearer(access) })).statusCode,
    ).toBe(200);
});

it('refresh rotation and reuse detection work across instances', async () => {
  const first = await loginOnA();
  const rotated = await post(a, '/auth/refresh/', { refresh: first.refresh }, '10.0.0.3');
  expect(rotated.statusCode).toBe(200);
  // Within the grace window the other instance answers the same successor pair.
  const again = await post(b, '/auth/refresh/', { refresh: first.refresh }, '10.0.0.4');
  expect(again.json()).toEqual(rotated.json());
  // Past it, presenting the rotated token is reuse: the session ends everywhere.
  apps.clock.now += 31_000;
  expect((await post(b, '/auth/refresh/', { refresh: first.refresh }, '10.0.0.5')).statusCode).toBe(
    401,
  );
  for (const app of [a, b])
    expect(
      (await app.inject({ url: '/api/profile/my/', headers: bearer(rotated.json().access) }))
        .statusCode,
    ).toBe(401);
});

it('two concurrent refreshes of one token on two instances rotate it once', async () => {
  const first = await loginOnA();
  const [x, y] = await Promise.all([
    post(a, '/auth/refresh/', { refresh: first.refresh }, '10.0.0.6'),
    post(b, '/auth/refresh/', { refresh: first.refresh }, '10.0.0.7'),
  ]);
  expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
  expect(x.json()).toEqual(y.json());
});

it('the per-address limits are shared: 4 a minute means 4 across both instances', async () => {
  const statuses: number[] = [];
  for (const app of [a, b, a, b, a, b])
    statuses.push(
      (await post(app, '/auth/login/', { email: `x${statuses.length}@ex.org` })).statusCode,
    );
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  // Another address is not affected.
  expect((await post(b, '/auth/login/', { email: 'y@ex.org' }, '10.9.9.9')).statusCode).toBe(200);
});

it('a photo uploaded on one instance is served by the other', async () => {
  const { access } = await loginOnA();
  const uploaded = await uploadPhoto(a, access);
  expect(uploaded.statusCode).toBe(200);
  const url = new URL(uploaded.json().photo, 'http://x').pathname;
  const served = await b.inject({ url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
});
