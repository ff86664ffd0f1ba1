/**
 * Media files: the demo files at /api/media/files/* (a paid module's video and materials only
 * through signed links, auth/fileLinks.ts) and uploaded photos at /api/media/uploads/* (from the
 * database, so any instance serves any photo). Certificates are routes/certificates.ts.
 */
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import { isCanonicalFilePath, isProtected } from '../auth/fileLinks';
import type { App } from '../context';
import { httpError, notFound } from '../lib/errors';
import { sql } from 'kysely';
import { first } from '../db/query';

/** How long a stored photo may be kept: a day by a browser, 10 minutes by a shared cache. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400, s-maxage=600';

export async function mediaRoutes(app: App): Promise<void> {
  const { db, filesDir } = app.ctx;
  const cache = { maxAge: '1h', immutable: false };
  // Before the static plugin, so its routes inherit the hooks. A paid lesson file answers only a
  // valid signed link, and only privately (no shared cache keeps it past the link's expiry).
  app.addHook('onRequest', async (req) => {
    // A file has one address: `videos//x.mp4` or `videos/./x.mp4` would name a paid file by a
    // path the check below does not know (the static plugin resolves them all the same).
    if (!isCanonicalFilePath(req.url)) throw notFound();
    if (isProtected(req.url, app.ctx.content) && !app.ctx.fileLinks.verify(req.url))
      throw httpError(403, 'forbidden', 'This link is invalid or has expired.');
  });
  app.addHook('onSend', async (req, reply) => {
    if (isProtected(req.url, app.ctx.content)) reply.header('cache-control', 'private, no-store');
  });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/media/files/',
    ...cache,
    index: false,
    list: false,
  });
  app.get(
    '/media/uploads/:name',
    { schema: { params: Type.Object({ name: Type.String() }) }, config: { auth: 'ignore' } },
    async (req, reply) => {
      // Any other name is simply not there (404, as for a missing file), not a bad request.
      if (!/^[0-9a-f]{32}\.jpg$/.test(req.params.name)) throw notFound();
      const upload = await first<{ content_type: string; content: Buffer }>(
        db,
        sql`SELECT content_type, content FROM uploads WHERE name = ${req.params.name}`,
      );
      if (!upload) throw notFound();
      // A name is random and never reused, so its bytes never change: the name is the ETag and a
      // revalidation is a 304. A replaced photo is deleted, and must leave caches soon after:
      // shared caches (a CDN, which serves anyone who has the old address) ask again after 10
      // minutes and then get the 404; a browser, which only shows it to whoever already saw it,
      // keeps it a day. It was 30 days, immutable, everywhere.
      const etag = `"${req.params.name.slice(0, -'.jpg'.length)}"`;
      reply.header('cache-control', PHOTO_CACHE_CONTROL).header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(upload.content_type).send(upload.content);
    },
  );
}
