/**
 * POST /profile/my/photo/: multipart field `photo`, a real JPEG (magic bytes and a frame header),
 * at most 5 MB, 16 megapixels and 100 scans, stored under a server-made random name (docs/api.md
 * "Upload").
 * The stored file is a re-encoded copy without metadata (lib/reencode.ts): no Exif GPS, XMP or
 * comments of the original are ever served. It is kept in the database (table uploads), so every
 * instance of the server can serve it (routes/media.ts).
 *
 * Decoding holds the whole bitmap in memory (16 MP: ~50 MB, and sharp's pipeline more), so an
 * account has one upload in flight at a time (a second is 429), and the process decodes a few at
 * once (app.ctx.photoDecodes, lib/decodeGate.ts): the next wait in a short queue, the rest are 503
 * with Retry-After (server/docs/limits.md).
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { UPLOAD_BODY_LIMIT } from '../lib/limits';
import { personById, profileOf } from '../content/profiles';
import { withLock } from '../db/lock';
import { userOf, type App } from '../context';
import { accountRateLimitKey } from '../lib/clientKey';
import { fieldError, httpError, HttpError, serverBusy } from '../lib/errors';
import { jpegScans, jpegSize } from '../lib/jpeg';
import { reencodeJpeg } from '../lib/reencode';
import { UPLOADS_PREFIX } from '../lib/urls';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * The app's cropper uploads at most 1024×1024 (src/shared/ui/AvatarCropper/cropperConfig.ts,
 * ~1 MP); 16 MP still takes a 4:3 12-megapixel phone photo sent as it is (4032×3024), with room.
 */
export const MAX_PHOTO_PIXELS = 16_000_000;
/**
 * Encoders write 1 scan (baseline) or about 10 (progressive: libjpeg's and mozjpeg's scripts, 8
 * to 10 here). A valid progression allows ~880 per component, each a pass over all the blocks
 * however few bytes it takes: a 16 MP four-component JPEG of 3,529 empty scans (234 KB) took
 * 10.5 s of CPU to decode, where a 16 MP photo takes 0.6 s (an attacker audit). 100 bounds the
 * cost near a photo's and refuses nothing an encoder writes.
 */
export const MAX_PHOTO_SCANS = 100;
/** Seconds a client is told to wait when the decode queue is full. */
const BUSY_RETRY_SECONDS = 2;

const busy = () =>
  serverBusy(
    'The server is busy with other photos. Try again in a few seconds.',
    BUSY_RETRY_SECONDS,
  );
const alreadyUploading = () =>
  new HttpError(
    429,
    {
      detail: 'Another photo of this account is still being uploaded. Try again when it is done.',
      code: 'too_many_requests',
    },
    { 'Retry-After': '1' },
  );

export async function photoRoutes(app: App): Promise<void> {
  const { db, photoDecodes } = app.ctx;
  /** Accounts with an upload in flight in this process. */
  const uploading = new Set<number>();

  app.post(
    '/profile/my/photo/',
    {
      config: {
        auth: 'required',
        // A 16-megapixel photo is ~0.8 s of re-encoding and ~110 MB at its peak: the auth
        // calls' budget (10 a minute by default), far above a person choosing photos, counted
        // per account (lib/clientKey.ts accountRateLimitKey).
        rateLimit: {
          max: app.ctx.authRateLimit.max,
          timeWindow: app.ctx.authRateLimit.timeWindow,
          keyGenerator: accountRateLimitKey,
        },
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Refuse an oversized body before reading it. The multipart reader pipes the raw stream
      // past Fastify's bodyLimit, so a body without a length (chunked) could only be refused
      // after reading it to its end: such a body is 411 at once (browsers send a form's length).
      onRequest: async (req) => {
        const length = req.headers['content-length'];
        if (length === undefined)
          throw httpError(411, 'length_required', 'Send the photo with a Content-Length.');
        if (Number(length) > UPLOAD_BODY_LIMIT)
          throw httpError(413, 'body_too_large', 'Request body is too large.');
      },
    },
    async (req) => {
      const userId = userOf(req);
      if (!req.isMultipart())
        throw httpError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data.');
      if (uploading.has(userId)) throw alreadyUploading();
      uploading.add(userId);
      try {
        return await store(req, userId);
      } finally {
        uploading.delete(userId);
      }
    },
  );

  async function store(req: FastifyRequest, userId: number) {
    let data: Buffer;
    try {
      const part = await req.file();
      if (!part || part.fieldname !== 'photo')
        throw fieldError('photo', 'no_file', 'No file was submitted.');
      data = await part.toBuffer();
    } catch (err) {
      if (err instanceof Error && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fieldError('photo', 'file_too_large', 'The photo must be at most 5 MB.');
      if (err instanceof Error && 'body' in err) throw err;
      throw fieldError('photo', 'unreadable_file', 'The upload could not be read.');
    }
    const size = jpegSize(data);
    if (!size) throw fieldError('photo', 'not_jpeg', 'Upload a JPEG image.');
    // Checked from the frame header before decoding, so a small file claiming huge dimensions
    // (a decompression bomb) never reaches the decoder.
    if (size.width * size.height > MAX_PHOTO_PIXELS)
      throw fieldError('photo', 'too_many_pixels', 'The photo must be at most 16 megapixels.');
    // Counted before decoding too: decoding time grows with the scans (MAX_PHOTO_SCANS).
    if (jpegScans(data, MAX_PHOTO_SCANS) > MAX_PHOTO_SCANS)
      throw fieldError('photo', 'not_jpeg', 'Upload a JPEG image.');
    const decoded = await photoDecodes.run(() => reencodeJpeg(data, MAX_PHOTO_PIXELS));
    if (decoded.busy) throw busy();
    const clean = decoded.value;
    if (!clean) throw fieldError('photo', 'not_jpeg', 'Upload a JPEG image.');

    const name = `${crypto.randomBytes(16).toString('hex')}.jpg`;
    // One upload per person at a time, on any instance: two at once would both delete the same
    // old photo, and the one replaced first would stay stored and served.
    await withLock(db, `photo:${userId}`, async (trx) => {
      const old = (await personById(trx, userId))!.photo;
      await sql`INSERT INTO uploads (name, content_type, content, created_at)
          VALUES (${name}, 'image/jpeg', ${clean}, ${app.ctx.now()})`.execute(trx);
      await sql`UPDATE people SET photo = ${UPLOADS_PREFIX + name} WHERE id = ${userId}`.execute(
        trx,
      );
      if (old?.startsWith(UPLOADS_PREFIX))
        await sql`DELETE FROM uploads WHERE name = ${old.slice(UPLOADS_PREFIX.length)}`.execute(
          trx,
        );
    });
    return profileOf((await personById(db, userId))!);
  }
}
