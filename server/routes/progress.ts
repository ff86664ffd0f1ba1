/**
 * Module progress (docs/api.md "Rules"): start makes a module Viewed; it becomes Completed once its
 * video was watched to the end and each of its materials was opened, and stays Completed.
 */
import type { ModuleStatic } from '../content/types';
import type { Db } from '../db/open';
import { sql } from '../lib/prepared';

export function recordPoint(
  db: Db,
  userId: number,
  m: ModuleStatic,
  point: { label: 'video' | 'material'; objectId: number } | null,
  now: number,
): void {
  db.transaction(() => {
    sql(
      db,
      `INSERT INTO module_progress (user_id, module_id, completed, video_done, updated_at) VALUES (?, ?, 0, 0, ?)
      ON CONFLICT (user_id, module_id) DO NOTHING`,
    ).run(userId, m.id, now);
    if (point?.label === 'video') {
      sql(
        db,
        'UPDATE module_progress SET video_done = 1, updated_at = ? WHERE user_id = ? AND module_id = ?',
      ).run(now, userId, m.id);
    } else if (point) {
      sql(db, 'INSERT OR IGNORE INTO material_views (user_id, material_id) VALUES (?, ?)').run(
        userId,
        point.objectId,
      );
    }
    const row = sql(
      db,
      'SELECT completed, video_done FROM module_progress WHERE user_id = ? AND module_id = ?',
    ).get(userId, m.id) as { completed: number; video_done: number };
    if (row.completed === 1) return;
    const videoDone = m.video === null || row.video_done === 1;
    const seen =
      m.materialIds.length === 0
        ? 0
        : (sql(
            db,
            `SELECT count(*) FROM material_views v JOIN materials x ON x.id = v.material_id
      WHERE v.user_id = ? AND x.module_id = ?`,
          )
            .pluck()
            .get(userId, m.id) as number);
    if (videoDone && seen >= m.materialIds.length) {
      sql(
        db,
        'UPDATE module_progress SET completed = 1, updated_at = ? WHERE user_id = ? AND module_id = ?',
      ).run(now, userId, m.id);
    }
  })();
}
