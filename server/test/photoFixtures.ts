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
