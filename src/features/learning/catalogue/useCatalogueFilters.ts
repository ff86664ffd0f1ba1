/**
 * The catalogue's filters (?q=&tags=1,2&themes=3) are the URL's, through the app's one hook for
 * list queries (`shared/lib/useListQuery.ts`): the URL is the source of truth, so a filtered view
 * can be shared, reloaded and walked with back/forward, and the request always follows it.
 * The filters slice mirrors the URL (restored in a layout effect, so no stale frame is painted)
 * for whoever reads the catalogue's filters from the store.
 */
import { useLayoutEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  filtersRestoredFromUrl,
  filtersToSearch,
  selectFilters,
  type FiltersState,
} from '@/features/filters/filtersSlice';
import { useListQuery } from '@/shared/lib/useListQuery';

export interface CatalogueFilters {
  filters: FiltersState;
  setSearch: (q: string) => void;
  setTags: (ids: number[]) => void;
  setThemes: (ids: number[]) => void;
  reset: () => void;
}

export function useCatalogueFilters(): CatalogueFilters {
  const dispatch = useAppDispatch();
  const { q, tags, themes, setQ, setTags, setThemes, reset } = useListQuery();
  const filters = useMemo(() => ({ q, tags, themes }), [q, tags, themes]);
  const mirrored = useAppSelector(selectFilters);
  const inSync = filtersToSearch(mirrored) === filtersToSearch(filters);

  useLayoutEffect(() => {
    if (!inSync) dispatch(filtersRestoredFromUrl(filters));
  }, [inSync, filters, dispatch]);

  return { filters, setSearch: setQ, setTags, setThemes, reset };
}
