import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  online: {
    id: 'events.format.online',
    defaultMessage: 'Online',
    description: 'Event format: takes place on the internet',
  },
  offline: {
    id: 'events.format.offline',
    defaultMessage: 'In person',
    description: 'Event format: takes place at a venue',
  },
  ended: {
    id: 'events.status.ended',
    defaultMessage: 'Ended',
    description: 'Badge on an event that is over',
  },
  live: {
    id: 'events.status.live',
    defaultMessage: 'Happening now',
    description: 'Badge on an event that has started and not ended',
  },
  readerTime: {
    id: 'events.when.readerTime',
    defaultMessage: 'Your time: {time}',
    description:
      "An in-person event's time in the reader's own time zone, under the venue's local time; {time} is e.g. '7:00 AM – 2:00 PM UTC'",
  },
  onlineWhere: {
    id: 'events.where.online',
    defaultMessage: 'Online: the link to join comes with your registration',
    description: 'Where an online event takes place',
  },
});
