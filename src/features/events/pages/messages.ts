import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { EventType } from '@/shared/routes/paths';

export const messages = defineMessages({
  listLead: {
    id: 'events.listPage.lead',
    defaultMessage:
      'Conferences, webinars and meetups for educators and professionals, online and in person.',
    description: 'Events list: what the screen is for',
  },
  eventTitle: {
    id: 'events.eventPage.title',
    defaultMessage: 'Event',
    description: 'Event page heading until the event name is known',
  },
  tabsLabel: {
    id: 'events.tabs.label',
    defaultMessage: 'Which events',
    description: 'Accessible name of the events tab bar',
  },
  tabAll: { id: 'events.tabs.all', defaultMessage: 'All', description: 'Events tab: every event' },
  tabUpcoming: {
    id: 'events.tabs.upcoming',
    defaultMessage: 'Upcoming',
    description: 'Events tab: not yet ended',
  },
  tabPast: {
    id: 'events.tabs.past',
    defaultMessage: 'Past',
    description: 'Events tab: already ended',
  },
  listLabel: {
    id: 'events.list.label',
    defaultMessage: 'Events',
    description: 'Accessible name of the list of event cards',
  },
  emptyAll: {
    id: 'events.empty.all',
    defaultMessage: 'No events yet',
    description: 'Events list is empty (all tab)',
  },
  emptyUpcoming: {
    id: 'events.empty.upcoming',
    defaultMessage: 'No upcoming events',
    description: 'Events list is empty (upcoming tab)',
  },
  emptyPast: {
    id: 'events.empty.past',
    defaultMessage: 'No past events',
    description: 'Events list is empty (past tab)',
  },
  emptyText: {
    id: 'events.empty.text',
    defaultMessage:
      'New events are announced here and on the home page. Meanwhile, explore the courses.',
    description: 'Events list is empty: what to do',
  },
  toLearning: {
    id: 'events.empty.toLearning',
    defaultMessage: 'Go to learning',
    description: 'Button from an empty events list to the learning list',
  },
  count: {
    id: 'events.list.count',
    defaultMessage: '{count, plural, one {# event} other {# events}}',
    description: 'How many events the tab holds',
  },
});

/** Each events tab's name, by its route type. */
export const eventTabMessages: Record<EventType, MessageDescriptor> = {
  all: messages.tabAll,
  upcoming: messages.tabUpcoming,
  past: messages.tabPast,
};
