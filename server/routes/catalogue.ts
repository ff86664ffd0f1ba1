/**
 * GET /media/search/: the learning catalogue. Filters, order, count and page run in SQL
 * (indexed joins, json_each for id lists, instr over pre-folded text for case-insensitive q,
 * the user's module_progress and test_passes rows for `progress`); the page's items are then built from the
 * content cache.
 */
import { CatalogueQuery } from '../../src/shared/contract/learning';
import type { CatalogueItem } from '../../src/shared/contract/learning';
import { courseView, moduleSummary } from '../content/views';
import { learnerOf, type App } from '../context';
import { fold } from '../lib/fold';
import { assertPageExists, idListParam, paged, pageOf } from '../lib/paging';
import { sql } from '../lib/prepared';

const inList = (param: string) => `(SELECT value FROM json_each(@${param}))`;

// A course's path (docs/api.md "Course path"): started once any published session was opened or
// its test passed; unfinished while a published session is not Completed or its test not passed.
const COURSE_STARTED = `(EXISTS (SELECT 1 FROM module_progress x JOIN modules mm ON mm.id = x.module_id
    WHERE x.user_id = @user AND mm.course_id = c.id AND mm.is_published = 1)
  OR EXISTS (SELECT 1 FROM test_passes p JOIN tests t ON t.id = p.test_id JOIN modules mm ON mm.id = t.module_id
    WHERE p.user_id = @user AND mm.course_id = c.id AND mm.is_published = 1))`;
const COURSE_UNFINISHED = `EXISTS (SELECT 1 FROM modules mm WHERE mm.course_id = c.id AND mm.is_published = 1 AND (
    NOT EXISTS (SELECT 1 FROM module_progress x WHERE x.user_id = @user AND x.module_id = mm.id AND x.completed = 1)
    OR EXISTS (SELECT 1 FROM tests t WHERE t.module_id = mm.id
      AND NOT EXISTS (SELECT 1 FROM test_passes p WHERE p.user_id = @user AND p.test_id = t.id))))`;

// Courses before modules; newest course first; a course's modules in course order.
const HITS = `WITH hits AS (
  SELECT 0 AS grp, c.id AS id, c.published_at AS p, c.id AS cid, 0 AS pos FROM courses c
  WHERE @type != 'module'
    AND (@progress IS NULL OR (${COURSE_STARTED} AND (NOT ${COURSE_UNFINISHED}) = @progress))
    AND (@q IS NULL OR instr(c.search_text, @q) > 0)
    AND (@tags IS NULL OR EXISTS (SELECT 1 FROM course_tags x WHERE x.course_id = c.id AND x.tag_id IN ${inList('tags')}))
    AND (@themes IS NULL OR EXISTS (SELECT 1 FROM course_themes x WHERE x.course_id = c.id AND x.theme_id IN ${inList('themes')}))
    AND (@sponsors IS NULL OR c.sponsor_id IN ${inList('sponsors')})
  UNION ALL
  SELECT 1, m.id, c.published_at, c.id, m.position FROM modules m JOIN courses c ON c.id = m.course_id
  WHERE m.is_published = 1 AND @type != 'course'
    AND (@q IS NULL OR instr(m.search_text, @q) > 0)
    AND (@tags IS NULL OR EXISTS (SELECT 1 FROM module_tags x WHERE x.module_id = m.id AND x.tag_id IN ${inList('tags')}))
    AND (@themes IS NULL OR EXISTS (SELECT 1 FROM module_themes x WHERE x.module_id = m.id AND x.theme_id IN ${inList('themes')}))
    AND (@sponsors IS NULL OR c.sponsor_id IN ${inList('sponsors')})
    AND (@progress IS NULL OR EXISTS (SELECT 1 FROM module_progress x WHERE x.user_id = @user AND x.module_id = m.id AND x.completed = @progress))
)`;
const COUNT = `${HITS} SELECT count(*) FROM hits`;
const PAGE = `${HITS} SELECT grp, id FROM hits ORDER BY grp, p DESC, cid, pos LIMIT @limit OFFSET @offset`;

export async function catalogueRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  app.get('/media/search/', { schema: { querystring: CatalogueQuery } }, async (req) => {
    const q = req.query.q ? fold(req.query.q) : '';
    const params = {
      type: req.query.type ?? 'all',
      q: q || null,
      tags: idListParam(req.query.tags),
      themes: idListParam(req.query.themes),
      sponsors: idListParam(req.query.sponsors),
      // Completed (1) or viewed (0); a visitor (user null) matches no progress row.
      progress: req.query.progress ? Number(req.query.progress === 'completed') : null,
      user: req.userId,
    };
    const page = pageOf(req.query);
    const count = sql(db, COUNT).pluck().get(params) as number;
    assertPageExists(page, count);
    const rows = sql(db, PAGE)
      .raw()
      .all({ ...params, limit: page.size, offset: page.offset }) as [number, number][];
    const learner = learnerOf(app, req);
    const results: CatalogueItem[] = rows.map(([grp, id]) =>
      grp === 0
        ? courseView(content.courses.get(id)!, learner, content, false)
        : moduleSummary(content.modules.get(id)!, learner),
    );
    return paged(req, page, count, results);
  });
}
