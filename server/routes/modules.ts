/** Module detail, start/point progress, recommendations and the module favorite toggle. */
import { IdParams } from '../../src/shared/contract/common';
import { ProgressPoint } from '../../src/shared/contract/learning';
import { hasAccess, moduleDetail, moduleSummary, progressOf } from '../content/views';
import type { ModuleStatic } from '../content/types';
import { learnerOf, userOf, type App } from '../context';
import { fieldError, httpError, notFound } from '../lib/errors';
import { sql } from 'kysely';
import { rows } from '../db/query';
import { favoriteToggle } from './favoriteToggle';
import { recordPoint } from './progress';

export const RECOMMENDATIONS = 6;

export async function moduleRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  /** Unpublished modules are not visible (404), except inside favorites. */
  const visible = (id: string): ModuleStatic => {
    const m = content.modules.get(Number(id));
    if (!m || !m.isPublished) throw notFound();
    return m;
  };

  app.get('/courses/modules/:id/', { schema: { params: IdParams } }, async (req) =>
    moduleDetail(visible(req.params.id), await learnerOf(app, req), content, app.ctx.fileLinks),
  );

  const progressCall =
    (start: boolean) =>
    async (req: { params: { id: string }; body: ProgressPoint; userId: number | null }) => {
      const m = visible(req.params.id);
      const userId = userOf(req);
      if (!hasAccess(m.payment, m.courseId, await learnerOf(app, req)))
        throw httpError(403, 'forbidden', 'This module needs to be purchased.');
      const { label, object_id: objectId } = req.body;
      if (label === 'video' ? m.video?.id !== objectId : !m.materialIds.includes(objectId)) {
        throw fieldError('object_id', 'not_in_module', `No ${label} with this id in this module.`);
      }
      await recordPoint(db, userId, m, start ? null : { label, objectId }, app.ctx.now());
      // Read after the write: the progress this point made.
      return { progress: progressOf(m.id, await learnerOf(app, req)) };
    };
  const progressOpts = {
    schema: { params: IdParams, body: ProgressPoint },
    config: { auth: 'required' as const },
  };
  app.post('/courses/modules/:id/start/', progressOpts, progressCall(true));
  app.post('/courses/modules/:id/point/', progressOpts, progressCall(false));

  // Published modules sharing the most tags and themes, same course first on ties.
  app.get(
    '/courses/modules/:id/recommendations/',
    { schema: { params: IdParams } },
    async (req) => {
      const m = visible(req.params.id);
      const ids = (
        await rows<{ id: number }>(
          db,
          sql`SELECT o.id FROM modules o
          WHERE o.is_published = 1 AND o.id != ${m.id}
          ORDER BY (SELECT count(*) FROM module_tags a JOIN module_tags b ON a.tag_id = b.tag_id WHERE a.module_id = ${m.id} AND b.module_id = o.id)
                 + (SELECT count(*) FROM module_themes a JOIN module_themes b ON a.theme_id = b.theme_id WHERE a.module_id = ${m.id} AND b.module_id = o.id) DESC,
            CASE WHEN o.course_id = ${m.courseId} THEN 0 ELSE 1 END, o.id
          LIMIT ${RECOMMENDATIONS}`,
        )
      ).map((r) => r.id);
      const learner = await learnerOf(app, req);
      return ids.map((id) => moduleSummary(content.modules.get(id)!, learner));
    },
  );

  favoriteToggle(
    app,
    '/courses/modules/:id/favorite/',
    'module',
    (id) => content.modules.has(id),
    'Module',
    (id) => content.modules.get(id)?.isPublished === true,
  );
}
