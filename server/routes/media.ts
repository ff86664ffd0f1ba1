/**
 * Media files: the demo files at /api/media/files/* (a paid module's video and materials only
 * through signed links, auth/fileLinks.ts), uploaded photos at /api/media/uploads/* (from the
 * database, so any instance serves any photo),
 * and certificates drawn as SVG at /api/media/certificates/{code}/ (the code is random, so
 * a certificate link can be shared without exposing others).
 */
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import { isProtected } from '../auth/fileLinks';
import type { App } from '../context';
import { httpError, notFound } from '../lib/errors';
import { sql } from 'kysely';
import { first } from '../db/query';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function mediaRoutes(app: App): Promise<void> {
  const { db, filesDir } = app.ctx;
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
      return reply
        .type(upload.content_type)
        .header('cache-control', 'public, max-age=2592000, immutable')
        .send(upload.content);
    },
  );

  app.get(
    '/media/certificates/:code/',
    {
      schema: { params: Type.Object({ code: Type.String({ pattern: '^[0-9a-f]{16,64}$' }) }) },
      config: { auth: 'ignore' },
    },
    async (req, reply) => {
      const row = await first<{
        first_name: string;
        last_name: string;
        course: string;
        issued_at: number;
      }>(
        db,
        sql`SELECT p.first_name, p.last_name, k.name AS course, c.issued_at FROM certificates c
        JOIN people p ON p.id = c.user_id JOIN courses k ON k.id = c.course_id WHERE c.code = ${req.params.code}`,
      );
      if (!row) throw notFound();
      const date = new Date(row.issued_at).toISOString().slice(0, 10);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="848" viewBox="0 0 1200 848" font-family="Inter, Arial, sans-serif">
  <rect width="1200" height="848" fill="#ffffff"/><rect x="24" y="24" width="1152" height="800" rx="16" fill="none" stroke="#44CBB1" stroke-width="8"/>
  <text x="600" y="220" font-size="64" text-anchor="middle" fill="#171717" font-weight="700">Certificate</text>
  <text x="600" y="310" font-size="28" text-anchor="middle" fill="#555">This certifies that</text>
  <text x="600" y="400" font-size="52" text-anchor="middle" fill="#171717">${escape(`${row.first_name} ${row.last_name}`)}</text>
  <text x="600" y="480" font-size="28" text-anchor="middle" fill="#555">has completed the course</text>
  <text x="600" y="560" font-size="40" text-anchor="middle" fill="#44CBB1" font-weight="700">${escape(row.course)}</text>
  <text x="600" y="700" font-size="24" text-anchor="middle" fill="#555">${date}</text>
</svg>`;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
