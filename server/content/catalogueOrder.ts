/**
 * The catalogue's order (GET /media/search/): courses by publication, newest first, then the
 * published sessions by their course's publication, course and position; each entry with what
 * the filters match (search text, tags, themes, sponsor).
 */
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { rows } from '../db/query';
import type { CatalogueEntry, CourseStatic, ModuleStatic } from './types';

export async function catalogueOrder(
  db: Db,
  courses: Map<number, CourseStatic>,
  modules: Map<number, ModuleStatic>,
): Promise<CatalogueEntry[]> {
  type Search = { id: number; search_text: string; published_at: number };
  const byId = (list: Search[]) => new Map(list.map((r) => [r.id, r]));
  const courseSearch = byId(
    await rows<Search>(db, sql`SELECT id, search_text, published_at FROM courses`),
  );
  const moduleSearch = byId(
    await rows<Search>(
      db,
      sql`SELECT m.id, m.search_text, c.published_at FROM modules m JOIN courses c ON c.id = m.course_id`,
    ),
  );
  const ids = (items: { id: number }[]) => new Set(items.map((x) => x.id));
  /** What the filters match of a course or a session (a session takes its course's sponsor). */
  const entry = (
    kind: CatalogueEntry['kind'],
    item: CourseStatic | ModuleStatic,
    search: Map<number, Search>,
    sponsor: CourseStatic['sponsor'],
  ): CatalogueEntry => ({
    kind,
    id: item.id,
    searchText: search.get(item.id)!.search_text,
    tags: ids(item.tags),
    themes: ids(item.themes),
    sponsor: sponsor?.id ?? null,
  });
  return [
    ...[...courses.values()]
      .sort(
        (x, y) =>
          courseSearch.get(y.id)!.published_at - courseSearch.get(x.id)!.published_at ||
          x.id - y.id,
      )
      .map((c) => entry('course', c, courseSearch, c.sponsor)),
    ...[...modules.values()]
      .filter((m) => m.isPublished)
      .sort((x, y) => {
        const [cx, cy] = [courses.get(x.courseId)!, courses.get(y.courseId)!];
        return (
          moduleSearch.get(y.id)!.published_at - moduleSearch.get(x.id)!.published_at ||
          cx.id - cy.id ||
          cx.moduleIds.indexOf(x.id) - cy.moduleIds.indexOf(y.id) ||
          x.id - y.id
        );
      })
      .map((m) => entry('module', m, moduleSearch, courses.get(m.courseId)!.sponsor)),
  ];
}
