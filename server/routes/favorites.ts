/**
 * Favorites: one combined list (newest first) and a paged list per kind (page size 3, SPEC §9).
 * Unpublished modules stay listed with is_published false; the client hides them.
 */
import {
  FavoritesPageQuery,
  type FavoriteItem,
  type FavoriteKind,
} from '../../src/shared/contract/profile';
import type { Learner } from '../content/learner';
import { articleItem, courseView, moduleSummary } from '../content/views';
import { learnerOf, userOf, type App } from '../context';
import { pageList, pageOf } from '../lib/paging';
import { sql } from 'kysely';
import { andIf, rows } from '../db/query';

export const FAVORITES_PAGE_SIZE = 3;

export async function favoriteRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;

  const item = (kind: FavoriteKind, id: number, learner: Learner): FavoriteItem | null => {
    if (kind === 'course') {
      const c = content.courses.get(id);
      return c
        ? {
            type: kind,
            object: courseView(c, learner, content, false),
            parent_course: null,
            is_published: true,
          }
        : null;
    }
    if (kind === 'module') {
      const m = content.modules.get(id);
      const course = m && content.courses.get(m.courseId)!;
      return m && course
        ? {
            type: kind,
            object: moduleSummary(m, learner),
            parent_course: { id: course.id, name: course.name },
            is_published: m.isPublished,
          }
        : null;
    }
    const a = content.articles.get(id);
    return a
      ? { type: kind, object: articleItem(a, learner), parent_course: null, is_published: true }
      : null;
  };

  const list = async (
    req: { userId: number | null },
    kind: FavoriteKind | null,
  ): Promise<FavoriteItem[]> => {
    const learner = await learnerOf(app, req);
    const found = await rows<{ kind: FavoriteKind; object_id: number }>(
      db,
      sql`SELECT kind, object_id FROM favorites WHERE user_id = ${userOf(req)}${andIf(kind, () => sql`kind = ${kind}`)}
      ORDER BY created_at DESC, id DESC`,
    );
    return found
      .map((f) => item(f.kind, f.object_id, learner))
      .filter((x): x is FavoriteItem => x !== null);
  };

  const opts = { config: { auth: 'required' as const } };
  app.get('/profile/favorites/', opts, async (req) => list(req, null));

  for (const kind of ['article', 'course', 'module'] as const) {
    app.get(
      `/profile/favorites/${kind}/`,
      { ...opts, schema: { querystring: FavoritesPageQuery } },
      async (req) => pageList(req, pageOf(req.query, FAVORITES_PAGE_SIZE), await list(req, kind)),
    );
  }
}
