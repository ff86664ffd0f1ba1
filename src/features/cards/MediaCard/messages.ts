import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  viewed: {
    id: 'cards.mediaCard.viewed',
    defaultMessage: 'Viewed',
    description: 'The user has already read this article',
  },
});
