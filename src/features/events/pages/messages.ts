import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLead: {
    id: 'events.listPage.lead',
    defaultMessage: 'Conferences, webinars and meetups for educators and professionals, online and in person.',
    description: 'Events list: what the screen is for',
  },
  eventTitle: { id: 'events.eventPage.title', defaultMessage: 'Event', description: 'Event page heading until the event name is known' },
  eventLead: {
    id: 'events.eventPage.lead',
    defaultMessage: 'When and where it takes place, what it is about and how to register.',
    description: 'Event page: what the screen is for',
  },
});
