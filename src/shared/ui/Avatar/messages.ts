import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  alt: {
    id: 'ui.avatar.alt',
    defaultMessage: 'User photo',
    description: 'Alternative text of an avatar when the name is unknown',
  },
});
