/** News articles: list (newest first), detail (marks it viewed for a signed-in reader), recommendations, favorite. */
import { IdParams } from '../../src/shared/contract/common';
import { ArticlesQuery } from '../../src/shared/contract/content';
import { articleDetail, articleItem } from '../content/views';
import { learnerOf, type App } from '../context';
import { notFound } from '../lib/errors';
import { fold } from '../lib/fold';
import { assertPageExists, idListParam, paged, pageOf } from '../lib/paging';
import { sql } from '../lib/prepared';
import { favoriteToggle } from './favoriteToggle';

const WHERE = `WHERE (@q IS NULL OR instr(a.search_text, @q) > 0)
  AND (@tags IS NULL OR EXISTS (SELECT 1 FROM article_tags x WHERE x.article_id = a.id AND x.tag_id IN (SELECT value FROM json_each(@tags))))`;
export const ARTICLE_RECOMMENDATIONS = 3;

export async function articleRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;

  app.get('/media/articles/', { schema: { querystring: ArticlesQuery } }, async (req) => {
    const params = {
      q: req.query.q ? fold(req.query.q) || null : null,
      tags: idListParam(req.query.tags),
    };
    const page = pageOf(req.query);
    const count = sql(db, `SELECT count(*) FROM articles a ${WHERE}`).pluck().get(params) as number;
    assertPageExists(page, count);
    const ids = sql(
      db,
      `SELECT a.id FROM articles a ${WHERE} ORDER BY a.published_at DESC, a.id DESC LIMIT @limit OFFSET @offset`,
    )
      .pluck()
      .all({ ...params, limit: page.size, offset: page.offset }) as number[];
    const learner = learnerOf(app, req);
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
      sql(db, 'INSERT OR IGNORE INTO article_views (user_id, article_id) VALUES (?, ?)').run(
        req.userId,
        article.id,
      );
    return articleDetail(article, learnerOf(app, req));
  });

  // Articles sharing the most tags, newest first.
  app.get('/media/articles/:id/recommendations/', { schema: { params: IdParams } }, async (req) => {
    const article = content.articles.get(Number(req.params.id));
    if (!article) throw notFound();
    const ids = sql(
      db,
      `SELECT o.id FROM articles o WHERE o.id != @id
      ORDER BY (SELECT count(*) FROM article_tags a JOIN article_tags b ON a.tag_id = b.tag_id WHERE a.article_id = @id AND b.article_id = o.id) DESC,
        o.published_at DESC, o.id DESC LIMIT @limit`,
    )
      .pluck()
      .all({ id: article.id, limit: ARTICLE_RECOMMENDATIONS }) as number[];
    const learner = learnerOf(app, req);
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
