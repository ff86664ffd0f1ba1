import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  lead: {
    id: 'home.page.lead',
    defaultMessage:
      'Your starting point: stories, what to learn next, upcoming events and the latest news.',
    description: 'Home page: what the screen is for',
  },
});
