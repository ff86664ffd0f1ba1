import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  name: {
    id: 'ui.logo.name',
    defaultMessage: 'EduCommunity',
    description: 'Product name read out for the logo image',
  },
});
