/**
 * GET /media/search/: the learning catalogue. Without `progress` it is filtered, counted and paged
 * in memory (the catalogue never changes while the server runs; content/cache.ts keeps it in
 * catalogue order with its folded search text). With `progress` (the user's) it runs in SQL
 * (indexed joins, IN lists, LIKE over pre-folded text for case-insensitive q,
 * the user's module_progress and test_passes rows for `progress`); the page's items are then built from the
 * content cache.
 */
import { CatalogueQuery } from '../../src/shared/contract/learning';
import type { CatalogueItem } from '../../src/shared/contract/learning';
import type { CatalogueEntry } from '../content/types';
import { courseView, moduleSummary } from '../content/views';
import { learnerOf, type App } from '../context';
import { searchNeedle } from '../lib/fold';
import { assertPageExists, idList, paged, pageOf } from '../lib/paging';
import { sql } from 'kysely';
import { andIf, contains, rows, scalar } from '../db/query';

interface Filters {
  type: 'all' | 'course' | 'module';
  q: string | null;
  tags: number[] | null;
  themes: number[] | null;
  sponsors: number[] | null;
  /** Completed (1) or viewed (0); a visitor (user null) matches no progress row. */
  progress: number | null;
  user: number | null;
}

const inList = (ids: number[]) => sql`(${sql.join(ids)})`;

/**
 * A course's path (docs/api.md "Course path"): started once any published session was opened or
 * its test passed; finished (1) when every published session is Completed with its test passed,
 * else in progress (0). A visitor (user null) has started nothing.
 */
const courseProgress = (user: number | null, progress: number) => sql`(EXISTS (
    SELECT 1 FROM module_progress x JOIN modules mm ON mm.id = x.module_id
    WHERE x.user_id = ${user} AND mm.course_id = c.id AND mm.is_published = 1)
  OR EXISTS (SELECT 1 FROM test_passes p JOIN tests t ON t.id = p.test_id JOIN modules mm ON mm.id = t.module_id
    WHERE p.user_id = ${user} AND mm.course_id = c.id AND mm.is_published = 1))
  AND CASE WHEN EXISTS (SELECT 1 FROM modules mm WHERE mm.course_id = c.id AND mm.is_published = 1 AND (
      NOT EXISTS (SELECT 1 FROM module_progress x WHERE x.user_id = ${user} AND x.module_id = mm.id AND x.completed = 1)
      OR EXISTS (SELECT 1 FROM tests t WHERE t.module_id = mm.id
        AND NOT EXISTS (SELECT 1 FROM test_passes p WHERE p.user_id = ${user} AND p.test_id = t.id))))
    THEN 0 ELSE 1 END = ${progress}`;

const anyOf = (wanted: number[] | null, have: Set<number>) =>
  wanted === null || wanted.some((id) => have.has(id));

/** The same filters as the SQL below, on the in-memory catalogue (content/cache.ts). */
function matches(entry: CatalogueEntry, f: Filters): boolean {
  if (f.type !== 'all' && entry.kind !== f.type) return false;
  if (f.q && !entry.searchText.includes(f.q)) return false;
  return (
    anyOf(f.tags, entry.tags) &&
    anyOf(f.themes, entry.themes) &&
    (f.sponsors === null || (entry.sponsor !== null && f.sponsors.includes(entry.sponsor)))
  );
}

// Courses before modules; newest course first; a course's modules in course order.
function hits(f: Filters) {
  const courses =
    f.type !== 'module'
      ? sql`SELECT 0 AS grp, c.id AS id, c.published_at AS p, c.id AS cid, 0 AS pos FROM courses c
        WHERE 1 = 1${andIf(f.progress, () => courseProgress(f.user, f.progress!))}${andIf(f.q, () => contains('c.search_text', f.q!))}${andIf(
          f.tags,
          () =>
            sql`EXISTS (SELECT 1 FROM course_tags x WHERE x.course_id = c.id AND x.tag_id IN ${inList(f.tags!)})`,
        )}${andIf(
          f.themes,
          () =>
            sql`EXISTS (SELECT 1 FROM course_themes x WHERE x.course_id = c.id AND x.theme_id IN ${inList(f.themes!)})`,
        )}${andIf(f.sponsors, () => sql`c.sponsor_id IN ${inList(f.sponsors!)}`)}`
      : null;
  const modules =
    f.type !== 'course'
      ? sql`SELECT 1 AS grp, m.id AS id, c.published_at AS p, c.id AS cid, m.position AS pos
        FROM modules m JOIN courses c ON c.id = m.course_id
        WHERE m.is_published = 1${andIf(f.q, () => contains('m.search_text', f.q!))}${andIf(
          f.tags,
          () =>
            sql`EXISTS (SELECT 1 FROM module_tags x WHERE x.module_id = m.id AND x.tag_id IN ${inList(f.tags!)})`,
        )}${andIf(
          f.themes,
          () =>
            sql`EXISTS (SELECT 1 FROM module_themes x WHERE x.module_id = m.id AND x.theme_id IN ${inList(f.themes!)})`,
        )}${andIf(f.sponsors, () => sql`c.sponsor_id IN ${inList(f.sponsors!)}`)}${andIf(
          f.progress,
          () =>
            sql`EXISTS (SELECT 1 FROM module_progress x WHERE x.user_id = ${f.user} AND x.module_id = m.id AND x.completed = ${f.progress})`,
        )}`
      : null;
  const parts = [courses, modules].filter((p) => p !== null);
  return parts.length === 0 ? null : sql`WITH hits AS (${sql.join(parts, sql` UNION ALL `)})`;
}

export async function catalogueRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  app.get('/media/search/', { schema: { querystring: CatalogueQuery } }, async (req) => {
    const q = req.query.q ? searchNeedle(req.query.q) : '';
    const filters: Filters = {
      type: req.query.type ?? 'all',
      q: q || null,
      tags: idList(req.query.tags),
      themes: idList(req.query.themes),
      sponsors: idList(req.query.sponsors),
      progress: req.query.progress ? Number(req.query.progress === 'completed') : null,
      user: req.userId,
    };
    const page = pageOf(req.query);
    let count: number;
    let found: { grp: number; id: number }[];
    if (filters.progress === null) {
      // The catalogue never changes while the server runs: filtered in memory, no query.
      const hits = content.catalogue.filter((entry) => matches(entry, filters));
      count = hits.length;
      assertPageExists(page, count);
      found = hits
        .slice(page.offset, page.offset + page.size)
        .map((entry) => ({ grp: entry.kind === 'course' ? 0 : 1, id: entry.id }));
    } else {
      // Progress is the user's: counted and paged in SQL.
      const withHits = hits(filters);
      count = withHits ? await scalar(db, sql`${withHits} SELECT count(*) AS n FROM hits`) : 0;
      assertPageExists(page, count);
      found = withHits
        ? await rows<{ grp: number; id: number }>(
            db,
            sql`${withHits} SELECT grp, id FROM hits ORDER BY grp, p DESC, cid, pos LIMIT ${page.size} OFFSET ${page.offset}`,
          )
        : [];
    }
    const learner = await learnerOf(app, req);
    const results: CatalogueItem[] = found.map(({ grp, id }) =>
      grp === 0
        ? courseView(content.courses.get(id)!, learner, content, false)
        : moduleSummary(content.modules.get(id)!, learner),
    );
    return paged(req, page, count, results);
  });
}
