/**
 * Favorites calls (SPEC §7): the combined list, one page per kind (3 per page, SPEC §9) and
 * the add/remove toggles, which count only on the status SPEC names (POST 200, DELETE 204).
 */
import type { Paged } from '@/shared/contract/common';
import type { FavoriteItem, FavoriteKind } from '@/shared/contract/profile';
import { api } from '@/shared/api/baseApi';

export type { FavoriteKind };
export const FAVORITES_PAGE_SIZE = 3;

export interface FavoriteTarget {
  kind: FavoriteKind;
  id: number;
}

/** The toggle address of each kind (SPEC §7). */
export function favoritePath({ kind, id }: FavoriteTarget): string {
  if (kind === 'course') return `/courses/${id}/favorite/`;
  if (kind === 'module') return `/courses/modules/${id}/favorite/`;
  return `/media/articles/${id}/favorite/`;
}

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavorites: build.query<FavoriteItem[], void>({
      query: () => '/profile/favorites/',
      providesTags: [{ type: 'Favorites', id: 'ALL' }],
    }),
    getFavoritesPage: build.query<Paged<FavoriteItem>, { kind: FavoriteKind; page?: number }>({
      query: ({ kind, page = 1 }) => ({ url: `/profile/favorites/${kind}/`, params: { page } }),
      providesTags: (_result, _error, { kind }) => [{ type: 'Favorites', id: kind }],
      // Logged here, once per failed request: the block itself moves off a failed page at once.
      async onQueryStarted({ kind, page = 1 }, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          const { error } = rejection as { error: unknown };
          console.error(`Favorites (${kind}, page ${page}) failed to load:`, error);
        }
      },
    }),
    addFavorite: build.mutation<unknown, FavoriteTarget>({
      query: (target) => ({
        url: favoritePath(target),
        method: 'POST',
        validateStatus: (r: Response) => r.status === 200,
      }),
      invalidatesTags: (_result, error, { kind }) =>
        error
          ? []
          : [
              { type: 'Favorites', id: 'ALL' },
              { type: 'Favorites', id: kind },
            ],
    }),
    removeFavorite: build.mutation<unknown, FavoriteTarget>({
      query: (target) => ({
        url: favoritePath(target),
        method: 'DELETE',
        validateStatus: (r: Response) => r.status === 204,
      }),
      invalidatesTags: (_result, error, { kind }) =>
        error
          ? []
          : [
              { type: 'Favorites', id: 'ALL' },
              { type: 'Favorites', id: kind },
            ],
    }),
  }),
});

export const {
  useGetFavoritesQuery,
  useGetFavoritesPageQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
} = favoritesApi;
