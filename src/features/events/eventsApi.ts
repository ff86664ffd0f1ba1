/** Events (docs/api.md "Filled in": GET /events/?type=&q=&page= and GET /events/{id}/). */
import type { Paged } from '@/shared/contract/common';
import type { Event, EventsQuery } from '@/shared/contract/content';
import { api } from '@/shared/api/baseApi';
import { compactParams } from '@/shared/api/queryParams';

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<Paged<Event>, EventsQuery | void>({
      query: (query) => ({ url: '/events/', params: compactParams(query ?? undefined) }),
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.results ?? []).map((event) => ({ type: 'Event' as const, id: event.id })),
      ],
    }),
    getEvent: build.query<Event, number>({
      query: (id) => `/events/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
  }),
});

export const { useListEventsQuery, useGetEventQuery } = eventsApi;
