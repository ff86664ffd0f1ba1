import { defineMessages } from 'react-intl';

export const courseMessages = defineMessages({
  programme: {
    id: 'learning.course.programme',
    defaultMessage: 'Course programme',
    description: 'Heading of the list of the course sessions',
  },
  noModules: {
    id: 'learning.course.noModules',
    defaultMessage: 'The sessions of this course are being prepared.',
    description: 'Course page: no published sessions yet',
  },
  sponsorTitle: {
    id: 'learning.course.sponsorTitle',
    defaultMessage: 'Sponsor',
    description: 'Heading of the sponsor block on a course page',
  },
  sponsorLink: {
    id: 'learning.course.sponsorLink',
    defaultMessage: 'About {name}',
    description: 'Link to the sponsor page',
  },
  sponsorLogo: {
    id: 'learning.course.sponsorLogo',
    defaultMessage: '{name} logo',
    description: 'Alt text of a sponsor logo',
  },
  sessions: {
    id: 'learning.course.sessions',
    defaultMessage: 'Sessions',
    description: 'Accessible name of the list of course sessions',
  },
  notFound: {
    id: 'learning.course.notFound',
    defaultMessage: 'This course does not exist or was removed.',
    description: 'Course page: 404 state',
  },
  loadError: {
    id: 'learning.course.loadError',
    defaultMessage: 'There was an error loading the course',
    description: 'Course page: inline error state',
  },
});
