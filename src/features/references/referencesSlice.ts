/**
 * The reference lists (cities, work places, specializations, universities, sponsors) and the
 * filter lists (tags, themes), filled by the startup calls of ./referencesApi. Kept in a slice
 * rather than read from the API cache: they are loaded once per page load (SPEC §2) and must
 * survive the cache reset at logout.
 */
import { createSelector, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { NamedItem, Sponsor, Tag, Theme } from '@/shared/contract/common';
import { STARTUP_LIST_NAMES, referencesApi, type StartupList } from './referencesApi';

export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type ReferenceListName =
  'cities' | 'workPlaces' | 'specializations' | 'universities' | 'sponsors' | 'tags' | 'themes';

export interface ReferencesState {
  cities: NamedItem[];
  workPlaces: NamedItem[];
  specializations: NamedItem[];
  universities: NamedItem[];
  sponsors: Sponsor[];
  tags: Tag[];
  themes: Theme[];
  status: Record<ReferenceListName, ListStatus>;
}

const idle: ListStatus = 'idle';
const initialState: ReferencesState = {
  cities: [],
  workPlaces: [],
  specializations: [],
  universities: [],
  sponsors: [],
  tags: [],
  themes: [],
  status: {
    cities: idle,
    workPlaces: idle,
    specializations: idle,
    universities: idle,
    sponsors: idle,
    tags: idle,
    themes: idle,
  },
};

const { endpoints } = referencesApi;
/** Each list's startup query (./referencesApi.ts names which list each one fills). */
const listEndpoints = Object.entries(STARTUP_LIST_NAMES).map(
  ([endpointName, name]) => [name, endpoints[endpointName as StartupList]] as const,
);

export const referencesSlice = createSlice({
  name: 'references',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // One pending/fulfilled/rejected trio per list; the cast keeps each list's element type.
    for (const [name, endpoint] of listEndpoints) {
      builder
        .addMatcher(endpoint.matchPending, (state) => {
          if (state.status[name] !== 'loaded') state.status[name] = 'loading';
        })
        .addMatcher(endpoint.matchFulfilled, (state, action) => {
          (state as Record<ReferenceListName, unknown>)[name] = action.payload;
          state.status[name] = 'loaded';
        })
        .addMatcher(endpoint.matchRejected, (state, action) => {
          if (action.meta.condition) return; // deduplicated, not failed
          if (state.status[name] !== 'loaded') state.status[name] = 'failed';
        });
    }
    // A sponsor fetched by id (sponsor page) refreshes or completes the list entry.
    builder.addMatcher(isAnyOf(endpoints.getSponsor.matchFulfilled), (state, action) => {
      const index = state.sponsors.findIndex((sponsor) => sponsor.id === action.payload.id);
      if (index === -1) state.sponsors.push(action.payload);
      else state.sponsors[index] = action.payload;
    });
  },
});

export const referencesReducer = referencesSlice.reducer;

/* Named selectors: the lists, and an id -> name lookup for each. */

export type WithReferences = { references: ReferencesState };
type MaybeId = number | null | undefined;

export const selectCities = (state: WithReferences) => state.references.cities;
export const selectWorkPlaces = (state: WithReferences) => state.references.workPlaces;
export const selectSpecializations = (state: WithReferences) => state.references.specializations;
export const selectUniversities = (state: WithReferences) => state.references.universities;
export const selectSponsors = (state: WithReferences) => state.references.sponsors;
export const selectTags = (state: WithReferences) => state.references.tags;
export const selectThemes = (state: WithReferences) => state.references.themes;
export const selectReferenceStatus = (state: WithReferences, list: ReferenceListName) =>
  state.references.status[list];

/** Memoized id -> name map per list, so lookups in long card lists stay cheap. */
function nameLookup(selectList: (state: WithReferences) => readonly NamedItem[]) {
  const selectNames = createSelector(
    [selectList],
    (items) => new Map(items.map((item) => [item.id, item.name])),
  );
  return (state: WithReferences, id: MaybeId): string | null =>
    id === null || id === undefined ? null : (selectNames(state).get(id) ?? null);
}

export const selectCityName = nameLookup(selectCities);
export const selectWorkPlaceName = nameLookup(selectWorkPlaces);
export const selectSpecializationName = nameLookup(selectSpecializations);
export const selectUniversityName = nameLookup(selectUniversities);
