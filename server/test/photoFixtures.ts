/**
 * Bytes for the photo upload suites (uploadValidation.test.ts, uploadStoredCopy.test.ts): JPEG
 * headers that only claim a size (cheap to make at any size, never decodable), real JPEGs made by
 * sharp, a demo avatar, and the multipart body POST /profile/my/photo/ takes.
 */
import path from 'node:path';
import sharp from 'sharp';
import { bearer } from './helpers';

/** A JPEG header with the given size (SOI, APP0, SOF0), padded to `bytes`. */
export function jpeg(width: number, height: number, bytes = 200): Buffer {
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
export function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

/** A multipart body with one file in `field`, and the headers to send it with `token`. */
export function photoForm(token: string, field: string, content: Buffer, type = 'image/jpeg') {
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
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const AVATAR = path.join(__dirname, '..', 'demo', 'files', 'avatars', 'avatar-01.jpg');

/**
 * A valid progressive greyscale JPEG with the most scans a progression allows (883: the DC, then
 * each of the 63 AC coefficients alone, first at the lowest precision and refined bit by bit),
 * every block zero. Tiny, decodable (a grey picture), and each scan is a pass over every block.
 */
export function manyScans(width: number, height: number): Buffer {
  const out: number[] = [0xff, 0xd8];
  const segment = (marker: number, body: number[]) =>
    out.push(0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255, ...body);
  /** Entropy-coded bits, padded with ones, an FF byte stuffed with 00. */
  const coded = (bits: string) => {
    const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
    for (let i = 0; i < padded.length; i += 8) {
      const byte = parseInt(padded.slice(i, i + 8), 2);
      out.push(...(byte === 0xff ? [0xff, 0] : [byte]));
    }
  };
  const scan = (ss: number, se: number, ah: number, al: number) =>
    segment(0xda, [1, 1, 0x00, ss, se, (ah << 4) | al]);
  segment(0xdb, [0, ...new Array<number>(64).fill(1)]);
  segment(0xc2, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
  // One code, "0", in each table: DC difference 0; AC "end of band" runs of 2^14 + 14 bits.
  segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]);
  segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0xe0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  scan(0, 0, 0, 0);
  coded('0'.repeat(blocks));
  let runs = '';
  for (let left = blocks; left > 0; left -= 32767)
    runs += `0${(Math.min(32767, Math.max(16384, left)) - 16384).toString(2).padStart(14, '0')}`;
  for (let k = 1; k <= 63; k++)
    for (let al = 13; al >= 0; al--) {
      scan(k, k, al === 13 ? 0 : al + 1, al);
      coded(runs);
    }
  out.push(0xff, 0xd9);
  return Buffer.from(out);
}
