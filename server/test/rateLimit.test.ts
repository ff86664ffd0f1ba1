import type { App } from '../context';
import { ANNA, bearer, JAMES, lastCode, login, makeApp } from './helpers';
import { photoForm } from './photoFixtures';

let app: App;
beforeEach(async () => {
  app = await makeApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
});
afterEach(() => app.close());

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });

describe('rate limits on auth calls', () => {
  it.each([
    ['/auth/login/', { email: 'a@b.cd' }],
    ['/auth/register/', { first_name: 'A', last_name: 'B', email: 'new@b.cd' }],
    ['/auth/verify/', { email: 'a@b.cd', code: '1234' }],
  ])('%s answers 429 with Retry-After past the limit', async (url, body) => {
    for (let i = 0; i < 3; i++) expect((await post(url, body)).statusCode).not.toBe(429);
    const res = await post(url, body);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(/Too many requests/),
      code: 'too_many_requests',
    });
  });

  it('junk refresh tokens from an address do not stop a real session refreshing there', async () => {
    const { refresh } = await login(app, ANNA);
    for (let i = 0; i < 4; i++) await post('/auth/refresh/', { refresh: `junk${i}` });
    expect((await post('/auth/refresh/', { refresh: 'junk' })).statusCode).toBe(429);
    const real = await post('/auth/refresh/', { refresh });
    expect(real.statusCode).toBe(200);
  });

  it("counts a session's refreshes per session, whatever its address", async () => {
    let { refresh } = await login(app, ANNA);
    for (let i = 0; i < 3; i++) {
      const res = await post('/auth/refresh/', { refresh }, `10.0.1.${i}`);
      expect(res.statusCode).toBe(200);
      refresh = res.json().refresh;
    }
    expect((await post('/auth/refresh/', { refresh }, '10.0.2.1')).statusCode).toBe(429);
  });

  it('counts a browser that has signed in to the email by itself, not with its address', async () => {
    // The class's first sign-ins share the school's address; each browser gets its device cookie.
    const devices: string[] = [];
    for (const email of [ANNA, 'james@demo.edu']) {
      const ip = email === ANNA ? '10.0.3.1' : '10.0.3.2';
      await post('/auth/login/', { email }, ip);
      const verified = await post('/auth/verify/', { email, code: await lastCode(app, email) }, ip);
      devices.push(verified.cookies.find((c) => c.name === 'device')!.value);
    }
    // Now a stranger has spent the school address's login limit.
    for (let i = 0; i < 3; i++) await post('/auth/login/', { email: `x${i}@b.cd` });
    expect((await post('/auth/login/', { email: 'y@b.cd' })).statusCode).toBe(429);
    // The returning learners at that address are counted by their browsers.
    const fromDevice = (email: string, device: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email },
        remoteAddress: '10.0.0.1',
        cookies: { device },
      });
    expect((await fromDevice(ANNA, devices[0])).statusCode).toBe(200);
    expect((await fromDevice('james@demo.edu', devices[1])).statusCode).toBe(200);
    // A device cookie for another email counts with the address.
    expect((await fromDevice('z@b.cd', devices[0])).statusCode).toBe(429);
  });

  it('counts per address and per route', async () => {
    for (let i = 0; i < 3; i++) await post('/auth/login/', { email: 'a@b.cd' });
    expect((await post('/auth/login/', { email: 'a@b.cd' })).statusCode).toBe(429);
    expect((await post('/auth/login/', { email: 'a@b.cd' }, '10.0.0.2')).statusCode).toBe(200);
    expect((await post('/auth/verify/', { email: 'a@b.cd', code: '1234' })).statusCode).toBe(400);
  });

  it('reads the client from X-Forwarded-For only when the peer is a trusted proxy (loopback)', async () => {
    const viaProxy = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'a@b.cd' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i++) await viaProxy('198.51.100.1');
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
    // From an untrusted peer the header is ignored: the peer is the client.
    const direct = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'a@b.cd' },
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i++) await direct(`198.51.100.${10 + i}`);
    expect((await direct('198.51.100.99')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 (one subscriber has them all), IPv4 in IPv6 as IPv4', async () => {
    const verify = (ip: string, n: number) =>
      post('/auth/verify/', { email: `v${n}@b.cd`, code: '1234' }, ip);
    for (const [n, ip] of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c'].entries())
      expect((await verify(ip, n)).statusCode).toBe(400);
    expect((await verify('2001:db8:1:2:dead:beef:0:1', 3)).statusCode).toBe(429);
    expect((await verify('2001:db8:1:3::1', 4)).statusCode).toBe(400);

    for (let n = 10; n < 13; n++) await verify('::ffff:192.0.2.7', n);
    expect((await verify('192.0.2.7', 13)).statusCode).toBe(429);
  });

  it('does not limit ordinary reads', async () => {
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ url: '/api/media/search/' })).statusCode).toBe(200);
  });
});

describe("the personal account's limited calls count per account", () => {
  // A class redeeming its teacher's promo code, or setting up its photos, behind the school's
  // one address: a crowd audit found 10 of 20 such learners refused for a minute. The limit is
  // there against one account guessing codes (or decoding photos) fast; the account is its key.
  const asPerson = (access: string, ip: string) => ({
    promo: () =>
      app.inject({
        method: 'POST',
        url: '/api/profile/promo/',
        payload: { code: 'GUESS' },
        headers: bearer(access),
        remoteAddress: ip,
      }),
    photo: () =>
      app.inject({
        method: 'POST',
        url: '/api/profile/my/photo/',
        remoteAddress: ip,
        ...photoForm(access, 'photo', Buffer.from('not a jpeg')),
      }),
  });

  it.each(['promo', 'photo'] as const)(
    '%s: people behind one address each have their own count; one account has one count whatever its addresses',
    async (call) => {
      const anna = asPerson((await login(app, ANNA)).access, '10.0.0.9');
      const james = asPerson((await login(app, JAMES)).access, '10.0.0.9');
      for (let i = 0; i < 3; i++) expect((await anna[call]()).statusCode).not.toBe(429);
      expect((await anna[call]()).statusCode).toBe(429);
      expect((await james[call]()).statusCode).not.toBe(429);
      // Anna from another address is still Anna.
      const elsewhere = asPerson((await login(app, ANNA)).access, '10.0.0.10');
      expect((await elsewhere[call]()).statusCode).toBe(429);
    },
  );
});
