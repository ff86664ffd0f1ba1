/**
 * Module progress (docs/api.md "Rules"): start makes a module Viewed; it becomes Completed once its
 * video was watched to the end and each of its materials was opened, and stays Completed.
 *
 * One user's points in one module never interleave, on any instance (db/lock.ts): each point
 * writes its part, then counts the parts done. Two at once on two instances (the video's end and
 * the last material, from two tabs) each counted before the other committed, and neither
 * completed the module (a crowd audit: 31 of 60 modules raced so stayed Viewed).
 */
import type { ModuleStatic } from '../content/types';
import type { Db } from '../db/dialect';
import { sql } from 'kysely';
import { withLock } from '../db/lock';
import { first, scalar } from '../db/query';

export async function recordPoint(
  db: Db,
  userId: number,
  m: ModuleStatic,
  point: { label: 'video' | 'material'; objectId: number } | null,
  now: number,
): Promise<void> {
  await withLock(db, `progress:${userId}:${m.id}`, async (trx) => {
    await sql`INSERT INTO module_progress (user_id, module_id, completed, video_done, updated_at)
      VALUES (${userId}, ${m.id}, 0, 0, ${now}) ON CONFLICT (user_id, module_id) DO NOTHING`.execute(
      trx,
    );
    if (point?.label === 'video') {
      await sql`UPDATE module_progress SET video_done = 1, updated_at = ${now}
        WHERE user_id = ${userId} AND module_id = ${m.id}`.execute(trx);
    } else if (point) {
      await sql`INSERT INTO material_views (user_id, material_id) VALUES (${userId}, ${point.objectId})
        ON CONFLICT DO NOTHING`.execute(trx);
    }
    const row = (await first<{ completed: number; video_done: number }>(
      trx,
      sql`SELECT completed, video_done FROM module_progress WHERE user_id = ${userId} AND module_id = ${m.id}`,
    ))!;
    if (row.completed === 1) return;
    const videoDone = m.video === null || row.video_done === 1;
    const seen =
      m.materialIds.length === 0
        ? 0
        : await scalar(
            trx,
            sql`SELECT count(*) AS n FROM material_views v JOIN materials x ON x.id = v.material_id
            WHERE v.user_id = ${userId} AND x.module_id = ${m.id}`,
          );
    if (videoDone && seen >= m.materialIds.length)
      await sql`UPDATE module_progress SET completed = 1, updated_at = ${now}
        WHERE user_id = ${userId} AND module_id = ${m.id}`.execute(trx);
  });
}
