/** News and media articles (SPEC §7; the list call is filled in by docs/api.md). */
import type { Paged } from '@/shared/contract/common';
import type { Article, ArticleDetail, ArticlesQuery } from '@/shared/contract/content';
import { api } from '@/shared/api/baseApi';
import { compactParams } from '@/shared/api/queryParams';

const articleTags = (articles: readonly Article[] = []) =>
  articles.map((a) => ({ type: 'Article' as const, id: a.id }));

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<Paged<Article>, ArticlesQuery | void>({
      query: (query) => ({ url: '/media/articles/', params: compactParams(query ?? undefined) }),
      providesTags: (result) => [{ type: 'Article', id: 'LIST' }, ...articleTags(result?.results)],
    }),
    getArticle: build.query<ArticleDetail, number>({
      query: (id) => `/media/articles/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
      /**
       * Reading an article marks it viewed on the server (docs/api.md). Every cached list showing it
       * (found through its Article tag) gets the Viewed label at once, without refetching; the
       * favorites' article page re-reads it when next shown.
       */
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.viewed) return;
        for (const entry of mediaApi.util.selectInvalidatedBy(getState(), [
          { type: 'Article', id },
        ])) {
          const mark = (articles: Article[]) =>
            articles.forEach((article) => article.id === id && (article.viewed = true));
          if (entry.endpointName === 'listArticles')
            dispatch(
              mediaApi.util.updateQueryData(
                'listArticles',
                entry.originalArgs as ArticlesQuery | void,
                (draft) => mark(draft.results),
              ),
            );
          if (entry.endpointName === 'getArticleRecommendations')
            dispatch(
              mediaApi.util.updateQueryData(
                'getArticleRecommendations',
                entry.originalArgs as number,
                (draft) => mark(draft),
              ),
            );
        }
        dispatch(mediaApi.util.invalidateTags([{ type: 'Favorites', id: 'article' }]));
      },
    }),
    getArticleRecommendations: build.query<Article[], number>({
      query: (id) => `/media/articles/${id}/recommendations/`,
      providesTags: (result) => articleTags(result),
    }),
  }),
});

export const { useListArticlesQuery, useGetArticleQuery, useGetArticleRecommendationsQuery } =
  mediaApi;
