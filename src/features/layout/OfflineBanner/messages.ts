import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  offline: {
    id: 'layout.offline.banner',
    defaultMessage:
      'You are offline. What is already open still works; new pages load when the connection is back.',
    description: 'Banner shown while the browser has no network',
  },
});
