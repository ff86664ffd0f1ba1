/**
 * Reference and filter lists (SPEC §7). Public calls: never a token, never a re-auth
 * (`extraOptions.public`, SPEC §6). They are loaded once at startup into ./referencesSlice,
 * which outlives the API cache reset done at logout.
 */
import type { NamedItem, Sponsor, Tag, Theme } from '@/shared/contract/common';
import type { ReferenceListName } from './referencesSlice';
import { api } from '@/shared/api/baseApi';
import { referenceNotices } from '@/features/snackbar/messages';
import { notifyOnError } from '@/features/snackbar/notifyOnError';

const pub = { public: true } as const;

export const referencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<NamedItem[], void>({
      query: () => '/references/cities/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.cities),
    }),
    getWorkPlaces: build.query<NamedItem[], void>({
      query: () => '/references/work-places/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.workPlaces),
    }),
    getSpecializations: build.query<NamedItem[], void>({
      query: () => '/references/specializations/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.specializations),
    }),
    getUniversities: build.query<NamedItem[], void>({
      query: () => '/references/universities/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.universities),
    }),
    getSponsors: build.query<Sponsor[], void>({
      query: () => '/references/sponsors/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.sponsors),
    }),
    getSponsor: build.query<Sponsor, number>({
      query: (id) => `/references/sponsors/${id}/`,
      extraOptions: pub,
      providesTags: (_result, _error, id) => [{ type: 'Sponsor', id }],
      onQueryStarted: notifyOnError(referenceNotices.sponsors),
    }),
    getTags: build.query<Tag[], void>({
      query: () => '/references/tags/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.tags),
    }),
    getThemes: build.query<Theme[], void>({
      query: () => '/courses/themes/',
      extraOptions: pub,
      onQueryStarted: notifyOnError(referenceNotices.themes),
    }),
  }),
});

export const { useGetSponsorQuery } = referencesApi;

/** The lists loaded at startup, in the order SPEC §2 names them. */
export const STARTUP_LISTS = [
  'getSpecializations',
  'getWorkPlaces',
  'getCities',
  'getUniversities',
  'getSponsors',
  'getTags',
  'getThemes',
] as const;

export type StartupList = (typeof STARTUP_LISTS)[number];

/** The list of ./referencesSlice.ts each startup query fills. */
export const STARTUP_LIST_NAMES = {
  getSpecializations: 'specializations',
  getWorkPlaces: 'workPlaces',
  getCities: 'cities',
  getUniversities: 'universities',
  getSponsors: 'sponsors',
  getTags: 'tags',
  getThemes: 'themes',
} as const satisfies Record<StartupList, ReferenceListName>;

/** Whether an API cache entry is a startup list's: its data lives in the references slice. */
export const isStartupList = (endpointName: unknown) =>
  (STARTUP_LISTS as readonly unknown[]).includes(endpointName);
