import fs from 'node:fs';
import path from 'node:path';
import { Profile } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { jpegSize } from '../lib/jpeg';
import { bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

/** A JPEG header with the given size (SOI, APP0, SOF0), padded to `bytes`. */
function jpeg(width: number, height: number, bytes = 200): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xda])]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - 2)), Buffer.from([0xff, 0xd9])]);
}

function form(field: string, content: Buffer, type = 'image/jpeg') {
  const boundary = 'XyZboundary42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.jpg"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(james), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (field: string, content: Buffer) => app.inject({ method: 'POST', url: '/api/profile/my/photo/', ...form(field, content) });
const AVATAR = path.join(__dirname, '..', 'demo', 'files', 'avatars', 'avatar-01.jpg');

describe('jpegSize', () => {
  it('reads dimensions from the frame header and refuses other bytes', () => {
    expect(jpegSize(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(jpegSize(fs.readFileSync(AVATAR))).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    expect(jpegSize(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000'))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });
});

describe('POST /profile/my/photo/', () => {
  it('stores a real JPEG under a random name and serves it', async () => {
    const res = await upload('photo', fs.readFileSync(AVATAR));
    expect(res.statusCode).toBe(200);
    expectShape(Profile, res.json());
    const url = res.json().photo as string;
    expect(url).toMatch(/^\/api\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const file = await app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(fs.readFileSync(AVATAR))).toBe(true);
    // A second upload replaces (and removes) the first file.
    const again = await upload('photo', jpeg(100, 100));
    expect(again.json().photo).not.toBe(url);
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses non-JPEG bytes, a wrong field, too many bytes and too many pixels with {photo}', async () => {
    for (const [field, content] of [
      ['photo', Buffer.from('GIF89a not a jpeg at all')],
      ['avatar', jpeg(10, 10)],
      ['photo', jpeg(100, 100, 5 * 1024 * 1024 + 10)],
      ['photo', jpeg(8000, 6000)],
    ] as const) {
      const res = await upload(field, content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ photo: [expect.any(String)] });
    }
    expect((await upload('photo', jpeg(6000, 6000))).statusCode).toBe(200); // 36 MP is fine
  });

  it('answers 415 when not multipart and 413 over 6 MB', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/profile/my/photo/', headers: bearer(james), payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: expect.any(String) });
    const huge = await upload('photo', jpeg(100, 100, 6 * 1024 * 1024 + 100));
    expect(huge.statusCode).toBe(413);
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/profile/my/photo/', ...form('photo', jpeg(10, 10)), headers: { 'content-type': 'multipart/form-data; boundary=XyZboundary42' } });
    expect(res.statusCode).toBe(401);
  });
});
