/** Server rendering of the events pages: the list and an event. */
import { eventsApi } from '@/features/events/eventsApi';
import { EVENTS_PAGE_SIZE } from '@/features/events/pages/EventsListPage';
import { eventTabMessages, messages as eventMessages } from '@/features/events/pages/messages';
import { listTabTitle } from '@/shared/routes/listTabTitle';
import { parseListQuery } from '@/shared/lib/useListQuery';
import { sectionMessages } from '@/shared/routes/messages';
import {
  EVENT_TYPES,
  isOneOf,
  paths,
  routePatterns as r,
  type EventType,
} from '@/shared/routes/paths';
import { summary } from './head';
import { idOf, lists, thingHead, type RouteContext, type ServerRoute } from './serverRouteBase';
import { eventLd } from './structuredData';

function eventsListArgs({ params, search }: RouteContext) {
  const type: EventType = isOneOf(EVENT_TYPES, params.type) ? params.type : 'all';
  return { type, page: parseListQuery(search).page, page_size: EVENTS_PAGE_SIZE };
}

export const eventRoutes: ServerRoute[] = [
  {
    pattern: r.eventsList,
    chunk: 'page-events-list',
    types: EVENT_TYPES,
    load: (context) => [
      eventsApi.endpoints.listEvents.initiate(eventsListArgs(context)),
      // Each card's place (EventPlace).
      ...lists('getCities'),
    ],
    head: ({ intl, params }) => ({
      title: listTabTitle(
        intl,
        sectionMessages.events,
        params.type === 'all' ? null : eventTabMessages[params.type as EventType],
      ),
      description: intl.formatMessage(eventMessages.listLead),
    }),
  },
  {
    pattern: r.event,
    chunk: 'page-event',
    ids: ['id'],
    types: EVENT_TYPES,
    load: (context) => [
      eventsApi.endpoints.getEvent.initiate(idOf(context)),
      // The place, on the page and in its structured data.
      ...lists('getCities'),
    ],
    head: (context) =>
      thingHead(
        eventsApi.endpoints.getEvent.select(idOf(context))(context.state),
        context.intl.formatMessage(eventMessages.eventTitle),
        (event) => ({
          title: event.name,
          description: summary(event.description),
          image: event.image,
          ogType: 'article',
          // The list type is only where the breadcrumb leads: one canonical address per event.
          canonicalPath: paths.event(event.id),
          jsonLd: [
            eventLd(
              event,
              context.origin,
              paths.event(event.id),
              context.state.references.cities.find((c) => c.id === event.city)?.name,
            ),
          ],
        }),
      ),
  },
];
