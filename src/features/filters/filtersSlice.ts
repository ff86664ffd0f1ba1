/**
 * Catalogue filters (SPEC §3): search text, tag ids and theme ids; resettable (SPEC §4) and
 * restorable from the address bar so a filtered list can be shared or reloaded. The pure helpers
 * at the end convert them to the API query (SPEC §7: comma-joined ids, empty parameters omitted)
 * and to the address bar (`?q=..&tags=1,2&themes=3`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cleanIds } from '@/shared/lib/useListQuery';

export interface FiltersState {
  q: string;
  tags: number[];
  themes: number[];
}

export const emptyFilters: FiltersState = { q: '', tags: [], themes: [] };

export const filtersSlice = createSlice({
  name: 'filters',
  initialState: emptyFilters,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.q = action.payload;
    },
    tagsChanged(state, action: PayloadAction<number[]>) {
      state.tags = cleanIds(action.payload);
    },
    themesChanged(state, action: PayloadAction<number[]>) {
      state.themes = cleanIds(action.payload);
    },
    filtersReset() {
      return emptyFilters;
    },
    filtersRestoredFromUrl(_state, action: PayloadAction<Partial<FiltersState>>) {
      const { q = '', tags = [], themes = [] } = action.payload;
      return { q, tags: cleanIds(tags), themes: cleanIds(themes) };
    },
  },
});

export const { searchChanged, tagsChanged, themesChanged, filtersReset, filtersRestoredFromUrl } =
  filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;

type WithFilters = { filters: FiltersState };
export const selectFilters = (state: WithFilters) => state.filters;

export interface FiltersQuery {
  q?: string;
  tags?: string;
  themes?: string;
}

export function filtersToQuery(filters: FiltersState): FiltersQuery {
  const query: FiltersQuery = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.tags.length) query.tags = filters.tags.join(',');
  if (filters.themes.length) query.themes = filters.themes.join(',');
  return query;
}

/** The search string for the address bar ('' when no filter is set). */
export function filtersToSearch(filters: FiltersState): string {
  const text = new URLSearchParams(filtersToQuery(filters) as Record<string, string>).toString();
  return text ? `?${text}` : '';
}
