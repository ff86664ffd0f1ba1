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
import {
  answer,
  idOf,
  lists,
  thingHead,
  type RouteContext,
  type ServerRoute,
} from './serverRouteBase';
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
    // Its pager (useListQuery's page; the list has no search or filters).
    reads: ['page'],
    load: (context) => [
      eventsApi.endpoints.listEvents.initiate(eventsListArgs(context)),
      // Each card's place (EventPlace).
      ...lists('getCities'),
    ],
    head: (context) => {
      const args = eventsListArgs(context);
      // A page past the list's end (?page=99, or a list that shrank since the link was made):
      // the screen says "There is no such page", and so does the status, not a 200 a search
      // engine would keep as an empty list.
      const pastTheEnd =
        answer(eventsApi.endpoints.listEvents.select(args)(context.state)) === 'missing';
      return {
        title: listTabTitle(
          context.intl,
          sectionMessages.events,
          args.type === 'all' ? null : eventTabMessages[args.type],
        ),
        description: context.intl.formatMessage(eventMessages.listLead),
        ...(pastTheEnd ? { missing: true, noindex: true } : {}),
        // Each page of the list is its own page, not a copy of the first (the filters' and any
        // made-up parameters are not part of it).
        ...(args.page > 1 && !pastTheEnd
          ? { canonicalPath: `${context.pathname}?page=${args.page}` }
          : {}),
      };
    },
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
