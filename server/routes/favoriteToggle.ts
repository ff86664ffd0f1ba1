/**
 * POST adds a favorite (200, also when present), DELETE removes it (204, also when absent).
 * `canAdd` can be narrower than `exists`: an unpublished module can be removed, not added.
 */
import { IdParams } from '../../src/shared/contract/common';
import { userOf, type App } from '../context';
import { notFound } from '../lib/errors';
import { sql } from 'kysely';

export function favoriteToggle(
  app: App,
  url: string,
  kind: 'course' | 'module' | 'article',
  exists: (id: number) => boolean,
  noun: string,
  canAdd = exists,
): void {
  const { db } = app.ctx;
  const opts = { schema: { params: IdParams }, config: { auth: 'required' as const } };
  app.post(url, opts, async (req) => {
    const id = Number(req.params.id);
    if (!canAdd(id)) throw notFound();
    await sql`INSERT INTO favorites (user_id, kind, object_id, created_at)
      VALUES (${userOf(req)}, ${kind}, ${id}, ${app.ctx.now()}) ON CONFLICT DO NOTHING`.execute(db);
    return { detail: `${noun} added to favorites.` };
  });
  app.delete(url, opts, async (req, reply) => {
    const id = Number(req.params.id);
    if (!exists(id)) throw notFound();
    await sql`DELETE FROM favorites WHERE user_id = ${userOf(req)} AND kind = ${kind} AND object_id = ${id}`.execute(
      db,
    );
    return reply.code(204).send();
  });
}
