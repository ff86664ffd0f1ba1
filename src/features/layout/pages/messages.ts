import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFoundLead: {
    id: 'layout.notFound.lead',
    defaultMessage:
      'There is nothing at this address. The link may be mistyped, or the page has moved.',
    description: 'Not-found page explanation',
  },
  notFoundAction: {
    id: 'layout.notFound.action',
    defaultMessage: 'Go to learning',
    description: 'Not-found page: button back to the learning list',
  },
});
