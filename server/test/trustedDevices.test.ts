/**
 * A device that has signed in to an account keeps a code budget of its own (auth/devices.ts):
 * strangers who spend the email's budget, from any number of addresses, no longer lock its owner
 * out of the devices they use. The real budget defaults; the app clock moved by hand.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../context';
import { ANNA, JAMES, lastCode, makeApp } from './helpers';

let now: number;
let app: App;
beforeEach(async () => {
  now = Date.parse('2026-03-02T09:00:00Z');
  app = await makeApp({ now: () => now, codeBudget: {} });
});
afterEach(() => app.close());

const address = (i: number) => `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const post = (url: string, payload: object, options: { ip?: string; device?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: options.ip ?? address(0),
    ...(options.device !== undefined && { cookies: { device: options.device } }),
  });
const liveCode = (email: string) => lastCode(app, email);
/** A well-formed code that is not the live one. */
const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');
const deviceCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'device');

/** Signs in on a new device from `ip`; returns the device cookie the verify set. */
async function signInOnNewDevice(email: string, ip = address(0)): Promise<string> {
  expect((await post('/auth/login/', { email }, { ip })).statusCode).toBe(200);
  const res = await post('/auth/verify/', { email, code: await liveCode(email) }, { ip });
  expect(res.statusCode).toBe(200);
  return deviceCookie(res)!.value;
}

/** A stranger spends the email's whole day of wrong codes, from 20 addresses. */
async function burnTheEmailsBudget(email: string) {
  for (let i = 0; i < 20; i++) {
    // A new code whenever the last one was burned, once the lock after it is over.
    now += 61 * 60_000;
    await post('/auth/login/', { email }, { ip: address(i + 1) });
    const right = await liveCode(email);
    await post(
      '/auth/verify/',
      { email, code: wrongFor(right) },
      {
        ip: address(i + 1),
      },
    );
  }
  const locked = await post(
    '/auth/verify/',
    { email, code: await liveCode(email) },
    {
      ip: address(99),
    },
  );
  expect(locked.statusCode).toBe(429);
}

describe('a device that has signed in before', () => {
  it('gets an HttpOnly, SameSite=Strict cookie for /api/auth/ only, good for a year', async () => {
    await post('/auth/login/', { email: ANNA });
    const res = await post('/auth/verify/', { email: ANNA, code: await liveCode(ANNA) });
    expect(deviceCookie(res)).toMatchObject({
      path: '/api/auth/',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 365 * 24 * 3600,
    });
    // A wrong code sets none.
    await post('/auth/login/', { email: JAMES }, { ip: address(1) });
    const wrong = await post(
      '/auth/verify/',
      { email: JAMES, code: wrongFor(await liveCode(JAMES)) },
      { ip: address(1) },
    );
    expect(wrong.statusCode).toBe(400);
    expect(deviceCookie(wrong)).toBeUndefined();
  });

  it('still signs in while strangers have locked the email for a day; other clients stay locked', async () => {
    const device = await signInOnNewDevice(ANNA);
    await burnTheEmailsBudget(ANNA);
    // Another client, even from the owner's own address, is locked as before.
    expect((await post('/auth/login/', { email: ANNA })).statusCode).toBe(429);
    // The owner's device asks for a code and uses it.
    expect((await post('/auth/login/', { email: ANNA }, { device })).statusCode).toBe(200);
    const res = await post(
      '/auth/verify/',
      { email: ANNA, code: await liveCode(ANNA) },
      {
        device,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access');
    // Its cookie is renewed for the same device: the same budget (one code a minute).
    const renewed = deviceCookie(res)!.value;
    expect((await post('/auth/login/', { email: ANNA }, { device: renewed })).statusCode).toBe(429);
    now += 61_000;
    expect((await post('/auth/login/', { email: ANNA }, { device: renewed })).statusCode).toBe(200);
  });

  it("strangers' wrong codes never burn the device's code, and its own wrong codes are budgeted", async () => {
    const device = await signInOnNewDevice(ANNA);
    now += 2 * 60_000;
    await post('/auth/login/', { email: ANNA }, { device });
    const devicesCode = await liveCode(ANNA);
    // Five wrong codes from elsewhere burn the email's own code and lock the email, not the device.
    await post('/auth/login/', { email: ANNA }, { ip: address(5) });
    const strangers = [];
    for (let i = 0; i < 5; i++)
      strangers.push(
        (
          await post(
            '/auth/verify/',
            { email: ANNA, code: wrongFor(devicesCode) },
            { ip: address(5 + i) },
          )
        ).statusCode,
      );
    expect(strangers).toEqual([400, 400, 400, 400, 429]);
    // Its owner's own slips on the device count against the device only.
    for (let i = 0; i < 4; i++)
      expect(
        (await post('/auth/verify/', { email: ANNA, code: wrongFor(devicesCode) }, { device }))
          .statusCode,
      ).toBe(400);
    expect(
      (await post('/auth/verify/', { email: ANNA, code: devicesCode }, { device })).statusCode,
    ).toBe(200);
    // Five wrong codes burn the device's own code and lock the device, as anyone's.
    now += 61_000;
    await post('/auth/login/', { email: ANNA }, { device });
    const wrong = wrongFor(await liveCode(ANNA));
    const own = [];
    for (let i = 0; i < 5; i++)
      own.push((await post('/auth/verify/', { email: ANNA, code: wrong }, { device })).statusCode);
    expect(own).toEqual([400, 400, 400, 400, 429]);
  });

  it('a cookie of another email, tampered or not ours, counts as no cookie', async () => {
    const jamesDevice = await signInOnNewDevice(JAMES, address(3));
    await burnTheEmailsBudget(ANNA);
    const [header, payload] = jamesDevice.split('.');
    const forged = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: ANNA }),
    ).toString('base64url')}.${jamesDevice.split('.')[2]}`;
    for (const device of [jamesDevice, forged, 'junk'])
      expect((await post('/auth/login/', { email: ANNA }, { device })).statusCode).toBe(429);
  });
});
