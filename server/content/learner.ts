/**
 * Per-user state (access, progress, favorites, passed tests, viewed articles), loaded lazily:
 * each piece is one indexed query the first time a reply needs it. A visitor has none.
 */
import type { Db } from '../db/open';
import { sql } from '../lib/prepared';

type Kind = 'course' | 'module' | 'article';

export class Learner {
  private cache = new Map<string, unknown>();

  constructor(
    private readonly db: Db,
    readonly userId: number | null,
  ) {}

  private memo<T>(key: string, load: (userId: number) => T, empty: T): T {
    if (this.userId === null) return empty;
    if (!this.cache.has(key)) this.cache.set(key, load(this.userId));
    return this.cache.get(key) as T;
  }

  private ids(key: string, text: string): Set<number> {
    return this.memo(
      key,
      (u) => new Set(sql(this.db, text).pluck().all(u) as number[]),
      new Set<number>(),
    );
  }

  /** Paid courses this user may open. */
  get access(): Set<number> {
    return this.ids('access', 'SELECT course_id FROM course_access WHERE user_id = ?');
  }

  /** module id -> completed (true) or viewed (false). */
  get progress(): Map<number, boolean> {
    return this.memo(
      'progress',
      (u) => {
        const rows = sql(
          this.db,
          'SELECT module_id, completed FROM module_progress WHERE user_id = ?',
        )
          .raw()
          .all(u) as [number, number][];
        return new Map(rows.map(([id, done]) => [id, done === 1]));
      },
      new Map<number, boolean>(),
    );
  }

  favorites(kind: Kind): Set<number> {
    return this.ids(
      `fav-${kind}`,
      `SELECT object_id FROM favorites WHERE user_id = ? AND kind = '${kind}'`,
    );
  }

  get passedTests(): Set<number> {
    return this.ids('tests', 'SELECT test_id FROM test_passes WHERE user_id = ?');
  }

  get viewedArticles(): Set<number> {
    return this.ids('articles', 'SELECT article_id FROM article_views WHERE user_id = ?');
  }
}
