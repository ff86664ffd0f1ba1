import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Profile } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { PREVIEW_LIMIT_PX } from '../../src/shared/ui/AvatarCropper/cropperConfig';
import { jpegSize } from '../lib/jpeg';
import { MAX_PHOTO_PIXELS } from '../routes/photo';
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
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xda])]);
  return Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, bytes - head.length - 2)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A real, decodable JPEG (solid colour) with the given size and Exif orientation tag. */
function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

/** A COM (comment) segment put right after SOI. */
const withComment = (jpegBytes: Buffer, text: string) => {
  const body = Buffer.from(text);
  const head = Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 255]);
  return Buffer.concat([jpegBytes.subarray(0, 2), head, body, jpegBytes.subarray(2)]);
};

/** The APPn and COM segments of a JPEG, up to the start of scan: [marker, payload]. */
function metadataSegments(buf: Buffer): [number, Buffer][] {
  const found: [number, Buffer][] = [];
  let offset = 2;
  while (offset + 4 <= buf.length && buf[offset] === 0xff) {
    const marker = buf[offset + 1];
    if (marker === 0xda) break;
    const length = buf.readUInt16BE(offset + 2);
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe)
      found.push([marker, buf.subarray(offset + 4, offset + 2 + length)]);
    offset += 2 + length;
  }
  return found;
}

function form(field: string, content: Buffer, type = 'image/jpeg') {
  const boundary = 'XyZboundary42';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { ...bearer(james), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (field: string, content: Buffer) =>
  app.inject({ method: 'POST', url: '/api/profile/my/photo/', ...form(field, content) });
const AVATAR = path.join(__dirname, '..', 'demo', 'files', 'avatars', 'avatar-01.jpg');

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
  it('stores a real JPEG under a random name and serves it', async () => {
    const res = await upload('photo', fs.readFileSync(AVATAR));
    expect(res.statusCode).toBe(200);
    expectShape(Profile, res.json());
    const url = res.json().photo as string;
    expect(url).toMatch(/^\/api\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const file = await app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // A re-encoded copy of the same picture.
    expect(jpegSize(file.rawPayload)).toEqual(jpegSize(fs.readFileSync(AVATAR)));
    // A second upload replaces (and removes) the first file.
    const again = await upload('photo', await photo(100, 100));
    expect(again.json().photo).not.toBe(url);
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

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

  it('serves a copy without Exif (GPS), XMP or comments', async () => {
    const tagged = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2980b9' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1', Artist: 'James' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '55/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '37/1 37/1 0/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    const original = withComment(tagged, 'secret comment');
    // The crafted upload really carries what must go.
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('Exif\0\0')).toBe(true);
    expect(original.includes('PhoneMaker')).toBe(true);
    expect(original.includes('http://ns.adobe.com/xap/1.0/')).toBe(true);

    const res = await upload('photo', original);
    expect(res.statusCode).toBe(200);
    const served = (await app.inject({ url: res.json().photo })).rawPayload;
    expect([served[0], served[1]]).toEqual([0xff, 0xd8]);
    expect([served[served.length - 2], served[served.length - 1]]).toEqual([0xff, 0xd9]);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(metadataSegments(served).filter(([marker]) => marker !== 0xe0)).toEqual([]); // only JFIF APP0 is left
    for (const text of [
      'Exif\0\0',
      'PhoneMaker',
      'GPS',
      'http://ns.adobe.com/xap/1.0/',
      'secret comment',
    ])
      expect(served.includes(text)).toBe(false);
  });

  it('turns the picture upright by its Exif orientation', async () => {
    const sideways = await photo(80, 40, 6); // 6: to be viewed turned 90° clockwise
    expect(await sharp(sideways).metadata()).toMatchObject({
      width: 80,
      height: 40,
      orientation: 6,
    });
    const res = await upload('photo', sideways);
    expect(res.statusCode).toBe(200);
    const served = (await app.inject({ url: res.json().photo })).rawPayload;
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.orientation).toBeUndefined();
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

  it('needs a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile/my/photo/',
      ...form('photo', jpeg(10, 10)),
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
          ...form('photo', jpeg(10, 10)),
          headers: { ...form('photo', jpeg(10, 10)).headers, ...bearer(token) },
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
