/**
 * POST adds a favorite (200, also when present), DELETE removes it (204, also when absent).
 * `canAdd` can be narrower than `exists`: an unpublished module can be removed, not added.
 */
import { IdParams } from '../../src/shared/contract/common';
import { userOf, type App } from '../context';
import { notFound } from '../lib/errors';
import { sql } from '../lib/prepared';

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
    sql(
      db,
      'INSERT OR IGNORE INTO favorites (user_id, kind, object_id, created_at) VALUES (?, ?, ?, ?)',
    ).run(userOf(req), kind, id, app.ctx.now());
    return { detail: `${noun} added to favorites.` };
  });
  app.delete(url, opts, async (req, reply) => {
    const id = Number(req.params.id);
    if (!exists(id)) throw notFound();
    sql(db, 'DELETE FROM favorites WHERE user_id = ? AND kind = ? AND object_id = ?').run(
      userOf(req),
      kind,
      id,
    );
    return reply.code(204).send();
  });
}
