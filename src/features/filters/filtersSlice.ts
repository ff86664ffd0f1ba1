/**
 * Catalogue filters (SPEC §3): search text, tag ids and theme ids; resettable (SPEC §4) and
 * restorable from the address bar so a filtered list can be shared or reloaded. The pure helpers
 * at the end convert them to the API query (SPEC §7: comma-joined ids, empty parameters omitted)
 * and to the address bar (`?q=..&tags=1,2&themes=3`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FiltersState {
  q: string;
  tags: number[];
  themes: number[];
}

export const emptyFilters: FiltersState = { q: '', tags: [], themes: [] };

/** Unique positive integer ids in a stable order, whatever the source (URL, dropdown). */
function cleanIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);
}

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
export const selectSearchText = (state: WithFilters) => state.filters.q;
export const selectSelectedTags = (state: WithFilters) => state.filters.tags;
export const selectSelectedThemes = (state: WithFilters) => state.filters.themes;
export const selectHasActiveFilters = (state: WithFilters) =>
  state.filters.q.trim() !== '' || state.filters.tags.length > 0 || state.filters.themes.length > 0;

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

function parseIds(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Reads `q`, `tags` and `themes` from a URL search string; unknown or malformed parts are ignored. */
export function filtersFromSearch(search: string | URLSearchParams): FiltersState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    q: params.get('q') ?? '',
    tags: parseIds(params.get('tags')),
    themes: parseIds(params.get('themes')),
  };
}

/** The search string for the address bar ('' when no filter is set). */
export function filtersToSearch(filters: FiltersState): string {
  const text = new URLSearchParams(filtersToQuery(filters) as Record<string, string>).toString();
  return text ? `?${text}` : '';
}
