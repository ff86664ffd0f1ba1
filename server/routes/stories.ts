/** Stories active now (show_start <= now <= show_end), with whether this user saw each. */
import { IdParams } from '../../src/shared/contract/common';
import type { Story } from '../../src/shared/contract/content';
import { userOf, type App } from '../context';
import { notFound } from '../lib/errors';
import { sql } from 'kysely';
import { first, rows } from '../db/query';
import { iso, mediaUrl } from '../lib/urls';

export async function storyRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const opts = { config: { auth: 'required' as const } };

  app.get('/stories/', opts, async (req): Promise<Story[]> => {
    const userId = userOf(req);
    const now = app.ctx.now();
    const stories = await rows<{
      id: number;
      name: string;
      text: string;
      link_kind: 'article' | 'event' | 'course' | null;
      link_id: number | null;
      thumbnail: string;
      show_start: number;
      show_end: number;
      seen: number;
    }>(
      db,
      sql`SELECT s.*, CASE WHEN EXISTS (SELECT 1 FROM story_views v WHERE v.user_id = ${userId} AND v.story_id = s.id)
        THEN 1 ELSE 0 END AS seen
      FROM stories s WHERE s.show_start <= ${now} AND s.show_end >= ${now} ORDER BY s.show_start DESC, s.id`,
    );
    const files = await rows<{
      id: number;
      story_id: number;
      kind: 'image' | 'video';
      file: string;
    }>(
      db,
      sql`SELECT f.id, f.story_id, f.kind, f.file FROM story_files f JOIN stories s ON s.id = f.story_id
      WHERE s.show_start <= ${now} AND s.show_end >= ${now} ORDER BY f.story_id, f.position`,
    );
    return stories.map((s) => ({
      id: s.id,
      name: s.name,
      text: s.text,
      link: s.link_kind && s.link_id !== null ? { kind: s.link_kind, id: s.link_id } : null,
      show_start: iso(s.show_start),
      show_end: iso(s.show_end),
      view: s.seen === 1,
      thumbnail: mediaUrl(s.thumbnail) ?? '',
      files: files
        .filter((f) => f.story_id === s.id)
        .map((f) => ({ id: f.id, kind: f.kind, url: mediaUrl(f.file) ?? '' })),
    }));
  });

  app.post('/stories/:id/view/', { ...opts, schema: { params: IdParams } }, async (req, reply) => {
    const id = Number(req.params.id);
    if (!(await first(db, sql`SELECT 1 AS found FROM stories WHERE id = ${id}`))) throw notFound();
    await sql`INSERT INTO story_views (user_id, story_id) VALUES (${userOf(req)}, ${id})
      ON CONFLICT DO NOTHING`.execute(db);
    return reply.code(204).send();
  });
}
