/** News articles: list (newest first), detail (marks it viewed for a signed-in reader), recommendations, favorite. */
import { IdParams } from '../../src/shared/contract/common';
import { ArticlesQuery } from '../../src/shared/contract/content';
import { articleDetail, articleItem } from '../content/views';
import { learnerOf, type App } from '../context';
import { notFound } from '../lib/errors';
import { searchNeedle } from '../lib/fold';
import { assertPageExists, idList, paged, pageOf } from '../lib/paging';
import { sql } from 'kysely';
import { andIf, contains, rows, scalar } from '../db/query';
import { favoriteToggle } from './favoriteToggle';

const where = (q: string | null, tags: number[] | null) =>
  sql`WHERE 1 = 1${andIf(q, () => contains('a.search_text', q!))}${andIf(
    tags,
    () =>
      sql`EXISTS (SELECT 1 FROM article_tags x WHERE x.article_id = a.id AND x.tag_id IN (${sql.join(tags!)}))`,
  )}`;
export const ARTICLE_RECOMMENDATIONS = 3;

export async function articleRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;

  app.get('/media/articles/', { schema: { querystring: ArticlesQuery } }, async (req) => {
    const filter = where(
      req.query.q ? searchNeedle(req.query.q) || null : null,
      idList(req.query.tags),
    );
    const page = pageOf(req.query);
    const count = await scalar(db, sql`SELECT count(*) AS n FROM articles a ${filter}`);
    assertPageExists(page, count);
    const ids = (
      await rows<{ id: number }>(
        db,
        sql`SELECT a.id FROM articles a ${filter} ORDER BY a.published_at DESC, a.id DESC LIMIT ${page.size} OFFSET ${page.offset}`,
      )
    ).map((r) => r.id);
    const learner = await learnerOf(app, req);
    return paged(
      req,
      page,
      count,
      ids.map((id) => articleItem(content.articles.get(id)!, learner)),
    );
  });

  app.get('/media/articles/:id/', { schema: { params: IdParams } }, async (req) => {
    const article = content.articles.get(Number(req.params.id));
    if (!article) throw notFound();
    if (req.userId !== null)
      await sql`INSERT INTO article_views (user_id, article_id) VALUES (${req.userId}, ${article.id})
        ON CONFLICT DO NOTHING`.execute(db);
    return articleDetail(article, await learnerOf(app, req));
  });

  // Articles sharing the most tags, newest first.
  app.get('/media/articles/:id/recommendations/', { schema: { params: IdParams } }, async (req) => {
    const article = content.articles.get(Number(req.params.id));
    if (!article) throw notFound();
    const ids = (
      await rows<{ id: number }>(
        db,
        sql`SELECT o.id FROM articles o WHERE o.id != ${article.id}
        ORDER BY (SELECT count(*) FROM article_tags a JOIN article_tags b ON a.tag_id = b.tag_id
          WHERE a.article_id = ${article.id} AND b.article_id = o.id) DESC,
          o.published_at DESC, o.id DESC LIMIT ${ARTICLE_RECOMMENDATIONS}`,
      )
    ).map((r) => r.id);
    const learner = await learnerOf(app, req);
    return ids.map((id) => articleItem(content.articles.get(id)!, learner));
  });

  favoriteToggle(
    app,
    '/media/articles/:id/favorite/',
    'article',
    (id) => content.articles.has(id),
    'News',
  );
}
