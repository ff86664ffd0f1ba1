import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  lead: {
    id: 'favorites.page.lead',
    defaultMessage: 'The sessions, courses and news you saved, in one place.',
    description: 'Favorites page: what the screen is for',
  },
});
