/**
 * The catalogue search (SPEC §7: GET /media/search/), apart from the course, module and test
 * calls (./learningApi.ts) so that the learning list, the first page most visitors open, carries
 * only this endpoint. Each item provides its course or module tag, and every list the
 * 'Catalogue' LIST tag, which progress changes in ./learningApi.ts invalidate.
 */
import type { Paged } from '@/shared/contract/common';
import type { CatalogueItem, CatalogueQuery } from '@/shared/contract/learning';
import { api } from '@/shared/api/baseApi';
import { compactParams } from '@/shared/api/queryParams';

const itemTag = (item: CatalogueItem) => ({
  type: item.type === 'course' ? ('Course' as const) : ('Module' as const),
  id: item.id,
});

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCatalogue: build.query<Paged<CatalogueItem>, CatalogueQuery>({
      query: (query) => ({ url: '/media/search/', params: compactParams(query) }),
      providesTags: (result) => [
        { type: 'Catalogue', id: 'LIST' },
        ...(result?.results.map(itemTag) ?? []),
      ],
    }),
  }),
});

export const { useSearchCatalogueQuery } = catalogueApi;
