/** Test data for the news screens (imported by tests only). */
import type { Paged } from '@/shared/contract/common';
import type { Article, ArticleDetail } from '@/shared/contract/content';
import { sampleArticle } from '@/features/cards/fixtures';

export const makeArticle = (overrides: Partial<Article> = {}): Article => sampleArticle(overrides);

export function makeArticleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...sampleArticle({ viewed: true }),
    body: '<p>Recall beats re-reading.</p><script>window.pwned = true</script><a href="javascript:alert(1)">Trap</a>',
    sponsor: null,
    is_favorite: false,
    ...overrides,
  };
}

export function pagedArticles(
  results: Article[],
  count = results.length,
  page = 1,
): Paged<Article> {
  return { count, page, next: null, previous: null, results };
}
