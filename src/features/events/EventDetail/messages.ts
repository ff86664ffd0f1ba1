import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  aside: {
    id: 'events.detail.aside',
    defaultMessage: 'When and where',
    description:
      'Event page: accessible name of the side card with date, place and actions (tells it apart from the app sidebar)',
  },
  when: {
    id: 'events.detail.when',
    defaultMessage: 'When',
    description: 'Event page: heading of the date and time',
  },
  where: {
    id: 'events.detail.where',
    defaultMessage: 'Where',
    description: 'Event page: heading of the place or the way to join',
  },
  sponsor: {
    id: 'events.detail.sponsor',
    defaultMessage: 'Organised with',
    description: 'Event page: heading of the sponsor',
  },
  about: {
    id: 'events.detail.about',
    defaultMessage: 'About the event',
    description: 'Event page: heading of the description',
  },
  register: {
    id: 'events.detail.register',
    defaultMessage: 'Register',
    description: 'Event page: button to the external registration page',
  },
  opensInNewTab: {
    id: 'events.detail.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Hidden hint on links that open a new tab',
  },
  addToCalendar: {
    id: 'events.detail.addToCalendar',
    defaultMessage: 'Add to calendar',
    description: 'Event page: downloads an .ics calendar file',
  },
  endedNote: {
    id: 'events.detail.endedNote',
    defaultMessage:
      'This event has ended. Look at the upcoming ones for the next chance to take part.',
    description: 'Event page: note shown instead of registration on a past event',
  },
  toUpcoming: {
    id: 'events.detail.toUpcoming',
    defaultMessage: 'Upcoming events',
    description: 'Event page: link to the upcoming events list',
  },
  notFoundTitle: {
    id: 'events.detail.notFound',
    defaultMessage: 'Event not found',
    description: 'Event page: the event does not exist',
  },
  notFoundText: {
    id: 'events.detail.notFoundText',
    defaultMessage: 'It may have been removed, or the link is wrong.',
    description: 'Event page: the event does not exist, explanation',
  },
  toEvents: {
    id: 'events.detail.toEvents',
    defaultMessage: 'All events',
    description: 'Button back to the events list',
  },
});
