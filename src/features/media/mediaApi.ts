/** News and media articles (SPEC §7; the list call is filled in by API.md). */
import type { Paged } from '@/shared/contract/common';
import type { Article, ArticleDetail, ArticlesQuery } from '@/shared/contract/content';
import { api } from '@/shared/api/baseApi';
import { compactParams } from '@/shared/api/queryParams';

const articleTags = (articles: readonly Article[] = []) => articles.map((a) => ({ type: 'Article' as const, id: a.id }));

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<Paged<Article>, ArticlesQuery | void>({
      query: (query) => ({ url: '/media/articles/', params: compactParams(query ?? undefined) }),
      providesTags: (result) => [{ type: 'Article', id: 'LIST' }, ...articleTags(result?.results)],
    }),
    getArticle: build.query<ArticleDetail, number>({
      query: (id) => `/media/articles/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    getArticleRecommendations: build.query<Article[], number>({
      query: (id) => `/media/articles/${id}/recommendations/`,
      providesTags: (result) => articleTags(result),
    }),
  }),
});

export const { useListArticlesQuery, useGetArticleQuery, useGetArticleRecommendationsQuery } = mediaApi;
