import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  appName: {
    id: 'layout.app.name',
    defaultMessage: 'EduCommunity',
    description: 'Product name, shown in the browser tab after the page title',
  },
  notFoundTitle: {
    id: 'layout.notFound.title',
    defaultMessage: 'Page not found',
    description: 'Not-found page heading',
  },
});
