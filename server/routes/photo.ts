/**
 * POST /profile/my/photo/: multipart field `photo`, a real JPEG (magic bytes and a frame header),
 * at most 5 MB and 40 megapixels, stored under a server-made random name (docs/api.md "Rules": upload).
 * The stored file is a re-encoded copy without metadata (lib/reencode.ts): no Exif GPS, XMP or
 * comments of the original are ever served.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_BODY_LIMIT } from '../lib/limits';
import { personById, profileOf } from '../content/profiles';
import { userOf, type App } from '../context';
import { fieldError, httpError } from '../lib/errors';
import { jpegSize } from '../lib/jpeg';
import { reencodeJpeg } from '../lib/reencode';
import { sql } from '../lib/prepared';
import { UPLOADS_PREFIX } from '../lib/urls';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

export async function photoRoutes(app: App): Promise<void> {
  const { db, uploadsDir } = app.ctx;

  app.post(
    '/profile/my/photo/',
    {
      config: { auth: 'required' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Refuse an oversized body before reading it.
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT)
          throw httpError(413, 'body_too_large', 'Request body is too large.');
      },
    },
    async (req) => {
      const userId = userOf(req);
      if (!req.isMultipart())
        throw httpError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data.');
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
        throw fieldError('photo', 'too_many_pixels', 'The photo must be at most 40 megapixels.');
      const clean = await reencodeJpeg(data, MAX_PHOTO_PIXELS);
      if (!clean) throw fieldError('photo', 'not_jpeg', 'Upload a JPEG image.');

      const name = `${crypto.randomBytes(16).toString('hex')}.jpg`;
      await fs.mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(uploadsDir, name), clean, { mode: 0o644 });
      const old = personById(db, userId)!.photo;
      sql(db, 'UPDATE people SET photo = ? WHERE id = ?').run(UPLOADS_PREFIX + name, userId);
      if (old?.startsWith(UPLOADS_PREFIX)) {
        await fs.rm(path.join(uploadsDir, path.basename(old)), { force: true });
      }
      return profileOf(personById(db, userId)!);
    },
  );
}
