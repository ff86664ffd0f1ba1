/**
 * What POST /profile/my/photo/ refuses, and why each limit is where it is: the pixel cap against
 * the app's own avatars and a phone photo, the header reader behind it (jpegSize), bytes that are
 * not a JPEG or do not decode, more scans than encoders write, too many bytes or pixels, another
 * content type, no token, and uploads past the per-address budget. What an accepted photo becomes is uploadStoredCopy.test.ts;
 * decodes under load, uploadLoad.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { App } from '../context';
import { PREVIEW_LIMIT_PX } from '../../src/shared/ui/AvatarCropper/cropperConfig';
import sharp from 'sharp';
import { jpegScans, jpegSize } from '../lib/jpeg';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SCANS } from '../routes/photo';
import { bearer, JAMES, login, makeApp } from './helpers';
import { AVATAR, jpeg, manyScans, photo, photoForm } from './photoFixtures';

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const upload = (field: string, content: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/my/photo/',
    ...photoForm(james, field, content),
  });

describe('the pixel cap', () => {
  it("passes the app's cropped avatars with a wide margin, and a 12 MP phone photo", () => {
    expect(PREVIEW_LIMIT_PX ** 2 * 10).toBeLessThan(MAX_PHOTO_PIXELS);
    expect(4032 * 3024).toBeLessThan(MAX_PHOTO_PIXELS);
    expect(6300 * 6300).toBeGreaterThan(MAX_PHOTO_PIXELS);
  });
});

describe('jpegSize', () => {
  it('reads dimensions from the frame header and refuses other bytes', () => {
    expect(jpegSize(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(jpegSize(fs.readFileSync(AVATAR))).toEqual({
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(jpegSize(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000'))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });
});

describe('POST /profile/my/photo/', () => {
  it('refuses non-JPEG bytes, a wrong field, too many bytes and too many pixels with {photo}', async () => {
    for (const [field, content, code] of [
      ['photo', Buffer.from('GIF89a not a jpeg at all'), 'not_jpeg'],
      ['avatar', jpeg(10, 10), 'no_file'],
      ['photo', jpeg(100, 100, 5 * 1024 * 1024 + 10), 'file_too_large'],
      ['photo', jpeg(8000, 6000), 'too_many_pixels'],
      ['photo', jpeg(6300, 6300), 'too_many_pixels'], // the audit's 40 MP
      ['photo', jpeg(4001, 4000), 'too_many_pixels'], // just over 16 MP
    ] as const) {
      const res = await upload(field, content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ photo: [expect.any(String)], codes: { photo: [code] } });
    }
    expect((await upload('photo', await photo(4000, 4000))).statusCode).toBe(200); // 16 MP is fine
  });

  it('refuses bytes that look like a JPEG but do not decode', async () => {
    const res = await upload('photo', jpeg(100, 100));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ photo: ['Upload a JPEG image.'], codes: { photo: ['not_jpeg'] } });
  });

  it('refuses a JPEG of more scans than encoders write, before decoding it', async () => {
    // A valid file (it decodes to a grey square), but each of its 883 scans is a pass over all
    // its blocks: at 16 MP and four components such a file took 10.5 s of CPU.
    const many = manyScans(512, 512);
    expect(await sharp(many).jpeg().toBuffer()).toBeInstanceOf(Buffer);
    expect(jpegScans(many, MAX_PHOTO_SCANS)).toBe(MAX_PHOTO_SCANS + 1); // counts no further
    const res = await upload('photo', many);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ photo: ['Upload a JPEG image.'], codes: { photo: ['not_jpeg'] } });
    // What encoders write passes: baseline, libjpeg's progressive script, mozjpeg's.
    const picture = sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2e86c1' },
    });
    for (const options of [{}, { progressive: true }, { mozjpeg: true }]) {
      const written = await picture.clone().jpeg(options).toBuffer();
      expect(jpegScans(written, MAX_PHOTO_SCANS)).toBeLessThanOrEqual(10);
      expect((await upload('photo', written)).statusCode).toBe(200);
    }
  });

  it('answers 415 when not multipart and 413 over 6 MB', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/profile/my/photo/',
      headers: bearer(james),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: expect.any(String), code: 'unsupported_media_type' });
    const huge = await upload('photo', jpeg(100, 100, 6 * 1024 * 1024 + 100));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: expect.any(String), code: 'body_too_large' });
  });

  it('answers 411 at once to a body sent without a length, before reading it', async () => {
    // Over a real connection: the answer comes while the chunked body is still being sent, so
    // the server read no more than the headers (before, it read such a body to its end).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { form, answer } = await new Promise<{
      form: http.ClientRequest;
      answer: http.IncomingMessage;
    }>((resolve, reject) => {
      const { payload, headers } = photoForm(james, 'photo', jpeg(100, 100, 64 * 1024));
      const form = http.request(`${address}/api/profile/my/photo/`, {
        method: 'POST',
        headers: { ...headers, 'transfer-encoding': 'chunked' },
      });
      form.on('response', (answer) => resolve({ form, answer }));
      form.on('error', reject);
      form.write(payload.subarray(0, 1024)); // and never ends
    });
    expect(answer.statusCode).toBe(411);
    const body = await new Promise<string>((resolve) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve(text));
    });
    expect(JSON.parse(body)).toEqual({ detail: expect.any(String), code: 'length_required' });
    form.destroy();
  });

  it('needs a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile/my/photo/',
      ...photoForm(james, 'photo', jpeg(10, 10)),
      headers: { 'content-type': 'multipart/form-data; boundary=XyZboundary42' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('counts uploads per client address like the auth calls: 429 past the budget', async () => {
    const narrow = await makeApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const token = (await login(narrow, JAMES)).access;
      const send = () =>
        narrow.inject({
          method: 'POST',
          url: '/api/profile/my/photo/',
          ...photoForm(token, 'photo', jpeg(10, 10)),
          headers: { ...photoForm(token, 'photo', jpeg(10, 10)).headers, ...bearer(token) },
        });
      expect((await send()).statusCode).not.toBe(429);
      expect((await send()).statusCode).not.toBe(429);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await narrow.close();
    }
  });
});
