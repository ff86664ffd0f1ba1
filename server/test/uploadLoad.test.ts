/**
 * Photo uploads under load (server/docs/limits.md: photo decodes): the process decodes at most
 * a few photos at once, a few more wait, the rest are 503 with Retry-After; an account has one
 * upload in flight at a time. reencodeJpeg is wrapped to count the decodes in flight and to hold
 * them until the test lets them go, so the overlap is certain rather than left to timing.
 */
import sharp from 'sharp';
import type { App } from '../context';
import * as reencode from '../lib/reencode';
import { decodeGate } from '../lib/decodeGate';
import { ANNA, bearer, JAMES, login, makeApp } from './helpers';

const USERS = [ANNA, JAMES, 'olga@demo.edu', 'li@demo.edu', 'sam@demo.edu'];
const BOUNDARY = 'XyZboundary42';

let app: App;
afterEach(async () => {
  jest.restoreAllMocks();
  await app?.close();
});

function upload(token: string, content: Buffer) {
  return app.inject({
    method: 'POST',
    url: '/api/profile/my/photo/',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

/** Counts decodes in flight and holds each until `release()`. */
function instrumentDecodes() {
  const original = reencode.reencodeJpeg;
  const seen = { inFlight: 0, max: 0, started: 0 };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(reencode, 'reencodeJpeg').mockImplementation(async (data, maxPixels) => {
    seen.started++;
    seen.max = Math.max(seen.max, ++seen.inFlight);
    try {
      await released;
      return await original(data, maxPixels);
    } finally {
      seen.inFlight--;
    }
  });
  return { seen, release };
}

/**
 * Lets queued work and injected requests move until `done()` holds (no sleeps). Bounded by time,
 * not by turns of the event loop: on PostgreSQL a request waits on the database's answers, and
 * a full run on a busy machine took more than 1,000 turns to reach the decoder.
 */
async function until(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
}

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a085' } })
    .jpeg()
    .toBuffer();

describe('decodes in flight', () => {
  it('never decodes more than the limit at once; the queue waits, past it 503 with Retry-After', async () => {
    app = await makeApp({ photoDecodes: { concurrency: 2, queue: 2 } });
    const tokens = await Promise.all(USERS.map(async (email) => (await login(app, email)).access));
    const { seen, release } = instrumentDecodes();
    const jpeg = await picture();

    const answers: { status: number; res: Awaited<ReturnType<typeof upload>> }[] = [];
    const all = tokens.map((token) =>
      upload(token, jpeg).then((res) => answers.push({ status: res.statusCode, res })),
    );
    // Two decode, two wait, the fifth is turned away while the others are still held.
    await until(() => seen.started === 2 && answers.length === 1);
    expect(answers[0].status).toBe(503);
    expect(answers[0].res.json()).toEqual({ detail: expect.any(String), code: 'server_busy' });
    expect(Number(answers[0].res.headers['retry-after'])).toBeGreaterThan(0);

    release();
    await Promise.all(all);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 503]);
    expect(seen.started).toBe(4);
    expect(seen.max).toBe(2);
  });

  it('runs ten uploads of five accounts two at a time with the default limits', async () => {
    app = await makeApp();
    const tokens = await Promise.all(USERS.map(async (email) => (await login(app, email)).access));
    const original = reencode.reencodeJpeg;
    const seen = { inFlight: 0, max: 0 };
    jest.spyOn(reencode, 'reencodeJpeg').mockImplementation(async (data, maxPixels) => {
      seen.max = Math.max(seen.max, ++seen.inFlight);
      try {
        return await original(data, maxPixels);
      } finally {
        seen.inFlight--;
      }
    });
    const jpeg = await picture();
    // Two rounds of one upload per account, each round all at once.
    for (let round = 0; round < 2; round++) {
      const statuses = await Promise.all(
        tokens.map(async (t) => (await upload(t, jpeg)).statusCode),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    }
    expect(seen.max).toBe(2);
  });

  it('gives the slot to the next in line and frees it after a failure', async () => {
    const gate = decodeGate({ concurrency: 1, queue: 1 });
    const order: string[] = [];
    const failing = gate.run(async () => {
      order.push('a');
      throw new Error('decoder failed');
    });
    const second = gate.run(async () => order.push('b'));
    expect(await gate.run(async () => 'c')).toEqual({ busy: true });
    await expect(failing).rejects.toThrow('decoder failed');
    expect(await second).toEqual({ busy: false, value: 2 });
    expect(await gate.run(async () => 'd')).toEqual({ busy: false, value: 'd' });
    expect(order).toEqual(['a', 'b']);
  });
});

describe('one upload per account at a time', () => {
  it('refuses a second upload of the same account while the first is in flight (429), then takes the next', async () => {
    app = await makeApp();
    const james = (await login(app, JAMES)).access;
    const { seen, release } = instrumentDecodes();
    const jpeg = await picture();

    const first = upload(james, jpeg);
    await until(() => seen.started === 1);
    const second = await upload(james, jpeg);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      detail: expect.stringContaining('still being uploaded'),
      code: 'too_many_requests',
    });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(seen.started).toBe(1); // the refused one never reached the decoder

    release();
    expect((await first).statusCode).toBe(200);
    expect((await upload(james, jpeg)).statusCode).toBe(200);
  });

  it('frees the account after a refused upload', async () => {
    app = await makeApp();
    const james = (await login(app, JAMES)).access;
    expect((await upload(james, Buffer.from('not a jpeg'))).statusCode).toBe(400);
    expect((await upload(james, await picture())).statusCode).toBe(200);
  });
});
