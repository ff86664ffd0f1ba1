import { defineMessages } from 'react-intl';

export const sponsorMessages = defineMessages({
  website: {
    id: 'learning.sponsor.website',
    defaultMessage: 'Visit the website',
    description: 'Link to the sponsor website (opens a new tab)',
  },
  newTab: {
    id: 'learning.sponsor.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Screen-reader note on an external link',
  },
  logo: {
    id: 'learning.sponsor.logo',
    defaultMessage: '{name} logo',
    description: 'Alt text of the sponsor logo',
  },
  courses: {
    id: 'learning.sponsor.courses',
    defaultMessage: 'Sponsored courses',
    description: 'Heading of the sponsor courses',
  },
  empty: {
    id: 'learning.sponsor.empty',
    defaultMessage: 'No courses from this sponsor yet',
    description: 'Sponsor page: no courses',
  },
  notFound: {
    id: 'learning.sponsor.notFound',
    defaultMessage: 'This sponsor does not exist or was removed.',
    description: 'Sponsor page: 404 state',
  },
});
