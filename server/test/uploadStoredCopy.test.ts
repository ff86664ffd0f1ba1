/**
 * What an accepted photo becomes: a re-encoded copy stored under a random name, served, and
 * removed when the next upload replaces it; without Exif (GPS), XMP or comments; turned upright by
 * its Exif orientation. The uploads are crafted to really carry what must go, so a copy that kept
 * it would fail. What is refused is uploadValidation.test.ts.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { Profile } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { jpegSize } from '../lib/jpeg';
import { expectShape, JAMES, login, makeApp } from './helpers';
import { AVATAR, photo, photoForm } from './photoFixtures';

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
    // Kept a day by a browser and 10 minutes by a shared cache, revalidated by its name.
    expect(file.headers['cache-control']).toBe('public, max-age=86400, s-maxage=600');
    const etag = file.headers['etag'] as string;
    expect(etag).toBe(`"${url.slice(url.lastIndexOf('/') + 1, -'.jpg'.length)}"`);
    const revalidated = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    // A re-encoded copy of the same picture.
    expect(jpegSize(file.rawPayload)).toEqual(jpegSize(fs.readFileSync(AVATAR)));
    // A second upload replaces (and removes) the first file.
    const again = await upload('photo', await photo(100, 100));
    expect(again.json().photo).not.toBe(url);
    expect((await app.inject({ url })).statusCode).toBe(404);
    // Revalidating the replaced photo finds it gone: not a 304.
    expect((await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
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
});
