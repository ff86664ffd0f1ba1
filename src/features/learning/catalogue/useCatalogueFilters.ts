/**
 * The catalogue's filters live in the filters slice AND in the address bar (?q=&tags=1,2&themes=3)
 * so a filtered view can be shared, reloaded and walked with back/forward:
 * - the URL is the source of truth: on mount and on every back/forward the slice is restored
 *   from it (a layout effect, so no stale frame is painted);
 * - a change made here updates both at once: the slice action and a navigation (push, except
 *   while refining a search text, which replaces, so Back does not replay every keystroke).
 * `synced` is the last filters state that matched the URL: the query uses it, so a render that
 * sits between a back/forward and the restore never requests stale parameters.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  filtersReset,
  filtersRestoredFromUrl,
  filtersFromSearch,
  filtersToSearch,
  searchChanged,
  selectFilters,
  tagsChanged,
  themesChanged,
  type FiltersState,
} from '@/features/filters/filtersSlice';

/** Ids deduplicated and sorted as the slice keeps them, so URL and slice compare equal. */
const clean = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
export const canonicalSearch = (f: FiltersState) =>
  filtersToSearch({ q: f.q, tags: clean(f.tags), themes: clean(f.themes) });

export interface CatalogueFilters {
  filters: FiltersState;
  /** null until the slice has caught up with the URL on first mount. */
  synced: FiltersState | null;
  setSearch: (q: string) => void;
  setTags: (ids: number[]) => void;
  setThemes: (ids: number[]) => void;
  reset: () => void;
}

export function useCatalogueFilters(): CatalogueFilters {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  const urlFilters = useMemo(() => filtersFromSearch(search), [search]);
  const inSync = canonicalSearch(filters) === canonicalSearch(urlFilters);
  const synced = useRef<FiltersState | null>(null);
  if (inSync) synced.current = filters;

  useLayoutEffect(() => {
    if (!inSync) dispatch(filtersRestoredFromUrl(urlFilters));
  }, [inSync, urlFilters, dispatch]);

  const go = useCallback(
    (next: FiltersState, replace = false) =>
      navigate({ pathname, search: canonicalSearch(next) }, { replace }),
    [navigate, pathname],
  );

  const setSearch = useCallback(
    (q: string) => {
      dispatch(searchChanged(q));
      go({ ...filters, q }, filters.q.trim() !== '' && q.trim() !== '');
    },
    [dispatch, go, filters],
  );
  const setTags = useCallback(
    (ids: number[]) => {
      dispatch(tagsChanged(ids));
      go({ ...filters, tags: ids });
    },
    [dispatch, go, filters],
  );
  const setThemes = useCallback(
    (ids: number[]) => {
      dispatch(themesChanged(ids));
      go({ ...filters, themes: ids });
    },
    [dispatch, go, filters],
  );
  const reset = useCallback(() => {
    dispatch(filtersReset());
    go({ q: '', tags: [], themes: [] });
  }, [dispatch, go]);

  return { filters, synced: synced.current, setSearch, setTags, setThemes, reset };
}
