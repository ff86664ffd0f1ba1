/**
 * Media files: the demo files at /api/media/files/* (a paid module's video and materials only
 * through signed links, auth/fileLinks.ts) and uploaded photos at /api/media/uploads/*.
 * Certificates are routes/certificates.ts.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { isProtected } from '../auth/fileLinks';
import type { App } from '../context';
import { httpError } from '../lib/errors';

export async function mediaRoutes(app: App): Promise<void> {
  const { filesDir, uploadsDir } = app.ctx;
  fs.mkdirSync(uploadsDir, { recursive: true });
  const cache = { maxAge: '1h', immutable: false };
  // Before the static plugin, so its routes inherit the hooks. A paid lesson file answers only a
  // valid signed link, and only privately (no shared cache keeps it past the link's expiry).
  app.addHook('onRequest', async (req) => {
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
  // Uploaded names are random and never reused, so they may be cached for long.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/uploads/',
    maxAge: '30d',
    immutable: true,
    index: false,
    list: false,
    decorateReply: false,
  });
}
