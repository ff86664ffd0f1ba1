/**
 * The one RTK Query API of the app. Each domain adds its endpoints with
 * `api.injectEndpoints` in its own file (features/<domain>/<domain>Api.ts) and exports its
 * hooks from there; tags below drive cache invalidation between them.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { keepingShownData } from './keepShownData';
import { reauthBaseQuery } from './reauthBaseQuery';
import { serverStateReceived, settleNotFound } from './serverState';

export const TAG_TYPES = [
  'Profile',
  'Certificates',
  'Favorites',
  'Course',
  'Module',
  'Test',
  'Catalogue',
  'Article',
  'Event',
  'Member',
  'Story',
  'PublicProfile',
  'Sponsor',
] as const;

const REDUCER_PATH = 'api';

export const api = createApi({
  reducerPath: REDUCER_PATH,
  // A refetch that fails on the network keeps the data shown (./keepShownData.ts).
  baseQuery: keepingShownData(reauthBaseQuery, REDUCER_PATH),
  tagTypes: TAG_TYPES,
  // Lists and pages refetch their subscribed queries when the network comes back and when the
  // tab regains focus; the events come from setupListeners, called where main.tsx makes the store.
  refetchOnReconnect: true,
  refetchOnFocus: true,
  endpoints: () => ({}),
  // A server-rendered page's cache (./serverState.ts); returning undefined ignores the action.
  extractRehydrationInfo(action, { reducerPath }) {
    if (serverStateReceived.match(action))
      return settleNotFound(
        (action.payload as unknown as Record<string, unknown>)[reducerPath],
      ) as never;
    return undefined;
  },
});
