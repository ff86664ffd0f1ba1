/**
 * Per-user state (access, progress, favorites, passed tests, viewed articles), loaded in one
 * query per request (one round trip, whichever database): a few indexed rows per user. A visitor
 * has none and costs no query. Replies are then built from it synchronously.
 */
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { rows } from '../db/query';

type Kind = 'course' | 'module' | 'article';

export class Learner {
  /** Paid courses this user may open. */
  readonly access = new Set<number>();
  /** module id -> completed (true) or viewed (false). */
  readonly progress = new Map<number, boolean>();
  readonly passedTests = new Set<number>();
  readonly viewedArticles = new Set<number>();
  private readonly favorite = {
    course: new Set<number>(),
    module: new Set<number>(),
    article: new Set<number>(),
  };

  private constructor(readonly userId: number | null) {}

  static async load(db: Db, userId: number | null): Promise<Learner> {
    const learner = new Learner(userId);
    if (userId === null) return learner;
    const found = await rows<{ k: string; id: number; f: number }>(
      db,
      sql`SELECT 'access' AS k, course_id AS id, 0 AS f FROM course_access WHERE user_id = ${userId}
      UNION ALL SELECT 'progress', module_id, completed FROM module_progress WHERE user_id = ${userId}
      UNION ALL SELECT kind, object_id, 0 FROM favorites WHERE user_id = ${userId}
      UNION ALL SELECT 'test', test_id, 0 FROM test_passes WHERE user_id = ${userId}
      UNION ALL SELECT 'read', article_id, 0 FROM article_views WHERE user_id = ${userId}`,
    );
    for (const { k, id, f } of found) {
      if (k === 'access') learner.access.add(id);
      else if (k === 'progress') learner.progress.set(id, f === 1);
      else if (k === 'test') learner.passedTests.add(id);
      else if (k === 'read') learner.viewedArticles.add(id);
      else if (k === 'course' || k === 'module' || k === 'article') learner.favorite[k].add(id);
    }
    return learner;
  }

  favorites(kind: Kind): Set<number> {
    return this.favorite[kind];
  }
}
